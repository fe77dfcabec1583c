// The rules model: which game, which play convention, and the legality of a move.

import { compareBigints } from './bigint';
import { type TakeAndBreakCode } from './games/takeAndBreak/code';

/** A subtraction set as sorted, disjoint, non-adjacent closed intervals of positive integers. */
export interface Interval {
  readonly lo: bigint;
  readonly hi: bigint;
}

/**
 * Every game, by its kind: a game's folder adds its own entry to `GameKinds` (module augmentation,
 * `declare module '../../rules'`), so that a new game is its folder and its registry line. These
 * are the games written before that was possible.
 */
export interface GameKinds {
  nim: { readonly kind: 'nim' };
  subtraction: { readonly kind: 'subtraction'; readonly set: readonly Interval[] };
  wythoff: { readonly kind: 'wythoff'; readonly diagonal: bigint | null };
  /**
   * A take-and-break game by its code in the field's notation, normalised (`4!.0`, `0.7F`,
   * `4.[3]`); an octal code (`0.77`) is one whose digits are 0–7 with no d0, modifier or tail
   * (`isOctal`), written `octal 0.77` and answered by octal games' own tables.
   */
  'take-and-break': { readonly kind: 'take-and-break'; readonly code: TakeAndBreakCode };
  /**
   * A row of coins 1, 2, 3, … (the position: the coins showing heads, ascending): a move turns over
   * coins, the rightmost from heads to tails; one or two of them (Turning Turtles), up to three
   * (Mock Turtles), or any run of neighbours (Ruler).
   */
  coins: { readonly kind: 'coins'; readonly rule: CoinRule };
  /** Turning Corners: coins at (x, y), x, y ≥ 0 (the position: the heads, x then y for each, sorted). */
  corners: { readonly kind: 'corners' };
  /** Staircase Nim: coins per stair from stair 1, in order; coins move one stair down (from 1: off). */
  staircase: { readonly kind: 'staircase' };
  /** Euclid's game on two numbers: subtract a positive multiple of the smaller from the larger. */
  euclid: { readonly kind: 'euclid' };
  /** Moore's Nim: take from each of at least one and at most `k` heaps (games/moore/). */
  moore: { readonly kind: 'moore'; readonly k: bigint };
  /** Fibonacci Nim: one heap and the most the next move may take, or none yet (games/fibonacci/). */
  fibonacci: { readonly kind: 'fibonacci' };
  /** Green Hackenbush: the position is a graph of edges on the ground, vertex 0 (games/hackenbush/). */
  hackenbush: { readonly kind: 'hackenbush' };
  /**
   * Tokens on a digraph given on the rules line (games/digraph/): vertex `names` in the order first
   * written, each vertex's `arrows` as the indices of its followers. The graph may have cycles.
   */
  digraph: {
    readonly kind: 'digraph';
    readonly names: readonly string[];
    readonly arrows: readonly (readonly number[])[];
  };
  /** Games side by side (`nim + kayles`): a move is made in one of them. No component is itself a sum. */
  sum: { readonly kind: 'sum'; readonly components: readonly Game[] };
}

export type Game = GameKinds[keyof GameKinds];

/** How many coins a move of a coin row turns over: one or two, up to three, or any run of neighbours. */
export type CoinRule = 'turning turtles' | 'mock turtles' | 'ruler';

export interface Rules {
  readonly game: Game;
  readonly misere: boolean;
}

export const DEFAULT_RULES: Rules = { game: { kind: 'nim' }, misere: false };

/** Sorts and merges intervals (overlapping or adjacent ones become one). */
export function normaliseSet(intervals: readonly Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => compareBigints(a.lo, b.lo));
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
