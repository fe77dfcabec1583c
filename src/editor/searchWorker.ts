// Runs large searches off the extension host's thread in a Node worker thread. Imports the core only.
// Its start message (workerData) says the language of its answers, VS Code's display language.
import { parentPort, workerData } from 'worker_threads';
import { answerSearch, startSearchThread } from './searchAnswer';
import type { SearchRequest } from './searchProtocol';

startSearchThread(workerData);
parentPort?.on('message', (request: SearchRequest) => parentPort?.postMessage(answerSearch(request)));
