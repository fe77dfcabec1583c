// What a search thread does with a request, wherever it runs (a Node worker thread, a Web
// Worker, or time slices on the extension host's own thread). Imports the core only.

import { errorMessage } from '../core/errors';
import { solve } from '../core/solve';
import type { SearchRequest, SearchResponse } from './searchProtocol';

export function answerSearch(request: SearchRequest): SearchResponse {
  try {
    return {
      id: request.id,
      verdict: solve(request.rules, request.heaps, { preference: request.preference, budget: request.budget }),
    };
  } catch (e) {
    return { id: request.id, error: errorMessage(e) };
  }
}
