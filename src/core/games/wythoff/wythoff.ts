// Wythoff's game and its variants on two heaps.

import { isqrt, randomBelow } from '../../bigint';
import { decimalDigits, keptHeapsSpace, searchWorkFloor } from '../../budget';
import { type Explanation } from '../../explanation';
import { t } from '../../l10n';
import { compareMoves, heapsTakenFrom, type Move, moveCost, single } from '../../moves';
import { type Decided, type GameFamily } from '../../verdict';
import { type GrundyValues, type MovesToValue } from '../definition';
import { randomHeaps } from '../practiceLevels';
import { DIAGONAL_WORDS, lateDiagonal, readOptionalDiagonal } from './diagonalReader';
import { PAIR_FORM } from '../forms/heaps';
import {
  misereWythoffPartner,
  PartnerTable,
  partnerMoves,
  smallDiagonalPartner,
  wythoffPartner,
  type WythoffGame,
} from './partners';
import { PARTNER_TABLE_EXPLANATION, WYTHOFF_PAIR_EXPLANATION, WYTHOFF_SMALL_DIAGONAL_EXPLANATION } from './explanation';
import { wythoffBoard } from './picture';
import { defineGame } from '../defineGame';
import { wythoffControls } from './controls';
import { argsOf, refusedTake, unreadAmount, wholeArg } from '../intents';
import { FR_WYTHOFF } from './fr';

/**
 * The work of deciding a Wythoff position by its exact pairs, in budget units: a few square roots
 * of numbers twice as long as the heaps, quadratic in their length (10,000 digits ≈ 200,000 units,
 * about 0.1 s here). Small heaps cost nothing worth counting.
 */
function wythoffCost(heaps: readonly bigint[]): number {
  const digits = decimalDigits(heaps);
  return digits < 2000 ? 0 : Math.ceil((digits * digits) / 500);
}

declare module '../../rules' {
  interface GameKinds {
    wythoff: WythoffGame;
  }
}

/**
 * The winning moves of Wythoff's game from (x, y), normal or misère, given the partners px of x and
 * py of y and a_d for the gap d. One-heap moves reach the partner; a two-heap move keeps the gap, and
 * each gap has one cold pair: (a_d, b_d), except (0, 0) for gap 0 in normal play and, in misère
 * play, (2, 2) for gap 0 and (0, 1) for gap 1.
 */
function wythoffMoves(x: bigint, y: bigint, px: bigint, py: bigint, aOfGap: bigint, misere: boolean): Move[] {
  const moves: Move[] = [];
  if (px < y) moves.push({ heaps: [1], amount: y - px, result: [x, px] });
  if (py < x) moves.push({ heaps: [0], amount: x - py, result: [py, y] });
  const lo = x < y ? x : y;
  const gap = x < y ? y - x : x - y;
  // The smaller heap of the cold pair of this gap: misère play has (2, 2) and (0, 1) for gaps 0 and 1.
  let coldLo = aOfGap;
  if (misere && gap === 0n) coldLo = 2n;
  else if (misere && gap === 1n) coldLo = 0n;
  const t = lo - coldLo;
  if (t >= 1n) moves.push({ heaps: [0, 1], amount: t, result: [x - t, y - t] });
  return moves.sort(compareMoves);
}

/**
 * Wythoff's game and `wythoff diagonal k`, normal and misère: exact cold pairs where a closed
 * form is proved, else partners computed row by row within the budget.
 */
export class WythoffFamily implements GameFamily {
  private partners: PartnerTable | null = null;

  constructor(
    private readonly diagonal: bigint | null,
    private readonly misere: boolean,
    private readonly budget: number,
  ) {}

