// A Fibonacci Nim position: a heap (`20`, a fresh game) or a heap and the most the next move may
// take (`20 <= 6`, also `20 ≤ 6`, `(20 <= 6)`). The vector is [n] or [n, m]; the JSON writes the
// same. The form reads its own text (the shared grammar knows no `<=`) and writes it back.

import { withDigitSeparators } from '../../bigint';
import { t } from '../../l10n';
import { type Token } from '../../reading/lexer';
import { DiagnosticCode, type NumberNode, type OwnStyle, type PositionStyle } from '../../reading/syntax';
import { type TokenReader } from '../../reading/tokenReader';
import { failureOf, ownField, PLAIN_STYLE, type PartShape, type PositionForm, type ReadContext } from '../forms/form';

/** The form's name in a style (`style.own.form`). */
const FORM = 'fibonacci';
/** How a limit is written where no line wrote one. */
const BETWEEN = ' <= ';

/** Spaces of any kind are written as plain ones. */
const plain = (text: string) => text.replace(/[\p{Zs}\t]/gu, ' ');

/** The sign of a limit at the reader's token, `<=` (two characters, one token each) or `≤`, or null. */
function signAt(
  reader: TokenReader,
): { readonly text: string; readonly tokens: number; readonly start: number; readonly end: number } | null {
  const tok = reader.peek();
  if (!tok) return null;
  if (tok.text === '≤') return { text: '≤', tokens: 1, start: tok.start, end: tok.end };
  const next = reader.peek(1);
  if (tok.text === '<' && next?.text === '=' && next.start === tok.end)
    return { text: '<=', tokens: 2, start: tok.start, end: next.end };
  return null;
}

/** The heap (or heaps, for `read` to refuse) and the limit of a part, as written; null after a diagnostic. */
function readOwn(reader: TokenReader): { readonly numbers: readonly NumberNode[]; readonly own: OwnStyle } | null {
  const fail = (start: number, end: number, message: string, code = DiagnosticCode.Syntax) => {
    reader.error(reader.range(start, end), code, message);
    return null;
  };
  const first = reader.peek()!;
  const parens = reader.isPunct(first, '(');
  if (parens) reader.next();
  const numbers: NumberNode[] = [];
  let separator = ' ';
  for (let tok = reader.peek(); tok?.kind === 'number'; tok = reader.peek()) {
    reader.next();
    const num = reader.number(tok);
    if (!num) return null;
    if (numbers.length === 1) separator = plain(reader.text.slice(numbers[0]!.range.end, tok.start));
    numbers.push(num);
    if (reader.isPunct(reader.peek(), ',') && reader.peek(1)?.kind === 'number') reader.next();
  }
  const after: Token | undefined = reader.peek();
  if (numbers.length === 0) {
    if (after?.kind === 'minus' && reader.peek(1)?.kind === 'number')
      return fail(
        after.start,
        reader.peek(1)!.end,
        t('a heap cannot hold a negative number of tokens ({number})', {
          number: `${after.text}${reader.peek(1)!.text}`,
        }),
        DiagnosticCode.BadNumber,
      );
    const end = reader.endRange();
    return after
      ? fail(after.start, after.end, t("expected a heap size, found '{token}'", { token: after.text }))
      : fail(end.start, end.end, t('expected a heap size'));
  }
  let close = '';
  let closed = false;
  if (parens && reader.isPunct(reader.peek(), ')')) {
    const tok = reader.next()!;
    close = plain(reader.text.slice(numbers[numbers.length - 1]!.range.end, tok.end));
    closed = true;
  }
  let between: string | null = null;
  const sign = signAt(reader);
  if (sign) {
    if (numbers.length !== 1)
      return fail(
        sign.start,
        sign.end,
        t("'{sign}' follows one heap: 20 <= 6 (Fibonacci Nim: the most the next move may take)", { sign: sign.text }),
      );
    if (closed)
      return fail(
        sign.start,
        sign.end,
        t("'{sign}' goes inside the parentheses, after the heap: (20 <= 6), or without them: 20 <= 6", {
          sign: sign.text,
        }),
      );
    reader.pos += sign.tokens;
    const tok = reader.peek();
    if (!tok || tok.kind !== 'number')
      return fail(
        tok ? tok.start : sign.start,
        tok ? tok.end : sign.end,
        t("expected the most the next move may take after '{sign}', such as 20 <= 6", { sign: sign.text }),
      );
    reader.next();
    const limit = reader.number(tok);
    if (!limit) return null;
    between = plain(reader.text.slice(numbers[0]!.range.end, tok.start));
    numbers.push(limit);
  }
  if (parens && !closed) {
    const tok = reader.peek();
    const last = numbers[numbers.length - 1]!;
    if (!reader.isPunct(tok, ')'))
      return fail(first.start, tok ? tok.start : last.range.end, t("the position is not closed: ')' is missing"));
    reader.next();
    close = plain(reader.text.slice(last.range.end, tok!.end));
  }
  const rest = reader.peek();
  if (rest)
    return fail(
      rest.start,
      rest.end,
      t("unexpected '{token}': expected '->', ':', '+' or the end of the line", { token: rest.text }),
    );
  const open = parens ? plain(reader.text.slice(first.start, numbers[0]!.range.start)) : '';
  // `limit` says what the line wrote (the style may later be given a `between` to write results with).
  return {
    numbers,
    own: { form: FORM, open, close, separator, ...(between === null ? {} : { between, limit: true }) },
  };
}

