// The progress line of the command line: when it is written, how it is rewritten and cleared.

import * as assert from 'node:assert/strict';
import { Progress, PROGRESS_INTERVAL_MS, progressText, type Terminal } from '../../src/cli/progress';

/** A terminal that records what is written, with a clock the test moves. */
function fakeTerminal(columns?: number): Terminal & { written: string[]; time: number } {
  const t = {
    written: [] as string[],
    time: 1000,
    write: (text: string) => void t.written.push(text),
    now: () => t.time,
    ...(columns === undefined ? {} : { columns }),
  };
  return t;
}

describe('progress on a terminal', () => {
  it('waits an interval before the first line, then writes at most one per interval', () => {
    const term = fakeTerminal();
    const progress = new Progress(term);
    let made = 0;
    const text = (s: string) => () => {
      made++;
      return s;
    };
    progress.update(text('a'));
    term.time += PROGRESS_INTERVAL_MS - 1;
    progress.update(text('b'));
    assert.deepEqual(term.written, [], 'a quick run shows nothing');
    assert.equal(made, 0, 'the text is only made when a line is due');
    term.time += 1;
    progress.update(text('line 1'));
    term.time += 100;
    progress.update(text('line 2'));
    term.time += PROGRESS_INTERVAL_MS;
    progress.update(text('line 3'));
    assert.deepEqual(term.written, ['\rline 1', '\rline 3']);
    assert.equal(made, 2);
  });

  it('covers a longer line with spaces, and clears the line with spaces', () => {
    const term = fakeTerminal();
    const progress = new Progress(term);
    term.time += PROGRESS_INTERVAL_MS;
    progress.update(() => 'checking a.nim: line 900 of 1000');
    term.time += PROGRESS_INTERVAL_MS;
    progress.update(() => 'checking b.nim: line 9 of 10');
    progress.clear();
    progress.clear();
    assert.deepEqual(term.written, [
      '\rchecking a.nim: line 900 of 1000',
      '\rchecking b.nim: line 9 of 10    ',
      `\r${' '.repeat(28)}\r`,
    ]);
  });

  it('never wraps: a line wider than the terminal is cut', () => {
    const term = fakeTerminal(20);
    const progress = new Progress(term);
    term.time += PROGRESS_INTERVAL_MS;
    progress.update(() => 'checking a-long-name.nim: line 1 of 2');
    assert.deepEqual(term.written, ['\rchecking a-long-na…']);
  });

  it('without a terminal, nothing is made or written', () => {
    const progress = new Progress(undefined);
    progress.update(() => assert.fail('no text is made'));
    progress.clear();
  });

  it('names the file among several', () => {
    assert.equal(progressText('checking', 'sheet.nim', 1200, 5000, 1, 1), 'checking sheet.nim: line 1200 of 5000');
    assert.equal(progressText('grading', 'b.nim', 3, 7, 2, 40), 'grading b.nim (file 2 of 40): line 3 of 7');
  });
});
