// The webview's one channel to the extension: intents out (validated there as untrusted input), and
// the state kept across reloads.

import type { ToHost } from '../shared/playProtocol';

interface VsCodeApi {
  postMessage(message: ToHost): void;
  getState(): unknown;
  setState(state: unknown): void;
}
declare function acquireVsCodeApi(): VsCodeApi;

export const vscode = acquireVsCodeApi();

export function send(message: ToHost): void {
  vscode.postMessage(message);
}
