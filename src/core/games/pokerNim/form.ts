// A Poker Nim position: heaps, `|`, then the two banks, the player to move's first (`3 4 5 | 2 0`).
// The form reads its own text (forms/form.ts `OwnText`): the line's grammar hands it a part's tokens.
// The vector is the heaps followed by the two banks; the JSON writes the same, as strings.

import { withDigitSeparators } from '../../bigint';
import { t } from '../../l10n';
import {
  DiagnosticCode,
  type NumberNode,
  type OwnStyle,
  type PositionNode,
  type PositionStyle,
} from '../../reading/syntax';
import { type TokenReader } from '../../reading/tokenReader';
import { failureOf, ownField, PLAIN_STYLE, type PartShape, type PositionForm, type ReadContext } from '../forms/form';

/** The form's name in a style (`style.own.form`). */
export const POKER_FORM_ID = 'poker nim';

const DEFAULT_OWN: OwnStyle = { form: POKER_FORM_ID, between: ' | ', separator: ' ' };

/** A field of a style, which may come from the panel's saved state: kept only where it is what a line writes. */
const field = (style: PositionStyle, key: string, shape: RegExp, fallback: string) =>
  ownField(style, POKER_FORM_ID, key, shape, fallback);

/** The heaps and banks of a vector, written as the line wrote them (`3 4 5 | 2 0` by default). */
export function writePoker(vector: readonly bigint[], style: PositionStyle = POKER_STYLE): string {
  const separator = field(style, 'separator', /^ {0,4},? {0,4}$/, ' ') || ' ';
  const between = field(style, 'between', /^ {0,4}\| {0,4}$/, ' | ');
  const num = (n: bigint) => (style.underscores && n >= 0n ? withDigitSeparators(String(n)) : String(n));
  const heaps = vector.slice(0, Math.max(0, vector.length - 2)).map(num);
  const banks = vector.slice(Math.max(0, vector.length - 2)).map(num);
  const open = field(style, 'open', /^(\( *)?$/, '');
  const close = field(style, 'close', /^( *\))?$/, '');
  const body = `${heaps.join(separator)}${between}${banks.join(separator)}`;
  // Both parentheses or neither: a saved state may hold one alone.
  return (open === '') === (close === '') ? open + body + close : body;
}

const WRITTEN = '3 4 5 | 2 0';

/** Spaces of any kind are written as plain ones. */
const plain = (text: string) => text.replace(/[\p{Zs}\t]/gu, ' ');

