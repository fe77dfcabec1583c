// What a sweep is made of, without threads or files: the codes a pattern names, one code's line
// (its period search and the fingerprint of its values), the lines read back from a file, and the
// classes of codes with equal values. `sweep.ts` runs them; `sweepWorker.ts` computes lines.

import { createHash } from 'node:crypto';
import { type PeriodFound, type PeriodSearch } from '../core/games/takeAndBreak/periodSearch';
import { definitionOf, rulesText } from '../core/game';
import { t } from '../core/l10n';
import { codesText } from './shards';
import { type Game } from '../core/rules';
import { parseRulesLine } from '../core/worksheet/parse';
import { periodProof } from './period';
import { sharedLines } from './resumeFile';
import { isCount, isCountOrNull } from '../core/untrusted';

/** The most codes a pattern may name (8⁵: five `?`). */
export const MAX_PATTERN_CODES = 8 ** 5;

/** The codes of a pattern, in order (index i: the `?`s read as the octal digits of i); or why it is not one. */
export function patternCodes(pattern: string): { ok: true; codes: string[] } | { ok: false; message: string } {
  const m = /^([0-9A-Va-v])\.([0-9A-Va-v?]+)$/.exec(pattern);
  if (!m)
    return {
      ok: false,
      message: t(
        "a pattern is a code with '?' for any octal digit after the point, such as 0.??? or 4.??, not '{pattern}'",
        { pattern },
      ),
    };
  const body = m[2]!.toUpperCase();
  const free = [...body].filter((c) => c === '?').length;
  if (8 ** free > MAX_PATTERN_CODES)
    return { ok: false, message: t('a pattern names at most {most} codes (five ?)', { most: MAX_PATTERN_CODES }) };
  const codes: string[] = [];
  for (let i = 0; i < 8 ** free; i++) {
    let k = free;
    const digits = [...body].map((c) => (c === '?' ? String(Math.floor(i / 8 ** --k) % 8) : c));
    codes.push(`${m[1]!.toUpperCase()}.${digits.join('')}`);
  }
  // A `?` is an octal digit, which any place after the point takes: the fixed digits decide whether
  // the codes are codes at all, so the first that allows a move says it for every one.
  const first = codes.find((code) => /[^0.]/.test(code));
  if (first === undefined) return { ok: false, message: t('{pattern} names no code that allows a move', { pattern }) };
  const parsed = parseRulesLine(`take-and-break ${first}`);
  if (!parsed.ok)
    return {
      ok: false,
      message: t('{pattern}: {code} is not a code: {message}', { pattern, code: first, message: parsed.message }),
    };
  return { ok: true, codes };
}

/** A pattern as reports and files name it: its digits upper case (`0.?a` is 0.?A), from its codes. */
export function patternName(pattern: string, codes: readonly string[]): string {
  return `${codes[0]!.split('.')[0]}.${pattern.split('.')[1]!.toUpperCase()}`;
}

/** One code's result: what `--out` keeps and `--merge` reads, and `sweep` prints with its class. */
export interface SweepLine {
  readonly pattern: string;
  readonly max: number;
  readonly index: number;
  readonly code: string;
  readonly rules: string;
  readonly period: number | null;
  readonly preperiod: number | null;
  readonly saltus: number | null;
  readonly provedAt: number | null;
  readonly values: number;
  readonly largest: number;
  readonly rare: { readonly mask: number; readonly twist: number; readonly count: number; readonly last: number };
  readonly seconds: number;
  readonly proof: string;
  /** SHA-256 of G(0) … G(max − 1), 4 bytes each, little-endian (a proved period extends the table). */
  readonly hash: string;
}

/** A sweep's line with its class: the first code of the pattern with the same values, if another. */
export interface ClassedLine extends SweepLine {
  readonly sameAs: string | null;
  /** Both proved, and their values agree far enough for that to make them one game. */
  readonly sameProved: boolean | null;
}

/** A pattern's code read as rules, or null when the code allows no move (skipped by a sweep). */
export function codeRules(code: string): { readonly text: string; readonly game: Game } | null {
  const parsed = parseRulesLine(`take-and-break ${code}`);
  return parsed.ok && !parsed.rules.misere ? { text: rulesText(parsed.rules), game: parsed.rules.game } : null;
}

