// Splits one line into tokens with exact columns. Never throws.

export type TokenKind = 'number' | 'word' | 'punct' | 'arrow' | 'range' | 'minus' | 'other';

export interface Token {
  readonly kind: TokenKind;
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

const WORD = /[\p{L}]/u;

/** A combining mark: part of the word it follows. */
const MARK = /\p{M}/u;

/**
 * Every Unicode space separator (no-break, narrow no-break, ideographic, …) separates like a
 * space: pasted text is full of them, and they look the same as ' '. All are one UTF-16 unit.
 */
const SPACE = /\p{Zs}/u;

/** Whether `c` (one UTF-16 unit) separates tokens and is otherwise ignored. */
function isSpace(c: string): boolean {
  return (
    c === ' ' ||
    c === '\t' ||
    c === '\r' ||
    c === '\f' ||
    c === '\v' ||
    c === '\uFEFF' ||
    (c >= '\u00a0' && SPACE.test(c))
  );
}

/**
 * Tokens of `text` up to its comment, and the comment's column (or null). `loneHash`: a `#` begins a
 * comment only where it stands alone, after the line's start or a space and before a space or the
 * line's end (under a game module's rules, whose positions may hold `#`: Cram's taken cells).
 */
export function tokenize(text: string, loneHash = false): { tokens: Token[]; commentStart: number | null } {
  const tokens: Token[] = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text[i]!;
    if (c === '#' && (!loneHash || ((i === 0 || isSpace(text[i - 1]!)) && (i + 1 === n || isSpace(text[i + 1]!)))))
      return { tokens, commentStart: i };
    if (isSpace(c)) {
      i++;
      continue;
    }
    const start = i;
    if (c >= '0' && c <= '9') {
      while (i < n && ((text[i]! >= '0' && text[i]! <= '9') || text[i] === '_')) i++;
      tokens.push({ kind: 'number', text: text.slice(start, i), start, end: i });
    } else if (WORD.test(c)) {
      // `take-and-break` is one word: a hyphen between letters joins them. A combining accent
      // (`mise\u0300re`, `retourne\u0301es`) belongs to the letter before it.
      while (i < n && (WORD.test(text[i]!) || MARK.test(text[i]!) || (text[i] === '-' && WORD.test(text[i + 1] ?? ''))))
        i++;
      tokens.push({ kind: 'word', text: text.slice(start, i), start, end: i });
    } else if (c === '-' && text[i + 1] === '>') {
      i += 2;
      tokens.push({ kind: 'arrow', text: '->', start, end: i });
    } else if (c === '→') {
      i++;
      tokens.push({ kind: 'arrow', text: c, start, end: i });
    } else if (c === '.' && text[i + 1] === '.') {
      i += 2;
      tokens.push({ kind: 'range', text: '..', start, end: i });
    } else if (c === '-' || c === '−') {
      i++;
      tokens.push({ kind: 'minus', text: c, start, end: i });
    } else if ('{}(),:;+'.includes(c)) {
      i++;
      tokens.push({ kind: 'punct', text: c, start, end: i });
    } else {
      // One code point, so that a surrogate pair is never split.
      const cp = text.codePointAt(i)!;
      i += cp > 0xffff ? 2 : 1;
      tokens.push({ kind: 'other', text: text.slice(start, i), start, end: i });
    }
  }
  return { tokens, commentStart: null };
}

/** Keywords compare without case and without accents (`misère`, `règle`, `retournées`). */
export function keyword(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The characters of a vertex name: letters (with their accents), digits and `_`. */
export const NAME_CHARS = '[\\p{L}\\p{M}\\p{N}_]';