/** A text this form keeps in a style, where it is one it writes (a saved state may hold anything). */
const field = (style: PositionStyle, key: string, shape: RegExp, fallback: string) =>
  ownField(style, FORM, key, shape, fallback);

function write(vector: readonly bigint[], style: PositionStyle): string {
  const number = (n: bigint) => (style.underscores ? withDigitSeparators(n.toString()) : n.toString());
  const heap = number(vector[0] ?? 0n);
  const body = vector.length >= 2 ? heap + field(style, 'between', /^ *(<=|≤) *$/, BETWEEN) + number(vector[1]!) : heap;
  const open = field(style, 'open', /^(\( *)?$/, '');
  const close = field(style, 'close', /^( *\))?$/, '');
  // Both parentheses or neither: a saved state may hold one alone.
  return (open === '') === (close === '') ? open + body + close : body;
}

function read(node: Parameters<PositionForm['read']>[0], { name, part }: ReadContext): PartShape {
  const fail = failureOf(node);
  const where = (message: string) =>
    part === null ? message : t('part {part}: {message}', { part: part + 1, message });
  const limited = node.style.own?.form === FORM && node.style.own.limit === true;
  if (node.heaps.length !== (limited ? 2 : 1))
    return fail(
      where(t('{name} is played on one heap, with the most the next move may take after it: 20, or 20 <= 6', { name })),
    );
  const heap = node.heaps[0]!.value;
  if (!limited) return { ok: true, vector: [heap] };
  const limit = node.heaps[1]!;
  if (limit.value < 1n)
    return fail(where(t('the most a move may take is at least 1, not {limit}', { limit: limit.text })), limit.range);
  return { ok: true, vector: [heap, limit.value] };
}

const DEFAULT_STYLE: PositionStyle = {
  ...PLAIN_STYLE,
  own: { form: FORM, open: '', close: '', separator: ' ', between: BETWEEN },
};

export const LIMITED_HEAP_FORM: PositionForm = {
  canonical: false,
  searchedWhole: true,
  defaultStyle: DEFAULT_STYLE,
  read,
  // Results are written with their limit, whether the line wrote one or not (`20 -> 18 <= 4`).
  restyle: (style) => {
    const own = style.own?.form === FORM ? style.own : null;
    if (own && typeof own.between === 'string') return style;
    return {
      ...PLAIN_STYLE,
      underscores: style.underscores,
      own: {
        form: FORM,
        open: own ? field(style, 'open', /^(\( *)?$/, '') : style.open,
        close: own ? field(style, 'close', /^( *\))?$/, '') : style.close,
        separator: ' ',
        between: BETWEEN,
      },
    };
  },
  fits: () => true,
  json: (vector) => vector.map(String),
  ownText: { id: FORM, read: readOwn, write },
};
