import * as assert from 'assert';
import * as path from 'path';
import * as vscode from 'vscode';
import type { NimLensApi } from '../../src/extension';

export const EXTENSION_ID = 'nim-lens.nim-lens';

/** The workspace folder the harness opened (a fresh copy of test/fixtures/workspace). */
export function workspaceFile(name: string): vscode.Uri {
  const folder = vscode.workspace.workspaceFolders?.[0];
  assert.ok(folder, 'a workspace folder is open');
  return vscode.Uri.joinPath(folder.uri, name);
}

/** Creates a worksheet in the workspace and opens it in an editor. */
export async function openWorksheet(name: string, text: string): Promise<vscode.TextEditor> {
  const uri = workspaceFile(name);
  await vscode.workspace.fs.writeFile(uri, Buffer.from(text, 'utf8'));
  const document = await vscode.workspace.openTextDocument(uri);
  const editor = await vscode.window.showTextDocument(document);
  await activate();
  return editor;
}

export async function activate(): Promise<NimLensApi> {
  const ext = vscode.extensions.getExtension<NimLensApi>(EXTENSION_ID);
  assert.ok(ext, `extension ${EXTENSION_ID} is installed`);
  const api = await ext.activate();
  assert.ok(api, 'activation returned the API (no activation failure)');
  return api;
}

/** Resolves when `check` returns a value, re-checking on every diagnostics change and every 50 ms. */
export async function until<T>(
  what: string,
  check: () => T | undefined | Promise<T | undefined>,
  ms = 20_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function lensTitles(uri: vscode.Uri): Promise<{ line: number; title: string }[]> {
  const lenses =
    (await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', uri, 100)) ?? [];
  // Resolved lenses may come back in any order: list each line's verdict lens before its play lens.
  const order = (title: string) => (title.startsWith('$(play)') ? 1 : 0);
  return lenses
    .filter((l) => l.command)
    .map((l) => ({ line: l.range.start.line, title: l.command!.title }))
    .sort((a, b) => a.line - b.line || order(a.title) - order(b.title));
}

export function basename(uri: vscode.Uri): string {
  return path.basename(uri.fsPath);
}

/** The text of every hover at a place of a document, as the hover provider gives it (Markdown). */
export async function hoverText(uri: vscode.Uri, line: number, character: number): Promise<string> {
  const hovers =
    (await vscode.commands.executeCommand<vscode.Hover[]>(
      'vscode.executeHoverProvider',
      uri,
      new vscode.Position(line, character),
    )) ?? [];
  return hovers.map((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value)).join('\n')).join('\n');
}
