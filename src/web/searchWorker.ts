// Runs large searches off the web extension host's thread in a Web Worker. Imports the core only.
import { answerSearch } from '../editor/searchAnswer';
import type { SearchRequest, SearchResponse } from '../editor/searchProtocol';

/** The parts of a dedicated worker's global scope used here (the Node typings have no DOM). */
interface WorkerScope {
  onmessage: ((event: { readonly data: SearchRequest }) => void) | null;
  postMessage(response: SearchResponse): void;
}

const scope = globalThis as unknown as WorkerScope;
scope.onmessage = (event) => scope.postMessage(answerSearch(event.data));
