// What a sweep is made of, without threads or files: the codes a pattern names, one code's line
// (its period search and the fingerprint of its values), the lines read back from a file, and the
// classes of codes with equal values. `sweep.ts` runs them; `sweepWorker.ts` computes lines.

import { createHash } from 'node:crypto';
import { type PeriodFound, type PeriodSearch } from '../core/games/takeAndBreak/periodSearch';
import { definitionOf, rulesText } from '../core/game';
import { t } from '../core/l10n';
import { type Game } from '../core/rules';
import { parseRulesLine } from '../core/worksheet/parse';
import { periodProof } from './period';

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
  return { ok: true, codes };
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

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const isCountOrNull = (v: unknown): v is number | null => v === null || isCount(v);

/**
 * The lines of a file `--out` wrote (JSON lines), each checked field by field: a file is input and
 * may have been cut short by an interruption (its last line then is incomplete and is dropped).
 */
export function readSweepLines(
  text: string,
  file: string,
): { ok: true; lines: SweepLine[] } | { ok: false; message: string } {
  const lines: SweepLine[] = [];
  const rows = text.split('\n');
  for (const [i, row] of rows.entries()) {
    if (row.trim() === '') continue;
    let v: Record<string, unknown>;
    try {
      v = JSON.parse(row) as Record<string, unknown>;
    } catch {
      if (i === rows.length - 1) break; // the line an interruption cut short
      return { ok: false, message: t('{file}, line {line}: not a line of a sweep', { file, line: i + 1 }) };
    }
    if (typeof v !== 'object' || v === null || Array.isArray(v))
      return { ok: false, message: t('{file}, line {line}: not a line of a sweep', { file, line: i + 1 }) };
    const rare = v.rare as Record<string, unknown> | null | undefined;
    if (
      typeof v.pattern !== 'string' ||
      typeof v.code !== 'string' ||
      typeof v.rules !== 'string' ||
      typeof v.proof !== 'string' ||
      typeof v.hash !== 'string' ||
      !/^[0-9a-f]{64}$/.test(v.hash) ||
      !isCount(v.max) ||
      !isCount(v.index) ||
      !isCount(v.values) ||
      !isCount(v.largest) ||
      !isCountOrNull(v.period) ||
      !isCountOrNull(v.preperiod) ||
      !isCountOrNull(v.saltus) ||
      !isCountOrNull(v.provedAt) ||
      (v.period === null) !== (v.preperiod === null) ||
      typeof v.seconds !== 'number' ||
      typeof rare !== 'object' ||
      rare === null ||
      !isCount(rare.mask) ||
      !isCount(rare.twist) ||
      !isCount(rare.count) ||
      !isCount(rare.last)
    )
      return { ok: false, message: t('{file}, line {line}: not a line of a sweep', { file, line: i + 1 }) };
    lines.push({
      pattern: v.pattern,
      max: v.max,
      index: v.index,
      code: v.code,
      rules: v.rules,
      period: v.period,
      preperiod: v.preperiod,
      saltus: v.saltus,
      provedAt: v.provedAt,
      values: v.values,
      largest: v.largest,
      rare: { mask: rare.mask, twist: rare.twist, count: rare.count, last: rare.last },
      seconds: v.seconds,
      proof: v.proof,
      hash: v.hash,
    });
  }
  return { ok: true, lines };
}

/** The sweep as a Markdown table, one row per code, in the pattern's order. */
export function sweepMarkdown(pattern: string, max: number, lines: readonly ClassedLine[]): string {
  const proved = lines.filter((l) => l.period !== null).length;
  const out = [
    t('Sweep of {pattern} up to {max} values a code: {count} codes, {proved} with a period proved, {open} open', {
      pattern,
      max,
      count: lines.length,
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
