// Practice sheets in the editor: the score in the status bar, the Reveal command, and
// "New Practice Sheet" (rules, count and level picked, an untitled worksheet opened). What each
// feature may show of a line is decided in the core (practiceView); this wires it to VS Code.

import { modulePaths } from '../core/games/module/paths';
import * as vscode from 'vscode';
import { type Puzzle, puzzleSheet, puzzleSteps } from '../core/practice/puzzles';
import { PRACTICE_CHOICES } from '../core/game';
import { parseRulesLine } from '../core/worksheet/parse';
import { Commands } from '../shared/commandIds';
import { type AnalysisService } from './analysisService';
import { commandTarget } from './commandTarget';
import { LANGUAGE_ID } from './language';
import { INTERACTIVE_BUDGET } from './settings';
import { longestProviderMs, timed } from './timing';

/** Whether a line of a practice sheet still hides its answer (false for other worksheets). */
export async function hidesAnswer(
  analyses: AnalysisService,
  document: vscode.TextDocument,
  line: number,
): Promise<boolean> {
  const entry = await analyses.analyse(document);
  if (!entry) return false;
  const view = analyses.practice(document, entry);
  return view !== null && view.lines.get(line)?.open === false;
}

/** Longest time the puzzle search holds the extension host's thread before it yields, in ms. */
const SLICE_MS = 15;

/** What New Practice Sheet asks for. */
interface SheetChoices {
  readonly rulesLine: string;
  readonly count: number;
  readonly level: 1 | 2 | 3;
}

/** Runs the puzzle search in slices of SLICE_MS (each one timed as 'new practice sheet'); null when cancelled. */
async function inSlices(steps: Generator<void, Puzzle[]>, token: vscode.CancellationToken): Promise<Puzzle[] | null> {
  for (let slices = 1; ; slices++) {
    const step = timed('new practice sheet', () => {
      const start = performance.now();
      let next = steps.next();
      while (!next.done && performance.now() - start < SLICE_MS) next = steps.next();
      return next;
    });
    longestProviderMs.set('new practice sheet slices', slices);
    if (step.done) return step.value;
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (token.isCancellationRequested) return null;
  }
}

