// The lines of a worksheet under rules whose positions are written with names (a digraph's
// tokens on its vertices, `a c c`): which lines are positions, which are statements. Asked by the
// parser (parse.ts) before it reads a line as any line is.

import { keyword, type Token } from '../reading/lexer';
import { startsName } from '../reading/tokenReader';
import { PositionReader } from './positionGrammar';
import { type LineContext, type ParsedLine } from './syntax';
import { closest, GUESSABLE_GAME_WORDS, isParameterWord, OPTION_WORDS, STATEMENT_WORDS } from './words';

/**
 * Under rules whose positions are written with names (a digraph's tokens), a line that begins with
 * a name (but no game word: such a line is a rules line) is a position when that name is a vertex
 * of the rules in force, or when the line reads cleanly as names and its first word looks like no
 * rules line's (a mistyped game word, an option, a parameter); `prefer` and `practice` stay
 * statements where they read as one. Null: the line is read as any line is.
 */
export function namesLine(
  text: string,
  line: number,
  tokens: readonly Token[],
  context: LineContext,
  parsePlain: (text: string, line: number) => ParsedLine,
): Pick<ParsedLine, 'statement' | 'diagnostics'> | null {
  const parts = context.parts;
  const first = tokens[0]!;
  if (!readsNames(context) || first.kind === 'number' || !startsName(text, first.start)) return null;
  // Its own copy of the tokens: reading a name may split one (`b-c`).
  const reader = new PositionReader(text, line, [...tokens]);
  reader.context = context;
  const firstName = reader.name()!.text;
  reader.pos = 0;
  const vertex = parts.some((vertices) => vertices === 'unknown' || (vertices !== null && vertices.has(firstName)));
  const word = first.kind === 'word' ? keyword(first.text) : '';
  if ((STATEMENT_WORDS as readonly string[]).includes(word)) {
    if (!vertex || parsePlain(text, line).diagnostics.length === 0) return null;
  }
  const statement = reader.positionLine();
  const read = { statement, diagnostics: reader.diagnostics };
  if (vertex) return read;
  if (parts[0] === null || parts[0] === undefined || reader.diagnostics.length > 0) return null;
  return looksLikeRules(tokens) ? null : read;
}

/** Whether some part of a position is written with names under these rules. */
export function readsNames(context: LineContext): boolean {
  return context.parts.some((vertices) => vertices !== null);
}

/**
 * Whether a line that begins with a game word is also a position of the digraph in force (`nim`,
 * `nim -> a` where `nim` is a vertex): it is a rules line all the same, and a warning says so.
 */
export function readsAsVertices(text: string, line: number, tokens: readonly Token[], context: LineContext): boolean {
  const first = tokens[0]!;
  if (!context.parts.some((vertices) => vertices !== null && vertices !== 'unknown' && vertices.has(first.text)))
    return false;
  const reader = new PositionReader(text, line, [...tokens]);
  reader.context = context;
  return reader.positionLine() !== null && reader.diagnostics.length === 0;
}

/** Whether a line's first word, no game's, reads as the start of a rules line: an option, a parameter word, a mistyped game. */
function looksLikeRules(tokens: readonly Token[]): boolean {
  const first = tokens[0]!;
  if (first.kind !== 'word') return false;
  if (OPTION_WORDS.includes(keyword(first.text) as (typeof OPTION_WORDS)[number]) || isParameterWord(first))
    return true;
  const word = keyword(first.text);
  const games = GUESSABLE_GAME_WORDS.map(keyword);
  const next = tokens[1];
  const pair = next?.kind === 'word' ? `${word} ${keyword(next.text)}` : null;
  const twoWords = games.filter((w) => w.includes(' '));
  return (
    (pair !== null && closest(pair, twoWords) !== null) ||
    closest(word, games) !== null ||
    twoWords.some((w) => w.startsWith(`${word} `))
  );
}
