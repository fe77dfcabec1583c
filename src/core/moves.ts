// Moves, whatever the game: their order, cost and text, and what the games' own rules share (a
// move in one heap, the heaps a step changed). Which moves are legal is each game's own (games/).

import { compareBigints } from './bigint';
import { plural, t } from './l10n';
import { type Legality, type Move } from './move';

export type { Legality, Move } from './move';

/**
 * The order of moves everywhere: leftmost heap touched, then the smaller amount, then one heap
 * before two; in take-and-break games leaving nothing before one heap before two, smaller piece first.
 */
export function compareMoves(a: Move, b: Move): number {
  if (a.amounts || b.amounts) return compareSteps(a, b);
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

/**
 * Moves with an amount per heap: heap by heap, the leftmost heap touched, then the smaller amount
 * from it, then the next heap touched; a move of fewer heaps first where all else is equal.
 */
function compareSteps(a: Move, b: Move): number {
  const n = Math.min(a.heaps.length, b.heaps.length);
  for (let i = 0; i < n; i++) {
    const d = a.heaps[i]! - b.heaps[i]! || compareBigints(a.amounts?.[i] ?? a.amount, b.amounts?.[i] ?? b.amount);
    if (d) return d;
  }
  return a.heaps.length - b.heaps.length;
}

export function moveCost(move: Move, diagonalCost: bigint): bigint {
  // A move with an amount per heap costs its total; the diagonal cost is Wythoff's.
  if (move.amounts) return move.amount;
  return move.amount * BigInt(move.heaps.length) + (move.heaps.length > 1 ? diagonalCost : 0n);
}

/**
 * Human text of a move with 1-based heap numbers: `take 2 from heap 1`, `take 1 from both heaps`;
 * in a sum, heaps counted within their part: `take 1 from heap 1 in part 2 (Kayles), leaving 5`.
 */
export function moveText(move: Move): string {
  const own = move.part?.move ?? move;
  const part = move.part ? { part: move.part.index + 1, name: move.part.name } : null;
  if (own.words !== undefined)
    return part ? t('{words} in part {part} ({name})', { words: own.words, ...part }) : own.words;
  const amount = own.amount;
  if (own.heaps.length > 1)
    return part
      ? t('take {amount} from both heaps in part {part} ({name})', { amount, ...part })
      : t('take {amount} from both heaps', { amount });
  const heap = (own.heaps[0] ?? 0) + 1;
  // A split that removes nothing (Grundy's game, Lasker's Nim).
  if (own.amount === 0n && own.pieces?.length) {
    const pieces = andList(own.pieces);
    return part
      ? t('split heap {heap} in part {part} ({name}) into {pieces}', { heap, pieces, ...part })
      : t('split heap {heap} into {pieces}', { heap, pieces });
  }
  if (!own.pieces || own.pieces.length === 0)
    return part
      ? t('take {amount} from heap {heap} in part {part} ({name})', { amount, heap, ...part })
      : t('take {amount} from heap {heap}', { amount, heap });
  const pieces = andList(own.pieces);
  return part
    ? t('take {amount} from heap {heap} in part {part} ({name}), leaving {pieces}', { amount, heap, pieces, ...part })
    : t('take {amount} from heap {heap}, leaving {pieces}', { amount, heap, pieces });
}

/** `3 and 4` (and `1 and 2 and 3`, should a move ever leave more pieces). */
function andList(items: readonly bigint[]): string {
  let text = String(items[0]);
  for (let i = 1; i < items.length; i++) text = t('{first} and {last}', { first: text, last: items[i]! });
  return text;
}

/** Heap i with `amount` taken from it, the other heaps as they are. */
export function single(heaps: readonly bigint[], i: number, amount: bigint): Move {
  // The move is its change: the whole position is written only when it is read (a winning move of
  // a million heaps is a heap and an amount, not a copy of the million).
  return {
    heaps: [i],
    amount,
    get result(): bigint[] {
      const result = heaps.slice();
      result[i] = heaps[i]! - amount;
      return result;
    },
  };
}

/**
 * For games whose heaps keep their places: the heaps a step took from, in order, or why the step is
 * no move at all (another number of heaps, a heap that grew, nothing taken).
 */
export function heapsTakenFrom(
  from: readonly bigint[],
  to: readonly bigint[],
): { readonly ok: true; readonly changed: readonly number[] } | { readonly ok: false; readonly legality: Legality } {
  const refuse = (reason: string) => ({ ok: false as const, legality: { legal: false as const, reason } });
  if (from.length !== to.length) {
    return refuse(
      plural(
        from.length,
        'the position has {count} heap but the next one has {next}',
        'the position has {count} heaps but the next one has {next}',
        { next: to.length },
      ),
    );
  }
  const changed: number[] = [];
  for (let i = 0; i < from.length; i++) {
    const a = from[i]!;
    const b = to[i]!;
    if (b > a)
      return refuse(
        t('heap {heap} grows from {from} to {to}: a move never adds tokens', { heap: i + 1, from: a, to: b }),
      );
    if (b < a) changed.push(i);
  }
  if (changed.length === 0) return refuse(t('nothing is taken: a move removes at least one token'));
  return { ok: true, changed };
}

/** Why a step that took from several heaps is not a move of a game that takes from one. */
export function severalHeapsRefused(changed: readonly number[]): Legality {
  return {
    legal: false,
    reason: t('takes from {count} heaps ({heaps}): a move of this game takes from one heap', {
      count: changed.length,
      heaps: changed.map((i) => i + 1).join(', '),
    }),
  };
}

/** The search's key of a position where neither the order of heaps nor empty heaps mean anything. */
export function multisetKey(heaps: readonly bigint[]): string {
  const kept: bigint[] = [];
  for (const h of heaps) if (h > 0n) kept.push(h);
  if (kept.length > 16) return kept.sort(compareBigints).join(',');
  // The search asks for a key of every position it meets, most of a few heaps: an insertion sort
  // without a comparator call is several times faster there.
  for (let i = 1; i < kept.length; i++) {
    const x = kept[i]!;
    let j = i - 1;
    for (; j >= 0 && kept[j]! > x; j--) kept[j + 1] = kept[j]!;
    kept[j + 1] = x;
  }
  return kept.join(',');
}

/**
 * Whether heap i is the first of its size: a move in a later heap of the same size reaches the same
 * multiset as the same move in the first, so it is the same move (listed and counted once, at the
 * leftmost heap). Heaps of different sizes never give the same result: each piece is smaller than
 * its heap, so neither heap could be among the other's pieces.
 */
export function firstOfItsSize(heaps: readonly bigint[], i: number): boolean {
  const h = heaps[i]!;
  for (let e = 0; e < i; e++) if (heaps[e] === h) return false;
  return true;
}

/**
 * Take-and-break games: what a step changed, heaps compared as multisets (0s count for nothing): the
 * heaps gone from the first position, and the heaps new in the second, ascending.
 */
export function multisetChange(
  from: readonly bigint[],
  to: readonly bigint[],
): { readonly removed: bigint[]; readonly added: bigint[] } {
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
  return { removed, added };
}

/**
 * A take-and-break move: `amount` taken from heap i, leaving `pieces` in its place. Its result is
 * made when read (see `single`): a winning move of a line of many heaps holds no copy of it.
 */
export function breakMove(heaps: readonly bigint[], i: number, amount: bigint, pieces: readonly bigint[]): Move {
  return {
    heaps: [i],
    amount,
    pieces,
    get result(): bigint[] {
      return breakResult(heaps, i, pieces);
    },
  };
}

/** The position after heap i became `pieces`: written in its place, `0` only when no heap remains. */
export function breakResult(heaps: readonly bigint[], i: number, pieces: readonly bigint[]): bigint[] {
  const result = [...heaps.slice(0, i), ...pieces, ...heaps.slice(i + 1)];
  return result.length ? result : [0n];
}
