import type * as vscode from 'vscode';

/** Not `nim`: that id belongs to the Nim programming language and its extension. */
export const LANGUAGE_ID = 'nim-worksheet';

export const WORKSHEET_SELECTOR: vscode.DocumentSelector = [{ language: LANGUAGE_ID }];
