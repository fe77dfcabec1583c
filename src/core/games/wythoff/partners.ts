// The cold positions of Wythoff's game and its variants: the exact pairs (a_n, b_n) in integers,
// each heap size's partner, the partners of small diagonal bounds and of misère play, and the
// table of partners row by row where no closed form is proved. Asked by the game (wythoff.ts) and
// its picture (games/wythoff/picture.ts).

import { isqrt } from '../../bigint';
import { compareMoves, type Move } from '../../moves';

/** Wythoff's game, with the most a move may take from both heaps at once (none: any amount). */
export type WythoffGame = { readonly kind: 'wythoff'; readonly diagonal: bigint | null };

/** a_n = floor(n * phi) = (n + isqrt(5 n^2)) div 2, exactly. */
export function wythoffA(n: bigint): bigint {
  return (n + isqrt(5n * n * n)) / 2n;
}

/** The cold pair of gap n: (a_n, a_n + n). */
export function wythoffPair(n: bigint): [bigint, bigint] {
  const a = wythoffA(n);
  return [a, a + n];
}

/** Number of a_n (n >= 1) not above m: floor((m + 1) / phi) = floor((isqrt(5 (m+1)^2) - (m+1)) / 2). */
function countA(m: bigint): bigint {
  const k = m + 1n;
  return (isqrt(5n * k * k) - k) / 2n;
}

/** For v > 0: which sequence v is in and its index (v = a_n or v = b_n); every positive integer is in exactly one. */
export function wythoffIndex(v: bigint): { readonly seq: 'a' | 'b'; readonly n: bigint } {
  const n = countA(v);
  if (n >= 1n && wythoffA(n) === v) return { seq: 'a', n };
  return { seq: 'b', n: v - n };
}

/** The partner of v among cold positions: v itself is paired with exactly one heap size. */
export function wythoffPartner(v: bigint): bigint {
  if (v === 0n) return 0n;
  const { seq, n } = wythoffIndex(v);
  return seq === 'a' ? v + n : v - n;
}

/**
 * The partners of every heap size from `from` to `to`, walking the sequence a_n once: a size that
 * is the next a_n has partner a_n + n; any other is some b_m, whose partner a_m is the count of a_n
 * not above it. About one exact square root per a_n in the range, instead of two per size.
 */
export function wythoffPartners(from: bigint, to: bigint): bigint[] {
  const out: bigint[] = [];
  let n = from > 0n ? countA(from - 1n) : 0n; // a_1..a_n are below `from`
  let next = wythoffA(n + 1n);
  for (let v = from; v <= to; v++) {
    if (v === 0n) {
      out.push(0n);
      continue;
    }
    if (v === next) {
      n++;
      out.push(v + n);
      next = wythoffA(n + 1n);
    } else {
      out.push(n); // v = b_m with m = v - n, and its partner a_m = v - m = n
    }
  }
  return out;
}

/** Partner in misère Wythoff: the cold pairs are (0,1), (2,2) and (a_n, b_n) for n >= 2. */
export function misereWythoffPartner(v: bigint): bigint {
  if (v === 0n) return 1n;
  if (v === 1n) return 0n;
  if (v === 2n) return 2n;
  return wythoffPartner(v);
}

/** Partner for `wythoff diagonal k` with k in {1, 2}: (3j, 3j) and (3j+1, 3j+2); misère shifts to (3j+2, 3j+2) and (3j, 3j+1). */
export function smallDiagonalPartner(v: bigint, misere: boolean): bigint {
  const r = v % 3n;
  // Normal play pairs residue 0 with itself and 1 with 2; misère play pairs 2 with itself and 0 with 1.
  const self = misere ? 2n : 0n;
  const up = misere ? 0n : 1n;
  if (r === self) return v;
  return r === up ? v + 1n : v - 1n;
}

/**
 * The cold positions of a two-heap game where one-heap moves take any amount: each heap size v has
 * exactly one partner p(v) (p is an involution), and (x, y) is a loss exactly when y = p(x).
 * The winning moves from (x, y) are the moves that reach a cold position: keep x and lower y to
 * p(x); keep y and lower x to p(y); or the diagonal moves that land on a cold pair.
 */
export function partnerMoves(
  heaps: readonly bigint[],
  partner: (v: bigint) => bigint | null,
  diagonalBound: bigint,
): Move[] | null {
  const x = heaps[0]!;
  const y = heaps[1]!;
  const px = partner(x);
  const py = partner(y);
  if (px === null || py === null) return null;
  const moves: Move[] = [];
  if (px < y) moves.push({ heaps: [1], amount: y - px, result: [x, px] });
  if (py < x) moves.push({ heaps: [0], amount: x - py, result: [py, y] });
  // Diagonal moves keep the gap: try each allowed amount (at most the bound).
  const lo = x < y ? x : y;
  const maxT = diagonalBound > lo ? lo : diagonalBound;
  for (let t = 1n; t <= maxT; t++)
    if (partner(x - t) === y - t) moves.push({ heaps: [0, 1], amount: t, result: [x - t, y - t] });
  return moves.sort(compareMoves);
}

/**
 * Partners computed row by row for any diagonal bound and convention, exact up to the rows computed:
 * row x's partner is its partner from an earlier row, else the least y >= x that no earlier row uses
 * and no allowed diagonal move from (x, y) reaches a cold pair. Used where no closed form is proved.
 */
export class PartnerTable {
  private readonly partners: number[] = [];
  /** Sizes above their row that an earlier row took as partner: size -> that row. */
  private readonly claimed = new Map<number, number>();

  constructor(
    private readonly diagonal: bigint | null,
    private readonly misere: boolean,
  ) {}

  get rows(): number {
    return this.partners.length;
  }

  /** Partner of v, computing the rows up to v within `budget` steps of work; null when they do not fit. */
  partner(v: bigint, budget: number): bigint | null {
    if (v >= BigInt(Number.MAX_SAFE_INTEGER)) return null;
    const target = Number(v);
    // Every row costs at least one step: a target this far out cannot be reached, so do not start.
    if (target - this.partners.length > budget) return null;
    let work = 0;
    while (this.partners.length <= target) {
      work += this.extend(budget - work);
      if (work > budget) return null;
    }
    return BigInt(this.partners[target]!);
  }

  /** Adds one row, or none when it would take more than `allowed` steps; returns the steps taken. */
  private extend(allowed: number): number {
    const x = this.partners.length;
    const earlier = this.claimed.get(x);
    if (earlier !== undefined) {
      this.partners.push(earlier);
      this.claimed.delete(x);
      return 1;
    }
    const k = this.diagonal === null ? Infinity : Number(this.diagonal);
    let work = 0;
    for (let y = x; ; y++) {
      if (++work > allowed) return work;
      if (this.misere && x === 0 && y === 0) continue; // (0, 0): no move, so the player to move wins
      if (this.claimed.has(y)) continue;
      let blocked = false;
      for (let t = 1; t <= x && t <= k; t++) {
        work++;
        if (this.partners[x - t] === y - t) {
          blocked = true;
          break;
        }
      }
      if (blocked) continue;
      this.partners.push(y);
      if (y > x) this.claimed.set(y, x);
      return work;
    }
  }
}
