// `nim-lens quotient --rules RULES [--max-heap N] [--budget N] [--json]`: the misère quotient of a
// take-and-break code heap by heap (games/misereQuotient), to heap N (default 100), the heap where
// Φ's period is proved, or the budget: its presentation, order, P, Φ(0 … N), the period, and what
// proves each. The engine runs in a worker thread (quotientWorker.ts): this thread shows its
// progress on a terminal and hears Ctrl-C, which stops it with what it proved.

import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { definitionOf, rulesText } from '../core/game';
import { presentationText } from '../core/games/misereQuotient/family';
import { FiniteMonoid } from '../core/games/misereQuotient/monoid';
import { type ProvedLevel } from '../core/games/misereQuotient/outcomes';
import { classOf, type MisereQuotient, QuotientEngine } from '../core/games/misereQuotient/quotient';
import { removalRules } from '../core/games/misereQuotient/heapRules';
import { tameForm } from '../core/games/misereQuotient/tame';
import { currentLanguage, t } from '../core/l10n';
import { parseRulesLine } from '../core/worksheet/parse';
import type { Output } from './output';
import { type Progress } from './progress';
import { LINE_STARTS, openResumeFile, wholeLines } from './resumeFile';
import { isWholeUpTo } from '../core/untrusted';
import {
  type FromQuotientWorker,
  type QuotientJob,
  type QuotientProgress,
  type QuotientWorkerData,
} from './quotientProtocol';
import { INTERRUPTED, type Interrupts, processInterrupts } from './interrupts';

export interface QuotientArgs {
  readonly rules: string;
  readonly maxHeap: string | undefined;
  /** The work allowed in all, in budget units (`--budget`); null for no bound. */
  readonly budget: number | null;
  readonly json: boolean;
  /** `--out FILE`: each proved heap appended, and a run started again with it goes on from there. */
  readonly out?: string | undefined;
}

export { INTERRUPTED, type Interrupts } from './interrupts';

/** The heaps `quotient` goes to unless told (the spec's default). */
export const DEFAULT_QUOTIENT_HEAPS = 100;
/** The most heaps `--max-heap` may ask for. */
const MOST_QUOTIENT_HEAPS = 100_000;

/** `--max-heap N` (the default without it), or why it is refused. */
export function readMaxHeap(
  text: string | undefined,
): { readonly ok: true; readonly heaps: number } | { readonly ok: false; readonly message: string } {
  if (text === undefined) return { ok: true, heaps: DEFAULT_QUOTIENT_HEAPS };
  if (!/^[0-9]{1,6}$/.test(text) || Number(text) < 1 || Number(text) > MOST_QUOTIENT_HEAPS)
    return {
      ok: false,
      message: t("--max-heap needs a whole number from 1 to {most}, not '{value}'", {
        most: MOST_QUOTIENT_HEAPS,
        value: text,
      }),
    };
  return { ok: true, heaps: Number(text) };
}

/** Orders up to this have their table written out in the human report. */
const TABLE_WRITTEN = 16;

/** What proves the quotient, in one sentence. */
export function quotientProofText(q: MisereQuotient, k: number): string {
  const checked = t(
    'certificate: the types of positions of heaps up to {level} checked, {types} kept and every other dominated by one of them (a class is in P exactly when the position has a move and none to P); the monoid laws checked on its table; reduced (no two classes are P-indistinguishable)',
    { types: q.types, level: q.level },
  );
  const certificate = q.interpolated
    ? `${checked}; ${t(
        "{count} of the heaps proved an old class by mex interpolation instead (a decided position of that class whose options' classes are among the heap's, and options compatible with it)",
        { count: q.interpolated },
      )}`
    : checked;
  const p = q.period;
  if (!p) return certificate;
  const n0 = Math.max(p.preperiod, 1);
  return `${certificate}; ${t(
    'Φ(n + {period}) = Φ(n) for {preperiod} ≤ n ≤ {last}, and the heaps from 2·{n0} + 2·{period} + {k} = {from} on have the types of the heaps {period} below them, all checked: every heap size',
    { period: p.period, preperiod: p.preperiod, last: q.level - p.period, n0, k, from: 2 * n0 + 2 * p.period + k },
  )}`;
}

