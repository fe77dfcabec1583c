// The game state machine of the play panel: moves, undo/redo, the computer's replies, the end
// of the game and the record. No editor dependency: tested with mocha in Node.

import { explanationLines } from '../core/explain';
import { pictureOf } from '../core/pictures/picture';
import { THEME_PALETTE } from '../core/pictures/svg';
import {
  cheapestMove,
  checkMove,
  definitionOf,
  gameName,
  positionKey,
  positionParts,
  sumComponents,
  hasCanonicalForm,
  rulesText,
  passedPart,
} from '../core/game';
import { type Part } from '../core/games/definition';
import { type Move, moveText } from '../core/moves';
import { type Game, type Rules } from '../core/rules';
import { type GameSolver, solverFor } from '../core/solve';
import { decodeParts, replacePart } from '../core/sumPosition';
import { type Verdict } from '../core/verdict';
import { DEFAULT_PREFERENCE, type Preference } from '../core/preference';
import { DEFAULT_BUDGET } from '../core/budget';
import { mayImprove } from '../core/worksheet/caches';
import { defaultStyle, formatPosition, PLAIN_STYLE } from '../core/worksheet/format';
import { styleFor } from '../core/worksheet/positionShape';
import { type PositionStyle } from '../core/reading/syntax';
import { t } from '../core/l10n';
import { intentTarget, type MoveIntent } from '../core/games/intents';
import type {
  ComponentView,
  MoveView,
  Player,
  PlayOptions,
  PlaySnapshot,
  PlayStateView,
  ReviewItem,
} from '../shared/playProtocol';

import { componentView, listedMoves, sumName } from './componentView';
import { fitsTheRules, randomMove } from './positions';
import { computerMoveNotice, endText, playerName, rulesSentence } from './playTexts';

export { computerMoveNotice, playerName };
export type { MoveIntent };

export const DEFAULT_OPTIONS: PlayOptions = { mode: 'computer', randomShare: 0, youStart: true };

interface PlayedMove {
  readonly move: Move;
  readonly from: readonly bigint[];
  readonly by: Player;
  /** Null for a move restored after a reload beyond the time allowed for judging them. */
  readonly mistake: boolean | null;
}

/** Time a restore may spend judging the replayed moves' mistakes on the host's thread, in ms. */
const RESTORE_JUDGING_MS = 300;
/** Replayed moves times heaps at most: each step's legality is checked heap by heap. */
const MAX_RESTORED_WORK = 2_000_000;

export type Attempt = { readonly ok: true; readonly move: Move } | { readonly ok: false; readonly reason: string };

/**
 * Where a move of the panel is made: the whole game, or one part of a sum (its game, its heaps, where
 * they start in the sum's vector, and what a reason about it says first).
 */
interface Place {
  readonly game: Game;
  readonly heaps: readonly bigint[];
  /** Index in the vector of the part's first heap (0 for a game that is not a sum). */
  readonly offset: number;
  /** `in part 2 (Kayles): ` in a sum, else empty. */
  readonly where: string;
  /** The whole position with this place's heaps replaced. */
  whole(heaps: readonly bigint[]): bigint[];
}

/** The editor's answer for a position, where it has one (the play panel asks it first). */
export type KnownVerdict = (rules: Rules, preference: Preference, heaps: readonly bigint[]) => Verdict | undefined;

const refused = (reason: string): Attempt => ({ ok: false, reason });
export class PlayGame {
  private history: PlayedMove[] = [];
  private played = 0;
  private readonly solver: GameSolver;
  /** From a practice sheet: mistakes are shown in the review at the end, not as they happen. */
  practice = false;
  /**
   * The editor's answers, asked first: a position the worksheet has (and the editor's background
   * search proved with the larger budget) is answered in the panel as in the hover.
   */
  known: KnownVerdict | undefined;

  /** How the record and the review write positions: the source line's style; for a sum, its parts. */
  readonly recordStyle: PositionStyle;
  /** How the panel writes positions in moves, hints and notices: plain heaps; for a sum, its parts. */
  readonly panelStyle: PositionStyle;

