// Moves: their order, cost and text, whether a step is legal, and every legal move of a small position.

import { compareBigints } from './bigint';
import { octalDigits, octalMoves, octalResult } from './games/octal';
import { type Legality, type Move } from './move';
import { type Rules, setContains, setMin, setText } from './rules';

export type { Legality, Move } from './move';

/**
 * The order of moves everywhere: leftmost heap touched, then the smaller amount, then one heap
 * before two; in take-and-break games leaving nothing before one heap before two, smaller piece first.
 */
export function compareMoves(a: Move, b: Move): number {
  const pa = a.pieces?.[0] ?? 0n;
  const pb = b.pieces?.[0] ?? 0n;
  return (
    a.heaps[0]! - b.heaps[0]! ||
    compareBigints(a.amount, b.amount) ||
    a.heaps.length - b.heaps.length ||
    (a.pieces?.length ?? 0) - (b.pieces?.length ?? 0) ||
    compareBigints(pa, pb)
  );
}

export function moveCost(move: Move, diagonalCost: bigint): bigint {
  return move.amount * BigInt(move.heaps.length) + (move.heaps.length > 1 ? diagonalCost : 0n);
}

/** Human text of a move with 1-based heap numbers: `take 2 from heap 1`, `take 1 from both heaps`. */
export function moveText(move: Move): string {
  if (move.heaps.length > 1) return `take ${move.amount} from both heaps`;
  const take = `take ${move.amount} from heap ${(move.heaps[0] ?? 0) + 1}`;
  const pieces = move.pieces;
  return !pieces || pieces.length === 0 ? take : `${take}, leaving ${pieces.join(' and ')}`;
}

/** Whether `to` follows from `from` by one legal move, and why not. */
export function checkMove(rules: Rules, from: readonly bigint[], to: readonly bigint[]): Legality {
  if (rules.game.kind === 'octal') return checkOctalMove(rules.game.digits, from, to);
  if (from.length !== to.length) {
    return {
      legal: false,
      reason: `the position has ${from.length} heap${from.length === 1 ? '' : 's'} but the next one has ${to.length}`,
    };
  }
  const changed: number[] = [];
  for (let i = 0; i < from.length; i++) {
    const a = from[i]!;
    const b = to[i]!;
    if (b > a) return { legal: false, reason: `heap ${i + 1} grows from ${a} to ${b}: a move never adds tokens` };
    if (b < a) changed.push(i);
  }
  if (changed.length === 0) return { legal: false, reason: 'nothing is taken: a move removes at least one token' };
  const game = rules.game;
  if (changed.length === 1) {
    const i = changed[0]!;
    const amount = from[i]! - to[i]!;
    if (game.kind === 'subtraction' && !setContains(game.set, amount)) {
      return {
        legal: false,
        reason: `takes ${amount} from heap ${i + 1}, but the amounts allowed are ${setText(game.set)}`,
      };
    }
    return { legal: true, move: { heaps: [i], amount, result: to } };
  }
  if (game.kind !== 'wythoff') {
    return {
      legal: false,
      reason: `takes from ${changed.length} heaps (${changed.map((i) => i + 1).join(', ')}); only Wythoff allows taking from two heaps at once`,
    };
  }
  const [i, j] = changed as [number, number];
  const da = from[i]! - to[i]!;
  const db = from[j]! - to[j]!;
  if (da !== db)
    return {
      legal: false,
      reason: `takes ${da} from heap ${i + 1} but ${db} from heap ${j + 1}: a two-heap move takes the same number from both`,
    };
  if (game.diagonal !== null && da > game.diagonal) {
    return { legal: false, reason: `takes ${da} from both heaps, over the diagonal bound ${game.diagonal}` };
  }
  return { legal: true, move: { heaps: [i, j], amount: da, result: to } };
}

/**
 * Take-and-break games compare positions as multisets (0s count for nothing): legal when one heap,
 * and only that one, became the pieces of one allowed move, in any order.
 */
