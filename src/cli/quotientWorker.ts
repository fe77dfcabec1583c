// The worker thread of `nim-lens quotient`: runs the engine (quotient.ts's `quotientReport`), posts
// its progress now and then, and stops when the command sets the stop flag. Started by
// `quotient PATTERN` (QuotientSweepWorkerData), it computes the line of each code it is sent
// instead (quotientSweepCodes.ts). Bundled as dist/quotientWorker.js.

import { parentPort, workerData } from 'node:worker_threads';
import { setLanguage } from '../core/l10n';
import { quotientReport } from './quotient';
import {
  type FromQuotientSweepWorker,
  type FromQuotientWorker,
  type QuotientSweepWorkerData,
  type QuotientWorkerData,
  type ToQuotientSweepWorker,
} from './quotientProtocol';
import { quotientSweepLine } from './quotientSweepCodes';

/** Milliseconds between two progress messages at most: the command shows a few a second. */
const PROGRESS_EVERY_MS = 100;

const port = parentPort;
if (port && (workerData as Partial<QuotientSweepWorkerData>).sweep === true) {
  setLanguage((workerData as QuotientSweepWorkerData).language);
  port.on('message', (job: ToQuotientSweepWorker) => {
    let last = 0;
    const line = quotientSweepLine(job.pattern, job.maxHeap, job.budget, job.index, job.code, (heap, order) => {
      const now = Date.now();
      if (now - last < PROGRESS_EVERY_MS * 5) return;
      last = now;
      port.postMessage({ kind: 'progress', index: job.index, heap, order } satisfies FromQuotientSweepWorker);
    });
    port.postMessage({ kind: 'line', index: job.index, line } satisfies FromQuotientSweepWorker);
  });
} else if (port) {
  const { job, language, stop } = workerData as QuotientWorkerData;
  setLanguage(language);
  let last = 0;
  const report = quotientReport(job, {
    progress: (state) => {
      const now = Date.now();
      if (now - last < PROGRESS_EVERY_MS) return;
      last = now;
      port.postMessage({ kind: 'progress', ...state } satisfies FromQuotientWorker);
    },
    stopped: () => Atomics.load(stop, 0) !== 0,
    line: (text) => port.postMessage({ kind: 'line', text } satisfies FromQuotientWorker),
  });
  port.postMessage({ kind: 'done', ...report } satisfies FromQuotientWorker);
}
