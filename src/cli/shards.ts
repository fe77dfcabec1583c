// What the sweeps of a pattern share, `sweep` (periods) and `quotient PATTERN` (misère quotients):
// `--jobs` and `--shard K/M` read, the codes of a shard, and `--merge`, which joins the files of
// the shards into the lines of one sweep, checking that they are shards of one sweep, that a code
// in two files has one result, and naming the codes none of them holds.

import { existsSync } from 'node:fs';
import { plural, t } from '../core/l10n';
import { readShardFile } from './sweepFile';

/** This machine's part of a sweep: the codes whose index is K modulo M. */
export interface Shard {
  readonly k: number;
  readonly m: number;
}

/** `--shard K/M` with 0 ≤ K < M (the whole pattern without it), or null. */
export function readShard(text: string | undefined): Shard | null {
  if (text === undefined) return { k: 0, m: 1 };
  const m = /^([0-9]{1,6})\/([0-9]{1,6})$/.exec(text);
  if (!m) return null;
  const k = Number(m[1]);
  const of = Number(m[2]);
  return of >= 1 && k < of ? { k, m: of } : null;
}

/** Why `--shard` was refused. */
export function shardMessage(value: string): string {
  return t("--shard is K/M with 0 ≤ K < M (this machine's part K of M), not '{value}'", { value });
}

/** `--jobs J` (null without it), or a message when it is not a whole number from 1 to 999. */
export function readJobs(
  text: string | undefined,
): { readonly ok: true; readonly jobs: number | null } | { readonly ok: false; readonly message: string } {
  if (text === undefined) return { ok: true, jobs: null };
  if (!/^[0-9]{1,3}$/.test(text) || Number(text) < 1)
    return { ok: false, message: t("--jobs needs a whole number from 1 to 999, not '{value}'", { value: text }) };
  return { ok: true, jobs: Number(text) };
}

/** The codes of a pattern a shard computes, by index: those whose index is K modulo M that `keep` keeps. */
export function shardCodes(
  codes: readonly string[],
  shard: Shard,
  keep: (code: string) => boolean,
): Map<number, string> {
  const wanted = new Map<number, string>();
  for (const [i, code] of codes.entries()) if (i % shard.m === shard.k && keep(code)) wanted.set(i, code);
  return wanted;
}

/** A line of a sweep's file, as `--merge` needs it: where its code is in its pattern. */
export interface ShardLine {
  readonly pattern: string;
  readonly index: number;
  readonly code: string;
}

/** How one kind of sweep reads, compares and names its lines for `--merge`. */
export interface MergeRules<L extends ShardLine> {
  /** The lines of a file, each checked, or why it is refused. */
  read(text: string, file: string): { ok: true; lines: L[] } | { ok: false; message: string };
  /** Whether two lines are of one sweep (the same pattern and parameters). */
  sameSweep(a: L, b: L): boolean;
  /** Why `file`, whose line is `line`, is not a shard of the sweep of `first`. */
  otherSweep(file: string, line: L, first: L): string;
  /** Whether two lines of one code have one result. */
  sameResult(a: L, b: L): boolean;
  /** The message when no file holds a line. */
  empty: string;
}

/**
 * The files of the shards joined: every line by its index, and a line of the sweep (its pattern and
 * parameters); or why they do not join (a file unread or refused, another sweep, a code with two
 * results).
 */
export function mergeShards<L extends ShardLine>(
  files: readonly string[],
  rules: MergeRules<L>,
): { ok: true; lines: Map<number, L>; first: L } | { ok: false; message: string } {
  const lines = new Map<number, L>();
  let first: L | null = null;
  for (const file of files) {
    // `quotient 0.?? --merge a b`: the pattern read as a file would be "no such file".
    if (file.includes('?') && !existsSync(file))
      return {
        ok: false,
        message: t("'{file}' is a pattern, not a file: --merge takes only the files of the shards, which hold it", {
          file,
        }),
      };
    const text = readShardFile(file);
    if (!text.ok) return text;
    const read = rules.read(text.value, file);
    if (!read.ok) return read;
    for (const line of read.lines) {
      first ??= line;
      if (!rules.sameSweep(line, first)) return { ok: false, message: rules.otherSweep(file, line, first) };
      const before = lines.get(line.index);
      if (before === undefined) lines.set(line.index, line);
      else if (!rules.sameResult(before, line))
        return {
          ok: false,
          message: t('{file}: {code} has other values than in another file', { file, code: line.code }),
        };
    }
  }
  if (first === null) return { ok: false, message: rules.empty };
  return { ok: true, lines, first };
}

/** The message naming the codes of `wanted` that no line holds (the first ten), or null when none is missing. */
export function missingMessage(
  pattern: string,
  wanted: ReadonlyMap<number, string>,
  lines: ReadonlyMap<number, unknown>,
): string | null {
  const missing = [...wanted].filter(([i]) => !lines.has(i)).map(([, c]) => c);
  if (missing.length === 0) return null;
  return plural(
    missing.length,
    '{count} code of {pattern} is in none of the files: {codes}',
    '{count} codes of {pattern} are in none of the files: {codes}',
    { pattern, codes: missing.slice(0, 10).join(', ') + (missing.length > 10 ? ', …' : '') },
  );
}

/** "1 code", "7 codes": the number of codes a sentence of the sweeps names. */
export function codesText(count: number): string {
  return plural(count, '{count} code', '{count} codes');
}