function checkOctalMove(digits: readonly number[], from: readonly bigint[], to: readonly bigint[]): Legality {
  const balance = new Map<bigint, number>();
  for (const h of from) if (h > 0n) balance.set(h, (balance.get(h) ?? 0) + 1);
  for (const h of to) if (h > 0n) balance.set(h, (balance.get(h) ?? 0) - 1);
  const removed: bigint[] = [];
  const added: bigint[] = [];
  for (const [h, n] of balance) {
    for (let c = 0; c < n; c++) removed.push(h);
    for (let c = 0; c < -n; c++) added.push(h);
  }
  added.sort(compareBigints);
  const code = `octal 0.${digits.join('')}`;
  if (removed.length === 0)
    return {
      legal: false,
      reason: added.length
        ? `heaps of ${added.join(', ')} appear from nowhere`
        : 'nothing is taken: a move removes at least one token',
    };
  if (removed.length > 1)
    return { legal: false, reason: `heaps of ${removed.join(' and ')} both changed: a move is made in one heap` };
  const h = removed[0]!;
  if (added.length > 2)
    return {
      legal: false,
      reason: `a heap of ${h} became ${added.length} heaps (${added.join(', ')}): a move leaves at most two`,
    };
  const left = added.reduce((s, x) => s + x, 0n);
  if (left >= h)
    return { legal: false, reason: `a heap of ${h} became ${added.join(' and ')}: a move removes at least one token` };
  const j = h - left;
  const digit = j <= BigInt(digits.length) ? digits[Number(j) - 1]! : 0;
  // Bit 1 of the digit: leave nothing; bit 2: one heap; bit 4: two heaps.
  const bit = 1 << added.length;
  if ((digit & bit) === 0) {
    const leaving = [`nothing`, `one heap (${added[0]})`, `two heaps (${added.join(' and ')})`][added.length]!;
    return { legal: false, reason: `${code} does not allow taking ${j} from a heap of ${h} and leaving ${leaving}` };
  }
  return { legal: true, move: { heaps: [from.indexOf(h)], amount: j, pieces: added, result: to } };
}

/** Every legal move from a position, in order of heap then amount (diagonal moves last). Only for small positions. */
export function* legalMoves(rules: Rules, heaps: readonly bigint[]): Generator<Move> {
  const game = rules.game;
  if (game.kind === 'octal') {
    yield* octalMoves(octalDigits(game.digits), heaps);
    return;
  }
  for (let i = 0; i < heaps.length; i++) {
    const h = heaps[i]!;
    if (game.kind === 'subtraction') {
      for (const iv of game.set) {
        for (let s = iv.lo; s <= iv.hi && s <= h; s++) yield single(heaps, i, s);
      }
    } else {
      for (let s = 1n; s <= h; s++) yield single(heaps, i, s);
    }
  }
  if (game.kind === 'wythoff' && heaps.length === 2) {
    const x = heaps[0]!;
    const y = heaps[1]!;
    let top = x < y ? x : y;
    if (game.diagonal !== null && game.diagonal < top) top = game.diagonal;
    for (let t = 1n; t <= top; t++) yield { heaps: [0, 1], amount: t, result: [x - t, y - t] };
  }
}

export function single(heaps: readonly bigint[], i: number, amount: bigint): Move {
  const result = heaps.slice();
  result[i] = heaps[i]! - amount;
  return { heaps: [i], amount, result };
}

/** The legal move removing fewest tokens, computed without enumerating moves (heaps may be huge). */
export function cheapestMove(rules: Rules, heaps: readonly bigint[]): Move | null {
  if (rules.game.kind === 'octal') {
    // The first move in the order of ties that removes fewest: scan amounts, then heaps.
    const digits = octalDigits(rules.game.digits);
    let best: Move | null = null;
    for (let i = 0; i < heaps.length; i++) {
      for (const m of octalMoves(digits, [heaps[i]!])) {
        if (!best || m.amount < best.amount) best = { ...m, heaps: [i], result: octalResult(heaps, i, m.pieces!) };
        break; // the first move of a heap removes fewest from it
      }
    }
    return best;
  }
  const least = rules.game.kind === 'subtraction' ? setMin(rules.game.set) : 1n;
  for (let i = 0; i < heaps.length; i++) if (heaps[i]! >= least) return single(heaps, i, least);
  return null;
}