/**
 * Φ(0 … N) as names, by the period beyond the proved level; null entries beyond what is proved. N is
 * --max-heap, or the level proved where a resumed file holds more.
 */
function phiNames(q: MisereQuotient, heaps: number): string[] {
  const names: string[] = [];
  for (let h = 0; h <= heaps; h++) {
    const c = classOf(q, BigInt(h));
    if (c === null) break;
    names.push(q.presentation.names[c]!);
  }
  return names;
}

/** Why the engine stopped before `--max-heap` and a proved period: its budget, or Ctrl-C. */
type Stop = 'budget' | 'interrupted' | null;

function quotientJson(
  rulesTextValue: string,
  q: MisereQuotient,
  heaps: number,
  k: number,
  seconds: number,
  stopped: Stop,
  work: number,
): string {
  const pr = q.presentation;
  const names = pr.names;
  const elements = pr.order;
  const p = q.period;
  const value = {
    rules: rulesTextValue,
    order: q.order,
    generators: pr.generators,
    generatorHeaps: pr.generatorHeaps,
    relations: pr.relations,
    elements: elements.map((x) => names[x]!),
    table: elements.map((x) => elements.map((y) => names[q.monoid.product(x, y)]!)),
    p: elements.filter((x) => q.inP[x] === 1).map((x) => names[x]!),
    phi: phiNames(q, Math.max(heaps, q.level)),
    period: p ? p.period : null,
    preperiod: p ? p.preperiod : null,
    foundAt: p ? p.foundAt : null,
    level: q.level,
    tame: p ? tameForm(q) !== null : null,
    proof: quotientProofText(q, k),
    stopped,
    work: Math.round(work),
    seconds: Number(seconds.toFixed(3)),
  };
  return JSON.stringify(value);
}

/** The multiplication table as aligned rows, for small orders. */
function tableLines(q: MisereQuotient): string[] {
  const pr = q.presentation;
  const cells = pr.order.map((x) => pr.order.map((y) => pr.names[q.monoid.product(x, y)]!));
  const heads = pr.order.map((x) => pr.names[x]!);
  const width = Math.max(...heads.map((h) => h.length), ...cells.flat().map((c) => c.length));
  const pad = (s: string): string => s + ' '.repeat(width - s.length);
  return [
    `${pad('·')} | ${heads.map(pad).join(' ')}`,
    ...cells.map((row, i) => `${pad(heads[i]!)} | ${row.map(pad).join(' ')}`),
  ];
}

/** The progress line: how far the proof got, the order, the time, the positions the searches keep. */
function progressText(rules: string, p: QuotientProgress, seconds: number): string {
  return t('quotient of {rules}: heaps up to {heap} proved (order {order}), {seconds} s, {positions} positions kept', {
    rules,
    heap: p.heap,
    order: p.order,
    seconds: seconds.toFixed(0),
    positions: p.positions,
  });
}