export function registerPractice(analyses: AnalysisService): vscode.Disposable {
  const status = vscode.window.createStatusBarItem('nimLens.practiceScore', vscode.StatusBarAlignment.Right, 100);
  status.name = vscode.l10n.t('Nim Lens practice score');

  const showScore = async () => {
    const document = vscode.window.activeTextEditor?.document;
    if (!document || document.languageId !== LANGUAGE_ID) return status.hide();
    const entry = await analyses.analyse(document);
    const view = entry ? analyses.practice(document, entry) : null;
    if (!view || vscode.window.activeTextEditor?.document !== document) return status.hide();
    const { right, claimed, positions } = view.score;
    status.text = vscode.l10n.t('$(mortar-board) {0} right / {1} claimed / {2} positions', right, claimed, positions);
    status.tooltip = vscode.l10n.t(
      'Practice sheet: {0} of {1} claims right, {2} position lines.',
      right,
      claimed,
      positions,
    );
    status.show();
  };

  /** The choices asked for one by one; a keybinding or a test may pass them instead (checked as untrusted). */
  const askChoices = async (): Promise<SheetChoices | undefined> => {
    const rulesPick = await vscode.window.showQuickPick<vscode.QuickPickItem & { readonly other?: true }>(
      [
        ...PRACTICE_CHOICES.map((r) => ({ label: r })),
        { label: vscode.l10n.t('Other rules…'), description: vscode.l10n.t('type a rules line'), other: true },
      ],
      { title: vscode.l10n.t('New practice sheet: the game'), placeHolder: vscode.l10n.t('Which game?') },
    );
    if (!rulesPick) return undefined;
    let rulesLine = rulesPick.label;
    if (rulesPick.other) {
      const typed = await vscode.window.showInputBox({
        title: vscode.l10n.t('New practice sheet: the rules line'),
        // The rules words stay English: they are the worksheet language's.
        placeHolder: vscode.l10n.t('e.g. subtraction {2, 5, 7} misere'),
        validateInput: (text) => {
          const parsed = parseRulesLine(text);
          return parsed.ok ? null : parsed.message;
        },
      });
      if (!typed) return undefined;
      rulesLine = typed.trim();
    }
    const countPick = await vscode.window.showQuickPick(
      ['5', '10', '20'].map((c) => ({ label: c })),
      { title: vscode.l10n.t('New practice sheet: how many positions?') },
    );
    if (!countPick) return undefined;
    const levelPick = await vscode.window.showQuickPick(
      [
        { label: '1', description: vscode.l10n.t('small positions') },
        { label: '2', description: vscode.l10n.t('more heaps, larger sizes') },
        { label: '3', description: vscode.l10n.t('the hardest') },
      ],
      { title: vscode.l10n.t('New practice sheet: the level') },
    );
    if (!levelPick) return undefined;
    return { rulesLine, count: Number(countPick.label), level: Number(levelPick.label) as 1 | 2 | 3 };
  };

  const newSheet = async (given?: unknown) => {
    const g = typeof given === 'object' && given !== null ? (given as Record<string, unknown>) : null;
    const passed: SheetChoices | undefined =
      g &&
      typeof g.rules === 'string' &&
      Number.isInteger(g.count) &&
      (g.count as number) >= 1 &&
      (g.count as number) <= 100 &&
      (g.level === 1 || g.level === 2 || g.level === 3)
        ? { rulesLine: g.rules, count: g.count as number, level: g.level }
        : undefined;
    const choices = passed ?? (await askChoices());
    if (!choices) return;
    const { rulesLine } = choices;
    // A module's game: its sheets are made where modules run (the command line).
    const modules = modulePaths([rulesLine]);
    if (modules.length > 0)
      return void vscode.window.showInformationMessage(
        vscode.l10n.t(
          'Nim Lens: New Practice Sheet does not run game modules. In the folder of {0}, `nim-lens puzzles --allow-modules --rules "{1}"` makes a sheet of its game.',
          modules[0]!,
          rulesLine,
        ),
      );
    const rules = parseRulesLine(rulesLine);
    if (!rules.ok) return void vscode.window.showErrorMessage(vscode.l10n.t('Nim Lens: {0}', rules.message));
    // On the extension host's thread, in slices: a small budget per position, the thread given
    // back between slices, a time limit, and a Cancel button.
    const options = {
      count: choices.count,
      seed: Math.floor(Math.random() * 1e9),
      level: choices.level,
      budget: INTERACTIVE_BUDGET,
      timeLimitMs: 5000,
    };
    const puzzles = await vscode.window.withProgress(
      {
        location: vscode.ProgressLocation.Notification,
        title: vscode.l10n.t('Nim Lens: finding {0} positions for {1}…', options.count, rulesLine),
        cancellable: true,
      },
      (_progress, token) => inSlices(puzzleSteps(rules.rules, options), token),
    );
    if (!puzzles) return;
    if (puzzles.length < options.count)
      void vscode.window.showInformationMessage(
        vscode.l10n.t(
          'Nim Lens: {0} different positions of level {1} were found for {2}.',
          puzzles.length,
          options.level,
          rulesLine,
        ),
      );
    const document = await vscode.workspace.openTextDocument({
      language: LANGUAGE_ID,
      content: puzzleSheet(rulesLine, puzzles, options, rules.rules),
    });
    await vscode.window.showTextDocument(document);
  };

  const reveal = async (uri?: vscode.Uri, line?: unknown) => {
    const found = await commandTarget(analyses, uri, line);
    if (!found)
      return void vscode.window.showInformationMessage(
        vscode.l10n.t('Nim Lens: put the cursor on a position line to reveal it.'),
      );
    analyses.reveal(found.document, found.line);
  };

  void showScore();
  return vscode.Disposable.from(
    status,
    vscode.window.onDidChangeActiveTextEditor(() => void showScore()),
    vscode.workspace.onDidChangeTextDocument((e) => {
      if (e.document === vscode.window.activeTextEditor?.document) void showScore();
    }),
    analyses.onDidChange(() => void showScore()),
    vscode.commands.registerCommand(Commands.reveal, reveal),
    vscode.commands.registerCommand(Commands.newPracticeSheet, newSheet),
  );
}
