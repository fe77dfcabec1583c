import * as vscode from 'vscode';
import { DEFAULT_BUDGET } from '../core/budget';

/**
 * Work allowed on the extension host's thread per position, about 10 ms (a unit of the budget is
 * about half a microsecond of one core); what needs more goes to the background, with the setting's
 * budget (2,000,000 by default, about a second).
 */
export const INTERACTIVE_BUDGET = 20_000;

export type LensContent = 'full' | 'verdict' | 'off';

export interface Settings {
  readonly budget: number;
  readonly lens: LensContent;
  readonly playLens: boolean;
  readonly hoverPicture: boolean;
}

/** The settings in force for a worksheet (they may differ per folder). */
export function readSettings(scope?: vscode.Uri): Settings {
  const c = vscode.workspace.getConfiguration('nimLens', scope);
  const budget = c.get<number>('searchBudget', DEFAULT_BUDGET);
  const lens = c.get<string>('codeLens.content', 'full');
  return {
    budget: Number.isInteger(budget) && budget >= 1000 ? budget : DEFAULT_BUDGET,
    lens: lens === 'verdict' || lens === 'off' ? lens : 'full',
    playLens: c.get<boolean>('codeLens.play', true) !== false,
    hoverPicture: c.get<boolean>('hover.picture', true) !== false,
  };
}
