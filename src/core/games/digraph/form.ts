// Tokens on a digraph's vertices, written as the vertices' names (`a c c`, `(a, c)`; names of
// digits read as numbers do too: `1 2`). The form reads its own text (forms/form.ts `OwnText`): the
// shared grammar knows no names. The vector is each token's name as a number (forms/names.ts
// `nameNumber`), so that positions write themselves back without the graph; the JSON writes the
// names.

import { t } from '../../l10n';
import { type Game } from '../../rules';
import { DiagnosticCode, type NumberNode, type PositionNode, type PositionStyle } from '../../reading/syntax';
import { startsName, type TokenReader } from '../../reading/tokenReader';
import {
  failureOf,
  ownField,
  type OwnPlace,
  type OwnRead,
  PLAIN_STYLE,
  type PartShape,
  type PositionForm,
  type ReadContext,
} from '../forms/form';
import { nameNumber, numberName } from '../forms/names';

/** The form's name in a style (`style.own.form`). */
const FORM = 'names';

const vertexSets = new WeakMap<Game, ReadonlySet<string>>();

/** The graph's vertices, as a set made once per graph (a graph may have 100,000 vertices, and a worksheet as many lines). */
function vertexSet(game: Game): ReadonlySet<string> {
  let set = vertexSets.get(game);
  if (!set) vertexSets.set(game, (set = new Set(game.kind === 'digraph' ? game.names : [])));
  return set;
}

/** The vertices a message lists: the first 20 of a large graph, and how many there are. */
function listed(names: readonly string[]): string {
  if (names.length <= 20) return names.join(', ');
  return t('{names} … ({count} vertices)', { names: names.slice(0, 20).join(', '), count: names.length });
}

/** A message about part `part` of a sum, or about the game alone. */
function where(part: number | null, message: string): string {
  return part === null ? message : t('part {part}: {message}', { part: part + 1, message });
}

function notNames({ name, part }: OwnPlace): string {
  return where(part, t('{name} is played with tokens on its vertices, written by their names: a, or a c c', { name }));
}

/** Spaces of any kind are written as plain ones. */
const plain = (text: string) => text.replace(/[\p{Zs}\t]/gu, ' ');

/**
 * Vertex names `a c c`, separated by spaces or commas, optionally in parentheses (`(nim)`: a line
 * that begins with a game word is a rules line): letters, digits and `_`. Null after a diagnostic.
 */
function readOwn(reader: TokenReader, place: OwnPlace = { name: 'digraph', part: null }): OwnRead | null {
  const first = reader.peek()!;
  const text = reader.text;
  const parens = reader.isPunct(first, '(');
  if (parens) reader.next();
  const start = reader.peek();
  if (!start || !startsName(text, start.start)) {
    reader.error(
      reader.range(first.start, reader.tokens[reader.tokens.length - 1]!.end),
      DiagnosticCode.Syntax,
      notNames(place),
    );
    return null;
  }
  const numbers: NumberNode[] = [];
  let separator: string | null = null;
  for (;;) {
    const name = reader.name()!;
    numbers.push({ value: nameNumber(name.text), text: name.text, range: name.range });
    const tok = reader.peek();
    if (tok && tok.start === name.range.end && tok.kind !== 'punct' && tok.kind !== 'arrow') {
      // `a-b`, `a.b`: a character no name has, right after one.
      reader.error(
        reader.tokenRange(tok),
        DiagnosticCode.Syntax,
        t("expected a vertex name (letters, digits and _), found '{token}'", { token: tok.text }),
      );
      return null;
    }
    const comma = reader.isPunct(tok, ',');
    const next = comma ? reader.peek(1) : tok;
    if (!next || !startsName(text, next.start)) {
      if (comma) {
        reader.error(reader.tokenRange(tok!), DiagnosticCode.Syntax, t("expected a vertex name after ','"));
        return null;
      }
      break;
    }
    separator ??= plain(text.slice(name.range.end, next.start));
    if (comma) reader.next();
  }
  const last = numbers[numbers.length - 1]!.range.end;
  const tok = reader.peek();
  let open = '';
  let close = '';
  if (parens) {
    if (!reader.isPunct(tok, ')')) {
      reader.error(
        reader.range(first.start, tok ? tok.start : last),
        DiagnosticCode.Syntax,
        t("the position is not closed: ')' is missing"),
      );
      return null;
    }
    reader.next();
    open = plain(text.slice(first.start, numbers[0]!.range.start));
    close = plain(text.slice(last, tok!.end));
  } else if (reader.isPunct(tok, ')')) {
    reader.error(reader.tokenRange(tok!), DiagnosticCode.Syntax, t("')' without '('"));
    return null;
  }
  const rest = reader.peek();
  if (rest) {
    reader.error(
      reader.range(rest.start, reader.tokens[reader.tokens.length - 1]!.end),
      DiagnosticCode.Syntax,
      t("unexpected '{token}': expected '->', ':', '+' or the end of the line", { token: rest.text }),
    );
    return null;
  }
  return { numbers, own: { form: FORM, open, close, separator: separator ?? ' ' } };
}

/** A style's own field where it is what a line writes (a saved panel state is untrusted), else `fallback`. */
const field = (style: PositionStyle, key: string, shape: RegExp, fallback: string) =>
  ownField(style, FORM, key, shape, fallback);

/** Names as the line wrote them; in parentheses where they would begin another statement (`(nim a)`). */
function write(
  vector: readonly bigint[],
  style: PositionStyle,
  beginsStatement?: (words: readonly string[]) => boolean,
): string {
  const names = vector.map(numberName);
  const separator = field(style, 'separator', /^ {0,4},? {0,4}$/, ' ') || ' ';
  let open = field(style, 'open', /^(\( {0,4})?$/, '');
  let close = field(style, 'close', /^( {0,4}\))?$/, '');
  // Both parentheses or neither: a saved state may hold one alone.
  if ((open === '') !== (close === '')) open = close = '';
  if (!open && beginsStatement?.(names)) [open, close] = ['(', ')'];
  return open + names.join(separator) + close;
}

function read(node: PositionNode, { name, part, game }: ReadContext): PartShape {
  const fail = failureOf(node);
  // Names the line wrote, or digits read at once as numbers (`1 2`): their text is the names.
  const own = node.style.own;
  // A restyled line of digits reads the same: a name is its text, whatever the style says.
  const written = !own || own.form === FORM ? node.heaps : [];
  if (written.length === 0) return fail(notNames({ name, part }));
  const vertices = vertexSet(game);
  for (const w of written)
    if (!vertices.has(w.text))
      return fail(
        where(
          part,
          t('{vertex} is not a vertex of the graph: its vertices are {names}', {
            vertex: w.text,
            names: listed(game.kind === 'digraph' ? game.names : []),
          }),
        ),
        w.range,
      );
  return { ok: true, vector: written.map((w) => nameNumber(w.text)) };
}

const NAMES_STYLE: PositionStyle = { ...PLAIN_STYLE, own: { form: FORM, open: '', close: '', separator: ' ' } };

export const NAMES_FORM: PositionForm = {
  canonical: true,
  names: (game) => (game.kind === 'digraph' ? game.names : []),
  searchedWhole: true,
  defaultStyle: NAMES_STYLE,
  read,
  restyle: (style) => (style.own?.form === FORM ? style : NAMES_STYLE),
  fits: () => true,
  json: (vector) => vector.map(numberName),
  ownText: { id: FORM, read: readOwn, write, items: 'tokens' },
};
