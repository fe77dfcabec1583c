// Runs large searches off the extension host's thread. Imports the core only.
import { parentPort } from 'worker_threads';
import { solve } from '../core/solve';
import type { SearchRequest, SearchResponse } from './searchProtocol';

parentPort?.on('message', (request: SearchRequest) => {
  let response: SearchResponse;
  try {
    const verdict = solve(request.rules, request.heaps, { preference: request.preference, budget: request.budget });
    response = { id: request.id, verdict };
  } catch (e) {
    response = { id: request.id, error: e instanceof Error ? e.message : String(e) };
  }
  parentPort?.postMessage(response);
});
