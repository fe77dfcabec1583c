// Whether a position as written fits the rules in force (the form each game is written in, heaps
// per game, parts per sum), and the vector the solver reads (core/sumPosition.ts for a sum), or
// the error on the range at fault.

import { compareBigints } from '../bigint';
import { definitionOf, gameName, requiredHeapCount, sumComponents, rulesText } from '../game';
import { t } from '../l10n';
import { type Game, type Rules } from '../rules';
import { encodeParts } from '../sumPosition';
import { type PositionNode, type PositionStyle, type Range, type Statement } from './syntax';

export type PositionShape =
  | { readonly ok: true; readonly heaps: readonly bigint[] }
  | { readonly ok: false; readonly range: Range; readonly message: string };

type PartShape =
  | { readonly ok: true; readonly vector: readonly bigint[] }
  | { readonly ok: false; readonly range: Range; readonly message: string };

export function positionShape(rules: Rules, position: PositionNode): PositionShape {
  const games = sumComponents(rules.game);
  const written = position.parts;
  if (!games) {
    if (written)
      return {
        ok: false,
        range: position.range,
        message: t(
          "'+' joins the parts of a sum of games, but {rules} is one game: write its heaps alone, or a rules line such as nim + kayles",
          { rules: rulesText(rules) },
        ),
      };
    const read = readPart(rules.game, position, rulesText(rules), null);
    return read.ok ? { ok: true, heaps: read.vector } : read;
  }
  const parts = written ?? [position];
  if (parts.length !== games.length)
    return {
      ok: false,
      range: position.range,
      message: t(
        "{rules} is a sum of {games} games: a position has {games} parts joined by '+'; this one has {parts}",
        { rules: rulesText(rules), games: games.length, parts: parts.length },
      ),
    };
  const vectors: (readonly bigint[])[] = [];
  for (let i = 0; i < parts.length; i++) {
    const read = readPart(games[i]!, parts[i]!, gameName(games[i]!), i);
    if (!read.ok) return read;
    vectors.push(read.vector);
  }
  return { ok: true, heaps: encodeParts(vectors) };
}

/** One game's position as written, read in the game's form: `name` for messages, `part` its place in a sum. */
function readPart(game: Game, node: PositionNode, name: string, part: number | null): PartShape {
  const form = definitionOf(game).positionForm;
  const fail = (message: string, range: Range = node.range): PartShape => ({ ok: false, range, message });
  switch (form) {
    case 'heaps':
    case 'pair': {
      if (node.style.coins)
        return fail(
          part === null
            ? t('{name} is played on heaps: a row of coins is for turning turtles, mock turtles or ruler', { name })
            : t(
                'part {part} is a position of {name}, which is played on heaps: a row of coins is for turning turtles, mock turtles or ruler',
                { part: part + 1, name },
              ),
        );
      if (node.style.grid && node.heaps.length > 2)
        return fail(
          part === null
            ? t('{name} is played on heaps: pairs (x, y) side by side are the heads of a grid, for corners', { name })
            : t(
                'part {part} is a position of {name}, which is played on heaps: pairs (x, y) side by side are the heads of a grid, for corners',
                { part: part + 1, name },
              ),
        );
      const need = requiredHeapCount(game);
      const count = node.heaps.length;
      if (need !== null && count !== need)
        return fail(
          part === null
            ? t('{name} is played on exactly {need} heaps; this position has {count}', { name, need, count })
            : t('part {part} is a position of {name}, played on exactly {need} heaps; it has {count}', {
                part: part + 1,
                name,
                need,
                count,
              }),
        );
      return { ok: true, vector: node.heaps.map((h) => h.value) };
    }
    case 'coin row': {
      if (!node.style.coins)
        return fail(
          part === null
            ? t('{name} is a row of coins: write it as a word of H and T (THHTH) or by its heads (heads 2 3 5)', {
                name,
              })
            : t(
                'part {part} is a position of {name}, which is a row of coins: write it as a word of H and T (THHTH) or by its heads (heads 2 3 5)',
                { part: part + 1, name },
              ),
        );
      const seen = new Set<bigint>();
      for (const h of node.heaps) {
        if (h.value < 1n) return fail(t('coins are numbered from 1 (the leftmost)'), h.range);
        if (seen.has(h.value)) return fail(t('coin {coin} is listed twice', { coin: h.value }), h.range);
        seen.add(h.value);
      }
      return { ok: true, vector: node.heaps.map((h) => h.value).sort(compareBigints) };
    }
    case 'coin grid': {
      const empty = node.style.coins?.form === 'heads' && node.heaps.length === 0;
      // One head alone is one pair in parentheses, `(1, 2)`.
      const onePair = node.style.open !== '' && node.heaps.length === 2 && !node.style.coins;
      if (!node.style.grid && !empty && !onePair)
        return fail(
          part === null
            ? t('{name} is a grid of coins: write its heads as pairs (x, y), such as (1, 2) (3, 3)', { name })
            : t(
                'part {part} is a position of {name}, which is a grid of coins: write its heads as pairs (x, y), such as (1, 2) (3, 3)',
                { part: part + 1, name },
              ),
        );
      const pairs: { x: bigint; y: bigint; range: Range }[] = [];
      const seen = new Set<string>();
      for (let i = 0; i + 1 < node.heaps.length; i += 2) {
        const x = node.heaps[i]!;
        const y = node.heaps[i + 1]!;
        const range = { line: x.range.line, start: x.range.start, end: y.range.end };
        const key = `${x.value},${y.value}`;
        if (seen.has(key)) return fail(t('the coin ({x}, {y}) is listed twice', { x: x.value, y: y.value }), range);
        seen.add(key);
        pairs.push({ x: x.value, y: y.value, range });
      }
      pairs.sort((a, b) => compareBigints(a.x, b.x) || compareBigints(a.y, b.y));
      return { ok: true, vector: pairs.flatMap((p) => [p.x, p.y]) };
    }
  }
}

