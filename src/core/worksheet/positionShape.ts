// Whether a position as written fits the rules in force (the form each game is written in, heaps
// per game, parts per sum), and the vector the solver reads (core/sumPosition.ts for a sum), or
// the error on the range at fault.

import { definitionOf, gameName, requiredHeapCount, sumComponents, rulesText } from '../game';
import { t } from '../l10n';
import { type Game, type Rules } from '../rules';
import { type PartShape, type ShapeWarning } from '../games/forms/form';
import { encodeParts } from '../sumPosition';
import { type PositionNode, type PositionStyle, type Range } from '../reading/syntax';
import { type Statement } from './syntax';

export type PositionShape =
  | { readonly ok: true; readonly heaps: readonly bigint[]; readonly warnings?: readonly ShapeWarning[] }
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
    return read.ok ? { ok: true, heaps: read.vector, ...(read.warnings ? { warnings: read.warnings } : {}) } : read;
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
  const warnings: ShapeWarning[] = [];
  for (let i = 0; i < parts.length; i++) {
    const read = readPart(games[i]!, parts[i]!, gameName(games[i]!), i);
    if (!read.ok) return read;
    vectors.push(read.vector);
    if (read.warnings) for (const w of read.warnings) warnings.push(w);
  }
  return { ok: true, heaps: encodeParts(vectors), ...(warnings.length ? { warnings } : {}) };
}

/** One game's position as written, read in the game's form: `name` for messages, `part` its place in a sum. */
function readPart(game: Game, node: PositionNode, name: string, part: number | null): PartShape {
  return definitionOf(game).positionForm.read(node, { name, part, heapCount: requiredHeapCount(game), game });
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
  // A form's own fields are that form's alone: another game's (a saved state may hold anything) are dropped.
  if (style.own && style.own.form !== form.ownText?.id) {
    const mine: { -readonly [K in keyof PositionStyle]: PositionStyle[K] } = { ...style };
    delete mine.own;
    return form.restyle(mine);
  }
  return form.restyle(style);
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
