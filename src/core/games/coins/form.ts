// A row of coins (`THHTH`, `heads 2 3 5`): the vector is its heads, ascending, numbered from 1.
// The form reads its own text (form.ts `OwnText`): the shared grammar knows no coins.

import { compareBigints, withDigitSeparators } from '../../bigint';
import { t } from '../../l10n';
import { keyword } from '../../reading/lexer';
import { DiagnosticCode, type NumberNode, type PositionNode, type PositionStyle } from '../../reading/syntax';
import { type TokenReader } from '../../reading/tokenReader';
import {
  failureOf,
  type OwnPlace,
  type OwnRead,
  PLAIN_STYLE,
  type PartShape,
  type PositionForm,
  type ReadContext,
} from '../forms/form';

/** The form's name in a style (`style.own.form`). */
const FORM = 'coins';

/** The longest word of H and T a saved style may ask to write (the panel's state is untrusted). */
const LONGEST_WORD = 100_000;

/** How a word writes a row: `heads` (the numbers of the heads follow), or H and T letters (`THHTH`). */
function rowWord(text: string): 'heads' | 'word' | null {
  if (keyword(text) === 'heads') return 'heads';
  return /^[HT]+$/i.test(text) ? 'word' : null;
}

/** The letters of a word at a column, as the lexer reads a word (`THHTH` in `THHTH->HTTTH`, `heads` in `heads_1`). */
const WORD_AT = /[\p{L}\p{M}]+(?:-[\p{L}\p{M}]+)*/uy;

function notARow({ name, part }: OwnPlace): string {
  return part === null
    ? t('{name} is a row of coins: write it as a word of H and T (THHTH) or by its heads (heads 2 3 5)', { name })
    : t(
        'part {part} is a position of {name}, which is a row of coins: write it as a word of H and T (THHTH) or by its heads (heads 2 3 5)',
        { part: part + 1, name },
      );
}

/** `THHTH` (letter i is coin i, H for heads) or `heads 2 3 5` from a part's tokens; null after a diagnostic. */
function readOwn(reader: TokenReader, place: OwnPlace = { name: 'coins', part: null }): OwnRead | null {
  const first = reader.peek()!;
  const end = reader.tokens[reader.tokens.length - 1]!.end;
  const kind = first.kind === 'word' ? rowWord(first.text) : null;
  if (!kind) {
    reader.error(reader.range(first.start, end), DiagnosticCode.Syntax, notARow(place));
    return null;
  }
  reader.next();
  const numbers: NumberNode[] = [];
  if (kind === 'heads') {
    while (reader.peek()?.kind === 'number') {
      const num = reader.number(reader.next()!);
      if (!num) return null;
      numbers.push(num);
      // Numbers separated by spaces or commas, as heaps are.
      if (reader.isPunct(reader.peek(), ',') && reader.peek(1)?.kind === 'number') reader.next();
    }
  } else {
    for (let i = 0; i < first.text.length; i++) {
      const letter = first.text[i]!;
      if (letter === 'H' || letter === 'h')
        numbers.push({ value: BigInt(i + 1), text: letter, range: reader.range(first.start + i, first.start + i + 1) });
    }
  }
  const rest = reader.peek();
  if (rest) {
    reader.error(
      reader.range(rest.start, end),
      DiagnosticCode.Syntax,
      t("unexpected '{token}': expected '->', ':', '+' or the end of the line", { token: rest.text }),
    );
    return null;
  }
  return kind === 'heads'
    ? { numbers, own: { form: FORM, written: 'heads', word: first.text, row: true } }
    : {
        numbers,
        own: {
          form: FORM,
          written: 'word',
          length: first.text.length,
          lower: first.text === first.text.toLowerCase(),
          row: true,
        },
      };
}

/** How a style writes a row, its fields checked (a saved panel state is untrusted); null: not a row's style. */
function rowStyle(
  style: PositionStyle,
): { readonly word: string } | { readonly length: number; readonly lower: boolean } | null {
  const own = style.own;
  if (own?.form !== FORM) return null;
  if (own.written === 'heads')
    return { word: typeof own.word === 'string' && /^heads$/i.test(own.word) ? own.word : 'heads' };
  const { length, lower } = own;
  if (
    own.written === 'word' &&
    typeof length === 'number' &&
    Number.isInteger(length) &&
    length > 0 &&
    length <= LONGEST_WORD
  )
    return { length, lower: lower === true };
  return null;
}

/** The length of the word of H and T a style writes a row with (`THHTH`: 5); 0 where it writes `heads`. */
export function rowWordLength(style: PositionStyle): number {
  const row = rowStyle(style);
  return row && 'length' in row ? row.length : 0;
}

/** A row written as its line wrote it: a word of its own length, or `heads` and the numbers. */
function write(heads: readonly bigint[], style: PositionStyle): string {
  const row = rowStyle(style) ?? { word: 'heads' };
  if ('word' in row) {
    const num = (n: bigint) => (style.underscores ? withDigitSeparators(String(n)) : String(n));
    return [row.word, ...heads.map(num)].join(' ');
  }
  // The row's own length: a move never turns a coin right of the rightmost head.
  const letters = Array.from({ length: row.length }, () => 'T');
  for (const h of heads) if (h >= 1n && h <= BigInt(row.length)) letters[Number(h) - 1] = 'H';
  const word = letters.join('');
  return row.lower ? word.toLowerCase() : word;
}

function readRow(node: PositionNode, context: ReadContext): PartShape {
  const fail = failureOf(node);
  // `row` says the line wrote a row (a style given to the results of `3 4` has no such mark).
  if (node.style.own?.form !== FORM || node.style.own.row !== true) return fail(notARow(context));
  const seen = new Set<bigint>();
  for (const h of node.heaps) {
    if (h.value < 1n) return fail(t('coins are numbered from 1 (the leftmost)'), h.range);
    if (seen.has(h.value)) return fail(t('coin {coin} is listed twice', { coin: h.value }), h.range);
    seen.add(h.value);
  }
  return { ok: true, vector: node.heaps.map((h) => h.value).sort(compareBigints) };
}

/** A row no line wrote: by the numbers of its heads. */
const HEADS: PositionStyle = { ...PLAIN_STYLE, own: { form: FORM, written: 'heads', word: 'heads' } };

export const COIN_ROW_FORM: PositionForm = {
  canonical: true,
  searchedWhole: true,
  defaultStyle: HEADS,
  read: readRow,
  restyle: (style) => (rowStyle(style) ? style : HEADS),
  // A word writes the coins up to its length (a move never turns a coin right of the rightmost head).
  fits: (style, heads) => {
    const row = rowStyle(style);
    if (!row) return false;
    if ('word' in row) return true;
    const longest = heads.reduce((a, b) => (a > b ? a : b), 0n);
    return BigInt(row.length) >= longest;
  },
  json: (heads) => heads.map(String),
  ownText: {
    id: FORM,
    read: readOwn,
    write,
    // A line whose first word writes a row (`THHTH`, `héads`) is a position under any rules.
    begins: (text, at) => {
      WORD_AT.lastIndex = at;
      const word = WORD_AT.exec(text);
      return word !== null && rowWord(word[0]) !== null;
    },
  },
};
