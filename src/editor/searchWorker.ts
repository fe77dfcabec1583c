// Runs large searches off the extension host's thread in a Node worker thread. Imports the core only.
import { parentPort } from 'worker_threads';
import { answerSearch } from './searchAnswer';
import type { SearchRequest } from './searchProtocol';

parentPort?.on('message', (request: SearchRequest) => parentPort?.postMessage(answerSearch(request)));