  decide(heaps: readonly bigint[]): Decided | null {
    const x = heaps[0]!;
    const y = heaps[1]!;
    const { diagonal, misere } = this;
    // Integer square roots of numbers this long cost time quadratic in their length: within the budget only.
    if (wythoffCost(heaps) > this.budget) return null;
    // With the smaller heap at most the bound, no reachable position can feel the bound:
    // the game from here is Wythoff's, with the same outcome and the same winning moves.
    const lo = x < y ? x : y;
    if (diagonal === null || lo <= diagonal) {
      const partner = misere ? misereWythoffPartner : wythoffPartner;
      const hi = x < y ? y : x;
      const partnerOfSmaller = partner(lo);
      const gap = hi - lo;
      const fiveGapSquared = 5n * gap * gap;
      const root = isqrt(fiveGapSquared);
      const a = (gap + root) / 2n; // a_d, from the root shown in the explanation
      const explanation: Explanation = {
        kind: 'wythoff',
        x,
        y,
        gap,
        fiveGapSquared,
        root,
        pair: [a, a + gap],
        misere,
        partnerOfSmaller,
        diagonalBound: diagonal,
      };
      if (partnerOfSmaller === hi) return { outcome: 'loss', winningMoves: [], winningMoveCount: 0n, explanation };
      const partnerOfLarger = partner(hi);
      const winningMoves = wythoffMoves(
        x,
        y,
        x === lo ? partnerOfSmaller : partnerOfLarger,
        x === lo ? partnerOfLarger : partnerOfSmaller,
        a,
        misere,
      );
      return { outcome: 'win', winningMoves, winningMoveCount: BigInt(winningMoves.length), explanation };
    }
    if (diagonal <= 2n) {
      const partner = (v: bigint) => smallDiagonalPartner(v, misere);
      const moves = partnerMoves(heaps, partner, diagonal)!;
      return {
        outcome: partner(x) === y ? 'loss' : 'win',
        winningMoves: moves,
        winningMoveCount: BigInt(moves.length),
        explanation: { kind: 'wythoff-small-diagonal', k: diagonal, x, y, partnerOfX: partner(x), misere },
      };
    }
    const table = (this.partners ??= new PartnerTable(diagonal, misere));
    const partner = (v: bigint) => table.partner(v, this.budget);
    const moves = partnerMoves(heaps, partner, diagonal);
    const px = partner(x);
    if (!moves || px === null) return null;
    return {
      outcome: px === y ? 'loss' : 'win',
      winningMoves: moves,
      winningMoveCount: BigInt(moves.length),
      explanation: { kind: 'partner-table', k: diagonal, x, y, partnerOfX: px, rows: table.rows, misere },
    };
  }

  undecidedReason(heaps: readonly bigint[]): string | null {
    return wythoffCost(heaps) > this.budget
      ? t('unknown: the exact square roots for heaps of {digits} digits exceed the budget of {budget}', {
          digits: decimalDigits(heaps),
          budget: this.budget,
        })
      : null;
  }
}

/**
 * Normal-play Grundy values of Wythoff's game and its diagonal variants, for sums: 0 exactly on the
 * cold pairs, which the family decides at any size; any other value by mex over every move, from a
 * table of the rectangle below the pair, within the budget (no closed form of the other values is
 * known, and none is assumed).
 */
export class WythoffGrundy implements GrundyValues {
  private readonly cold: WythoffFamily;
  /** G(x, y) for x < rows, y < cols, row by row. */
  private table: { readonly rows: number; readonly cols: number; readonly values: Int32Array } | null = null;

  constructor(
    private readonly diagonal: bigint | null,
    private readonly budget: number,
  ) {
    this.cold = new WythoffFamily(diagonal, false, budget);
  }

  value(heaps: readonly bigint[]): bigint | null {
    const decided = this.cold.decide(heaps);
    if (!decided) return null;
    if (decided.outcome === 'loss') return 0n;
    const g = this.valueAt(heaps[0]!, heaps[1]!);
    return g === null ? null : BigInt(g);
  }

  movesTo(heaps: readonly bigint[], target: bigint, limit: number): MovesToValue | null {
    let all: Move[];
    if (target === 0n) {
      // The winning moves of normal play are exactly the moves to value 0, known at any size.
      const decided = this.cold.decide(heaps);
      if (!decided) return null;
      all = [...decided.winningMoves];
    } else {
      if (this.valueAt(heaps[0]!, heaps[1]!) === null) return null;
      all = [];
      for (const m of WYTHOFF.legalMoves({ kind: 'wythoff', diagonal: this.diagonal }, heaps)) {
        if (BigInt(this.valueAt(m.result[0]!, m.result[1]!)!) === target) all.push(m);
      }
    }
    all.sort(compareMoves);
    let cheapest: Move | null = null;
    for (const m of all) if (!cheapest || moveCost(m, 0n) < moveCost(cheapest, 0n)) cheapest = m;
    return { moves: all.slice(0, limit), count: BigInt(all.length), cheapest };
  }

  why(heaps: readonly bigint[]): string {
    const g = this.value(heaps);
    if (g === null) return this.undecidedReason(heaps);
    if (g === 0n) return t('a cold pair');
    const table = this.table!;
    return t("mex of its moves' values, from a table of {rows} × {cols} pairs", { rows: table.rows, cols: table.cols });
  }

