// The game modules a worksheet names (`game ./cram.mjs`, also a part of a sum: `nim + game
// ./cram.mjs`): what a face loads, where it may, before the worksheet is analysed.

import { type Token, tokenize } from '../../reading/lexer';

/** A path a rules line may name: relative to the worksheet, an ES module. */
export const MODULE_PATH = /^\.\.?\/[^\s]*\.m?js$/;

/** The paths of the modules the rules lines of these lines name, each once, in the order written. */
export function modulePaths(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const text of lines) {
    if (!/\bgame\b/i.test(text)) continue;
    const { tokens } = tokenize(text, true);
    for (let i = 0; i < tokens.length; i++) {
      const tok = tokens[i]!;
      const starts = i === 0 || (tokens[i - 1]!.kind === 'punct' && tokens[i - 1]!.text === '+');
      if (!starts || tok.kind !== 'word' || tok.text.toLowerCase() !== 'game') continue;
      let j = i + 1;
      const first = tokens[j];
      if (!first) continue;
      let end = first.end;
      const joined = (tok: Token | undefined) =>
        tok !== undefined && tok.start === end && !(tok.kind === 'punct' && (tok.text === ',' || tok.text === '+'));
      while (joined(tokens[j + 1])) end = tokens[++j]!.end;
      const path = text.slice(first.start, end);
      if (MODULE_PATH.test(path) && !out.includes(path)) out.push(path);
    }
  }
  return out;
}
