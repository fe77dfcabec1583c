// One position line: its verdicts, the claims checked, each step of a game record checked for
// legality and for mistakes. Messages shorten long numbers (a heap can have 10,000 digits and
// a win millions of winning moves); the fixes' text keeps them whole.

import { checkMove } from '../game';
import { t } from '../l10n';
import { moveText } from '../moves';
import { type Preference } from '../preference';
import { type Rules } from '../rules';
import { solverFor } from '../solve';
import { readableText, shortenNumbers } from '../text';
import { type Verdict } from '../verdict';
import type { PositionAnalysis, SearchJob, StepAnalysis } from './analysis';
import { mayImprove, unknownVerdictKey, type VerdictCache, verdictKey } from './caches';
import { formatPosition, readablePosition, writtenItems } from './format';
import { positionShape, styledFor } from './positionShape';
import { unknownReason } from './summary';
import { type Diagnostic, DiagnosticCode, type PositionNode, type Range } from '../reading/syntax';
import { type ItemNode, type Statement } from './syntax';

/** Winning moves a mistake's message names; the others are counted. */
export const MISTAKE_MOVES_SHOWN = 5;

export function analysePosition(
  written: Extract<Statement, { kind: 'position' }>,
  line: number,
  rules: Rules | null,
  rulesLine: number | null,
  preference: Preference,
  budget: number,
  cache: VerdictCache | undefined,
  onUnknown: ((job: SearchJob) => void) | undefined,
  out: Diagnostic[],
  largerBudget?: number,
): PositionAnalysis {
  // Results are written in the style the game writes its positions in (a grid's heads as pairs).
  const st = rules ? styledFor(rules, written) : written;
  if (!rules) {
    out.push({
      range: st.range,
      severity: 'information',
      code: DiagnosticCode.RulesInvalid,
      message: t('not analysed: the rules line {line} above has an error', {
        line: rulesLine === null ? '' : rulesLine + 1,
      }),
    });
    const none = st.items.map(() => null);
    return { line, statement: st, rules, rulesLine, preference, verdicts: none, vectors: none, steps: [] };
  }
  const solver = solverFor(rules, budget);
  // A caller with a larger search elsewhere (the editor's worker) keeps its own searches for the
  // preference to those that surely finish within this budget; that search tries the others.
  const beyondBound = onUnknown === undefined;
  const shapes = written.items.map((item) => positionShape(rules, item.position));
  const verdictOf = (_item: ItemNode, i: number): Verdict | null => {
    const shape = shapes[i]!;
    if (!shape.ok) return null;
    const heaps = shape.heaps;
    if (!cache) return solver.solve(heaps, preference, beyondBound);
    const key = verdictKey(rules, preference, heaps);
    const unknownKey = unknownVerdictKey(key, budget);
    let v = cache.get(key) ?? cache.get(unknownKey);
    if (!v) {
      v = solver.solve(heaps, preference, beyondBound);
      cache.set(v.outcome === 'unknown' ? unknownKey : key, v);
    }
    if (onUnknown && mayImprove(v, largerBudget)) onUnknown({ key, rules, preference, heaps });
    return v;
  };
  const verdicts = st.items.map(verdictOf);

  st.items.forEach((item, i) => {
    const shape = shapes[i]!;
    if (!shape.ok) {
      out.push({ range: shape.range, severity: 'error', code: DiagnosticCode.HeapCount, message: shape.message });
      return;
    }
    for (const w of shape.warnings ?? [])
      out.push({ range: w.range, severity: 'warning', code: DiagnosticCode.FloatingEdges, message: w.message });
    const v = verdicts[i]!;
    // Every unknown position of a record says so: a silent one would read as checked.
    if (v && v.outcome === 'unknown') {
      out.push({
        range: item.position.range,
        severity: 'information',
        code: DiagnosticCode.Unknown,
        message: shortenNumbers(t('verdict unknown: {reason}', { reason: unknownReason(v) })),
      });
      if (item.claim) {
        out.push({
          range: item.claim.range,
          severity: 'information',
          code: DiagnosticCode.UndecidedClaim,
          message: shortenNumbers(
            t('this claim cannot be checked: the verdict of {position} is unknown', {
              position: positionText(item.position),
            }),
          ),
        });
      }
    }
    if (item.claim && v && v.outcome !== 'unknown' && item.claim.value !== v.outcome) {
      const correct = correctClaimText(item.claim.text, v.outcome);
      const position = positionText(item.position);
      let message: string;
      if (v.outcome === 'loss')
        message = t(
          'wrong claim: {position} is a loss for the player to move: every move leaves a win for the opponent',
          { position },
        );
      else if (v.outcome === 'draw')
        message = t('wrong claim: {position} is a draw: neither player can force a win', { position });
      else if (v.recommended)
        message = t('wrong claim: {position} is a win for the player to move: {move} → {result}', {
          position,
          move: moveText(v.recommended),
          result: readablePosition(v.recommended.result, item.position.style),
        });
      else message = t('wrong claim: {position} is a win for the player to move', { position });
      out.push({
        range: item.claim.range,
        severity: 'error',
        code: DiagnosticCode.WrongClaim,
        message: shortenNumbers(message),
        fix: { title: t("Correct the claim to '{claim}'", { claim: correct }), range: item.claim.range, text: correct },
      });
    }
  });

  const steps: StepAnalysis[] = [];
  for (let i = 1; i < st.items.length; i++) {
    const from = st.items[i - 1]!.position;
    const to = st.items[i]!.position;
    const range: Range = { line, start: st.arrows[i - 1]!.start, end: to.range.end };
    const a = shapes[i - 1]!;
    const b = shapes[i]!;
    // A position of the wrong shape has its error already: the step is not a move, without a second error.
    if (!a.ok || !b.ok) {
      const reason = t('{position} does not fit the rules', { position: a.ok ? positionText(to) : positionText(from) });
      steps.push({ index: i, range, legality: { legal: false, reason }, mistake: null });
      continue;
    }
    const legality = checkMove(rules, a.heaps, b.heaps);
    if (!legality.legal) {
      out.push({
        range: to.range,
        severity: 'error',
        code: DiagnosticCode.IllegalMove,
        message: shortenNumbers(
          t('illegal move {from} → {to}: {reason}', {
            from: positionText(from),
            to: positionText(to),
            reason: legality.reason,
          }),
        ),
      });
      steps.push({ index: i, range, legality, mistake: null });
      continue;
    }
    const before = verdicts[i - 1];
    const after = verdicts[i];
    const mistake = stepMistake(before, after);
    if (mistake && before) {
      const best = before.recommended;
      out.push({
        range: to.range,
        severity: 'warning',
        code: DiagnosticCode.Mistake,
        message: mistakeMessage(from, to, before),
        ...(best
          ? {
              fix: {
                title: shortenNumbers(
                  t('Play the winning move {move} → {result}', {
                    move: moveText(best),
                    result: readablePosition(best.result, to.style),
                  }),
                ),
                range: to.range,
                text: formatPosition(best.result, to.style),
              },
            }
          : {}),
      });
    } else if (mistake === null && before && after) {
      const unknown = [before.outcome === 'unknown' ? from : null, after.outcome === 'unknown' ? to : null]
        .filter((p) => p !== null)
        .map(positionText);
      // One of the two positions is unknown, or both.
      const message =
        unknown.length === 1
          ? t('whether this step is a mistake is unknown: the verdict of {position} is unknown', {
              position: unknown[0]!,
            })
          : t('whether this step is a mistake is unknown: the verdicts of {first} and {second} are unknown', {
              first: unknown[0]!,
              second: unknown[1]!,
            });
      out.push({
        range,
        severity: 'information',
        code: DiagnosticCode.UndecidedStep,
        message: shortenNumbers(message),
      });
    }
    steps.push({ index: i, range, legality, mistake });
  }
  const vectors = shapes.map((shape) => (shape.ok ? shape.heaps : null));
  return { line, statement: st, rules, rulesLine, preference, verdicts, vectors, steps };
}

