// The progress of a long run on standard error when it is a terminal: one line rewritten in place
// with `\r`, a few times a second at most, removed at the end. Nothing on a pipe or in CI, where
// each rewrite would be one more line of the log.

import { t } from '../core/l10n';

/** Standard error as a terminal. */
export interface Terminal {
  /** Writes text as it is. */
  write(text: string): void;
  /** Its width, where known: a line that wraps can no longer be rewritten. */
  readonly columns?: number;
  /** Whether standard output shows here too: then the line is removed before each piece of it. */
  readonly showsOutput?: boolean;
  /** The clock, in milliseconds (Date.now unless a test sets one). */
  now?(): number;
}

/** Milliseconds between two updates, and before the first: a quick run shows nothing. */
export const PROGRESS_INTERVAL_MS = 250;

export class Progress {
  /** Length of the line on screen; 0 when none is. */
  private shown = 0;
  private last: number;
  private readonly now: () => number;

  /** Without a terminal it does nothing. */
  constructor(private readonly terminal: Terminal | undefined) {
    this.now = terminal?.now ? () => terminal.now!() : Date.now;
    this.last = this.now();
  }

  /** Offers the state of the work; the text is only made when an update is due (this runs per line). */
  update(text: () => string): void {
    if (!this.terminal) return;
    const now = this.now();
    if (now - this.last < PROGRESS_INTERVAL_MS) return;
    this.last = now;
    const columns = this.terminal.columns;
    const width = columns && columns > 10 ? columns - 1 : 79;
    let line = text();
    if (line.length > width) line = line.slice(0, width - 1) + '…';
    // Spaces cover what a longer line before left.
    this.terminal.write(`\r${line}${' '.repeat(Math.max(0, this.shown - line.length))}`);
    this.shown = line.length;
  }

  /** Removes the line: before other output to the terminal, and at the end. */
  clear(): void {
    if (!this.terminal || this.shown === 0) return;
    this.terminal.write(`\r${' '.repeat(this.shown)}\r`);
    this.shown = 0;
  }
}

/** `checking sheet.nim: line 1200 of 5000`, with `(file 3 of 40)` when there are several. */
export function progressText(
  work: 'checking' | 'grading',
  path: string,
  line: number,
  lines: number,
  file: number,
  files: number,
): string {
  const args = { path, line, lines, file, files };
  if (work === 'grading')
    return files > 1
      ? t('grading {path} (file {file} of {files}): line {line} of {lines}', args)
      : t('grading {path}: line {line} of {lines}', args);
  return files > 1
    ? t('checking {path} (file {file} of {files}): line {line} of {lines}', args)
    : t('checking {path}: line {line} of {lines}', args);
}