export async function quotient(
  args: QuotientArgs,
  io: Output,
  progress: Progress,
  interrupts: Interrupts = processInterrupts,
): Promise<number> {
  const parsed = parseRulesLine(args.rules);
  if (!parsed.ok) {
    io.err(`nim-lens: ${t("--rules '{rules}': {message}", { rules: args.rules, message: parsed.message })}`);
    return 2;
  }
  const maxHeap = readMaxHeap(args.maxHeap);
  if (!maxHeap.ok) {
    io.err(`nim-lens: ${maxHeap.message}`);
    return 2;
  }
  const heaps = maxHeap.heaps;
  // The quotient is of misère play: rules that say `normal` ask for another game, as `table` refuses
  // `misere`. (A take-and-break code has no word of its own that could be read as this one.)
  if (!parsed.rules.misere && /(^|[\s,])normal([\s,]|$)/i.test(args.rules)) {
    io.err(`nim-lens: ${t('a misère quotient is of misère play; write the rules without normal')}`);
    return 2;
  }
  const rules = { ...parsed.rules, misere: false };
  const text = rulesText(rules);
  if (!definitionOf(rules.game).quotientGame?.(rules.game)) {
    io.err(
      `nim-lens: ${t('{rules} has no misère quotient here: quotient works on take-and-break codes without modifiers or a repeating tail whose moves leave at most two heaps', { rules: text })}`,
    );
    return 2;
  }
  const opened = openResumeFile(args.out, 'quotient');
  if (!opened.ok) {
    io.err(`nim-lens: ${opened.message}`);
    return 2;
  }
  const out = opened.file;
  const job: QuotientJob = {
    rules: text,
    maxHeap: heaps,
    budget: args.budget,
    json: args.json,
    resume: out?.text ?? null,
    out: out?.path ?? null,
  };
  const stop = new Int32Array(new SharedArrayBuffer(4));
  const started = Date.now();
  const worker = new Worker(join(__dirname, 'quotientWorker.js'), {
    workerData: { job, language: currentLanguage(), stop } satisfies QuotientWorkerData,
  });
  let interrupted = 0;
  const unlisten = interrupts(() => {
    // The first Ctrl-C stops the engine, which reports what it proved; a second one stops at once.
    Atomics.store(stop, 0, 1);
    if (++interrupted > 1) void worker.terminate();
  });
  try {
    const done = await new Promise<Extract<FromQuotientWorker, { kind: 'done' }> | null>((resolve, reject) => {
      worker.on('message', (message: FromQuotientWorker) => {
        if (message.kind === 'line') out?.append(message.text);
        else if (message.kind === 'progress')
          progress.update(() => progressText(text, message, (Date.now() - started) / 1000));
        else resolve(message);
      });
      worker.on('error', reject);
      worker.on('exit', () => resolve(null));
    });
    progress.clear();
    if (!done) {
      io.err(`nim-lens: ${t('stopped at once by a second Ctrl-C: nothing is written')}`);
      return INTERRUPTED;
    }
    if (done.out) io.write(done.out);
    if (done.err) io.err(done.err);
    return done.status;
  } finally {
    unlisten();
    out?.close();
  }
}

/** What the engine reports while it works, and whether it is to stop. */
export interface QuotientWatch {
  progress(state: QuotientProgress): void;
  stopped(): boolean;
  /** A line for `--out FILE`, for each heap proved (with `resume`). */
  line?(text: string): void;
}

/**
 * One line of `--out FILE` for a proved heap: its class when the table is the one of the line
 * before (a conservative extension), else the whole level — the table, P, Φ and the heaps where
 * classes were added.
 */
export function quotientLine(rules: string, q: MisereQuotient, before: MisereQuotient | null): string {
  if (before && before.monoid === q.monoid && before.level === q.level - 1)
    return JSON.stringify({ rules, heap: q.level, class: q.phi[q.level] }) + '\n';
  return (
    JSON.stringify({
      rules,
      heap: q.level,
      order: q.order,
      table: [...q.monoid.table],
      p: [...q.inP.keys()].filter((x) => q.inP[x] === 1),
      phi: q.phi,
      changedAt: q.changedAt,
    }) + '\n'
  );
}