/**
 * Whether a step made the mover's outcome worse: from a win into a win for the opponent or a draw,
 * from a draw into a win for the opponent. A step from a loss or into one never does, whatever the
 * other verdict; null when an unknown verdict leaves it open.
 */
function stepMistake(before: Verdict | null | undefined, after: Verdict | null | undefined): boolean | null {
  if (!before || !after) return null;
  if (before.outcome === 'loss' || after.outcome === 'loss') return false;
  if (before.outcome === 'unknown' || after.outcome === 'unknown') return null;
  // What the mover has: a win (2), a draw (1); after the step the opponent's win leaves a loss (0).
  const had = before.outcome === 'win' ? 2 : 1;
  const has = after.outcome === 'win' ? 0 : 1;
  return has < had;
}

/** Names a few winning moves and counts the rest exactly. */
function mistakeMessage(from: PositionNode, to: PositionNode, before: Verdict): string {
  const shown = before.winningMoves.slice(0, MISTAKE_MOVES_SHOWN).map((m) => readablePosition(m.result, to.style));
  const count = before.winningMoveCount;
  let moves = shown.join(', ');
  if (count === null) moves = t('{moves} and perhaps more, not all counted within the budget', { moves });
  else if (count > BigInt(shown.length))
    moves = t('{moves} and {more} more', { moves, more: count - BigInt(shown.length) });
  const args = { from: positionText(from), to: positionText(to), moves };
  if (before.outcome === 'draw') {
    const keeping = (before.drawingMoves ?? [])
      .slice(0, MISTAKE_MOVES_SHOWN)
      .map((m) => readablePosition(m.result, to.style));
    return shortenNumbers(
      t('mistake: {from} → {to} gives the draw away; moves that keep it: {moves}', {
        ...args,
        moves: keeping.join(', '),
      }),
    );
  }
  return shortenNumbers(
    count === 1n
      ? t('mistake: {from} → {to} gives the win away; winning move: {moves}', args)
      : t('mistake: {from} → {to} gives the win away; winning moves: {moves}', args),
  );
}

