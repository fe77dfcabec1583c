// The worker threads of the sweeps (src/cli/workerPool.ts): Ctrl-C heard only while they run, on
// every way a run ends, so that a listener left behind never keeps Ctrl-C from ending the process.

import * as assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PoolMessage, runInWorkers, STOPPED_BY_CTRL_C } from '../../src/cli/workerPool';
import { setLanguage } from '../../src/core/l10n';
import { keyboard } from './commandLine';

const dir = mkdtempSync(join(tmpdir(), 'nim-lens-pool-'));
/** A worker that answers each task with its index, after `ms`. */
const echo = join(dir, 'echo.js');
writeFileSync(
  echo,
  `const { parentPort } = require('node:worker_threads');
parentPort.on('message', (m) => setTimeout(() => parentPort.postMessage({ kind: 'line', index: m.index }), m.ms));`,
);

const tasks = (n: number) => Array.from({ length: n }, (_, index) => ({ index, code: `0.${index}` }));

describe('the worker threads of a sweep', () => {
  before(() => setLanguage('en'));

  it('every code done: null, and Ctrl-C no longer heard', async () => {
    const keys = keyboard();
    const done: number[] = [];
    const run = runInWorkers<PoolMessage>({
      script: echo,
      workerData: null,
      threads: 2,
      todo: tasks(5),
      interrupts: keys.interrupts,
      post: ({ index }) => ({ index, ms: 1 }),
      done: (m) => {
        done.push(m.index);
        return null;
      },
    });
    assert.ok(keys.listening());
    assert.equal(await run, null);
    assert.deepEqual(done.sort(), [0, 1, 2, 3, 4]);
    assert.ok(!keys.listening());
  });

  it('Ctrl-C: every thread ended at once, the codes done kept', async () => {
    const keys = keyboard();
    const done: number[] = [];
    const run = runInWorkers<PoolMessage>({
      script: echo,
      workerData: null,
      threads: 1,
      todo: tasks(3),
      interrupts: keys.interrupts,
      post: ({ index }) => ({ index, ms: index === 0 ? 1 : 60_000 }),
      done: (m) => {
        done.push(m.index);
        return null;
      },
    });
    while (done.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    keys.press();
    assert.equal(await run, STOPPED_BY_CTRL_C);
    assert.deepEqual(done, [0]);
    assert.ok(!keys.listening());
  });

  it('a thread that cannot be given its code: the run says why, the others end, and Ctrl-C is no longer heard', async () => {
    const keys = keyboard();
    const failure = await runInWorkers<PoolMessage>({
      script: echo,
      workerData: null,
      threads: 2,
      todo: tasks(4),
      interrupts: keys.interrupts,
      post: ({ index }) => {
        if (index === 1) throw new Error('no message for it');
        return { index, ms: 1 };
      },
      done: () => null,
    });
    assert.equal(failure, 'internal error: a worker thread failed: no message for it');
    assert.ok(!keys.listening(), 'the listener was left on the promise that never settled before');
  });
});
