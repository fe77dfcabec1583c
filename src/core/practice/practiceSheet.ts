// Practice sheets: a `practice` line makes the whole worksheet one for a student to work out. What
// the editor may show of each position is decided here, without the editor: nothing that gives a
// verdict or a move away until the position's claim is right or the student asks to see it.

import { hasDraws } from '../game';
import { plural, t } from '../l10n';
import { type PositionAnalysis, type WorksheetAnalysis } from '../worksheet/analyser';
import { type Diagnostic, DiagnosticCode } from '../reading/syntax';
import { parseLineInFull } from '../worksheet/parse';

/** Whether a worksheet is a practice sheet: a `practice` line anywhere in it. */
export function isPracticeSheet(analysis: Pick<WorksheetAnalysis, 'lines'>): boolean {
  return analysis.lines.some((l) => l.statement?.kind === 'practice');
}

/** The same, read from the worksheet's text (where it is analysed elsewhere: a module thread). */
export function namesPractice(lines: readonly string[]): boolean {
  return lines.some((text, i) => /\bpractice\b/i.test(text) && parseLineInFull(text, i).statement?.kind === 'practice');
}

export type ClaimMark = 'right' | 'wrong' | 'undecided';

/** How far a student has got with one position line. */
export interface PracticeLine {
  readonly line: number;
  /** Each claim on the line, in order: right, wrong, or undecided (the verdict is unknown). */
  readonly claims: readonly ClaimMark[];
  /** Steps of a record on the line that gave the win away. */
  readonly mistakes: number;
  /** Steps of a record on the line that are no move of the game (the editor marks them as errors). */
  readonly illegalSteps: number;
  /** Steps whose verdicts are unknown, so whether they gave the win away is too. */
  readonly undecidedSteps: number;
  /** Neither a claim nor a record: something to do. */
  readonly missing: boolean;
  /** The reason and the moves may be shown: every claim is right, or the student asked. */
  readonly open: boolean;
  readonly revealed: boolean;
  /** The rules can have draws: a claim may be `draw`. */
  readonly draws: boolean;
}

export function practiceLine(p: PositionAnalysis, revealed: boolean): PracticeLine {
  const claims: ClaimMark[] = [];
  p.statement.items.forEach((item, i) => {
    if (!item.claim) return;
    const v = p.verdicts[i];
    if (!v || v.outcome === 'unknown') claims.push('undecided');
    else claims.push(v.outcome === item.claim.value ? 'right' : 'wrong');
  });
  const mistakes = p.steps.filter((s) => s.mistake === true).length;
  const illegalSteps = p.steps.filter((s) => !s.legality.legal).length;
  const undecidedSteps = p.steps.filter((s) => s.mistake === null && s.legality.legal).length;
  const missing = claims.length === 0 && p.statement.items.length === 1;
  const solved = claims.length > 0 && claims.every((c) => c === 'right');
  const draws = p.rules !== null && hasDraws(p.rules.game);
  return {
    line: p.line,
    claims,
    mistakes,
    illegalSteps,
    undecidedSteps,
    missing,
    open: revealed || solved,
    revealed,
    draws,
  };
}

/** The score of a sheet: claims right, claims made, position lines. */
export interface PracticeScore {
  readonly right: number;
  readonly wrong: number;
  readonly claimed: number;
  readonly positions: number;
}

export function practiceScore(lines: readonly PracticeLine[]): PracticeScore {
  let right = 0;
  let wrong = 0;
  let claimed = 0;
  for (const l of lines) {
    claimed += l.claims.length;
    right += l.claims.filter((c) => c === 'right').length;
    wrong += l.claims.filter((c) => c === 'wrong').length;
  }
  return { right, wrong, claimed, positions: lines.length };
}

/**
 * The diagnostics a student sees. A wrong claim is a warning that says nothing of the answer; a
 * mistake in a record is marked without the better move; neither offers a fix that would write
 * the answer. Lines that are open (solved or revealed) keep their full diagnostics.
 */
export function practiceDiagnostics(
  diagnostics: readonly Diagnostic[],
  lines: ReadonlyMap<number, PracticeLine>,
): Diagnostic[] {
  return diagnostics.map((d) => {
    const line = lines.get(d.range.line);
    if (line?.open) return d;
    if (d.code === DiagnosticCode.WrongClaim)
      return {
        range: d.range,
        severity: 'warning',
        code: d.code,
        message: t('not quite: look at this position again'),
      };
    if (d.code === DiagnosticCode.Mistake)
      return {
        range: d.range,
        severity: 'warning',
        code: d.code,
        message: t('mistake: this step gives the win away (reveal the line to see a better move)'),
      };
    return d;
  });
}

/** What the editor shows of a practice sheet: each position line's progress, the score, the diagnostics. */
export interface PracticeView {
  readonly lines: ReadonlyMap<number, PracticeLine>;
  readonly score: PracticeScore;
  readonly diagnostics: readonly Diagnostic[];
}

/** The practice view of an analysis, or null when the worksheet is not a practice sheet. */
export function practiceView(analysis: WorksheetAnalysis, isRevealed: (line: number) => boolean): PracticeView | null {
  if (!isPracticeSheet(analysis)) return null;
  return practiceViewOf(
    analysis.positions.map((p) => practiceLine(p, isRevealed(p.line))),
    analysis.diagnostics,
  );
}

/**
 * The practice view of a sheet analysed elsewhere (a module thread), from each position's line as
 * it was shown before any was revealed, and the sheet's diagnostics.
 */
export function practiceViewOf(
  shown: readonly PracticeLine[],
  diagnostics: readonly Diagnostic[],
  isRevealed: (line: number) => boolean = () => false,
): PracticeView {
  const lines = new Map<number, PracticeLine>();
  for (const l of shown) {
    const revealed = l.revealed || isRevealed(l.line);
    lines.set(l.line, { ...l, revealed, open: l.open || revealed });
  }
  return { lines, score: practiceScore([...lines.values()]), diagnostics: practiceDiagnostics(diagnostics, lines) };
}

/** The lens of a line that still hides its answer: how the student is doing, and nothing more. */
export function practiceLensTitle(line: PracticeLine): string {
  // The mark (?, ✗, ✓) is the same in every language; the hover drops it.
  if (line.missing) return `? ${line.draws ? t('claim win, loss or draw') : t('claim win or loss')}`;
  if (line.claims.includes('wrong')) return `✗ ${t('not quite')}`;
  if (line.mistakes > 0)
    return `✗ ${plural(line.mistakes, 'a step gives the win away', '{count} steps give the win away')}`;
  if (line.claims.includes('undecided') || line.undecidedSteps > 0)
    return `? ${t('the verdict is unknown within the budget')}`;
  return `✓ ${t('no step gives the win away')}`;
}

/** The hover of a line that still hides its answer. */
export function practiceHoverMarkdown(line: PracticeLine): string {
  const title = practiceLensTitle(line);
  let hint = t('Work it out, then claim it.');
  if (line.missing)
    hint = t(
      'Claim `: win` or `: loss` for the player to move at the end of the line; a win has a winning move to find.',
    );
  else if (line.claims.includes('wrong')) hint = t('Not quite: look at this position again.');
  return t(
    '**Practice** · {title}\n\n{hint}\n\n*Reveal* (the lens, or the light bulb) shows the verdict, the reason and the moves.',
    { title: title.replace(/^[?✗✓] /, ''), hint },
  );
}
