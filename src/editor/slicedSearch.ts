// Where no worker can start (a browser that refuses one), searches run on the extension host's
// own thread in slices of a few milliseconds, yielding between them so that typing, lenses and
// hovers go on. Slower than a worker, never frozen.

import { errorMessage } from '../core/errors';
import { solverFor } from '../core/solve';
import type { StartSearchThread } from './backgroundSearch';
import type { SearchRequest } from './searchProtocol';

/** Longest time one slice holds the thread, in ms. */
const SLICE_MS = 8;
/** Work between two looks at the clock: 500 units of the budget, about a quarter of a millisecond. */
const STEP_WORK = 500;

export function slicedSearch(sliceMs = SLICE_MS): StartSearchThread {
  return (events) => {
    const queue: SearchRequest[] = [];
    let timer: ReturnType<typeof setTimeout> | null = null;
    let stopped = false;

    const schedule = () => {
      if (!stopped && timer === null && queue.length) timer = setTimeout(step, 0);
    };
    const step = () => {
      timer = null;
      const request = queue[0];
      if (!request || stopped) return;
      try {
        const solver = solverFor(request.rules, request.budget);
        const start = performance.now();
        let done = false;
        while (!done && performance.now() - start < sliceMs) done = solver.advanceSearch(request.heaps, STEP_WORK);
        if (done) {
          queue.shift();
          events.message({ id: request.id, verdict: solver.solve(request.heaps, request.preference) });
        }
      } catch (e) {
        queue.shift();
        events.message({ id: request.id, error: errorMessage(e) });
      }
      schedule();
    };

    return {
      post(request) {
        queue.push(request);
        schedule();
      },
      terminate() {
        stopped = true;
        if (timer !== null) clearTimeout(timer);
        queue.length = 0;
      },
    };
  };
}
