// What the editor shows of a line, in words: the lens's title, the hover's markdown, the titles and
// texts of the moves a quick fix plays. The editor's providers write these for the lines they
// analyse themselves; a worksheet that names game modules is analysed in a module thread (the only
// one that may call a module), which sends each line's `LineView`, the same words as plain data.

import { type PracticeLine, practiceLine } from '../practice/practiceSheet';
import { type Palette } from '../pictures/svg';
import { hoverPicture } from '../pictures/picture';
import { t } from '../l10n';
import { moveText, type Move } from '../moves';
import { solverFor } from '../solve';
import { shortenNumbers } from '../text';
import { type Verdict } from '../verdict';
import { type Diagnostic, type Range } from '../reading/syntax';
import { type LineReport, type PositionAnalysis } from './analysis';
import { formatPosition, readablePosition } from './format';
import { md, verdictMarkdown } from './markdown';
import { rulesHover } from './rulesMarkdown';
import { lastStyle, lastVerdict, outcomeGlyph, outcomeWord, verdictTitle, winningMovesHeading } from './summary';

/** What a lens says: the verdict alone, or with the recommended move and the count. */
export type LensContent = 'verdict' | 'full';

/** The lens's title on a position line; `pending`: its last position is being searched in the background. */
export function lensTitle(p: PositionAnalysis, content: LensContent, pending: boolean, solved = false): string {
  const v = lastVerdict(p);
  if (!p.rules) return t('Not analysed · the rules line has an error');
  if (!v) return t('Not analysed · the position does not fit the rules');
  if (v.outcome === 'unknown' && pending) return t('Computing in the background… (beyond the quick budget)');
  const title = content === 'verdict' ? outcomeWord(v.outcome) : verdictTitle(v, lastStyle(p));
  // A practice line solved says "✓ right" first: a second sign (✗ for a loss rightly claimed) would contradict it.
  return solved ? t('✓ right · {title}', { title }) : `${outcomeGlyph(v.outcome)} ${title}`;
}

/** The hover's sentence on step `index` (1 for the first `->`) of a game record. */
function stepMarkdown(p: PositionAnalysis, index: number): string {
  const step = p.steps[index - 1]!;
  if (!step.legality.legal) return t('**Illegal step:** {reason}', { reason: md(step.legality.reason) });
  const style = p.statement.items[index]!.position.style;
  const how = `${md(moveText(step.legality.move))} → \`${readablePosition(step.legality.move.result, style)}\``;
  if (step.mistake === true) return t('**Mistake:** {how} gives the win away.', { how });
  if (step.mistake === false) return t('Step {index}: {how}, a good move.', { index, how });
  return t('Step {index}: {how}.', { index, how });
}

export interface HoverOptions {
  /** The picture's colours (an image cannot read the theme's). */
  readonly palette: Palette;
  readonly withPicture: boolean;
  /** The budget a win's moves to the end may be searched with, for this hover only. */
  readonly remotenessBudget: number;
  /** A background search may replace an unknown verdict: the hover says so. */
  readonly searching: boolean;
}

/**
 * The verdict with its moves to the end where the analysis did not need them (a win a closed form
 * proves): searched now, for this hover only, when that is surely quick; else as it is.
 */
function withRemoteness(v: Verdict, p: PositionAnalysis, vector: readonly bigint[] | null, budget: number): Verdict {
  if (v.outcome === 'unknown' || v.remoteness !== null || !vector || !p.rules) return v;
  const remoteness = solverFor(p.rules, budget).remoteness(vector);
  return remoteness === null ? v : { ...v, remoteness };
}

/** The hover's markdown on item `index` of a position line: the step that led there, the verdict, the reason, the moves. */
export function positionHoverMarkdown(p: PositionAnalysis, index: number, options: HoverOptions): string | null {
  const v = p.verdicts[index];
  const item = p.statement.items[index];
  if (!v || !item || !p.rules) return null;
  const parts: string[] = [];
  if (index > 0) parts.push(stepMarkdown(p, index));
  if (v.outcome === 'unknown' && options.searching)
    parts.push(
      t(
        '*Beyond the quick budget: a longer table of values, or a search, is running in the background; the answer replaces this one when it ends.*',
      ),
    );
  // The position as the solver reads it (a sum's parts in one vector): it fits, as it has a verdict.
  const vector = p.vectors[index] ?? null;
  const picture = options.withPicture && vector ? hoverPicture(p.rules, vector, v, options.palette) : null;
  parts.push(
    verdictMarkdown(withRemoteness(v, p, vector, options.remotenessBudget), p.rules, item.position.style, picture),
  );
  return parts.join('\n\n---\n\n');
}

/** The item of a position line under a column: its position, or the claim after it. */
export function itemAt(p: PositionAnalysis, character: number): number {
  return p.statement.items.findIndex(
    (it) => character >= it.position.range.start && character <= (it.claim?.range.end ?? it.position.range.end),
  );
}

/** A move played on a line: a lone position is replaced by the position after it; a record gains it as a step. */
export interface LineEdit {
  readonly range: Range;
  readonly text: string;
}

/** Replaces the whole statement (claims and record included, comment kept) with the position after `move`. */
export function replaceWithResult(p: PositionAnalysis, move: Move): LineEdit {
  return { range: p.statement.range, text: formatPosition(move.result, p.statement.items[0]!.position.style) };
}

/** Appends `-> result` to the end of the statement. */
export function appendStep(p: PositionAnalysis, move: Move): LineEdit {
  const end = p.statement.range.end;
  return {
    range: { line: p.line, start: end, end },
    text: ` -> ${formatPosition(move.result, lastStyle(p))}`,
  };
}

