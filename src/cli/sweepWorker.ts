// A worker thread of `nim-lens sweep`: computes the line of each code it is sent (sweepCodes.ts)
// and posts it back, with its progress now and then. Bundled as dist/sweepWorker.js.

import { parentPort, workerData } from 'node:worker_threads';
import { allowKernel } from '../core/games/takeAndBreak/sparseKernel';
import { setLanguage } from '../core/l10n';
import { sweepLine } from './sweepCodes';
import { type FromSweepWorker, type SweepWorkerData, type ToSweepWorker } from './sweepProtocol';

const port = parentPort;
if (port) {
  const data = workerData as SweepWorkerData;
  setLanguage(data.language);
  allowKernel(data.kernel);
  port.on('message', (job: ToSweepWorker) => {
    let last = 0;
    const line = sweepLine(job.pattern, job.max, job.index, job.code, (done) => {
      const now = Date.now();
      if (now - last < 500) return;
      last = now;
      port.postMessage({ kind: 'progress', index: job.index, done } satisfies FromSweepWorker);
    });
    port.postMessage({ kind: 'line', index: job.index, line } satisfies FromSweepWorker);
  });
}