/** Values are hashed as the machine stores them: the same bytes everywhere only on little-endian ones. */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** SHA-256 of G(0) … G(max − 1): the table as computed, then repeated by its proved period. */
export function valuesHash(values: Uint32Array, f: PeriodFound | null, max: number): string {
  const hash = createHash('sha256');
  const known = Math.min(values.length, max);
  const bytes = (a: Uint32Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
  if (!LITTLE_ENDIAN) throw new Error('a big-endian machine: hashes would differ');
  hash.update(bytes(values.subarray(0, known)));
  if (f && known < max) {
    const chunk = new Uint32Array(Math.min(1 << 16, max - known));
    for (let n = known; n < max;) {
      const size = Math.min(chunk.length, max - n);
      for (let i = 0; i < size; i++) chunk[i] = values[f.preperiod + ((n + i - f.preperiod) % f.period)]!;
      hash.update(bytes(chunk.subarray(0, size)));
      n += size;
    }
  }
  return hash.digest('hex');
}

/** Computes one code's line (in a worker thread, or here); `onProgress` hears the values done. */
export function sweepLine(
  pattern: string,
  max: number,
  index: number,
  code: string,
  onProgress?: (done: number) => void,
): SweepLine | null {
  const rules = codeRules(code);
  if (rules === null) return null;
  const { game } = rules;
  const definition = definitionOf(game);
  if (!definition.periodSearch) return null;
  const started = Date.now();
  let hash = '';
  const search = definition.periodSearch(game, {
    max,
    onProgress: (done) => onProgress?.(done),
    onValues: (values, found) => (hash = valuesHash(values, found, max)),
  });
  return lineOf(pattern, max, index, code, rules.text, search, hash, (Date.now() - started) / 1000);
}

function lineOf(
  pattern: string,
  max: number,
  index: number,
  code: string,
  rules: string,
  search: PeriodSearch,
  hash: string,
  seconds: number,
): SweepLine {
  const f = search.found;
  const s = search.stats;
  return {
    pattern,
    max,
    index,
    code,
    rules,
    period: f ? f.period : null,
    preperiod: f ? f.preperiod : null,
    saltus: f ? 0 : null,
    provedAt: f ? f.provedAt : null,
    values: search.values,
    largest: search.largest,
    rare: { mask: s.mask, twist: s.twist, count: s.rareCount, last: s.lastRare },
    seconds: Number(seconds.toFixed(3)),
    proof: periodProof(search),
    hash,
  };
}

/** The lines with their classes, in the pattern's order: codes with the same fingerprint share one. */
export function classify(lines: readonly SweepLine[]): ClassedLine[] {
  const sorted = [...lines].sort((a, b) => a.index - b.index);
  const first = new Map<string, SweepLine>();
  return sorted.map((line) => {
    const head = first.get(line.hash);
    if (!head) {
      first.set(line.hash, line);
      return { ...line, sameAs: null, sameProved: null };
    }
    // Two eventually periodic sequences that agree beyond both preperiods for p + q values are equal.
    const proved =
      line.period !== null &&
      head.period !== null &&
      line.max >= Math.max(line.preperiod!, head.preperiod!) + line.period + head.period;
    return { ...line, sameAs: head.code, sameProved: proved };
  });
}

/** A line as `--out` and `--json` write it (the fields of `period --json`, then the sweep's own). */
export function lineJson(line: SweepLine | ClassedLine): string {
  const classed = 'sameAs' in line ? { sameAs: line.sameAs, sameProved: line.sameProved } : {};
  return JSON.stringify({
    code: line.code,
    rules: line.rules,
    period: line.period,
    preperiod: line.preperiod,
    saltus: line.saltus,
    provedAt: line.provedAt,
    values: line.values,
    largest: line.largest,
    rare: line.rare,
    seconds: line.seconds,
    proof: line.proof,
    ...classed,
    pattern: line.pattern,
    max: line.max,
    index: line.index,
    hash: line.hash,
  });
}

/** Two lines of one code computed twice agree on everything but the time. */
export function sameValues(a: SweepLine, b: SweepLine): boolean {
  return (
    a.hash === b.hash &&
    a.period === b.period &&
    a.preperiod === b.preperiod &&
    a.provedAt === b.provedAt &&
    a.values === b.values &&
    a.largest === b.largest
  );
}

/**
 * Why a line read from a file is not in its place in its pattern (its code must be the pattern's
 * code at its index, its rules that code's), or null when it is; `notLine` is the reader's own
 * "not a line" message. `patterns` keeps the patterns already read.
 */
export function placeInPattern(
  line: { readonly pattern: string; readonly index: number; readonly code: string; readonly rules: string },
  at: { readonly file: string; readonly line: number },
  patterns: Map<string, ReturnType<typeof patternCodes>>,
  notLine: string,
): string | null {
  let codes = patterns.get(line.pattern);
  if (!codes) patterns.set(line.pattern, (codes = patternCodes(line.pattern)));
  if (!codes.ok) return notLine;
  const expected = codes.codes[line.index];
  if (expected === undefined)
    return t('{file}, line {line}: index {index} is outside {pattern} ({codes})', {
      ...at,
      index: line.index,
      pattern: line.pattern,
      codes: codesText(codes.codes.length),
    });
  if (expected !== line.code)
    return t('{file}, line {line}: the code at index {index} of {pattern} is {expected}, not {code}', {
      ...at,
      index: line.index,
      pattern: line.pattern,
      expected,
      code: line.code,
    });
  const rules = codeRules(line.code);
  if (rules === null) return notLine;
  if (rules.text !== line.rules)
    return t('{file}, line {line}: the rules of {code} are {rules}, not {written}', {
      ...at,
      code: line.code,
      rules: rules.text,
      written: line.rules,
    });
  return null;
}

/**
 * The lines of a file `--out` wrote (JSON lines), each checked field by field and against its
 * pattern (its code must be the pattern's code at its index, its rules that code's): a file is
 * input, and nothing wrong is kept. A line an interruption cut short (the start of a line, without
 * its end) is not read, whether it ends the file or another line was written after it; anything
 * else that is not a sweep's line refuses the whole file, naming the line. A code written twice
 * with the same values counts once; with different values, the file is refused.
 */
export function readSweepLines(
  text: string,
  file: string,
): { ok: true; lines: SweepLine[] } | { ok: false; message: string } {
  const lines: SweepLine[] = [];
  const seen = new Map<string, SweepLine>();
  const patterns = new Map<string, ReturnType<typeof patternCodes>>();
  for (const row of sharedLines(text, 'sweep')) {
    const at = { file, line: row.line };
    const refuse = (message: string) => ({ ok: false as const, message });
    const notLine = t('{file}, line {line}: not a line of a sweep', at);
    const line = 'bad' in row ? null : sweepLineOf(row.value);
    if (line === null) return refuse(notLine);
    const misplaced = placeInPattern(line, at, patterns, notLine);
    if (misplaced !== null) return refuse(misplaced);
    const key = `${line.pattern} ${line.max} ${line.index}`;
    const before = seen.get(key);
    if (before === undefined) {
      seen.set(key, line);
      lines.push(line);
    } else if (!sameValues(before, line))
      return refuse(t('{file}, line {line}: {code} is there twice with different values', { ...at, code: line.code }));
  }
  return { ok: true, lines };
}

/** A parsed row as a sweep's line, its fields checked one by one; null when it is not one. */
function sweepLineOf(v: unknown): SweepLine | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const o = v as Record<string, unknown>;
  const rare = o.rare as Record<string, unknown> | null | undefined;
  if (
    typeof o.pattern !== 'string' ||
    typeof o.code !== 'string' ||
    typeof o.rules !== 'string' ||
    typeof o.proof !== 'string' ||
    typeof o.hash !== 'string' ||
    !/^[0-9a-f]{64}$/.test(o.hash) ||
    !isCount(o.max) ||
    !isCount(o.index) ||
    !isCount(o.values) ||
    !isCount(o.largest) ||
    !isCountOrNull(o.period) ||
    !isCountOrNull(o.preperiod) ||
    !isCountOrNull(o.saltus) ||
    !isCountOrNull(o.provedAt) ||
    (o.period === null) !== (o.preperiod === null) ||
    (o.period === null) !== (o.provedAt === null) ||
    // What a proof can be: the theorem's bound n0 + p + 1 at least, and within the values computed.
    (o.period !== null && (o.period < 1 || o.preperiod! + o.period >= o.provedAt! || o.provedAt! > o.values)) ||
    o.values > o.max ||
    typeof o.seconds !== 'number' ||
    typeof rare !== 'object' ||
    rare === null ||
    !isCount(rare.mask) ||
    !isCount(rare.twist) ||
    !isCount(rare.count) ||
    !isCount(rare.last)
  )
    return null;
  return {
    pattern: o.pattern,
    max: o.max,
    index: o.index,
    code: o.code,
    rules: o.rules,
    period: o.period,
    preperiod: o.preperiod,
    saltus: o.saltus,
    provedAt: o.provedAt,
    values: o.values,
    largest: o.largest,
    rare: { mask: rare.mask, twist: rare.twist, count: rare.count, last: rare.last },
    seconds: o.seconds,
    proof: o.proof,
    hash: o.hash,
  };
}