/** A position as written, a sum's parts joined by `+`. */
/** A written position as messages quote it: by its ends where it is long (a line of a million heaps). */
function positionText(p: PositionNode): string {
  return readableText(writtenText(p), p.parts ? 'parts' : writtenItems(p.style));
}

function writtenText(p: PositionNode): string {
  if (p.parts) return p.parts.map(writtenText).join(' + ');
  // Rows and grids of coins, and forms that read their own text, as their form writes them (a row's numbers are not its text).
  if (p.style.own)
    return formatPosition(
      p.heaps.map((h) => h.value),
      p.style,
    );
  return p.heaps.map((h) => h.text).join(' ');
}

/** Each outcome's letter (N and P positions, D for draws) and French word. */
const CLAIM_WORDS = {
  win: { letter: 'N', french: 'gagnant' },
  loss: { letter: 'P', french: 'perdant' },
  draw: { letter: 'D', french: 'nulle' },
} as const;

/** The correct claim in the writer's vocabulary: win/loss, N/P or gagnant/perdant, with their case. */
export function correctClaimText(written: string, outcome: 'win' | 'loss' | 'draw'): string {
  const short = written.length === 1;
  const letter = CLAIM_WORDS[outcome].letter;
  // A claim written in French is corrected in French.
  const french = ['gagnant', 'perdant', 'nulle'].includes(written.toLowerCase());
  let word: string = outcome;
  if (french) word = CLAIM_WORDS[outcome].french;
  if (short) word = letter;
  if (short) return written === written.toLowerCase() ? word.toLowerCase() : word;
  if (written === written.toUpperCase()) return word.toUpperCase();
  if (written[0] === written[0]!.toUpperCase()) return word[0]!.toUpperCase() + word.slice(1);
  return word;
}
