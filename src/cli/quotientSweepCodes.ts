// What a sweep of misère quotients is made of, without threads or files (`nim-lens quotient
// PATTERN`): one code's line (its quotient heap by heap within a budget of work, how far it got,
// |Q|, |P|, final or partial, and a fingerprint of the quotient and Φ), the lines read back from a
// file, the codes with equal quotients and Φ put in one class, and the report. `quotientSweep.ts`
// runs them; `quotientWorker.ts` computes lines.

import { createHash } from 'node:crypto';
import { definitionOf } from '../core/game';
import { presentationText } from '../core/games/misereQuotient/family';
import { removalRules } from '../core/games/misereQuotient/heapRules';
import { type MisereQuotient, QuotientEngine } from '../core/games/misereQuotient/quotient';
import { tameForm } from '../core/games/misereQuotient/tame';
import { t } from '../core/l10n';
import { codesText } from './shards';
import { sharedLines } from './resumeFile';
import { isCount, isCountOrNull } from '../core/untrusted';
import { codeRules, type patternCodes, placeInPattern } from './sweepCodes';

/** Why a code's quotient is partial: its budget spent, `--max-heap` reached, or a table that failed a check. */
export type QuotientStop = 'budget' | 'max-heap' | 'failure';

/** One code's result: what `--out` keeps and `--merge` reads, and the report prints with its class. */
export interface QuotientSweepLine {
  readonly pattern: string;
  readonly maxHeap: number;
  /** The work allowed the code, in budget units. */
  readonly budget: number;
  readonly index: number;
  readonly code: string;
  readonly rules: string;
  /** The heaps proved: Φ(0 … heap) and the quotient of their positions. */
  readonly heap: number;
  /** |Q| and |P|. */
  readonly order: number;
  readonly p: number;
  /** Φ's period, proved: the quotient is final (the whole game's). Null: partial. */
  readonly period: number | null;
  readonly preperiod: number | null;
  readonly foundAt: number | null;
  /** Whether a final quotient is misère Nim's (null when partial). */
  readonly tame: boolean | null;
  /** Why a partial quotient stopped; null when final. */
  readonly stopped: QuotientStop | null;
  readonly presentation: string;
  readonly work: number;
  readonly seconds: number;
  /** SHA-256 of the presentation, P and Φ (by its period when final, else to `heap`). */
  readonly hash: string;
}

/** A line with its class: the first code of the pattern with the same quotient and Φ, if another. */
export interface ClassedQuotientLine extends QuotientSweepLine {
  readonly sameAs: string | null;
}

/** The misère quotient game of a pattern's code, or null (no move, or no quotient here). */
export function quotientGameOfCode(code: string) {
  const rules = codeRules(code);
  if (rules === null) return null;
  const game = definitionOf(rules.game).quotientGame?.(rules.game) ?? null;
  return game && { rules: rules.text, game };
}

/** The fingerprint of a quotient and its Φ: equal for equal presentations, P and Φ. */
function quotientHash(q: MisereQuotient | null): string {
  const hash = createHash('sha256');
  if (q) {
    const pr = q.presentation;
    const names = q.phi.map((x) => pr.names[x]!);
    const p = q.period;
    hash.update(
      JSON.stringify([
        presentationText(q),
        pr.order.filter((x) => q.inP[x] === 1).map((x) => pr.names[x]!),
        p ? [p.preperiod, names.slice(0, p.preperiod + p.period)] : names,
      ]),
    );
  }
  return hash.digest('hex');
}

/**
 * Computes one code's line (in a worker thread, or here): the engine heap by heap to `maxHeap`,
 * Φ's proved period or `budget` units of work, as `nim-lens quotient --rules` runs it.
 * `onHeap` hears each heap proved; null when the code has no quotient here.
 */
