// `nim-lens table --rules RULES [--count N] [--json] [--svg FILE]`: the Grundy values of one heap,
// G(0) … G(N − 1), with the largest value and the period, preperiod and saltus where a theorem proves
// them; `--svg` also writes them as a scatter plot.

import { writeFileSync } from 'node:fs';
import { errorMessage } from '../core/errors';
import { t } from '../core/l10n';
import { grundyScatter } from '../core/pictures/scatter';
import { LIGHT_PALETTE } from '../core/pictures/svg';
import { type ValueTable } from '../core/games/definition';
import { type HeapRules } from './heapRules';
import type { Output } from './output';
import { type Progress } from './progress';

/** Values a table holds at most: ten million values of a take-and-break game fit in memory (4 bytes each). */
export const MAX_TABLE = 10_000_000;

export interface TableArgs {
  readonly rules: string;
  readonly count: string | undefined;
  readonly json: boolean;
  /** Where to write the scatter plot of the values as SVG, if anywhere. */
  readonly svg: string | undefined;
}

/** Values per line of the text table, after the heap size of the first. */
const PER_ROW = 20;

/** Values written at a time (a multiple of PER_ROW): the output is streamed, never one string. */
const PIECE = 20_000;

/** The most values whose JSON text is made once and written again (a few MB of text). */
const MOST_REPEATED = 1 << 20;

/**
 * Where the values repeat: from `from` on (at least 1, so that every value is written after a
 * comma), G(n + period) = G(n), proved. Null without a period, or with a saltus (the values grow).
 */
function repeatOf(values: ValueTable): { readonly from: number; readonly period: number } | null {
  const per = values.period;
  // A period longer than the table is no help in writing it (and may pass 2^53).
  if (!per || per.saltus !== 0 || per.period <= 0n || per.period > BigInt(values.values.length)) return null;
  return { from: Math.max(1, per.preperiod), period: Number(per.period) };
}

/**
 * A whole number for JSON: a number where every reader gets it exactly (up to 2^53), else its digits
 * as a string, as the report of `check` writes large numbers (JSON.parse would round them).
 */
function exactJson(n: bigint): string {
  return n <= BigInt(Number.MAX_SAFE_INTEGER) ? String(n) : `"${n}"`;
}

/** The largest of values[0 … end) (0 for none): past a period, the values before its second turn are enough. */
function largestOf(values: readonly bigint[] | Uint32Array, end: number): bigint {
  const last = Math.min(end, values.length);
  if (values instanceof Uint32Array) {
    let most = 0;
    for (let n = 0; n < last; n++) if (values[n]! > most) most = values[n]!;
    return BigInt(most);
  }
  let most = 0n;
  for (let n = 0; n < last; n++) if (values[n]! > most) most = values[n]!;
  return most;
}