/** The last level a file of `--out` holds for these rules (null when none), or why it cannot be read. */
export function readQuotientLines(
  text: string,
  rules: string,
  file: string,
):
  | { readonly ok: true; readonly level: ProvedLevel | null; readonly changedAt: readonly number[] }
  | { readonly ok: false; readonly message: string } {
  let level: { monoid: FiniteMonoid; inP: Uint8Array; phi: number[] } | null = null;
  // The heaps where the order grew, as the file's lines show them: each whole level's own list must
  // be this one (a level is written whole where the table changed, and it changes only by growing).
  const changedAt: number[] = [];
  // A whole number below `below` (a class, the order, a heap): not core/untrusted.ts' isCount, which has no bound.
  const isBelow = (x: unknown, below: number): x is number => isWholeUpTo(x, below - 1);
  // A last line without its end was cut by a stop: it is left out (the run proves that heap again).
  // The run after it appends on a row of its own, so such a line can also be found before others:
  // the start of a line and not JSON, it is left out the same way (the heaps after it must go on
  // from the line before it, which the order of the heaps below checks).
  const start = LINE_STARTS.quotient;
  for (const { line, text: raw } of wholeLines(text)) {
    const bad = (message: string) => ({ ok: false as const, message });
    const notQuotient = () => bad(t('{file}, line {line}: not a line of a quotient', { file, line }));
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      if (raw.startsWith(start) || start.startsWith(raw)) continue;
      return notQuotient();
    }
    if (
      typeof parsed !== 'object' ||
      parsed === null ||
      Array.isArray(parsed) ||
      typeof (parsed as { rules?: unknown }).rules !== 'string'
    )
      return notQuotient();
    const j = parsed as Record<string, unknown> & { readonly rules: string };
    if (j.rules !== rules)
      return bad(
        t('{file}, line {line}: a quotient of {other}, not of {rules}: choose another --out', {
          file,
          line,
          // The file's words, shortened: a line may hold anything.
          other: j.rules.length > 60 ? `${j.rules.slice(0, 60)}…` : j.rules,
          rules,
        }),
      );
    const heap = j.heap;
    // Heaps 1, 2, … one a line, as the engine proves them.
    const expected = level ? level.phi.length : 1;
    if (heap !== expected)
      return bad(
        t('{file}, line {line}: heap {heap} where heap {expected} was expected (the heaps go 1, 2, 3, …, one a line)', {
          file,
          line,
          heap: heap === undefined ? '—' : JSON.stringify(heap).slice(0, 20),
          expected,
        }),
      );
    if ('class' in j) {
      if (!level || !isBelow(j.class, level.monoid.order)) return notQuotient();
      level.phi.push(j.class);
      continue;
    }
    const { order, table, p, phi } = j;
    if (
      !isBelow(order, 65536) ||
      !Array.isArray(table) ||
      table.length !== order * order ||
      !table.every((x) => isBelow(x, order)) ||
      !Array.isArray(p) ||
      !p.every((x) => isBelow(x, order)) ||
      !Array.isArray(phi) ||
      // Φ(0 … heap): heap + 1 classes.
      phi.length !== Number(heap) + 1 ||
      !phi.every((x) => isBelow(x, order)) ||
      !Array.isArray(j.changedAt)
    )
      return notQuotient();
    if (order > (level ? level.monoid.order : 1)) changedAt.push(heap);
    if (j.changedAt.length !== changedAt.length || !j.changedAt.every((x, i) => x === changedAt[i]))
      return bad(
        t(
          '{file}, line {line}: its heaps where classes were added ({written}) are not those where the orders of its tables grew ({found})',
          { file, line, written: j.changedAt.join(', ').slice(0, 200), found: changedAt.join(', ') },
        ),
      );
    const inP = new Uint8Array(order);
    for (const x of p) inP[x] = 1;
    level = {
      monoid: new FiniteMonoid(order, Uint16Array.from(table)),
      inP,
      phi: phi.slice(),
    };
  }
  return {
    ok: true,
    level: level && { level: level.phi.length - 1, ...level },
    changedAt,
  };
}

/**
 * Runs the engine for a checked job and writes its report: what standard output and standard error
 * get, and the exit status (130 when stopped by Ctrl-C, after writing what was proved).
 */
