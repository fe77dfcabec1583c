// The browser entry (vscode.dev, github.dev, code-server's web worker extension host): no Node
// API; background searches in a Web Worker, or in time slices where no worker starts.

import * as vscode from 'vscode';
import { activateNimLens, type NimLensApi } from '../composition';
import { webWorkerSearch } from './webWorkerSearch';

export type { NimLensApi } from '../composition';

export function activate(context: vscode.ExtensionContext): NimLensApi | undefined {
  const script = vscode.Uri.joinPath(context.extensionUri, 'dist', 'web', 'searchWorker.js');
  // One line in the browser's developer console says which build runs (the tests look for it).
  console.info('Nim Lens: activated in the web worker extension host');
  return activateNimLens(context, (log) => webWorkerSearch(script, log));
}

export function deactivate(): void {}