  undecidedReason(heaps: readonly bigint[]): string {
    const [x = 0n, y = 0n] = heaps;
    return t(
      'the Grundy value of ({x}, {y}) needs a mex table of about {work} moves, beyond the budget of {budget} (only the cold pairs, value 0, are known at this size)',
      { x, y, work: tableWork(x, y), budget: this.budget },
    );
  }

  /** G(x, y) by mex, the table grown to reach it; null when that would exceed the budget. */
  private valueAt(x: bigint, y: bigint): number | null {
    const lo = x < y ? x : y;
    const hi = x < y ? y : x;
    const t = this.table;
    if (t && lo < BigInt(t.rows) && hi < BigInt(t.cols)) return t.values[Number(lo) * t.cols + Number(hi)]!;
    // Grown to hold what it held and the pair (a rectangle holds every move from its cells), twice
    // as large where the budget allows: a worksheet of growing pairs then rebuilds it a few times only.
    const lastRow = t && BigInt(t.rows - 1) > lo ? BigInt(t.rows - 1) : lo;
    const lastCol = t && BigInt(t.cols - 1) > hi ? BigInt(t.cols - 1) : hi;
    const allowed = BigInt(this.budget) * MEX_MOVES_PER_WORK;
    if (tableWork(lastRow, lastCol) > allowed) return null;
    let rows = lastRow;
    let cols = lastCol;
    if (t && tableWork(2n * lastRow + 1n, 2n * lastCol + 1n) <= allowed) {
      rows = 2n * lastRow + 1n;
      cols = 2n * lastCol + 1n;
    }
    this.table = mexTable(Number(rows) + 1, Number(cols) + 1, this.diagonal);
    return this.table.values[Number(lo) * this.table.cols + Number(hi)]!;
  }
}

/**
 * Moves of the mex table per unit of the budget: a move is a read and a mark in typed arrays (about
 * 250 million a second here), so a budget buys this table in about the time it buys a search.
 */
const MEX_MOVES_PER_WORK = 128n;

/** Moves examined by the mex table up to (x, y): each cell looks at every move from it. */
function tableWork(x: bigint, y: bigint): bigint {
  return (x + 1n) * (y + 1n) * (x + y + 1n);
}

/** G(x, y) for x < rows, y < cols: the mex of the values of every move (one heap, or both within the bound). */
function mexTable(
  rows: number,
  cols: number,
  diagonal: bigint | null,
): { rows: number; cols: number; values: Int32Array } {
  const values = new Int32Array(rows * cols);
  const seen = new Int32Array(rows + cols + 2);
  const bound = diagonal === null ? Infinity : Number(diagonal);
  let stamp = 0;
  for (let x = 0; x < rows; x++) {
    for (let y = 0; y < cols; y++) {
      stamp++;
      for (let a = 0; a < x; a++) seen[values[a * cols + y]!] = stamp;
      for (let b = 0; b < y; b++) seen[values[x * cols + b]!] = stamp;
      for (let d = 1; d <= x && d <= y && d <= bound; d++) seen[values[(x - d) * cols + (y - d)]!] = stamp;
      let g = 0;
      while (seen[g] === stamp) g++;
      values[x * cols + y] = g;
    }
  }
  return { rows, cols, values };
}