export function quotientSweepLine(
  pattern: string,
  maxHeap: number,
  budget: number,
  index: number,
  code: string,
  onHeap?: (heap: number, order: number) => void,
): QuotientSweepLine | null {
  const of = quotientGameOfCode(code);
  if (of === null) return null;
  const started = Date.now();
  const engine = new QuotientEngine(removalRules(of.game.removals));
  engine.advance(maxHeap, budget, (q) => onHeap?.(q.level, q.order));
  const seconds = (Date.now() - started) / 1000;
  const q = engine.quotient;
  const period = q?.period ?? null;
  let stopped: QuotientStop | null = null;
  if (engine.failure) stopped = 'failure';
  else if (!period) stopped = engine.exhausted ? 'budget' : 'max-heap';
  return {
    pattern,
    maxHeap,
    budget,
    index,
    code,
    rules: of.rules,
    heap: q?.level ?? 0,
    order: q?.order ?? 1,
    p: q ? q.presentation.order.filter((x) => q.inP[x] === 1).length : 0,
    period: period?.period ?? null,
    preperiod: period?.preperiod ?? null,
    foundAt: period?.foundAt ?? null,
    tame: q && period ? tameForm(q) !== null : null,
    stopped,
    presentation: q ? presentationText(q) : '⟨ ⟩',
    work: Math.round(engine.work),
    seconds: Number(seconds.toFixed(3)),
    hash: quotientHash(q),
  };
}

/** The lines with their classes, in the pattern's order: codes with the same fingerprint share one. */
export function classifyQuotients(lines: readonly QuotientSweepLine[]): ClassedQuotientLine[] {
  const sorted = [...lines].sort((a, b) => a.index - b.index);
  const first = new Map<string, QuotientSweepLine>();
  return sorted.map((line) => {
    const head = first.get(line.hash);
    if (!head) first.set(line.hash, line);
    return { ...line, sameAs: head ? head.code : null };
  });
}

/** A line as `--out` and `--json` write it: the pattern first (how its lines are known), then the code's. */
export function quotientSweepJson(line: QuotientSweepLine | ClassedQuotientLine): string {
  return JSON.stringify({
    pattern: line.pattern,
    maxHeap: line.maxHeap,
    budget: line.budget,
    index: line.index,
    code: line.code,
    rules: line.rules,
    heap: line.heap,
    order: line.order,
    p: line.p,
    period: line.period,
    preperiod: line.preperiod,
    foundAt: line.foundAt,
    tame: line.tame,
    stopped: line.stopped,
    presentation: line.presentation,
    work: line.work,
    seconds: line.seconds,
    hash: line.hash,
    ...('sameAs' in line ? { sameAs: line.sameAs } : {}),
  });
}

/** Two lines of one code computed twice agree on everything but the time. */
export function sameQuotient(a: QuotientSweepLine, b: QuotientSweepLine): boolean {
  return (
    a.hash === b.hash &&
    a.heap === b.heap &&
    a.order === b.order &&
    a.p === b.p &&
    a.period === b.period &&
    a.preperiod === b.preperiod &&
    a.foundAt === b.foundAt &&
    a.stopped === b.stopped &&
    a.work === b.work
  );
}

const STOPS: readonly (QuotientStop | null)[] = ['budget', 'max-heap', 'failure', null];

/** A parsed row as a line of a sweep of quotients, its fields checked one by one; null when it is not one. */
function quotientSweepLineOf(v: unknown): QuotientSweepLine | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const o = v as Record<string, unknown>;
  if (
    typeof o.pattern !== 'string' ||
    typeof o.code !== 'string' ||
    typeof o.rules !== 'string' ||
    typeof o.presentation !== 'string' ||
    typeof o.hash !== 'string' ||
    !/^[0-9a-f]{64}$/.test(o.hash) ||
    !isCount(o.maxHeap) ||
    o.maxHeap < 1 ||
    !isCount(o.budget) ||
    !isCount(o.index) ||
    !isCount(o.heap) ||
    o.heap > o.maxHeap ||
    !isCount(o.order) ||
    o.order < 1 ||
    // A misère quotient of impartial games has even order, but the trivial one (Plambeck–Siegel).
    (o.order > 1 && o.order % 2 !== 0) ||
    !isCount(o.p) ||
    o.p > o.order ||
    !isCountOrNull(o.period) ||
    !isCountOrNull(o.preperiod) ||
    !isCountOrNull(o.foundAt) ||
    (o.period === null) !== (o.preperiod === null) ||
    (o.period === null) !== (o.foundAt === null) ||
    (o.period !== null && (o.period < 1 || o.foundAt! > o.heap)) ||
    !(o.tame === null || typeof o.tame === 'boolean') ||
    (o.period === null) !== (o.tame === null) ||
    !STOPS.includes(o.stopped as QuotientStop | null) ||
    // Final exactly when no stop is named (a period found is the end).
    (o.period === null) === (o.stopped === null) ||
    !isCount(o.work) ||
    typeof o.seconds !== 'number'
  )
    return null;
  return {
    pattern: o.pattern,
    maxHeap: o.maxHeap,
    budget: o.budget,
    index: o.index,
    code: o.code,
    rules: o.rules,
    heap: o.heap,
    order: o.order,
    p: o.p,
    period: o.period,
    preperiod: o.preperiod,
    foundAt: o.foundAt,
    tame: o.tame,
    stopped: o.stopped as QuotientStop | null,
    presentation: o.presentation,
    work: o.work,
    seconds: o.seconds,
    hash: o.hash,
  };
}

