// `nim-lens period --rules RULES [--max N] [--json]`: one heap's Grundy values computed until the
// generalised Guy–Smith theorem proves their period, or N values (default 10⁹), with the sparse
// space the table used (games/takeAndBreak/periodSearch.ts). Memory is planned before it starts.

import { type PeriodSearch } from '../core/games/takeAndBreak/periodSearch';
import { MAX_PERIOD_VALUES, periodSearchBytes } from '../core/games/takeAndBreak/periodSearch';
import { allowKernel } from '../core/games/takeAndBreak/sparseKernel';
import { t } from '../core/l10n';
import { type Rules } from '../core/rules';
import { bytesText, kernelFits, memoryRoom } from './memory';
import { type HeapRules } from './heapRules';
import type { Output } from './output';
import { type Progress } from './progress';

export interface PeriodArgs {
  readonly rules: string;
  readonly max: string | undefined;
  readonly json: boolean;
}

/** The values `period` computes at most unless told: 10⁹ (the spec's default), where memory allows. */
export const DEFAULT_PERIOD_MAX = 1_000_000_000;

/** A `--max` value: a whole number from 2 to MAX_PERIOD_VALUES, written `1000000`, `1e6` (A·10^B) or `10^6`, `2^20` (A to the power B). */
export function readMax(text: string): number | null {
  let value: bigint;
  let m: RegExpExecArray | null;
  if ((m = /^([0-9]{1,10})[eE]([0-9]{1,3})$/.exec(text))) value = BigInt(m[1]!) * 10n ** BigInt(m[2]!);
  else if ((m = /^([0-9]{1,10})\^([0-9]{1,3})$/.exec(text))) value = BigInt(m[1]!) ** BigInt(m[2]!);
  else if (/^[0-9]{1,10}$/.test(text)) value = BigInt(text);
  else return null;
  return value >= 2n && value <= BigInt(MAX_PERIOD_VALUES) ? Number(value) : null;
}

/** The search's result as the JSON of the spec (`null` where nothing is proved). */
export function periodJson(rules: string, search: PeriodSearch, seconds: number, proof: string): string {
  const f = search.found;
  const s = search.stats;
  return (
    `{"rules":${JSON.stringify(rules)},"period":${f ? f.period : null},"preperiod":${f ? f.preperiod : null},` +
    `"saltus":${f ? 0 : null},"provedAt":${f ? f.provedAt : null},"values":${search.values},"largest":${search.largest},` +
    `"rare":{"mask":${s.mask},"twist":${s.twist},"count":${s.rareCount},"last":${s.lastRare}},` +
    `"seconds":${Number(seconds.toFixed(3))},"proof":${JSON.stringify(proof)}}`
  );
}

/** What proves the period, or why none is: one sentence. */
export function periodProof(search: PeriodSearch): string {
  const f = search.found;
  if (f)
    return t(
      'generalised Guy–Smith (M = {heaps}, k = {removal}): G(n + {period}) = G(n) for {from} ≤ n < {to}, hence for every n ≥ {preperiod}',
      {
        heaps: search.heapsLeft,
        removal: search.removal,
        period: f.period,
        from: Math.max(f.preperiod, 1),
        to: f.provedAt - f.period,
        preperiod: f.preperiod,
      },
    );
  if (!search.theorem)
    return t(
      'no theorem proves a period for a code with modifiers or a repeating tail: the values are computed one by one',
    );
  return t('no period up to {count} values', { count: search.values });
}

/** The sparse space in words: `mask 91 (1011011), 45 rare heap sizes, the last 1795`. */
export function sparseText(search: PeriodSearch): string {
  const s = search.stats;
  if (s.mask === 0)
    return t('no sparse space: every value is computed from all the splits ({method})', { method: search.method });
  return t('mask {mask} ({binary}){twist}, {count} rare heap sizes, the last {last}', {
    mask: s.mask,
    binary: s.mask.toString(2),
    twist: s.twist ? t(' twisted by the parity of the heap') : '',
    count: s.rareCount,
    last: s.lastRare,
  });
}

/** The usage error for a `--max` that `readMax` refuses. */
export function maxMessage(value: string): string {
  return t("--max needs a whole number from 2 to {most}, not '{value}'", { most: MAX_PERIOD_VALUES, value });
}

