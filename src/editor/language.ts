import type * as vscode from 'vscode';
import { LANGUAGE_ID } from '../shared/language';

export { LANGUAGE_ID };

export const WORKSHEET_SELECTOR: vscode.DocumentSelector = [{ language: LANGUAGE_ID }];
