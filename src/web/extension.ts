// The browser entry (vscode.dev, github.dev, code-server's web worker extension host): no Node
// API; background searches in a Web Worker, or in time slices where no worker starts; worksheets that
// name game modules in a Web Worker of their own.

import * as vscode from 'vscode';
import { activateNimLens, type NimLensApi } from '../composition';
import { languageOfLocale, setLanguage } from '../core/l10n';
import { webModuleThreads } from './webModuleThreads';
import { webWorkerSearch } from './webWorkerSearch';

export type { NimLensApi } from '../composition';

export function activate(context: vscode.ExtensionContext): NimLensApi | undefined {
  // The core answers in VS Code's display language (English where it has no translation), set
  // before anything is analysed; the Web Worker is told the same in its first message.
  const language = languageOfLocale(vscode.env.language) ?? 'en';
  setLanguage(language);
  const script = vscode.Uri.joinPath(context.extensionUri, 'dist', 'web', 'searchWorker.js');
  // One line in the browser's developer console says which build runs (the tests look for it).
  console.info('Nim Lens: activated in the web worker extension host');
  return activateNimLens(
    context,
    (log) => webWorkerSearch(script, log, language),
    webModuleThreads(vscode.Uri.joinPath(context.extensionUri, 'dist', 'web', 'moduleWorker.js')),
  );
}

export function deactivate(): void {}