/** Reads `3 4 5 | 2 0` from a part's tokens: the numbers of the vector, or null after a diagnostic. */
function readOwn(reader: TokenReader): { readonly numbers: readonly NumberNode[]; readonly own: OwnStyle } | null {
  const heaps: NumberNode[] = [];
  const banks: NumberNode[] = [];
  const first = reader.peek();
  const last = reader.tokens[reader.tokens.length - 1];
  const whole = first && last ? reader.range(first.start, last.end) : reader.endRange();
  let bar: { start: number; end: number } | null = null;
  // In parentheses or not, `(3 4 5 | 2 0)`, as any position may be.
  const parens = reader.isPunct(first, '(');
  const closing = parens && reader.isPunct(last, ')') ? last : undefined;
  if (parens) {
    if (!closing) {
      // A `)` before the end closes the heaps alone (`(3 4 5) | 2 0`): the parentheses hold the whole position.
      const early = reader.tokens.find((tok) => reader.isPunct(tok, ')'));
      if (early)
        reader.error(
          reader.tokenRange(early),
          DiagnosticCode.Syntax,
          t("')' closes the whole position, banks included: ({example})", { example: WRITTEN }),
        );
      else reader.error(whole, DiagnosticCode.Syntax, t("the position is not closed: ')' is missing"));
      return null;
    }
    reader.next();
    reader.tokens.pop();
  }
  for (let tok = reader.next(); tok; tok = reader.next()) {
    const previous = reader.tokens[reader.pos - 2];
    // Numbers separated by commas, as heaps are (`3, 4, 5 | 2, 0`).
    if (reader.isPunct(tok, ',') && previous?.kind === 'number' && reader.peek()?.kind === 'number') continue;
    if (tok.kind === 'number') {
      const n = reader.number(tok);
      if (!n) return null;
      (bar ? banks : heaps).push(n);
    } else if (tok.kind === 'other' && tok.text === '|') {
      if (bar) {
        reader.error(
          reader.tokenRange(tok),
          DiagnosticCode.Syntax,
          t("a Poker Nim position has one '|', between the heaps and the two banks: {example}", { example: WRITTEN }),
        );
        return null;
      }
      if (heaps.length === 0) {
        reader.error(
          reader.tokenRange(tok),
          DiagnosticCode.Syntax,
          t("expected at least one heap before '|': {example}", { example: WRITTEN }),
        );
        return null;
      }
      bar = tok;
    } else {
      reader.error(
        reader.tokenRange(tok),
        DiagnosticCode.Syntax,
        t("expected a number or '|' in a Poker Nim position, found '{token}': {example}", {
          token: tok.text,
          example: WRITTEN,
        }),
      );
      return null;
    }
  }
  if (!bar) {
    reader.error(
      whole,
      DiagnosticCode.Syntax,
      t("Poker Nim is written as heaps, '|', then the two banks: {example}", { example: WRITTEN }),
    );
    return null;
  }
  if (banks.length !== 2) {
    const range = banks.length
      ? reader.range(banks[0]!.range.start, banks[banks.length - 1]!.range.end)
      : reader.range(bar.start, bar.end);
    reader.error(
      range,
      DiagnosticCode.Syntax,
      t("expected two banks after '|', the tokens of the player to move then of the other, found {count}: {example}", {
        count: banks.length,
        example: WRITTEN,
      }),
    );
    return null;
  }
  const text = reader.text;
  const lastHeap = heaps[heaps.length - 1]!;
  const between = text.slice(lastHeap.range.end, banks[0]!.range.start);
  const separator =
    heaps.length > 1
      ? text.slice(heaps[0]!.range.end, heaps[1]!.range.start)
      : text.slice(banks[0]!.range.end, banks[1]!.range.start);
  return {
    numbers: [...heaps, ...banks],
    own: {
      form: POKER_FORM_ID,
      // What the line wrote: a bar (a style given to results has none).
      bar: true,
      ...(parens
        ? {
            open: plain(text.slice(first!.start, heaps[0]!.range.start)),
            close: plain(text.slice(banks[1]!.range.end, closing!.end)),
          }
        : {}),
      between: /^ {0,4}\| {0,4}$/.test(between) ? between : ' | ',
      separator: /^ {0,4},? {0,4}$/.test(separator) && separator.length > 0 ? separator : ' ',
    },
  };
}

function read(node: PositionNode, { name, part }: ReadContext): PartShape {
  const fail = failureOf(node);
  const where = (message: string) =>
    part === null ? message : t('part {part}: {message}', { part: part + 1, message });
  if (node.style.own?.form !== POKER_FORM_ID || node.style.own.bar !== true || node.heaps.length < 3)
    return fail(where(t("{name} is written as heaps, '|', then the two banks: {example}", { name, example: WRITTEN })));
  return { ok: true, vector: node.heaps.map((h) => h.value) };
}

const POKER_STYLE: PositionStyle = { ...PLAIN_STYLE, own: DEFAULT_OWN };

export const POKER_FORM: PositionForm = {
  canonical: false,
  searchedWhole: true,
  defaultStyle: POKER_STYLE,
  read,
  restyle: (style) => (style.own?.form === POKER_FORM_ID ? style : POKER_STYLE),
  fits: () => true,
  json: (vector) => vector.map(String),
  ownText: { id: POKER_FORM_ID, read: readOwn, write: writePoker },
};