/**
 * The lines of a file `quotient PATTERN --out` wrote, each checked field by field and against its
 * pattern, as a sweep's are (sweepCodes.ts readSweepLines): a line a stop cut short is not read,
 * anything else that is not such a line refuses the whole file, naming the line; a code written
 * twice counts once, or refuses the file when its two results differ.
 */
export function readQuotientSweepLines(
  text: string,
  file: string,
): { ok: true; lines: QuotientSweepLine[] } | { ok: false; message: string } {
  const lines: QuotientSweepLine[] = [];
  const seen = new Map<string, QuotientSweepLine>();
  const patterns = new Map<string, ReturnType<typeof patternCodes>>();
  for (const row of sharedLines(text, 'quotient PATTERN')) {
    const at = { file, line: row.line };
    const refuse = (message: string) => ({ ok: false as const, message });
    const notLine = t('{file}, line {line}: not a line of a sweep of quotients', at);
    const line = 'bad' in row ? null : quotientSweepLineOf(row.value);
    if (line === null) return refuse(notLine);
    const misplaced = placeInPattern(line, at, patterns, notLine);
    if (misplaced !== null) return refuse(misplaced);
    const key = `${line.pattern} ${line.maxHeap} ${line.budget} ${line.index}`;
    const before = seen.get(key);
    if (before === undefined) {
      seen.set(key, line);
      lines.push(line);
    } else if (!sameQuotient(before, line))
      return refuse(t('{file}, line {line}: {code} is there twice with different values', { ...at, code: line.code }));
  }
  return { ok: true, lines };
}

/** The parameters of a sweep of quotients, as messages name them. */
export function quotientSweepName(line: {
  readonly pattern: string;
  readonly maxHeap: number;
  readonly budget: number;
}): string {
  // Notation, the same in every language.
  return `${line.pattern} (--max-heap ${line.maxHeap}, --budget ${line.budget})`;
}

/** The sweep as a Markdown table, one row per code, in the pattern's order. */
export function quotientSweepMarkdown(
  sweep: { readonly pattern: string; readonly maxHeap: number; readonly budget: number },
  lines: readonly ClassedQuotientLine[],
): string {
  const final = lines.filter((l) => l.period !== null).length;
  const out = [
    t(
      'Misère quotients of {pattern}, heaps up to {maxHeap}, a budget of {budget} a code: {codes}, {final} final (Φ’s period proved), {partial} partial',
      { ...sweep, codes: codesText(lines.length), final, partial: lines.length - final },
    ),
    '',
    t('| code | heaps proved | \\|Q\\| | \\|P\\| | quotient | Φ’s period | same quotient and Φ as |'),
    '|---|---|---|---|---|---|---|',
  ];
  for (const l of lines) {
    let state: string;
    if (l.stopped === 'budget') state = t('partial: budget spent');
    else if (l.stopped === 'max-heap') state = t('partial: --max-heap reached');
    else if (l.stopped === 'failure') state = t('partial: a table failed a check');
    else state = l.tame ? t('final, tame') : t('final, wild');
    const period =
      l.period !== null ? t('{period} from heap {preperiod}', { period: l.period, preperiod: l.preperiod! }) : '';
    let same = '';
    if (l.sameAs !== null)
      same = l.period !== null ? l.sameAs : t('{code} (to heap {heap})', { code: l.sameAs, heap: l.heap });
    out.push(`| ${l.code} | ${l.heap} | ${l.order} | ${l.p} | ${state} | ${period} | ${same} |`);
  }
  return out.join('\n') + '\n';
}