  constructor(
    readonly rules: Rules,
    readonly start: readonly bigint[],
    public options: PlayOptions = DEFAULT_OPTIONS,
    readonly style: PositionStyle = PLAIN_STYLE,
    readonly budget?: number,
  ) {
    this.solver = solverFor(rules, budget);
    // A sum's parts each as its game writes them (a Fibonacci part with its limit).
    const sumStyle = style.parts ? styleFor(rules.game, style) : defaultStyle(rules.game, start);
    // Heaps are written plainly in the panel (with what their form adds: a limit); rows and grids
    // of coins as their game writes them, in the record too (a style restored without its form, or
    // a word too short, falls back).
    const coins = hasCanonicalForm(rules.game);
    const fits = definitionOf(rules.game).positionForm.fits(style, start);
    let own = styleFor(rules.game, PLAIN_STYLE);
    if (coins) own = fits ? styleFor(rules.game, style) : defaultStyle(rules.game, start);
    let record = coins ? own : styleFor(rules.game, style);
    if (this.isSum) record = sumStyle;
    this.recordStyle = record;
    this.panelStyle = this.isSum ? sumStyle : own;
  }

  /** The answer for a position: the editor's where it has one, else the panel's solver's. */
  private verdict(heaps: readonly bigint[], preference: Preference = DEFAULT_PREFERENCE): Verdict {
    const known = this.known?.(this.rules, preference, heaps);
    // Only an answer at least as proved as the panel's own (not the editor's quick one, say).
    if (known && !mayImprove(known, this.budget ?? DEFAULT_BUDGET)) return known;
    return this.solver.solve(heaps, preference);
  }

  /** A sum of games (`nim + kayles`): a move is made in one of its parts. */
  get isSum(): boolean {
    return sumComponents(this.rules.game) !== null;
  }

  get heaps(): readonly bigint[] {
    return this.played === 0 ? this.start : this.history[this.played - 1]!.move.result;
  }

  get moveCount(): number {
    return this.played;
  }

  /** Who moves now: players alternate from whoever starts. */
  get toMove(): Player {
    const firstMoverTurn = this.played % 2 === 0;
    if (this.options.mode === 'two-players') return firstMoverTurn ? 'player 1' : 'player 2';
    return firstMoverTurn === this.options.youStart ? 'you' : 'computer';
  }

  /** The place in the record where the players agreed a draw (a drawn position come back), or null. */
  private drawnAt: number | null = null;

  /** True when the player to move has no legal move, or the players agreed a draw here. */
  get isOver(): boolean {
    return this.drawnAt === this.played || cheapestMove(this.rules, this.heaps) === null;
  }

  /** Whether the game ended in a draw the players agreed. */
  get isDrawn(): boolean {
    return this.drawnAt === this.played;
  }

  /**
   * A draw may be agreed where the position has come back with the same player to move and
   * neither player can force a win from it (games with cycles).
   */
  get drawOffered(): boolean {
    if (this.isOver) return false;
    const here = positionKey(this.rules, this.heaps);
    let back = false;
    for (let k = this.played - 2; k >= 0 && !back; k -= 2)
      back = positionKey(this.rules, k === 0 ? this.start : this.history[k - 1]!.move.result) === here;
    return back && this.verdict(this.heaps).outcome === 'draw';
  }

  /** Ends the game in a draw, where one is offered. */
  agreeDraw(): boolean {
    if (!this.drawOffered) return false;
    this.drawnAt = this.played;
    return true;
  }

  /** The winner once the game is over: normal play, whoever took the last token; misère, the other one; none for a draw. */
  get winner(): Player | null {
    if (!this.isOver || this.isDrawn) return null;
    const stuck = this.toMove;
    const lastMover = this.played === 0 ? null : this.history[this.played - 1]!.by;
    if (this.rules.misere) return stuck;
    return lastMover ?? other(stuck, this.options);
  }

  /**
   * Plays a move by the player to move from the panel's intent (already read as well-formed), in
   * the game or in part `part` of a sum (0-based): the game turns it into the position it asks for,
   * refused in its own words where it cannot be made, then the move must be legal.
   */
  attempt(intent: MoveIntent, part?: number): Attempt {
    if (this.isOver) return refused(t('the game is over'));
    const at = this.place(part);
    if (typeof at === 'string') return refused(at);
    const target = intentTarget(
      {
        definition: definitionOf(at.game),
        game: at.game,
        heaps: at.heaps,
        listed: () => listedMoves(at.game, at.heaps),
      },
      intent,
    );
    if (typeof target === 'string') return refused(at.where + target);
    const legality = checkMove(this.rules, this.heaps, at.whole(target.to));
    if (!legality.legal) return refused(legality.reason);
    let move = legality.move;
    // Pins knocked down in a row: the check finds the first heap of the result's sizes; the move is
    // the one in the row chosen.
    const heap = target.heap;
    if (heap !== undefined)
      move = move.part
        ? { ...move, heaps: [at.offset + heap], part: { ...move.part, move: { ...move.part.move, heaps: [heap] } } }
        : { ...move, heaps: [heap] };
    this.push(move);
    return { ok: true, move };
  }