/** Wythoff's game: take any number from one heap, or the same number (within the bound) from both. */
export const WYTHOFF = defineGame<WythoffGame>({
  french: { wythoff: FR_WYTHOFF },
  text: (game) => (game.diagonal === null ? 'wythoff' : `wythoff diagonal ${game.diagonal}`),
  rulesWords: [
    {
      word: 'wythoff',
      // A getter: the sentence is written in the language of the moment it is read.
      get takes() {
        return t("takes only 'diagonal N'");
      },
      // `diagonal N` among the options, written again or late, is this game's to say.
      parameterWords: DIAGONAL_WORDS,
      lateParameter: (r, word, game, gameWord) =>
        lateDiagonal(r, word, game?.kind === 'wythoff' ? game.diagonal : undefined, gameWord),
      freeParameters: (game) => (game.kind === 'wythoff' && game.diagonal === null ? [DIAGONAL_WORDS[0]!] : []),
      read: (r) => {
        const diagonal = readOptionalDiagonal(r);
        return diagonal === undefined ? null : { kind: 'wythoff', diagonal };
      },
    },
  ],
  explanations: [WYTHOFF_PAIR_EXPLANATION, WYTHOFF_SMALL_DIAGONAL_EXPLANATION, PARTNER_TABLE_EXPLANATION],
  picture: (game, misere, heaps, verdict, options) =>
    heaps.length === 2 ? wythoffBoard(game, misere, heaps[0]!, heaps[1]!, verdict, options) : null,
  practiceChoices: ['wythoff', 'wythoff diagonal 1'],
  heapCount: () => 2,
  positionForm: PAIR_FORM,
  // Empty heaps keep their place (the queen's square), but the two heaps may be swapped.
  positionKey(_game, heaps) {
    const [a = 0n, b = 0n] = heaps;
    return a <= b ? `${a},${b}` : `${b},${a}`;
  },
  *legalMoves(game, heaps) {
    for (let i = 0; i < heaps.length; i++) for (let s = 1n; s <= heaps[i]!; s++) yield single(heaps, i, s);
    if (heaps.length !== 2) return;
    const x = heaps[0]!;
    const y = heaps[1]!;
    let top = x < y ? x : y;
    if (game.diagonal !== null && game.diagonal < top) top = game.diagonal;
    for (let t = 1n; t <= top; t++) yield { heaps: [0, 1], amount: t, result: [x - t, y - t] };
  },
  checkMove(game, from, to) {
    const step = heapsTakenFrom(from, to);
    if (!step.ok) return step.legality;
    if (step.changed.length === 1) {
      const i = step.changed[0]!;
      return { legal: true, move: { heaps: [i], amount: from[i]! - to[i]!, result: to } };
    }
    const [i, j] = step.changed as [number, number];
    const da = from[i]! - to[i]!;
    const db = from[j]! - to[j]!;
    if (da !== db) {
      return {
        legal: false,
        reason: t('takes {a} from heap {i} but {b} from heap {j}: a two-heap move takes the same number from both', {
          a: da,
          i: i + 1,
          b: db,
          j: j + 1,
        }),
      };
    }
    if (game.diagonal !== null && da > game.diagonal) {
      return {
        legal: false,
        reason: t('takes {amount} from both heaps, over the diagonal bound {bound}', {
          amount: da,
          bound: game.diagonal,
        }),
      };
    }
    return { legal: true, move: { heaps: [i, j], amount: da, result: to } };
  },
  cheapestMove(_game, heaps) {
    const i = heaps.findIndex((h) => h > 0n);
    return i < 0 ? null : single(heaps, i, 1n);
  },
  family: (game, misere, budget) => new WythoffFamily(game.diagonal, misere, budget),
  grundy: (game, budget) => new WythoffGrundy(game.diagonal, budget),
  // Two heaps, not one: no table of one heap's values.
  searchSpace: (_game, heaps) =>
    keptHeapsSpace(heaps, (sizes, total) => total + Math.min(sizes[0] ?? 0, sizes[1] ?? 0)),
  // Taking one token at a time.
  playLength: (_game, heaps) => heaps.reduce((a, b) => a + b, 0n),
  searchWorkLowerBound(_game, heaps) {
    const total = heaps.reduce((a, b) => a + b, 0n);
    return searchWorkFloor(heaps, { rootMoves: total, least: 1n, splits: false });
  },
  randomMoveIn: (_game, heaps, i, random) =>
    heaps[i]! > 0n ? single(heaps, i, 1n + randomBelow(heaps[i]!, random)) : null,
  words: (game) => ({
    name: null,
    move:
      game.diagonal === null
        ? t('Take any number of tokens from one heap, or the same number from both.')
        : t('Take any number of tokens from one heap, or the same number (at most {bound}) from both.', {
            bound: game.diagonal,
          }),
    token: 'token',
  }),
  panel: () => ({
    controls: (heaps, _style, part, marks) => wythoffControls(heaps, part, marks.lastFrom),
    playablePicture: true,
  }),
  // The panel's take from both heaps at once (the queen's diagonal): the same amount from each; a
  // take from one heap is read as any heap's. The bound of the diagonal is the move's check.
  intent: (_game, heaps, intent) => {
    const args = argsOf(intent, 'both');
    if (args === undefined) return undefined;
    const amount = wholeArg(args[0]);
    if (amount === null || args.length !== 1) return unreadAmount();
    for (let i = 0; i < heaps.length; i++) {
      const refused = refusedTake(heaps, i, amount);
      if (refused !== null) return refused;
    }
    return { to: heaps.map((h) => h - amount) };
  },
  randomPosition: randomHeaps([
    { heaps: [2, 2], max: 12 },
    { heaps: [2, 2], max: 40 },
    { heaps: [2, 2], max: 150 },
  ]),
});
