// `--out FILE` of `sweep` and `quotient`: a run appends a line for each thing it finishes (a code,
// a heap), and a run started again with the same FILE reads what is there and does only the rest.
// This module owns that file: opened for appending and never renamed over or rewritten (each line
// is added by one write() at the end, O_APPEND, so shards sharing one FILE never lose each other's
// lines, and a stop loses only the line being written), a file the other command wrote refused by
// name, and the rule for a last line a stop cut short. Each command reads its own lines
// (sweepCodes.ts readSweepLines, quotient.ts readQuotientLines) and refuses other parameters.

import { closeSync, constants, fstatSync, writeSync } from 'node:fs';
import { errorMessage } from '../core/errors';
import { t } from '../core/l10n';
import { type Opened, openRegular, readAll } from './sweepFile';

/** The commands that write `--out FILE`: `quotient PATTERN` is the sweep of quotients. */
export type ResumeCommand = 'sweep' | 'quotient' | 'quotient PATTERN';

/** How every line of each command starts: the key it writes first (`lineJson`, `quotientLine`,
 * `quotientSweepJson`). A JSON string cannot hold any of them unescaped, so a line is known by its start. */
export const LINE_STARTS: Readonly<Record<ResumeCommand, string>> = {
  sweep: '{"code":',
  quotient: '{"rules":',
  'quotient PATTERN': '{"pattern":',
};

/**
 * `--out FILE`, open for appending: the text it held when opened, and `append` for each new line.
 * A last line without its newline (an interruption cut it short) is left where it is; the first
 * line appended then starts with a newline, in the same write, so that it is whole on its own line.
 */
export class ResumeFile {
  private endsLine: boolean;

  private constructor(
    private readonly fd: number,
    readonly text: string,
    readonly path: string,
  ) {
    this.endsLine = text === '' || text.endsWith('\n');
  }

  /** Opens (or creates) FILE, or says why it will not: only a regular file, never through a link. */
  static open(path: string): Opened<ResumeFile> {
    const name = `--out ${path}`;
    const opened = openRegular(path, constants.O_RDWR | constants.O_APPEND | constants.O_CREAT, name, true);
    if (!opened.ok) return opened;
    try {
      return {
        ok: true,
        value: new ResumeFile(opened.value, readAll(opened.value, fstatSync(opened.value).size), path),
      };
    } catch (e) {
      closeSync(opened.value);
      return { ok: false, message: t('cannot read {file}: {message}', { file: path, message: errorMessage(e) }) };
    }
  }

  /** Adds one whole line (ending with a newline) at the end of the file, in one write when it can. */
  append(line: string): void {
    const bytes = Buffer.from(this.endsLine ? line : '\n' + line, 'utf8');
    for (let at = 0; at < bytes.length;) at += writeSync(this.fd, bytes, at, bytes.length - at);
    this.endsLine = true;
  }

  close(): void {
    closeSync(this.fd);
  }
}

/** The command whose lines a file holds, by its first line that is not blank; null when none says. */
function writtenBy(text: string): ResumeCommand | null {
  const first = text.split('\n').find((line) => line.trim() !== '');
  if (first === undefined) return null;
  for (const command of Object.keys(LINE_STARTS) as ResumeCommand[])
    if (first.startsWith(LINE_STARTS[command])) return command;
  return null;
}

/**
 * `--out FILE` for `command`, open for appending (null without `--out`), or why not: a path that is
 * not a regular file, or a file of the other command (whose lines would otherwise be read as
 * mistaken lines of this one). A file of lines of neither is left to the command's reader, which
 * names the line.
 */
export function openResumeFile(
  path: string | undefined,
  command: ResumeCommand,
): { readonly ok: true; readonly file: ResumeFile | null } | { readonly ok: false; readonly message: string } {
  if (path === undefined) return { ok: true, file: null };
  const opened = ResumeFile.open(path);
  if (!opened.ok) return opened;
  const other = writtenBy(opened.value.text);
  if (other !== null && other !== command) {
    opened.value.close();
    return {
      ok: false,
      message: t('{file} holds the lines of nim-lens {other}, not of nim-lens {command}: choose another --out', {
        file: path,
        other,
        command,
      }),
    };
  }
  return { ok: true, file: opened.value };
}

/**
 * The whole lines of a file one run at a time appended to, with their numbers (from 1): blank lines
 * and the last line left out. That one ends without a newline only when a stop cut it short, and the
 * run started again does its work again. (A sweep's file is shared by shards, so a cut line may have
 * others after it: readSweepLines finds those by their start instead.)
 */
export function wholeLines(text: string): { readonly line: number; readonly text: string }[] {
  const rows = text.split('\n');
  rows.pop();
  return rows.flatMap((row, i) => (row.trim() === '' ? [] : [{ line: i + 1, text: row }]));
}

/**
 * The lines of a file that shards share (`sweep` and `quotient PATTERN`), parsed: a line a stop
 * cut short may have another appended after it on the same row, so each row is split where a line
 * of `command` starts. A piece that is the start of a line without its end is left out (the run
 * computes that code again); any other piece that is not JSON comes back as `bad`, with its row.
 */
export function sharedLines(
  text: string,
  command: ResumeCommand,
): ({ readonly line: number; readonly value: unknown } | { readonly line: number; readonly bad: true })[] {
  const start = LINE_STARTS[command];
  const torn = (piece: string): boolean => piece.startsWith(start) || start.startsWith(piece);
  const found: ({ line: number; value: unknown } | { line: number; bad: true })[] = [];
  for (const [i, row] of text.split('\n').entries()) {
    if (row.trim() === '') continue;
    const pieces: string[] = [];
    let from = 0;
    for (let at = row.indexOf(start, 1); at > 0; at = row.indexOf(start, at + 1)) {
      pieces.push(row.slice(from, at));
      from = at;
    }
    pieces.push(row.slice(from));
    for (const piece of pieces) {
      try {
        found.push({ line: i + 1, value: JSON.parse(piece) as unknown });
      } catch {
        if (!torn(piece)) found.push({ line: i + 1, bad: true });
      }
    }
  }
  return found;
}