export function quotientReport(
  job: QuotientJob,
  watch: QuotientWatch,
): { readonly out: string; readonly err: string; readonly status: number } {
  const parsed = parseRulesLine(job.rules);
  const game = parsed.ok ? (definitionOf(parsed.rules.game).quotientGame?.(parsed.rules.game) ?? null) : null;
  if (!game) throw new Error(`quotient: ${job.rules} has no quotient game`);
  const text = job.rules;
  const heaps = job.maxHeap;
  const engineRules = removalRules(game.removals);
  const engine = new QuotientEngine(engineRules);
  const state = (): QuotientProgress => ({
    heap: engine.quotient?.level ?? 0,
    order: engine.quotient?.order ?? 1,
    work: engine.work,
    positions: engine.positions,
  });
  engine.watch(() => {
    watch.progress(state());
    return !watch.stopped();
  });
  const started = Date.now();
  if (job.resume !== null) {
    const read = readQuotientLines(job.resume, text, job.out ?? '--out');
    if (!read.ok) return { out: '', err: `nim-lens: ${read.message}`, status: 2 };
    const refused = read.level && engine.resume(read.level, read.changedAt);
    if (refused)
      return {
        out: '',
        err: `nim-lens: ${t('{file}: the quotient it holds is refused ({reason})', { file: job.out ?? '--out', reason: refused })}`,
        status: 2,
      };
  }
  let last = engine.quotient;
  engine.advance(heaps, job.budget ?? Infinity, (q) => {
    if (job.resume !== null) watch.line?.(quotientLine(text, q, last));
    last = q;
    watch.progress(state());
  });
  const seconds = (Date.now() - started) / 1000;
  const k = engineRules.largestRemoval;
  const q = engine.quotient;
  let stopped: Stop = null;
  if (engine.stopped) stopped = 'interrupted';
  else if (engine.exhausted && !engine.failure) stopped = 'budget';
  const status = stopped === 'interrupted' ? INTERRUPTED : 0;
  if (engine.failure || !q) {
    const level = q?.level ?? 0;
    let err: string;
    if (engine.failure)
      err = t('the table found at heap {heap} failed a check ({failure}): the quotient stops at heap {level}', {
        heap: level + 1,
        failure: engine.failure,
        level,
      });
    else if (stopped === 'interrupted') err = t('stopped by Ctrl-C before heap 1 was proved');
    else err = t('the budget of {budget} ran out before heap 1 was proved', { budget: job.budget ?? 0 });
    return { out: '', err: `nim-lens: ${err}`, status: stopped === 'interrupted' ? INTERRUPTED : 1 };
  }
  if (job.json) return { out: quotientJson(text, q, heaps, k, seconds, stopped, engine.work) + '\n', err: '', status };
  const pr = q.presentation;
  const p = q.period;
  const phi = phiNames(q, Math.max(heaps, q.level));
  const lines = [
    p
      ? t('{rules} (misère): quotient of order {order}, found at heap {heap}', {
          rules: text,
          order: q.order,
          heap: p.foundAt,
        })
      : t(
          '{rules} (misère): no period proved up to heap {heap}; the quotient of the heaps up to it has order {order}',
          {
            rules: text,
            heap: q.level,
            order: q.order,
          },
        ),
  ];
  if (stopped === 'budget')
    lines.push(
      t('stopped at heap {heap}: the budget of {budget} is spent (--budget)', {
        heap: q.level + 1,
        budget: job.budget ?? 0,
      }),
    );
  if (stopped === 'interrupted') lines.push(t('stopped at heap {heap} by Ctrl-C', { heap: q.level + 1 }));
  lines.push(t('presentation: {presentation}', { presentation: presentationText(q) }));
  if (pr.generators.length)
    lines.push(
      t('generators: {generators}', {
        generators: pr.generators.map((g, i) => `${g} = Φ(${pr.generatorHeaps[i]!})`).join(', '),
      }),
    );
  lines.push(
    `P = {${pr.order
      .filter((x) => q.inP[x] === 1)
      .map((x) => pr.names[x]!)
      .join(', ')}}`,
  );
  if (p) {
    // Φ by its period: the heaps before it, then one period, not Φ to --max-heap.
    const names = q.phi.map((x) => pr.names[x]!);
    if (p.preperiod > 0) lines.push(`Φ(0 … ${p.preperiod - 1}) = ${names.slice(0, p.preperiod).join(' ')}`);
    lines.push(
      t('Φ(n) for n ≥ {preperiod}: {block}, again and again', {
        preperiod: p.preperiod,
        block: names.slice(p.preperiod, p.preperiod + p.period).join(' '),
      }),
    );
  } else lines.push(`Φ(0 … ${phi.length - 1}) = ${phi.join(' ')}`);
  if (p)
    lines.push(
      t('period {period} from heap {preperiod}: Φ(n + {period}) = Φ(n) for every n ≥ {preperiod}', {
        period: p.period,
        preperiod: p.preperiod,
      }),
    );
  // Tame or wild only as a whole quotient: the look for an isomorphism is made only then.
  if (p) {
    const tame = tameForm(q);
    lines.push(tame ? t('tame: the quotient is {form}', { form: tame }) : t("wild: the quotient is not misère Nim's"));
  }
  if (q.order <= TABLE_WRITTEN) lines.push(t('table:'), ...tableLines(q).map((l) => `  ${l}`));
  lines.push(t('proof: {proof}', { proof: quotientProofText(q, k) }));
  if (q.changedAt.length) lines.push(t('new classes at heaps {heaps}', { heaps: q.changedAt.join(', ') }));
  lines.push(
    t('time: {seconds} s, {work} units of work', {
      seconds: seconds.toFixed(2),
      work: Math.round(engine.work),
    }),
  );
  return { out: lines.join('\n') + '\n', err: '', status };
}
