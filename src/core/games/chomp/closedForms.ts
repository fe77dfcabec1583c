// Chomp's closed forms (each checked against exhaustive search by the tests): one row, two rows,
// an L, a square; and strategy stealing, which proves every rectangle a win without naming a move.
//
// One row `a` (a > 1): biting column 2 leaves the poisoned cell alone. Two rows `a b` are a loss
// exactly when a = b + 1: from a = b, biting row 2, column a leaves (a, a − 1); from a ≥ b + 2,
// biting row 1, column b + 2 leaves (b + 1, b); and every move from (b + 1, b) leaves one of those.
// An L, `a` then k rows of 1, is a loss exactly when a = k + 1, by the same mirror: its arm or its
// column is cut to the other's length. In each case that move is the only winning one (the tests
// check it). A square n × n (n ≥ 2): biting row 2, column 2 leaves an L with equal arms, which
// mirrors every move. A rectangle: if biting its top right cell lost, the reply that wins from the
// board left would be a move from the rectangle itself, so some move wins.

import { type Move } from '../../move';
import { type Decided } from '../../verdict';
import { biteMove } from './board';
import { type ChompShape } from './shape';

export { type ChompShape, namesEveryMove, shapeOf } from './shape';

function decided(outcome: 'win' | 'loss', move: Move | null, shape: ChompShape): Decided {
  const explanation = { kind: 'chomp' as const, shape };
  if (outcome === 'loss') return { outcome, winningMoves: [], winningMoveCount: 0n, explanation, value: 0n };
  return { outcome, winningMoves: move ? [move] : [], winningMoveCount: 1n, cheapest: move, explanation };
}

/** The verdict of a shape whose closed form names its winning move: one row, two rows, an L. */
export function decideNamed(rows: readonly bigint[], shape: ChompShape): Decided | null {
  switch (shape.kind) {
    case 'row':
      return shape.a === 1n ? decided('loss', null, shape) : decided('win', biteMove(rows, 0, 2n), shape);
    case 'two rows': {
      const { a, b } = shape;
      if (a === b + 1n) return decided('loss', null, shape);
      return decided('win', a === b ? biteMove(rows, 1, a) : biteMove(rows, 0, b + 2n), shape);
    }
    case 'L': {
      const { a, k } = shape;
      const arm = BigInt(k) + 1n;
      if (a === arm) return decided('loss', null, shape);
      return decided('win', a > arm ? biteMove(rows, 0, arm + 1n) : biteMove(rows, Number(a), 1n), shape);
    }
    default:
      return null;
  }
}

/**
 * The verdict of a square or a rectangle too large to search: a win, with the square's winning move
 * (its count not known without the search), a rectangle's none named.
 */
export function decideLarge(rows: readonly bigint[], shape: ChompShape, why: string): Decided | null {
  if (shape.kind === 'square') {
    const move = biteMove(rows, 1, 2n);
    return {
      outcome: 'win',
      winningMoves: [move],
      winningMoveCount: null,
      uncounted: why,
      cheapest: move,
      explanation: { kind: 'chomp', shape },
    };
  }
  if (shape.kind === 'rectangle') {
    return {
      outcome: 'win',
      winningMoves: [],
      winningMoveCount: null,
      uncounted: why,
      cheapest: null,
      explanation: { kind: 'chomp', shape },
    };
  }
  return null;
}
