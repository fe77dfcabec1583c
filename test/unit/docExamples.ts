// The worksheet examples of a document (the language guides, the README): its fenced blocks, and
// what the analyser finds in each. Shared by the English guide's tests and the French guide's.

import * as assert from 'node:assert/strict';
import { analyseText } from '../../src/core/worksheet/analyser';

/** A document split into its fenced blocks (with their language, `''` for none) and the rest. */
export function fenced(markdown: string): { blocks: { language: string; text: string }[]; rest: string } {
  const blocks: { language: string; text: string }[] = [];
  const rest: string[] = [];
  let open: { indent: number; language: string; lines: string[] } | null = null;
  for (const line of markdown.split('\n')) {
    const fence = /^( *)```(.*)$/.exec(line);
    if (!open) {
      if (fence) open = { indent: fence[1]!.length, language: fence[2]!.trim(), lines: [] };
      else rest.push(line);
    } else if (fence && fence[2]!.trim() === '') {
      blocks.push({ language: open.language, text: open.lines.join('\n') + '\n' });
      open = null;
    } else open.lines.push(line.slice(open.indent));
  }
  assert.equal(open, null, 'every fenced block is closed');
  return { blocks, rest: rest.join('\n') };
}

/** The fenced blocks without a language (worksheet text). */
export function examples(markdown: string): string[] {
  return fenced(markdown)
    .blocks.filter((b) => b.language === '')
    .map((b) => b.text);
}

/** Errors and warnings, by line, in an example. */
export function problems(text: string): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const d of analyseText(text).diagnostics) {
    if (d.severity !== 'error' && d.severity !== 'warning') continue;
    out.set(d.range.line, [...(out.get(d.range.line) ?? []), d.severity]);
  }
  return out;
}
