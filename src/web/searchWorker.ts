// Runs large searches off the web extension host's thread in a Web Worker. Imports the core only.
// Its first message (the start message) says the language of its answers, VS Code's display
// language; the requests follow.
import { answerSearch, isSearchStart, startSearchThread } from '../editor/searchAnswer';
import type { SearchRequest, SearchResponse, SearchStart } from '../editor/searchProtocol';

/** The parts of a dedicated worker's global scope used here (the Node typings have no DOM). */
interface WorkerScope {
  onmessage: ((event: { readonly data: SearchStart | SearchRequest }) => void) | null;
  postMessage(response: SearchResponse): void;
}

const scope = globalThis as unknown as WorkerScope;
scope.onmessage = (event) => {
  if (isSearchStart(event.data)) startSearchThread(event.data);
  else scope.postMessage(answerSearch(event.data as SearchRequest));
};