  /** The game a move is made in: the whole game, or part `part` of a sum; a reason when there is none. */
  private place(part: number | undefined): Place | string {
    const heaps = this.heaps;
    const components = sumComponents(this.rules.game);
    if (!components) {
      if (part !== undefined && part !== 0)
        return t('there is no part {n}: {rules} is one game', { n: part + 1, rules: rulesText(this.rules) });
      return { game: this.rules.game, heaps, offset: 0, where: '', whole: (h) => h.slice() };
    }
    if (part === undefined) return t('in a sum of games a move is made in one part: say which');
    const decoded = decodeParts(heaps);
    const game = components[part];
    if (!decoded || decoded.parts.length !== components.length || !game)
      return t('there is no part {n}: this sum has {count} parts', { n: part + 1, count: components.length });
    return {
      game,
      heaps: decoded.parts[part]!,
      offset: decoded.offsets[part]!,
      where: t('in part {n} ({game}): ', { n: part + 1, game: gameName(game) }),
      whole: (h) => replacePart(decoded.parts, part, h, (i, p) => passedPart(this.rules.game, i, p)),
    };
  }

  private push(move: Move, judge = true): void {
    const from = this.heaps;
    let mistake: boolean | null = null;
    if (judge) mistake = this.gaveTheWinAway(from, move.result);
    // Playing after an undo drops the moves that could have been redone.
    if (this.played < this.history.length) this.history = this.history.slice(0, this.played);
    this.drawnAt = null;
    this.history.push({ move, from, by: this.toMove, mistake });
    this.played++;
  }

  /** A step from a win into a win or a draw gives the win away; from a draw into a win, the draw. */
  private gaveTheWinAway(from: readonly bigint[], to: readonly bigint[]): boolean {
    const before = this.verdict(from).outcome;
    const after = this.verdict(to).outcome;
    return (before === 'win' && (after === 'win' || after === 'draw')) || (before === 'draw' && after === 'win');
  }

  /**
   * The computer's move: with the set share of random moves, a random legal move; otherwise
   * perfect play, the fastest win from a win and the slowest loss from a loss where those are
   * computable (else the recommended move).
   */
  computerMove(random: () => number = Math.random): Move | null {
    const heaps = this.heaps;
    if (this.isOver) return null;
    let move: Move | null = null;
    if (this.options.randomShare > 0 && random() * 100 < this.options.randomShare)
      move = randomMove(this.rules, heaps, random);
    if (!move) {
      const v = this.verdict(heaps, { kind: 'fastest' });
      move = v.recommended ?? cheapestMove(this.rules, heaps);
    }
    if (move) this.push(move);
    return move;
  }

  /** Verdict for the player to move, in words. */
  verdictText(): string {
    const v = this.verdict(this.heaps);
    const who = playerName(this.toMove);
    if (v.outcome === 'unknown') return t('{who}: unknown (beyond the search budget)', { who });
    if (v.outcome === 'draw')
      return t('Neither player can force a win: a draw with best play ({method})', { method: v.method });
    return v.outcome === 'win'
      ? t('{who} can force a win ({method})', { who, method: v.method })
      : t('{who} will lose against perfect play ({method})', { who, method: v.method });
  }

  hintText(): string {
    const v = this.verdict(this.heaps, { kind: 'fastest' });
    if (v.outcome === 'unknown') return t('No hint: the position is beyond the search budget.');
    if (!v.recommended)
      return v.outcome === 'win'
        ? t('A win, but no winning move is known within the budget ({method}).', { method: v.method })
        : t('No move is left.');
    const to = formatPosition(v.recommended.result, this.panelStyle);
    if (v.outcome === 'draw')
      return t('Hint: {move} → {position} keeps the draw (no move wins)', {
        move: moveText(v.recommended),
        position: to,
      });
    return v.outcome === 'win'
      ? t('Hint: {move} → {position} (a winning move)', { move: moveText(v.recommended), position: to })
      : t('Every move loses against perfect play; the slowest: {move} → {position}', {
          move: moveText(v.recommended),
          position: to,
        });
  }

  /** Undo: back to the last position where it was the person's turn (one move with two players). */
  undo(): boolean {
    if (!this.canUndo) return false;
    this.played--;
    if (this.options.mode === 'computer') while (this.played > 0 && this.toMove === 'computer') this.played--;
    return true;
  }