/** Bytes to the output: as they are where it takes bytes, else as text. */
function writeBytes(io: Output, bytes: Uint8Array): void {
  if (io.writeBytes) io.writeBytes(bytes);
  else io.write(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'));
}

/**
 * The values' texts as bytes, each made once, for values below 2^16 in a typed array (a table's
 * values are small): a piece of the output is then written byte by byte into one buffer, not built
 * from a string per value. Null for other values (bigints), which are written as strings.
 */
function valueBytes(values: readonly bigint[] | Uint32Array, largest: bigint, width: number): ValueBytes | null {
  return values instanceof Uint32Array && largest < 65_536n ? new ValueBytes(Number(largest), width) : null;
}

class ValueBytes {
  /** The text of v, right-aligned to `size` bytes: bytes[v·size …]. */
  private readonly bytes: Uint8Array;
  /** Where v's digits start in its `size` bytes (0 when padded to the width). */
  private readonly starts: Uint8Array;
  private readonly size: number;

  /** Values 0 … largest, padded with spaces to `width` (0: not padded). */
  constructor(largest: number, width: number) {
    this.size = Math.max(width, String(largest).length);
    this.bytes = new Uint8Array((largest + 1) * this.size);
    this.starts = new Uint8Array(largest + 1);
    for (let v = 0; v <= largest; v++) {
      const text = String(v);
      const start = width > 0 ? 0 : this.size - text.length;
      Buffer.from(text.padStart(this.size)).copy(this.bytes, v * this.size);
      this.starts[v] = start;
    }
  }

  /** values[from … to) written as JSON numbers, each after a comma but the first of all. */
  join(values: Uint32Array, from: number, to: number): Uint8Array {
    const out = Buffer.allocUnsafe((to - from) * (this.size + 1));
    const { bytes, starts, size } = this;
    let at = 0;
    for (let n = from; n < to; n++) {
      if (n > 0) out[at++] = 0x2c; // ,
      const v = values[n]!;
      for (let i = v * size + starts[v]!, end = (v + 1) * size; i < end; i++) out[at++] = bytes[i]!;
    }
    return out.subarray(0, at);
  }

  /** The text table's rows of values[from … to), `from` a multiple of PER_ROW: `heap │ values`, each line ended. */
  rows(values: Uint32Array, from: number, to: number, label: number): Uint8Array {
    const rowCount = Math.ceil((to - from) / PER_ROW);
    const out = Buffer.allocUnsafe((to - from) * (this.size + 1) + rowCount * (label + 5));
    const { bytes, size } = this;
    let at = 0;
    for (let r = from; r < to; r += PER_ROW) {
      // The row's first heap size, right-aligned to `label` digits.
      at += label;
      let x = r;
      for (let i = at - 1; i >= at - label; i--) {
        out[i] = x > 0 || i === at - 1 ? 0x30 + (x % 10) : 0x20;
        x = Math.floor(x / 10);
      }
      out[at++] = 0x20;
      out[at++] = 0xe2; // │, U+2502, in UTF-8
      out[at++] = 0x94;
      out[at++] = 0x82;
      for (let n = r, end = Math.min(to, r + PER_ROW); n < end; n++) {
        out[at++] = 0x20;
        const v = values[n]!;
        for (let i = v * size, stop = i + size; i < stop; i++) out[at++] = bytes[i]!;
      }
      out[at++] = 0x0a;
    }
    return out.subarray(0, at);
  }
}

export function table(args: TableArgs, io: Output, progress: Progress, reader: HeapRules): number {
  const { definitionOf, gameName, rulesText } = reader;
  const parsed = reader.read(args.rules);
  if (!parsed.ok) {
    io.err(`nim-lens: ${t("--rules '{rules}': {message}", { rules: args.rules, message: parsed.message })}`);
    return 2;
  }
  const count = args.count === undefined ? 1000 : Number(args.count);
  if (!/^[0-9]{1,8}$/.test(args.count ?? '1000') || count < 1 || count > MAX_TABLE) {
    io.err(
      `nim-lens: ${t("--count needs a whole number from 1 to {max}, not '{value}'", { max: MAX_TABLE, value: String(args.count) })}`,
    );
    return 2;
  }
  const { rules } = parsed;
  if (rules.misere) {
    io.err(`nim-lens: ${t('a table of Grundy values is of normal play; write the rules without misere')}`);
    return 2;
  }
  const values = definitionOf(rules.game).valueTable(rules.game, count, (done) =>
    progress.update(() => t('table of {rules}: {done} of {count} values', { rules: rulesText(rules), done, count })),
  );
  progress.clear();
  if (!values) {
    io.err(
      `nim-lens: ${t('{rules} is not a game of one heap: a table lists the values of one heap', { rules: rulesText(rules) })}`,
    );
    return 2;
  }
  if (args.svg !== undefined) {
    const name = gameName(rules.game);
    const title = name === rulesText(rules) ? name : `${name} (${rulesText(rules)})`;
    try {
      writeFileSync(args.svg, grundyScatter(title, values.values, LIGHT_PALETTE).svg);
    } catch (e) {
      io.err(`nim-lens: ${t('cannot write {file}: {message}', { file: args.svg, message: errorMessage(e) })}`);
      return 2;
    }
  }
  const all = values.values;
  const repeat = repeatOf(values);
  // Read in place: a copy of two turns of a long period (0.1777's is 60,620,715) would be hundreds of MB.
  const largest = largestOf(all, repeat ? repeat.from + repeat.period : all.length);
  const per = values.period;
  if (args.json) {
    // Written as it is made, a piece at a time: ten million values are 30 MB of text.
    io.write(`{"rules":${JSON.stringify(rulesText(rules))},"values":[`);
    const digits = valueBytes(all, largest, 0);
    const piece = (n: number, end: number): void => {
      if (digits) writeBytes(io, digits.join(all as Uint32Array, n, end));
      else io.write((n === 0 ? '' : ',') + all.slice(n, end).join(','));
    };
    let n = 0;
    if (digits && repeat) {
      // Past the preperiod the text repeats: the text of whole periods (a piece's worth at least)
      // is made once and written as often as it fits, then the rest as before.
      const from = Math.min(repeat.from, all.length);
      const turn = repeat.period * Math.ceil(PIECE / repeat.period);
      for (; n < from; n += PIECE) piece(n, Math.min(from, n + PIECE));
      n = from;
      if (turn <= MOST_REPEATED && n + turn <= all.length) {
        const text = digits.join(all as Uint32Array, n, n + turn);
        for (; n + turn <= all.length; n += turn) writeBytes(io, text);
      }
    }
    for (; n < all.length; n += PIECE) piece(n, Math.min(all.length, n + PIECE));
    io.write(
      `],"largest":${largest},` +
        `"period":${per ? exactJson(per.period) : null},"preperiod":${per ? per.preperiod : null},"saltus":${per ? per.saltus : null},` +
        `"proof":${per ? JSON.stringify(values.proof) : null}}\n`,
    );
    return 0;
  }
  const name = gameName(rules.game);
  const title = name === rulesText(rules) ? name : `${name} (${rulesText(rules)})`;
  const width = String(largest).length;
  const label = String(count - 1).length;
  io.write(t('Grundy values of {title}, G(0) to G({last}):', { title, last: count - 1 }) + '\n');
  // Rows a piece at a time, each value's padded text made once where the values are small.
  const padded = valueBytes(all, largest, width);
  let rows: string[] = [];
  for (let n = 0; n < all.length; n += PIECE) {
    const end = Math.min(all.length, n + PIECE);
    if (padded) {
      writeBytes(io, padded.rows(all as Uint32Array, n, end, label));
      continue;
    }
    for (let r = n; r < end; r += PER_ROW) {
      const row = Array.from(all.slice(r, Math.min(end, r + PER_ROW)), (v: bigint | number) =>
        String(v).padStart(width),
      );
      rows.push(`${String(r).padStart(label)} │ ${row.join(' ')}`);
    }
    io.write(rows.join('\n') + '\n');
    rows = [];
  }
  const lines: string[] = [];
  lines.push(t('largest value: {largest}', { largest }));
  if (per) {
    const period = { period: per.period, preperiod: per.preperiod, saltus: per.saltus, proof: values.proof };
    lines.push(
      per.saltus
        ? t('period {period} from {preperiod}, saltus {saltus} (G(n + {period}) = G(n) + {saltus}): {proof}', period)
        : t('period {period} from {preperiod}: {proof}', period),
    );
  } else lines.push(t('no period proved: {proof}', { proof: values.proof }));
  if (values.values.length < count)
    lines.push(
      t('(the table stops at G({last}): the values beyond it are not known)', { last: values.values.length - 1 }),
    );
  io.write(lines.join('\n') + '\n');
  return 0;
}