/** Plays `move` (a move of the line's last position) on the line. */
export function playOnLine(p: PositionAnalysis, move: Move): LineEdit {
  return p.statement.items.length === 1 ? replaceWithResult(p, move) : appendStep(p, move);
}

/** The quick fixes' titles for playing the recommended move. */
export function replaceTitle(move: Move, after: string): string {
  return t('Replace with the position after {move}: {after}', { move: shortenNumbers(moveText(move)), after });
}

export function appendTitle(after: string): string {
  return t('Append the recommended move: -> {after}', { after });
}

/** A winning move as the list of them shows it, and the edit that plays it. */
export interface MoveChoiceView {
  readonly label: string;
  readonly description: string;
  readonly words: string;
  readonly edit: LineEdit;
}

/** A move's description in the list of winning moves. */
export function moveDescription(move: Move, recommended: boolean): string {
  const words = shortenNumbers(moveText(move));
  return recommended ? t('{move} (recommended)', { move: words }) : words;
}

/** What the editor shows of a position line, made where its game runs. */
export interface PositionView {
  /** The statement's range (the lens's). */
  readonly range: Range;
  readonly lens: string;
  readonly outcome: Verdict['outcome'] | null;
  /** Each item's range (its position, to the end of its claim) and the hover's markdown on it. */
  readonly items: readonly { readonly range: Range; readonly hoverRange: Range; readonly hover: string | null }[];
  /** The winning moves of its last position, as the list of them shows them; null when there are none. */
  readonly winning: { readonly heading: string; readonly moves: readonly MoveChoiceView[] } | null;
  /** The quick fixes that play the recommended move. */
  readonly fixes: readonly { readonly title: string; readonly edit: LineEdit }[];
}

/** What the editor shows of a line, as plain data (posted by a module thread). */
export interface LineView {
  readonly line: number;
  readonly diagnostics: readonly Diagnostic[];
  readonly position: PositionView | null;
  /** A rules line's hover. */
  readonly rulesHover: string | null;
  /** On a practice sheet, how far the student has got with the position (its answer hidden until open). */
  readonly practice?: PracticeLine;
}

/**
 * The view of a line moved to line `to` (lines were added or removed above it): every range and
 * edit in a view is on its own line, so each `line` in it becomes `to`.
 */
export function movedView(view: LineView, to: number): LineView {
  return movedLines(view, to) as LineView;
}

function movedLines(value: unknown, to: number): unknown {
  if (Array.isArray(value)) return value.map((v) => movedLines(v, to));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key, key === 'line' && typeof v === 'number' ? to : movedLines(v, to)]),
  );
}

/** How a face shows the lines (plain data, sent to a module thread): the settings and the theme's kind of the worksheet's window. */
export interface LineViewSettings {
  readonly lens: LensContent;
  readonly dark: boolean;
  readonly withPicture: boolean;
  readonly remotenessBudget: number;
  readonly rulesBudget: number;
  /** The worksheet is a practice sheet: each position's view says how far the student has got. */
  readonly practice: boolean;
}

export interface LineViewOptions extends HoverOptions {
  readonly lens: LensContent;
  /** The budget of a rules line's hover (its Grundy sequence). */
  readonly rulesBudget: number;
  /** The worksheet is a practice sheet. */
  readonly practice?: boolean;
}

/** At most this many winning moves are listed in a line's view (the list shows what the verdict lists). */
const LISTED = 1000;

/** The view of an analysed line. */
export function lineView(report: LineReport, options: LineViewOptions): LineView {
  const statement = report.parsed.statement;
  const rulesText =
    statement?.kind === 'rules' && statement.rules
      ? rulesHover(statement.rules, options.rulesBudget, options.palette, options.withPicture).markdown
      : null;
  const p = report.position;
  return {
    line: report.line,
    diagnostics: report.diagnostics,
    rulesHover: rulesText,
    position: p ? positionView(p, options) : null,
    ...(options.practice && p ? { practice: practiceLine(p, false) } : {}),
  };
}

function positionView(p: PositionAnalysis, options: LineViewOptions): PositionView {
  const v = lastVerdict(p);
  const style = lastStyle(p);
  const winning =
    v && v.outcome === 'win' && v.winningMoves.length > 0
      ? {
          heading: shortenNumbers(winningMovesHeading(v)),
          moves: v.winningMoves.slice(0, LISTED).map((m) => ({
            label: readablePosition(m.result, style),
            description: moveDescription(m, m === v.recommended),
            words: moveText(m),
            edit: playOnLine(p, m),
          })),
        }
      : null;
  const fixes: { title: string; edit: LineEdit }[] = [];
  if (v?.recommended) {
    const after = readablePosition(v.recommended.result, style);
    if (p.statement.items.length === 1)
      fixes.push({ title: replaceTitle(v.recommended, after), edit: replaceWithResult(p, v.recommended) });
    fixes.push({ title: appendTitle(after), edit: appendStep(p, v.recommended) });
  }
  return {
    range: p.statement.range,
    lens: lensTitle(p, options.lens, false),
    outcome: v?.outcome ?? null,
    items: p.statement.items.map((it, index) => ({
      range: { line: p.line, start: it.position.range.start, end: it.claim?.range.end ?? it.position.range.end },
      hoverRange: it.position.range,
      hover: positionHoverMarkdown(p, index, options),
    })),
    winning,
    fixes,
  };
}
