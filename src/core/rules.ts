// The rules model: which game, which play convention, and the legality of a move.

/** A subtraction set as sorted, disjoint, non-adjacent closed intervals of positive integers. */
export interface Interval { readonly lo: bigint; readonly hi: bigint }

export type Game =
  | { readonly kind: 'nim' }
  | { readonly kind: 'subtraction'; readonly set: readonly Interval[] }
  | { readonly kind: 'wythoff'; readonly diagonal: bigint | null };

export interface Rules {
  readonly game: Game;
  readonly misere: boolean;
}

export const DEFAULT_RULES: Rules = { game: { kind: 'nim' }, misere: false };

/** Sorts and merges intervals (overlapping or adjacent ones become one). */
export function normaliseSet(intervals: readonly Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => (a.lo < b.lo ? -1 : a.lo > b.lo ? 1 : 0));
  const out: Interval[] = [];
  for (const iv of sorted) {
    const last = out[out.length - 1];
    if (last && iv.lo <= last.hi + 1n) {
      if (iv.hi > last.hi) out[out.length - 1] = { lo: last.lo, hi: iv.hi };
    } else {
      out.push(iv);
    }
  }
  return out;
}

export function setContains(set: readonly Interval[], s: bigint): boolean {
  for (const iv of set) if (s >= iv.lo && s <= iv.hi) return true;
  return false;
}

export function setSize(set: readonly Interval[]): bigint {
  let n = 0n;
  for (const iv of set) n += iv.hi - iv.lo + 1n;
  return n;
}

export function setMax(set: readonly Interval[]): bigint {
  const last = set[set.length - 1];
  return last ? last.hi : 0n;
}

export function setMin(set: readonly Interval[]): bigint {
  const first = set[0];
  return first ? first.lo : 0n;
}

/** The set's text: `1..3` for one long run, else `{1, 3, 4}` with long runs written `a..b`. */
export function setText(set: readonly Interval[]): string {
  const only = set[0];
  if (set.length === 1 && only && only.hi - only.lo >= 2n) return `${only.lo}..${only.hi}`;
  const parts: string[] = [];
  for (const iv of set) {
    if (iv.hi - iv.lo >= 2n) parts.push(`${iv.lo}..${iv.hi}`);
    else for (let s = iv.lo; s <= iv.hi; s++) parts.push(String(s));
  }
  return `{${parts.join(', ')}}`;
}

export function gameText(game: Game): string {
  switch (game.kind) {
    case 'nim': return 'nim';
    case 'subtraction': return `subtraction ${setText(game.set)}`;
    case 'wythoff': return game.diagonal === null ? 'wythoff' : `wythoff diagonal ${game.diagonal}`;
  }
}

const textOfRules = new WeakMap<Rules, string>();

/** Canonical text of the rules, e.g. `subtraction {1, 3, 4} misere`. */
export function rulesText(rules: Rules): string {
  let text = textOfRules.get(rules);
  if (text === undefined) {
    text = rules.misere ? `${gameText(rules.game)} misere` : gameText(rules.game);
    textOfRules.set(rules, text);
  }
  return text;
}

export function sameRules(a: Rules, b: Rules): boolean {
  return rulesText(a) === rulesText(b);
}

/** How many heaps a position of this game must have, or null for any positive number. */
export function requiredHeapCount(game: Game): number | null {
  return game.kind === 'wythoff' ? 2 : null;
}

/** One move: `amount` tokens from each heap in `heaps` (one heap, or both for a Wythoff diagonal move). */
export interface Move {
  readonly heaps: readonly number[];
  readonly amount: bigint;
  readonly result: readonly bigint[];
}

/** The order of moves everywhere: leftmost heap touched, then the smaller amount, then one heap before two. */
export function compareMoves(a: Move, b: Move): number {
  return a.heaps[0]! - b.heaps[0]! || (a.amount < b.amount ? -1 : a.amount > b.amount ? 1 : 0) || a.heaps.length - b.heaps.length;
}

export function moveCost(move: Move, diagonalCost: bigint): bigint {
  return move.amount * BigInt(move.heaps.length) + (move.heaps.length > 1 ? diagonalCost : 0n);
}

/** Human text of a move with 1-based heap numbers: `take 2 from heap 1`, `take 1 from both heaps`. */
export function moveText(move: Move): string {
  if (move.heaps.length > 1) return `take ${move.amount} from both heaps`;
  return `take ${move.amount} from heap ${(move.heaps[0] ?? 0) + 1}`;
}

export type Legality = { readonly legal: true; readonly move: Move } | { readonly legal: false; readonly reason: string };

/** Whether `to` follows from `from` by one legal move, and why not. */
export function checkMove(rules: Rules, from: readonly bigint[], to: readonly bigint[]): Legality {
  if (from.length !== to.length) {
    return { legal: false, reason: `the position has ${from.length} heap${from.length === 1 ? '' : 's'} but the next one has ${to.length}` };
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
      return { legal: false, reason: `takes ${amount} from heap ${i + 1}, but the amounts allowed are ${setText(game.set)}` };
    }
    return { legal: true, move: { heaps: [i], amount, result: to } };
  }
  if (game.kind !== 'wythoff') {
    return { legal: false, reason: `takes from ${changed.length} heaps (${changed.map((i) => i + 1).join(', ')}); only Wythoff allows taking from two heaps at once` };
  }
  const [i, j] = changed as [number, number];
  const da = from[i]! - to[i]!;
  const db = from[j]! - to[j]!;
  if (da !== db) return { legal: false, reason: `takes ${da} from heap ${i + 1} but ${db} from heap ${j + 1}: a two-heap move takes the same number from both` };
  if (game.diagonal !== null && da > game.diagonal) {
    return { legal: false, reason: `takes ${da} from both heaps, over the diagonal bound ${game.diagonal}` };
  }
  return { legal: true, move: { heaps: [i, j], amount: da, result: to } };
}

/** Every legal move from a position, in order of heap then amount (diagonal moves last). Only for small positions. */
export function* legalMoves(rules: Rules, heaps: readonly bigint[]): Generator<Move> {
  const game = rules.game;
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