/** The most values a search may hold in `bytes` (0 when not even 2 fit). */
export function mostValues(bytes: number): number {
  if (periodSearchBytes(2) > bytes) return 0;
  let [low, high] = [2, MAX_PERIOD_VALUES]; // periodSearchBytes grows with the values
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (periodSearchBytes(mid) <= bytes) low = mid;
    else high = mid - 1;
  }
  return low;
}

export function period(args: PeriodArgs, io: Output, progress: Progress, reader: HeapRules): number {
  const { definitionOf, rulesText } = reader;
  const parsed = reader.read(args.rules);
  if (!parsed.ok) {
    io.err(`nim-lens: ${t("--rules '{rules}': {message}", { rules: args.rules, message: parsed.message })}`);
    return 2;
  }
  const rules: Rules = parsed.rules;
  if (rules.misere) {
    io.err(`nim-lens: ${t('a period of Grundy values is of normal play; write the rules without misere')}`);
    return 2;
  }
  let max = DEFAULT_PERIOD_MAX;
  if (args.max !== undefined) {
    const read = readMax(args.max);
    if (read === null) {
      io.err(`nim-lens: ${maxMessage(args.max)}`);
      return 2;
    }
    max = read;
  }
  const text = rulesText(rules);
  const definition = definitionOf(rules.game);
  if (!definition.periodSearch) {
    io.err(
      `nim-lens: ${t('{rules} is not a take-and-break game: period computes the values of one heap of a code', { rules: text })}`,
    );
    return 2;
  }
  // The memory plan, before anything is computed.
  const room = memoryRoom();
  const most = mostValues(room.bytes);
  if (most === 0) {
    io.err(`nim-lens: ${t('too little memory for a table of values: {limit}', { limit: room.limit })}`);
    return 2;
  }
  if (periodSearchBytes(max) > room.bytes) {
    if (args.max !== undefined) {
      io.err(
        `nim-lens: ${t('{count} values need up to {bytes} of memory and {limit}: use --max {most} or less', {
          count: max,
          bytes: bytesText(periodSearchBytes(max)),
          limit: room.limit,
          most,
        })}`,
      );
      return 2;
    }
    max = most;
  }
  allowKernel(kernelFits(room, 1, periodSearchBytes(max)));
  const started = Date.now();
  let lastDone = 0;
  let lastAt = started;
  let rate = 0;
  if (io.terminal)
    io.terminal.write(
      t('period of {rules}: up to {count} values, up to {bytes} of memory\n', {
        rules: text,
        count: max,
        bytes: bytesText(periodSearchBytes(max)),
      }),
    );
  const search = definition.periodSearch(rules.game, {
    max,
    onProgress: (done, largest, stats) => {
      const now = Date.now();
      if (now - lastAt >= 1000) {
        rate = Math.round(((done - lastDone) * 1000) / (now - lastAt));
        lastDone = done;
        lastAt = now;
      }
      progress.update(() =>
        t('period of {rules}: {done} values, {rate} a second, {rare} rare, largest {largest}', {
          rules: text,
          done,
          rate,
          rare: stats.rareCount,
          largest,
        }),
      );
    },
  });
  progress.clear();
  const seconds = (Date.now() - started) / 1000;
  const proof = periodProof(search);
  if (args.json) {
    io.write(periodJson(text, search, seconds, proof) + '\n');
    return 0;
  }
  const f = search.found;
  const lines = [
    f
      ? t('{rules}: period {period} from {preperiod}, proved by the first {provedAt} values', {
          rules: text,
          period: f.period,
          preperiod: f.preperiod,
          provedAt: f.provedAt,
        })
      : t('{rules}: no period up to {count} values', { rules: text, count: search.values }),
    t('proof: {proof}', { proof }),
    t('values computed: {count}, the largest {largest}', { count: search.values, largest: search.largest }),
    t('sparse space: {sparse}', { sparse: sparseText(search) }),
    t('time: {seconds} s, memory at most {bytes}', {
      seconds: seconds.toFixed(2),
      bytes: bytesText(process.resourceUsage().maxRSS * 1024),
    }),
  ];
  if (args.max === undefined && max < DEFAULT_PERIOD_MAX && !f)
    lines.push(t('(up to {count} values: {limit}, too little for the default 10⁹)', { count: max, limit: room.limit }));
  io.write(lines.join('\n') + '\n');
  return 0;
}
