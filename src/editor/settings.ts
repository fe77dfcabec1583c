import * as vscode from 'vscode';
import { DEFAULT_BUDGET } from '../core/solve';

/** Work allowed on the extension host's thread per position; larger searches go to the worker. */
export const INTERACTIVE_BUDGET = 20_000;

export type LensContent = 'full' | 'verdict' | 'off';

export interface Settings {
  readonly budget: number;
  readonly lens: LensContent;
  readonly playLens: boolean;
}

export function readSettings(): Settings {
  const c = vscode.workspace.getConfiguration('nimLens');
  const budget = c.get<number>('searchBudget', DEFAULT_BUDGET);
  const lens = c.get<string>('codeLens.content', 'full');
  return {
    budget: Number.isFinite(budget) && budget >= 1000 ? Math.floor(budget) : DEFAULT_BUDGET,
    lens: lens === 'verdict' || lens === 'off' ? lens : 'full',
    playLens: c.get<boolean>('codeLens.play', true),
  };
}