  redo(): boolean {
    if (this.played >= this.history.length) return false;
    this.played++;
    if (this.options.mode === 'computer')
      while (this.played < this.history.length && this.toMove === 'computer') this.played++;
    return true;
  }

  get canUndo(): boolean {
    if (this.options.mode === 'two-players') return this.played > 0;
    // Undoing only the computer's opening move would hand it the same move again.
    return this.history.slice(0, this.played).some((m) => m.by === 'you');
  }

  get canRedo(): boolean {
    return this.played < this.history.length;
  }

  /** Back to the position before move `index`, to play it again (the moves after it can be redone). */
  replayFrom(index: number): boolean {
    if (index < 0 || index >= this.played) return false;
    this.played = index;
    return true;
  }

  /** The review after a game: each mistake by a person, a winning move instead, and why. */
  review(): ReviewItem[] {
    const out: ReviewItem[] = [];
    this.history.slice(0, this.played).forEach((m, index) => {
      if (m.by === 'computer') return;
      // A move restored after a reload without time to judge it is judged now, once.
      const mistake =
        m.mistake ?? (this.history[index] = { ...m, mistake: this.gaveTheWinAway(m.from, m.move.result) }).mistake;
      if (!mistake) return;
      const v = this.verdict(m.from);
      const better = v.recommended;
      out.push({
        index,
        by: m.by,
        position: formatPosition(m.from, this.recordStyle),
        played: `${moveText(m.move)} → ${formatPosition(m.move.result, this.recordStyle)}`,
        better: better
          ? `${moveText(better)} → ${formatPosition(better.result, this.recordStyle)}`
          : t('no move is known'),
        why: explanationLines(v.explanation).join(' '),
      });
    });
    return out;
  }

  restart(options: PlayOptions = this.options): void {
    this.options = options;
    this.history = [];
    this.played = 0;
    this.drawnAt = null;
  }

  /** The game as a worksheet record, `a -> b -> …`, in the style of the source line. */
  record(): string {
    const positions = [this.start, ...this.history.slice(0, this.played).map((m) => m.move.result)];
    return positions.map((p) => formatPosition(p, this.recordStyle)).join(' -> ');
  }

  snapshot(): PlaySnapshot {
    return {
      practice: this.practice,
      start: this.start.map(String),
      moves: this.history.map((m) => m.move.result.map(String)),
      played: this.played,
      options: this.options,
      ...(this.drawnAt === null ? {} : { drawnAt: this.drawnAt }),
    };
  }

  /**
   * Replays a snapshot with the panel's budget (the same verdicts as before the reload); refuses one
   * whose start is no position of the rules (a sum's parts included), whose moves are not legal from
   * its start, or too long to replay. Mistakes are judged while the time allowed lasts; later moves
   * are left unjudged rather than holding the host's thread.
   */
  static restore(
    rules: Rules,
    snapshot: PlaySnapshot,
    style: PositionStyle = PLAIN_STYLE,
    budget?: number,
    judgingMs = RESTORE_JUDGING_MS,
  ): PlayGame | null {
    let heapCount = snapshot.start.length;
    for (const m of snapshot.moves) heapCount = Math.max(heapCount, m.length);
    if (snapshot.moves.length * heapCount > MAX_RESTORED_WORK) return null;
    const start = snapshot.start.map((s) => BigInt(s));
    if (!fitsTheRules(rules, start)) return null;
    const game = new PlayGame(rules, start, snapshot.options, style, budget);
    game.practice = snapshot.practice === true;
    const until = performance.now() + judgingMs;
    for (const m of snapshot.moves) {
      const to = m.map((s) => BigInt(s));
      const legality = checkMove(rules, game.heaps, to);
      if (!legality.legal) return null;
      game.push(legality.move, performance.now() < until);
    }
    game.played = Math.max(0, Math.min(snapshot.played, game.history.length));
    // A draw agreed before the reload stands only where one is offered at that place of the record.
    const drawnAt = snapshot.drawnAt;
    if (drawnAt !== undefined && Number.isInteger(drawnAt) && drawnAt >= 0 && drawnAt <= game.history.length) {
      const played = game.played;
      game.played = drawnAt;
      if (game.drawOffered) game.drawnAt = drawnAt;
      game.played = played;
    }
    return game;
  }

