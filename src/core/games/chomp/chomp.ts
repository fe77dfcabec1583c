// Chomp (Gale 1974, Schuh 1952): a board of rows, the cell in row 1, column 1 poisoned; a move bites
// a cell and every cell above and to the right of it; the player left with the poisoned cell alone
// has no move and loses. Closed forms for one row, two rows, an L and a square (closedForms.ts),
// strategy stealing for a rectangle too large to search; everything else, and Grundy values for
// sums, by search within the budget.

import { randomBelow } from '../../bigint';
import { spaceWork, type SearchSpace } from '../../budget';
import { plural, t } from '../../l10n';
import { type Decided, type GameFamily } from '../../verdict';
import { defineGame } from '../defineGame';
import { MexSearchValues } from '../mexSearch';
import { biteBetween, biteMove, bites, boardsInside, cellCount, isBoard } from './board';
import { decideLarge, decideNamed, namesEveryMove, shapeOf } from './closedForms';
import { CHOMP_EXPLANATION } from './explanation';
import { CHOMP_FORM } from './form';
import { FR_CHOMP } from './fr';
import { chompPicture } from './picture';

type ChompGame = { readonly kind: 'chomp' };

/** Positions a search may reach at most, counted exactly up to this many (beyond: too many to search). */
const COUNTED_BOARDS = 1e9;

/** The boards under this one and the bites of each at most: what a search from it may examine. */
function chompSpace(rows: readonly bigint[]): SearchSpace {
  const positions = boardsInside(rows, COUNTED_BOARDS);
  if (positions === null) return { positions: Infinity, moves: Infinity };
  return { positions, moves: Number(cellCount(rows)) - 1, heapCount: rows.length };
}

class ChompFamily implements GameFamily {
  constructor(private readonly budget: number) {}

  decide(rows: readonly bigint[]): Decided | null {
    if (!isBoard(rows)) return null;
    const shape = shapeOf(rows);
    if (!shape) return null;
    if (namesEveryMove(shape)) return decideNamed(rows, shape);
    // A square or a rectangle: the search finds every winning move where it fits the budget.
    if (spaceWork(chompSpace(rows), rows.length) <= this.budget) return null;
    return decideLarge(
      rows,
      shape,
      plural(
        this.budget,
        'a search for every winning move would take more than {count} step',
        'a search for every winning move would take more than {count} steps',
      ),
    );
  }
}

/** The move biting the top right corner of the lowest row that has one: the fewest cells (one). */
function cheapestBite(rows: readonly bigint[]): ReturnType<typeof biteMove> | null {
  for (let r = 0; r < rows.length; r++) {
    const corner = r === rows.length - 1 || rows[r + 1]! < rows[r]!;
    if (corner && !(r === 0 && rows[0] === 1n)) return biteMove(rows, r, rows[r]!);
  }
  return null;
}

/** Chomp: bite a cell and all above and right of it; the poisoned cell alone loses. */
export const CHOMP = defineGame<ChompGame>({
  french: { chomp: FR_CHOMP },
  explanations: [CHOMP_EXPLANATION],
  text: () => 'chomp',
  rulesWords: [
    {
      word: 'chomp',
      get takes() {
        return t('takes no parameter');
      },
      read: () => ({ kind: 'chomp' }),
    },
  ],
  misereRefused: () =>
    t("Chomp has no misère play: its poisoned cell already makes the last bite lose (write 'chomp' alone)"),
  positionForm: CHOMP_FORM,
  isPosition: (_game, rows) => isBoard(rows),
  positionKey: (_game, rows) => rows.join(','),
  legalMoves: (_game, rows) => bites(rows),
  checkMove(_game, from, to) {
    if (!isBoard(to))
      return { legal: false, reason: t('not a board: each row has cells, none longer than the row below') };
    const found = biteBetween(from, to);
    return found.ok ? { legal: true, move: found.move } : { legal: false, reason: found.reason };
  },
  cheapestMove: (_game, rows) => cheapestBite(rows),
  family: (_game, _misere, budget) => new ChompFamily(budget),
  grundy: (_game, budget) =>
    new MexSearchValues(
      {
        moves: (rows) => bites(rows),
        key: (rows) => rows.join(','),
        why: (_rows, value) => t('mex of its bites: {value}', { value }),
        moveCount: (rows) => cellCount(rows) - 1n,
      },
      budget,
    ),
  searchSpace: (_game, rows) => chompSpace(rows),
  // One cell bitten at a time: every cell but the poisoned one.
  playLength: (_game, rows) => cellCount(rows) - 1n,
  // The bites of the board itself are each looked at.
  searchWorkLowerBound: (_game, rows) => cellCount(rows) - 1n,
  randomMoveIn(_game, rows, i, random) {
    const length = rows[i];
    if (length === undefined) return null;
    const least = i === 0 ? 2n : 1n;
    if (length < least) return null;
    return biteMove(rows, i, least + randomBelow(length - least + 1n, random));
  },
  randomPosition(_game, level, random) {
    const height = 2 + Math.floor(random() * (level + 1));
    const most = [4, 6, 8][level - 1]!;
    const rows: bigint[] = [];
    let below = 2 + Math.floor(random() * (most - 1));
    for (let r = 0; r < height; r++) {
      rows.push(BigInt(below));
      below = 1 + Math.floor(random() * below);
    }
    return rows;
  },
  words: () => ({
    // A name, the same in French.
    name: 'Chomp',
    move: t(
      'Bite a cell: it goes with every cell above and to the right of it. The cell in row 1, column 1 is poisoned: the player left with it alone loses.',
    ),
    token: 'move',
  }),
  panel: () => ({ moveList: true, playablePicture: true }),
  practiceChoices: ['chomp'],
  picture: (_game, _misere, rows, verdict, options) => (isBoard(rows) ? chompPicture(rows, verdict, options) : null),
});

declare module '../../rules' {
  interface GameKinds {
    /** Chomp (games/chomp/): the position is the board's rows' lengths from the bottom. */
    chomp: ChompGame;
  }
}
