// A grid of coins (`(1, 2) (3, 3)`): the vector is x then y of each head, sorted by x, then y.
// The form reads its own text (form.ts `OwnText`): pairs in parentheses side by side, one pair, or
// `heads` alone for a grid with no head.

import { compareBigints, withDigitSeparators } from '../../bigint';
import { t } from '../../l10n';
import { keyword } from '../../reading/lexer';
import {
  DiagnosticCode,
  type NumberNode,
  type PositionNode,
  type PositionStyle,
  type Range,
} from '../../reading/syntax';
import { type TokenReader } from '../../reading/tokenReader';
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

/** The form's name in a style (`style.own.form`). */
const FORM = 'grid';

/** Spaces of any kind are written as plain ones. */
const plain = (text: string) => text.replace(/[\p{Zs}\t]/gu, ' ');

function notAGrid({ name, part }: OwnPlace): string {
  return part === null
    ? t('{name} is a grid of coins: write its heads as pairs (x, y), such as (1, 2) (3, 3)', { name })
    : t(
        'part {part} is a position of {name}, which is a grid of coins: write its heads as pairs (x, y), such as (1, 2) (3, 3)',
        { part: part + 1, name },
      );
}

/** How a grid no line wrote is written: `(x, y)` pairs separated by a space. */
const DEFAULT_OWN = { form: FORM, open: '(', close: ')', separator: ', ', between: ' ' } as const;

/** One pair `(x, y)` at the reader (numbers separated by a space or a comma); null after a diagnostic. */
function readPair(reader: TokenReader): {
  readonly x: NumberNode;
  readonly y: NumberNode;
  readonly open: string;
  readonly separator: string;
  readonly close: string;
  readonly end: number;
} | null {
  const open = reader.next()!;
  const numbers: NumberNode[] = [];
  for (;;) {
    const tok = reader.peek();
    if (tok?.kind !== 'number') break;
    const num = reader.number(reader.next()!);
    if (!num) return null;
    numbers.push(num);
    if (reader.isPunct(reader.peek(), ',') && reader.peek(1)?.kind === 'number') reader.next();
  }
  const close = reader.peek();
  if (!reader.isPunct(close, ')')) {
    // A `)` further on closes a pair that is not two numbers (`(1, 2, 3)`, `(1 x)`); none: it is not closed.
    const later = reader.tokens.slice(reader.pos).find((tok) => reader.isPunct(tok, ')'));
    reader.error(
      reader.range(open.start, later ? later.end : reader.tokens[reader.tokens.length - 1]!.end),
      DiagnosticCode.Syntax,
      later
        ? t('a coin of a grid is written (x, y): two numbers in parentheses')
        : t("the position is not closed: ')' is missing"),
    );
    return null;
  }
  reader.next();
  if (numbers.length !== 2) {
    reader.error(
      reader.range(open.start, close!.end),
      DiagnosticCode.Syntax,
      t('a coin of a grid is written (x, y): two numbers in parentheses'),
    );
    return null;
  }
  const [x, y] = numbers as [NumberNode, NumberNode];
  const text = reader.text;
  return {
    x,
    y,
    open: plain(text.slice(open.start, x.range.start)),
    separator: plain(text.slice(x.range.end, y.range.start)),
    close: plain(text.slice(y.range.end, close!.end)),
    end: close!.end,
  };
}

/** Pairs `(1, 2) (3, 3)` (spaces or commas between them), or `heads` alone; null after a diagnostic. */
function readOwn(reader: TokenReader, place: OwnPlace = { name: 'corners', part: null }): OwnRead | null {
  const first = reader.peek()!;
  const end = reader.tokens[reader.tokens.length - 1]!.end;
  if (reader.tokens.length === 1 && first.kind === 'word' && keyword(first.text) === 'heads')
    return { numbers: [], own: { ...DEFAULT_OWN, pairs: true } };
  if (!reader.isPunct(first, '(')) {
    reader.error(reader.range(first.start, end), DiagnosticCode.Syntax, notAGrid(place));
    return null;
  }
  const numbers: NumberNode[] = [];
  let written: { readonly open: string; readonly separator: string; readonly close: string } | null = null;
  let between: string | null = null;
  for (;;) {
    const pair = readPair(reader);
    if (!pair) return null;
    numbers.push(pair.x, pair.y);
    written ??= pair;
    const comma = reader.isPunct(reader.peek(), ',') && reader.isPunct(reader.peek(1), '(');
    if (comma) reader.next();
    const next = reader.peek();
    if (!next) break;
    if (!reader.isPunct(next, '(')) {
      reader.error(
        reader.range(next.start, end),
        DiagnosticCode.Syntax,
        t("unexpected '{token}': expected '->', ':', '+' or the end of the line", { token: next.text }),
      );
      return null;
    }
    between ??= plain(reader.text.slice(pair.end, next.start));
  }
  const { open, separator, close } = written;
  return { numbers, own: { form: FORM, open, separator, close, between: between ?? ' ', pairs: true } };
}

/** A style's own field where it is what a line writes (a saved panel state is untrusted), else the default. */
const field = (style: PositionStyle, key: 'open' | 'close' | 'separator' | 'between', shape: RegExp) =>
  ownField(style, FORM, key, shape, DEFAULT_OWN[key]);

/** Pairs `(x, y)` as the line wrote them; a grid with no heads left is written as an empty row of heads. */
function write(vector: readonly bigint[], style: PositionStyle): string {
  if (vector.length === 0) return 'heads';
  // As the line wrote them (`(0,0)(1,1)`, `(2,     3)`), within bounds a saved state cannot stretch.
  const open = field(style, 'open', /^\( {0,16}$/);
  const close = field(style, 'close', /^ {0,16}\)$/);
  const separator = field(style, 'separator', /^(?: {1,16}| {0,16}, {0,16})$/);
  const between = field(style, 'between', /^ {0,16},? {0,16}$/);
  const num = (n: bigint) => (style.underscores ? withDigitSeparators(String(n)) : String(n));
  const pairs: string[] = [];
  for (let i = 0; i + 1 < vector.length; i += 2)
    pairs.push(open + num(vector[i]!) + separator + num(vector[i + 1]!) + close);
  return pairs.join(between);
}

function readGrid(node: PositionNode, context: ReadContext): PartShape {
  const fail = failureOf(node);
  // `pairs` says the line wrote pairs (a style given to the results of `1 2` has no such mark).
  if (node.style.own?.form !== FORM || node.style.own.pairs !== true) return fail(notAGrid(context));
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

const GRID_STYLE: PositionStyle = { ...PLAIN_STYLE, own: DEFAULT_OWN };

export const COIN_GRID_FORM: PositionForm = {
  canonical: true,
  searchedWhole: true,
  defaultStyle: GRID_STYLE,
  read: readGrid,
  restyle: (style) => (style.own?.form === FORM ? style : GRID_STYLE),
  fits: (style) => style.own?.form === FORM,
  json: (vector) => {
    const pairs: string[] = [];
    for (let i = 0; i + 1 < vector.length; i += 2) pairs.push(`${vector[i]},${vector[i + 1]}`);
    return pairs;
  },
  ownText: { id: FORM, read: readOwn, write, items: 'pairs' },
};