  /** The position drawn for the panel: winning moves marked only with a hint; the board playable on a person's turn. */
  picture(showMoves: boolean, verdict: Verdict = this.verdict(this.heaps)): { svg: string; alt: string } | null {
    // The picture is played where the game says so (Wythoff's board, Hackenbush's edges).
    const playable = definitionOf(this.rules.game).panel(this.rules.game).playablePicture === true;
    const interactive = playable && !this.isOver && this.toMove !== 'computer';
    const drawn = pictureOf(this.rules, this.heaps, verdict, {
      palette: THEME_PALETTE,
      showMoves,
      interactive,
      cell: 22,
    });
    return drawn ? { svg: drawn.svg, alt: drawn.alt } : null;
  }

  view(extra: {
    verdict: string | null;
    hint: string | null;
    notice: string | null;
    source: string | null;
    busy: boolean;
  }): PlayStateView {
    const game = this.rules.game;
    const definition = definitionOf(game);
    const name = this.isSum ? sumName(game) : definition.words(game).name;
    const winner = this.winner;
    const verdict = this.verdict(this.heaps);
    // Before the history: the review judges the moves a restore left unjudged.
    const review = winner ? this.review() : null;
    const lastMove = this.played === 0 ? null : this.history[this.played - 1]!;
    return {
      rulesText: rulesText(this.rules),
      title: name && name !== rulesText(this.rules) ? `${name} (${rulesText(this.rules)})` : rulesText(this.rules),
      rulesSentence: rulesSentence(this.rules),
      misere: this.rules.misere,
      heaps: this.heaps.map(String),
      position: formatPosition(this.heaps, this.panelStyle),
      sum: this.isSum,
      components: this.components(verdict, extra.hint !== null),
      mode: this.options.mode,
      randomShare: this.options.randomShare,
      youStart: this.options.youStart,
      toMove: this.toMove,
      history: this.history.map((m): MoveView => ({
        from: m.from.map(String),
        to: m.move.result.map(String),
        toText: formatPosition(m.move.result, this.panelStyle),
        by: m.by,
        text: moveText(m.move),
        mistake: m.mistake === true && (!this.practice || winner !== null),
      })),
      played: this.played,
      canUndo: this.canUndo,
      canRedo: this.canRedo,
      picture: this.picture(extra.hint !== null, verdict),
      review,
      over: this.ending(winner, lastMove),
      drawOffer: this.drawOffered,
      ...extra,
    };
  }

  /** How the game ended, in words: who won, or the draw agreed; null while it goes on. */
  private ending(winner: Player | null, lastMove: PlayedMove | null): PlayStateView['over'] {
    if (winner)
      return { winner, text: endText(this.rules, winner, lastMove && lastMove.by, lastMove && lastMove.move) };
    if (this.isDrawn)
      return { winner: null, text: t('The position came back and neither player can force a win: a draw, agreed.') };
    return null;
  }

  /**
   * The games drawn: the one game, or each part of a sum with its Grundy value where the verdict
   * knows it; their pieces marked with the hint's move while a hint is shown, and the last move.
   */
  private components(verdict: Verdict, hintShown: boolean): ComponentView[] {
    // The hint's own verdict, as the hint's words say it.
    const hinted =
      hintShown && !this.isOver ? (this.verdict(this.heaps, { kind: 'fastest' }).recommended ?? null) : null;
    const lastFrom = this.played === 0 ? null : this.history[this.played - 1]!.from;
    const parts = positionParts(this.rules.game, this.heaps);
    if (!parts) {
      const game = this.rules.game;
      const marks = { hintTo: hinted?.result ?? null, lastFrom };
      return [componentView(game, rulesSentence(this.rules), this.heaps, verdict.grundy, null, this.panelStyle, marks)];
    }
    const styles = this.panelStyle.parts?.styles;
    const after = hinted ? positionParts(this.rules.game, hinted.result) : null;
    const before = lastFrom ? positionParts(this.rules.game, lastFrom) : null;
    // A move is made in the one part it changes: the others have nothing to mark.
    const changed = (other: readonly Part[] | null, i: number, heaps: readonly bigint[]) => {
      const h = other?.[i]?.heaps;
      return h !== undefined && h.join(' ') !== heaps.join(' ') ? h : null;
    };
    return parts.map((p, i) =>
      componentView(
        p.game,
        definitionOf(p.game).words(p.game).move,
        p.heaps,
        verdict.components?.[i]?.grundy ?? null,
        i,
        styles?.[i] ?? PLAIN_STYLE,
        { hintTo: changed(after, i, p.heaps), lastFrom: changed(before, i, p.heaps) },
      ),
    );
  }
}

function other(p: Player, options: PlayOptions): Player {
  if (options.mode === 'two-players') return p === 'player 1' ? 'player 2' : 'player 1';
  return p === 'you' ? 'computer' : 'you';
}