/**
 * The style a game's positions are written back in, from the one its line used: a grid's heads as
 * pairs even when one pair (or `heads` alone) was written; pairs side by side only for a grid.
 */
export function styleFor(game: Game, style: PositionStyle): PositionStyle {
  const components = sumComponents(game);
  if (components) {
    if (!style.parts) return components.length === 1 ? styleFor(components[0]!, style) : style;
    const styles = style.parts.styles.map((s, i) => (components[i] ? styleFor(components[i], s) : s));
    return { ...style, parts: { ...style.parts, styles } };
  }
  const form = definitionOf(game).positionForm;
  if (form === 'coin grid') {
    if (style.grid) return style;
    // Written as `heads` alone (an empty grid) or one pair: pairs in parentheses from now on.
    const pair = style.open ? style : { ...style, open: '(', close: ')', separator: ', ' };
    return {
      open: pair.open,
      close: pair.close,
      separator: pair.separator,
      underscores: pair.underscores,
      grid: { between: ' ' },
    };
  }
  if (!style.grid) return style;
  return { open: style.open, close: style.close, separator: style.separator, underscores: style.underscores };
}

/** A position line with each position's style as its game writes it (see `styleFor`). */
export function styledFor(
  rules: Rules,
  st: Extract<Statement, { kind: 'position' }>,
): Extract<Statement, { kind: 'position' }> {
  const components = sumComponents(rules.game);
  // Most lines are written as their game writes them: the statement is kept as it is (no copy).
  const same = (position: PositionNode): boolean =>
    styleFor(rules.game, position.style) === position.style &&
    (!position.parts ||
      position.parts.every((part, i) => !components?.[i] || styleFor(components[i], part.style) === part.style));
  if (st.items.every((item) => same(item.position))) return st;
  const restyle = (position: PositionNode): PositionNode => ({
    ...position,
    style: styleFor(rules.game, position.style),
    // A sum's parts too, each as its own game writes it.
    parts:
      position.parts &&
      position.parts.map((part, i) => {
        const game = components?.[i];
        return game ? { ...part, style: styleFor(game, part.style) } : part;
      }),
  });
  return { ...st, items: st.items.map((item) => ({ ...item, position: restyle(item.position) })) };
}