/** The sweep as a Markdown table, one row per code, in the pattern's order. */
export function sweepMarkdown(pattern: string, max: number, lines: readonly ClassedLine[]): string {
  const proved = lines.filter((l) => l.period !== null).length;
  const out = [
    t('Sweep of {pattern} up to {max} values a code: {codes}, {proved} with a period proved, {open} open', {
      pattern,
      max,
      codes: codesText(lines.length),
      proved,
      open: lines.length - proved,
    }),
    '',
    t('| code | period | proved by | largest | rare sizes (mask: count, last) | same values as |'),
    '|---|---|---|---|---|---|',
  ];
  for (const l of lines) {
    const period =
      l.period !== null
        ? t('{period} from {preperiod}', { period: l.period, preperiod: l.preperiod! })
        : t('open up to {count}', { count: l.values });
    const rare =
      l.rare.mask === 0
        ? t('no sparse space')
        : `${l.rare.mask}${l.rare.twist ? '′' : ''}: ${l.rare.count}, ${l.rare.last}`;
    let same = '';
    if (l.sameAs !== null)
      same = l.sameProved
        ? t('{code} (the same game)', { code: l.sameAs })
        : t('{code} (up to {max})', { code: l.sameAs, max: l.max });
    out.push(`| ${l.code} | ${period} | ${l.provedAt ?? ''} | ${l.largest} | ${rare} | ${same} |`);
  }
  return out.join('\n') + '\n';
}
