// The coin-row games (Turning Turtles, Mock Turtles, Ruler) against a brute force written here: rows
// as bitmasks, every move enumerated from the rules, Grundy values by mex, misère outcomes and
// longest plays by memo. Every row of up to 10–14 coins and thousands of random ones check what a
// verdict says (outcome, the winning moves listed, their exact count, the recommendation); rows of
// 40- and 100-digit heads check the closed forms and counts (Mock Turtles pairs by a second digit
// count written here); sums with Kayles, misère play and worksheets go through solve and analyse.

import * as assert from 'node:assert/strict';
import { explanationLines } from '../../src/core/explain';
import { estimateWork } from '../../src/core/game';
import { verdictMarkdown } from '../../src/core/worksheet/markdown';
import { PLAIN_STYLE } from '../../src/core/worksheet/format';
import { COIN_ROW, type CoinRule, coinRowMoves, MAX_RESULT_HEADS } from '../../src/core/games/coins/coinRow';
import { compareMoves, moveText } from '../../src/core/moves';
import { type Rules } from '../../src/core/rules';
import { ExhaustiveSearch } from '../../src/core/search';
import { solve } from '../../src/core/solve';
import { decodeParts, encodeParts } from '../../src/core/sumPosition';
import { type Verdict } from '../../src/core/verdict';
import { analyseText } from '../../src/core/worksheet/analyser';
import { parseRulesLine } from '../../src/core/worksheet/parse';
import { verdictTitle } from '../../src/core/worksheet/summary';
import { reasonMarkdown } from './helpers';
import { int, prng, type Rand } from './random';

const RULES: readonly CoinRule[] = ['turning turtles', 'mock turtles', 'ruler'];
const game = (rule: CoinRule) => ({ kind: 'coins' as const, rule });
const rulesOf = (rule: CoinRule, misere = false): Rules => ({ game: game(rule), misere });

// ---------------------------------------------------------------- brute force, from the rules alone

const bit = (coin: number): number => 2 ** (coin - 1);

/** The sets of coins (as masks) a move with rightmost coin n turns over. */
function flipsOf(rule: CoinRule, n: number): number[] {
  const out: number[] = [];
  if (rule === 'ruler') {
    let run = 0;
    for (let c = n; c >= 1; c--) out.push((run |= bit(c)));
    return out;
  }
  out.push(bit(n));
  for (let m = 1; m < n; m++) out.push(bit(n) | bit(m));
  if (rule === 'mock turtles')
    for (let a = 1; a < n; a++) for (let b = a + 1; b < n; b++) out.push(bit(n) | bit(a) | bit(b));
  return out;
}

const headsOfMask = (mask: number): number[] => {
  const out: number[] = [];
  for (let c = 1; 2 ** (c - 1) <= mask; c++) if (Math.floor(mask / bit(c)) % 2 === 1) out.push(c);
  return out;
};
const maskOf = (heads: readonly (bigint | number)[]): number => heads.reduce<number>((m, h) => m + bit(Number(h)), 0);
const B = (ns: readonly number[]): bigint[] => ns.map(BigInt);

interface Brute {
  readonly coins: number;
  /** Normal-play Grundy value of each row. */
  readonly g: Int32Array;
  /** Misère: 1 when the player to move wins. */
  readonly misereWin: Uint8Array;
  /** The moves of the longest play. */
  readonly longest: Int32Array;
  moves(mask: number): { to: number; flip: number; rightmost: number }[];
}

const brutes = new Map<string, Brute>();

/** Every row of the first `coins` coins; a move lowers the mask (its rightmost coin goes to tails), so in increasing order. */
function brute(rule: CoinRule, coins: number): Brute {
  const key = `${rule}|${coins}`;
  const known = brutes.get(key);
  if (known) return known;
  const flips = Array.from({ length: coins + 1 }, (_, n) => (n === 0 ? [] : flipsOf(rule, n)));
  const size = 2 ** coins;
  const g = new Int32Array(size);
  const misereWin = new Uint8Array(size);
  const longest = new Int32Array(size);
  const moves = (mask: number) => {
    const out: { to: number; flip: number; rightmost: number }[] = [];
    for (const n of headsOfMask(mask)) for (const flip of flips[n]!) out.push({ to: mask ^ flip, flip, rightmost: n });
    return out;
  };
  const seen = new Int32Array(size + 2);
  for (let mask = 0; mask < size; mask++) {
    const ms = moves(mask);
    let anyMisereLoss = false;
    let far = 0;
    for (const m of ms) {
      seen[g[m.to]!] = mask + 1;
      if (!misereWin[m.to]) anyMisereLoss = true;
      far = Math.max(far, longest[m.to]! + 1);
    }
    let v = 0;
    while (seen[v] === mask + 1) v++;
    g[mask] = v;
    misereWin[mask] = ms.length === 0 || anyMisereLoss ? 1 : 0;
    longest[mask] = far;
  }
  const b = { coins, g, misereWin, longest, moves };
  brutes.set(key, b);
  return b;
}

/** The coins a step turned over, ascending, and the words a move of them is written in. */
function wordsOf(rule: CoinRule, flip: number): string {
  const coins = headsOfMask(flip);
  const n = coins[coins.length - 1]!;
  if (coins.length === 1) return `turn over coin ${n}`;
  if (rule === 'ruler')
    return coins.length === 2 ? `turn over coins ${n - 1} and ${n}` : `turn over coins ${coins[0]} to ${n}`;
  const down = [...coins].reverse();
  return `turn over coins ${down.slice(0, -1).join(', ')} and ${down[down.length - 1]}`;
}

const key = (heads: readonly bigint[]) => heads.join(',');

/** The coins a step turned over, ascending. */
function flippedBy(from: readonly bigint[], to: readonly bigint[]): bigint[] {
  const a = new Set(from);
  const b = new Set(to);
  return [...from.filter((c) => !b.has(c)), ...to.filter((c) => !a.has(c))].sort((x, y) => (x < y ? -1 : 1));
}

/** Everything a normal-play verdict says about a small row, checked against the brute force. */
function checkVerdict(rule: CoinRule, b: Brute, mask: number, v: Verdict): void {
  const heads = B(headsOfMask(mask));
  const label = `${rule} ${key(heads)}`;
  const winning = b.moves(mask).filter((m) => b.g[m.to] === 0);
  assert.equal(v.outcome, b.g[mask] === 0 ? 'loss' : 'win', label);
  assert.equal(v.grundy, BigInt(b.g[mask]!), label);
  assert.equal(v.winningMoveCount, BigInt(winning.length), label);
  assert.deepEqual(
    v.winningMoves.map((m) => key(m.result)).sort(),
    winning.map((m) => key(B(headsOfMask(m.to)))).sort(),
    label,
  );
  for (let i = 1; i < v.winningMoves.length; i++)
    assert.ok(compareMoves(v.winningMoves[i - 1]!, v.winningMoves[i]!) <= 0, `order of ties: ${label}`);
  for (const m of v.winningMoves) {
    const w = winning.find((x) => key(B(headsOfMask(x.to))) === key(m.result))!;
    assert.equal(m.words, wordsOf(rule, w.flip), label);
    assert.equal(m.amount, BigInt(headsOfMask(w.flip).length), label);
    assert.equal(heads[m.heaps[0]!], BigInt(w.rightmost), label);
  }
  if (v.outcome === 'win') {
    const least = Math.min(...winning.map((m) => headsOfMask(m.flip).length));
    assert.ok(v.recommended, label);
    assert.equal(v.recommended.amount, BigInt(least), `fewest coins: ${label}`);
    assert.equal(b.g[maskOf(v.recommended.result)], 0, label);
  }
}

// ---------------------------------------------------------------- closed forms, written again here

const popcount = (n: bigint): number => [...n.toString(2)].filter((c) => c === '1').length;
function valueOf(rule: CoinRule, n: bigint): bigint {
  if (rule === 'turning turtles') return n;
  if (rule === 'ruler') return n & -n;
  return 2n * (n - 1n) + (popcount(n - 1n) % 2 === 0 ? 1n : 0n);
}
const rowValue = (rule: CoinRule, heads: readonly bigint[]) => heads.reduce((a, n) => a ^ valueOf(rule, n), 0n);
const isOdious = (n: bigint) => popcount(n) % 2 === 1;
const grayOf = (m: bigint) => m ^ (m >> 1n);
function grayBack(g: bigint): bigint {
  let m = 0n;
  for (let s = g; s > 0n; s >>= 1n) m ^= s;
  return m;
}

/**
 * The pairs x < x ⊕ w (x odious, both below u, x below `xBelow`): x's bits chosen from the top with
 * a memo of (bit, x still equal to u's prefix, to xBelow's, x ⊕ w equal to u's, parity).
 */
function pairCount(u: bigint, w: bigint, xBelow: bigint = u): bigint {
  const bits = Math.max(u.toString(2).length, xBelow.toString(2).length, w.toString(2).length);
  const top = w.toString(2).length - 1;
  const memo = new Map<string, bigint>();
  const at = (n: bigint, i: number) => Number((n >> BigInt(i)) & 1n);
  const go = (i: number, eqU: boolean, eqB: boolean, eqY: boolean, parity: number): bigint => {
    if (i < 0) return !eqU && !eqB && !eqY && parity === 1 ? 1n : 0n;
    const k = `${i}${+eqU}${+eqB}${+eqY}${parity}`;
    const hit = memo.get(k);
    if (hit !== undefined) return hit;
    let total = 0n;
    for (const x of [0, 1]) {
      if (i === top && x === 1) continue;
      const y = x ^ at(w, i);
      if (eqU && x > at(u, i)) continue;
      if (eqB && x > at(xBelow, i)) continue;
      if (eqY && y > at(u, i)) continue;
      total += go(i - 1, eqU && x === at(u, i), eqB && x === at(xBelow, i), eqY && y === at(u, i), parity ^ x);
    }
    memo.set(k, total);
    return total;
  };
  return go(bits - 1, true, true, true, 0);
}

/** The winning moves from head n of a row of value V, counted from the closed forms. */
function headCount(rule: CoinRule, n: bigint, V: bigint): bigint {
  const u = valueOf(rule, n);
  if (rule === 'turning turtles') return (n ^ V) < n ? 1n : 0n;
  if (rule === 'ruler') return grayBack(grayOf(n) ^ V) < n ? 1n : 0n;
  const w = u ^ V;
  if (w === 0n) return 1n;
  if (isOdious(w)) return w < u ? 1n : 0n;
  return pairCount(u, w);
}

/** Distinct random coins of about `digits` digits, ascending. */
function bigHeads(r: Rand, count: number, digits: number): bigint[] {
  const set = new Set<bigint>();
  while (set.size < count) {
    let s = String(int(r, 1, 9));
    for (let i = 1; i < digits; i++) s += String(int(r, 0, 9));
    set.add(BigInt(s));
  }
  return [...set].sort((a, b) => (a < b ? -1 : 1));
}

/** What a normal-play verdict says of a row too large to search: value, count and the listed moves' values. */
function checkLarge(rule: CoinRule, heads: bigint[]): Verdict {
  const v = solve(rulesOf(rule), heads, { exhaustive: false });
  const V = rowValue(rule, heads);
  const label = `${rule} ${heads.length} heads`;
  assert.equal(v.grundy, V, label);
  assert.equal(v.outcome, V === 0n ? 'loss' : 'win', label);
  if (V === 0n) return v;
  let count = 0n;
  let leftOut = 0n;
  for (const n of heads) {
    const c = headCount(rule, n, V);
    count += c;
    if (rule === 'ruler' && c === 1n) {
      // The run start..n: the heads outside it, and its tails, make the result.
      const start = grayBack(grayOf(n) ^ V) + 1n;
      const inRun = BigInt(heads.filter((h) => h >= start && h <= n).length);
      if (BigInt(heads.length) - 2n * inRun + (n - start + 1n) > 10_000n) leftOut++;
    }
  }
  assert.equal(v.winningMoveCount, count, label);
  for (let i = 0; i < v.winningMoves.length; i++) {
    const m = v.winningMoves[i]!;
    assert.equal(rowValue(rule, m.result), 0n, label);
    assert.equal(COIN_ROW.checkMove(game(rule), heads, m.result).legal, true, label);
    if (i > 0) assert.ok(compareMoves(v.winningMoves[i - 1]!, m) <= 0, label);
  }
  assert.equal(new Set(v.winningMoves.map((m) => key(m.result))).size, v.winningMoves.length, label);
  const listable = count - leftOut;
  assert.equal(BigInt(v.winningMoves.length), listable < 1000n ? listable : 1000n, label);
  return v;
}

// ---------------------------------------------------------------- the tests

describe('coin rows: the values against exhaustive search', () => {
  for (const rule of RULES) {
    it(`${rule}: the value of every row of up to ${rule === 'mock turtles' ? 12 : 14} coins is the XOR of its heads' values`, () => {
      const coins = rule === 'mock turtles' ? 12 : 14;
      const b = brute(rule, coins);
      const values = COIN_ROW.grundy(game(rule), 1e6);
      for (let c = 1; c <= coins; c++) assert.equal(BigInt(b.g[bit(c)]!), valueOf(rule, BigInt(c)), `coin ${c}`);
      for (let mask = 0; mask < 2 ** coins; mask++) {
        const heads = B(headsOfMask(mask));
        assert.equal(values.value(heads), BigInt(b.g[mask]!), `${rule} ${key(heads)}`);
      }
    });
  }
});

describe('coin rows: moves', () => {
  for (const rule of RULES) {
    it(`${rule}: legalMoves is every move once, in the order of ties, with its words and cost`, () => {
      const b = brute(rule, 9);
      for (let mask = 0; mask < 2 ** 9; mask++) {
        const heads = B(headsOfMask(mask));
        const moves = [...COIN_ROW.legalMoves(game(rule), heads)];
        const expected = b.moves(mask);
        assert.equal(moves.length, expected.length);
        assert.deepEqual(moves.map((m) => key(m.result)).sort(), expected.map((m) => key(B(headsOfMask(m.to)))).sort());
        for (let i = 0; i < moves.length; i++) {
          const m = moves[i]!;
          if (i > 0) assert.ok(compareMoves(moves[i - 1]!, m) <= 0, 'order of ties');
          const e = expected.find((x) => key(B(headsOfMask(x.to))) === key(m.result))!;
          assert.equal(m.words, wordsOf(rule, e.flip));
          assert.equal(moveText(m), m.words);
          assert.equal(m.amount, BigInt(headsOfMask(e.flip).length));
          assert.equal(heads[m.heaps[0]!], BigInt(e.rightmost));
          const checked = COIN_ROW.checkMove(game(rule), heads, m.result);
          assert.ok(checked.legal);
          assert.equal(checked.move.words, m.words);
          assert.deepEqual(checked.move.heaps, m.heaps);
          assert.equal(checked.move.amount, m.amount);
        }
        const cheapest = COIN_ROW.cheapestMove(game(rule), heads);
        if (heads.length === 0) assert.equal(cheapest, null);
        else assert.deepEqual(cheapest, moves[0]);
      }
    });

    it(`${rule}: checkMove accepts exactly the moves, for every pair of rows of 6 coins`, () => {
      const b = brute(rule, 6);
      for (let from = 0; from < 64; from++) {
        const targets = new Set(b.moves(from).map((m) => m.to));
        for (let to = 0; to < 64; to++) {
          const r = COIN_ROW.checkMove(game(rule), B(headsOfMask(from)), B(headsOfMask(to)));
          assert.equal(r.legal, targets.has(to), `${from} -> ${to}`);
          if (!r.legal) assert.ok(r.reason.length > 10);
        }
      }
    });
  }

  it('checkMove says why a step is not a move', () => {
    const check = (rule: CoinRule, from: number[], to: number[]) => {
      const r = COIN_ROW.checkMove(game(rule), B(from), B(to));
      assert.equal(r.legal, false);
      return r.legal ? '' : r.reason;
    };
    assert.equal(
      check('turning turtles', [2, 3], [2, 3, 4]),
      'coin 4 shows tails: the rightmost coin turned must go from heads to tails',
    );
    assert.equal(check('mock turtles', [2, 3], [2, 3]), 'nothing changes: a move turns over at least one coin');
    assert.equal(
      check('turning turtles', [5], [1, 2]),
      'turns over 3 coins (1, 2, 5): Turning Turtles turns over one or two',
    );
    assert.equal(
      check('mock turtles', [5], [1, 2, 3]),
      'turns over 4 coins (1, 2, 3, 5): Mock Turtles turns over one, two or three',
    );
    assert.match(check('ruler', [5], [3]), /coins 3, 5, which are not a run of neighbours/);
    assert.equal(check('ruler', [5], [3, 3]), 'coin 3 is listed twice');
    assert.match(check('ruler', [5], [0]), /numbered from 1/);
  });

  it('the words of moves', () => {
    const words = (rule: CoinRule, heads: number[], to: number[]) => {
      const r = COIN_ROW.checkMove(game(rule), B(heads), B(to));
      assert.ok(r.legal);
      return r.move.words;
    };
    assert.equal(words('turning turtles', [5], []), 'turn over coin 5');
    assert.equal(words('turning turtles', [5], [2]), 'turn over coins 5 and 2');
    assert.equal(words('mock turtles', [3, 5], [1]), 'turn over coins 5, 3 and 1');
    assert.equal(words('ruler', [5], [3, 4]), 'turn over coins 3 to 5');
    assert.equal(words('ruler', [5], [4]), 'turn over coins 4 and 5');
  });
});

describe('coin rows: verdicts against exhaustive search', () => {
  for (const rule of RULES) {
    it(`${rule}: every row of up to ${rule === 'mock turtles' ? 10 : 11} coins`, () => {
      const coins = rule === 'mock turtles' ? 10 : 11;
      const b = brute(rule, coins);
      for (let mask = 0; mask < 2 ** coins; mask++) {
        const heads = B(headsOfMask(mask));
        if (heads.length === 0) {
          // solve asks for one number at least; the family itself answers the empty row.
          const d = COIN_ROW.family(game(rule), false, 1e6).decide([])!;
          assert.equal(d.outcome, 'loss');
          assert.equal(d.winningMoveCount, 0n);
          continue;
        }
        checkVerdict(rule, b, mask, solve(rulesOf(rule), heads, { exhaustive: false }));
      }
    });

    it(`${rule}: 3,000 random rows of up to ${rule === 'mock turtles' ? 13 : 15} coins, with their steps`, () => {
      const coins = rule === 'mock turtles' ? 13 : 15;
      const b = brute(rule, coins);
      const r = prng(rule.length * 7919);
      for (let t = 0; t < 3000; t++) {
        let mask = 0;
        const count = int(r, 1, coins);
        for (let i = 0; i < count; i++) mask |= bit(int(r, 1, coins));
        const heads = B(headsOfMask(mask));
        const v = solve(rulesOf(rule), heads, { exhaustive: false });
        checkVerdict(rule, b, mask, v);
        assert.ok(v.method.startsWith(COIN_ROW.words(game(rule)).name!));
        // A random step: legal exactly when the brute force has it.
        const to = int(r, 0, 2 ** coins - 1);
        const legal = b.moves(mask).some((m) => m.to === to);
        assert.equal(COIN_ROW.checkMove(game(rule), heads, B(headsOfMask(to))).legal, legal);
        // A random move of each head is legal.
        for (let i = 0; i < heads.length; i++) {
          const m = COIN_ROW.randomMoveIn(game(rule), heads, i, r)!;
          assert.equal(m.heaps[0], i);
          const checked = COIN_ROW.checkMove(game(rule), heads, m.result);
          assert.ok(checked.legal);
          assert.equal(checked.move.words, m.words);
        }
      }
    });
  }
});

describe('coin rows: misère play through solve', () => {
  for (const rule of RULES) {
    it(`${rule} misere: every row of up to 8 coins against a brute-force misère outcome`, () => {
      const b = brute(rule, 8);
      for (let mask = 1; mask < 2 ** 8; mask++) {
        const heads = B(headsOfMask(mask));
        const v = solve(rulesOf(rule, true), heads);
        assert.equal(v.outcome, b.misereWin[mask] ? 'win' : 'loss', `${rule} misere ${key(heads)}`);
        const winning = b.moves(mask).filter((m) => !b.misereWin[m.to]);
        assert.deepEqual(
          v.winningMoves.map((m) => key(m.result)).sort(),
          winning.map((m) => key(B(headsOfMask(m.to)))).sort(),
        );
      }
      assert.equal(COIN_ROW.family(game(rule), true, 1e6).decide(B([1, 2])), null);
    });
  }

  it('a misère row beyond the budget is unknown, saying why', () => {
    const v = solve(rulesOf('mock turtles', true), B([30, 41, 57]), { budget: 10_000 });
    assert.equal(v.outcome, 'unknown');
    assert.match(v.method, /misère play of mock turtles is decided by exhaustive search only/);
  });
});

describe('coin rows: large heads against the closed forms', () => {
  for (const rule of RULES) {
    for (const digits of [40, 100]) {
      it(`${rule}: rows of ${digits}-digit heads`, () => {
        const r = prng(digits * 31 + rule.length);
        for (let t = 0; t < 40; t++) checkLarge(rule, bigHeads(r, int(r, 1, 12), digits));
      });
    }
  }

  it('mock turtles: the first moves listed are the first in the order of ties, against direct counting', () => {
    const r = prng(5);
    for (let t = 0; t < 200; t++) {
      const heads = bigHeads(r, int(r, 2, 8), 3);
      const V = rowValue('mock turtles', heads);
      if (V === 0n) continue;
      const v = solve(rulesOf('mock turtles'), heads, { exhaustive: false });
      // Every winning move, head by head, the other coins ascending, enumerated from the values.
      const coin = (o: bigint) => (o >> 1n) + 1n;
      const all: string[] = [];
      for (const n of heads) {
        const u = valueOf('mock turtles', n);
        const w = u ^ V;
        if (w === 0n) all.push(`${n}:`);
        else if (isOdious(w)) {
          if (w < u) all.push(`${n}:${coin(w)}`);
        } else {
          for (let o = 1n; o < u; o++)
            if (isOdious(o) && o < (o ^ w) && (o ^ w) < u) all.push(`${n}:${coin(o)},${coin(o ^ w)}`);
        }
      }
      assert.equal(v.winningMoveCount, BigInt(all.length));
      const listed = v.winningMoves.map((m) => {
        const n = heads[m.heaps[0]!]!;
        return `${n}:${flippedBy(heads, m.result)
          .filter((c) => c !== n)
          .join(',')}`;
      });
      assert.deepEqual(listed, all.slice(0, 1000));
    }
  });

  it('mock turtles: about 10^100 winning moves, counted exactly, the first 1,000 listed in order', () => {
    // An odd number of heads: the row's value is odious, so from a head of the same top bit the two
    // other coins have an evil XOR of values below its own, about 10^100 pairs.
    const r = prng(77);
    let heads = bigHeads(r, 5, 100);
    for (
      let t = 0;
      t < 100 && solve(rulesOf('mock turtles'), heads, { exhaustive: false }).winningMoveCount! < 10n ** 90n;
      t++
    )
      heads = bigHeads(r, 5, 100);
    const v = checkLarge('mock turtles', heads);
    assert.ok(v.winningMoveCount! > 10n ** 90n, String(v.winningMoveCount));
    assert.equal(v.winningMoves.length, 1000);
    // Where the list stops inside a head's pairs, the pairs listed are its smallest ones.
    const V = rowValue('mock turtles', heads);
    const last = v.winningMoves[999]!;
    const n = heads[last.heaps[0]!]!;
    const mine = v.winningMoves.filter((m) => m.heaps[0] === last.heaps[0]);
    const u = valueOf('mock turtles', n);
    const w = u ^ V;
    const lastSmaller = flippedBy(heads, last.result)[0]!;
    // The pairs whose smaller value is at most the last one listed: exactly the ones listed for this head.
    const o = valueOf('mock turtles', lastSmaller);
    assert.equal(pairCount(u, w, o + 1n), BigInt(mine.length));
    // And the recommendation is the cheapest of all of them.
    const least = v.winningMoves.reduce((a, m) => (m.amount < a ? m.amount : a), 99n);
    assert.ok(v.recommended!.amount <= least);
  });

  it('ruler: a short winning run among 100-digit heads is listed; an astronomically long one is counted, not listed', () => {
    const r = prng(11);
    let listed = 0;
    for (let t = 0; t < 30; t++) {
      const n = bigHeads(r, 1, 100)[0]!;
      const start = n - BigInt(int(r, 0, 6));
      const R = grayOf(n) ^ grayOf(start - 1n);
      // Heads 2^k (k below the run) make up the rest of the row's value: R ⊕ value(n).
      const rest = R ^ valueOf('ruler', n);
      const others: bigint[] = [];
      for (let k = 0; k < rest.toString(2).length; k++) if ((rest >> BigInt(k)) & 1n) others.push(1n << BigInt(k));
      const heads = [...others.filter((c) => c < start || c > n), n].sort((a, b) => (a < b ? -1 : 1));
      if (others.some((c) => c >= start && c <= n)) continue;
      const v = checkLarge('ruler', heads);
      const run = v.winningMoves.find((m) => m.heaps[0] === heads.indexOf(n));
      assert.ok(run, 'the run is listed');
      assert.equal(run.amount, n - start + 1n);
      assert.equal(rowValue('ruler', run.result), 0n);
      listed++;
    }
    assert.ok(listed >= 20, `${listed} rows`);
    // Coins 2^19 and 2^20: the only winning move turns over coins 1 to 2^20.
    const heads = [1n << 19n, 1n << 20n];
    const v = solve(rulesOf('ruler'), heads, { exhaustive: false });
    assert.equal(v.outcome, 'win');
    assert.equal(v.winningMoveCount, 1n);
    assert.equal(v.winningMoves.length, 0);
    assert.equal(v.recommended, null);
    assert.match(v.method, /1 winning move left out \(results of more than 10000 heads\)/);
    const lines = explanationLines(v.explanation);
    assert.ok(lines.some((l) => /1 winning move left out of the list .*more than 10,000 heads/.test(l)));
    assert.equal(coinRowMoves('ruler', heads).leftOut, 1n);
    assert.equal(MAX_RESULT_HEADS, 10_000);
    assert.equal(v.unlisted, undefined, 'alone, the explanation says it');
    // In a sum the part's moves left out are counted, and the hover says which part and why.
    const sumRules = parseRulesLine('ruler + nim');
    assert.ok(sumRules.ok);
    const sum = solve(sumRules.rules, encodeParts([heads, [0n]]), { exhaustive: false });
    assert.equal(sum.outcome, 'win');
    assert.equal(sum.winningMoveCount, 1n);
    assert.equal(sum.winningMoves.length, 0);
    assert.match(sum.unlisted ?? '', /^in part 1 \(Ruler\): 1 winning move left out of the list .*10,000 heads/);
    const hover = verdictMarkdown(sum, sumRules.rules, PLAIN_STYLE);
    assert.match(hover, /in part 1 \\\(Ruler\\\): 1 winning move left out of the list/);
  });

  it('mock turtles: rows of 1,000 (and 999) heads of 30 digits stay fast', function () {
    this.timeout(60_000);
    // With an odd number of heads the row's value is odious and every head's pairs are counted by the DP.
    for (const count of [1000, 999]) {
      const heads = bigHeads(prng(count), count, 30);
      const started = Date.now();
      const v = solve(rulesOf('mock turtles'), heads);
      const elapsed = Date.now() - started;
      console.log(
        `      mock turtles, ${count} heads of 30 digits: ${elapsed} ms, ${v.winningMoves.length} listed of ${v.winningMoveCount} winning moves`,
      );
      assert.equal(v.outcome, rowValue('mock turtles', heads) === 0n ? 'loss' : 'win');
      assert.ok(elapsed < 10_000, `${elapsed} ms`);
      checkLarge('mock turtles', heads);
    }
  });
});

describe('coin rows: bounds for the search', () => {
  for (const rule of RULES) {
    it(`${rule}: the work bounds and the longest play bound the search's real work`, () => {
      const b = brute(rule, 8);
      const r = prng(3 + rule.length);
      for (let t = 0; t < 25; t++) {
        const mask = int(r, 1, 2 ** 7 - 1);
        const heads = B(headsOfMask(mask));
        const rules = rulesOf(rule, true);
        // The least budget a search from an empty memo finishes within.
        let lo = 1;
        let hi = 1;
        while (!new ExhaustiveSearch(rules).solve(heads, hi)) hi *= 2;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if (new ExhaustiveSearch(rules).solve(heads, mid)) hi = mid;
          else lo = mid + 1;
        }
        assert.ok(COIN_ROW.searchWorkLowerBound(game(rule), heads) <= BigInt(lo), `${key(heads)}: floor`);
        assert.ok(estimateWork(rules, heads) >= lo, `${key(heads)}: upper bound`);
        assert.ok(COIN_ROW.playLength(game(rule), heads) <= BigInt(b.longest[mask]!), `${key(heads)}: play`);
      }
    });
  }

  it('positions too large to search are refused by the floor, cheaply', () => {
    const heads = bigHeads(prng(9), 50, 40);
    for (const rule of RULES) {
      assert.ok(COIN_ROW.searchWorkLowerBound(game(rule), heads) > 10n ** 30n);
      assert.equal(COIN_ROW.searchSpace(game(rule), heads).positions, Infinity);
    }
  });
});

describe('coin rows: sums, words, practice', () => {
  it('mock turtles + kayles through parseRulesLine and solve, against brute force', () => {
    const parsed = parseRulesLine('mock turtles + kayles');
    assert.ok(parsed.ok);
    const kayles: number[] = [0];
    for (let n = 1; n <= 12; n++) {
      const seen = new Set<number>();
      for (const take of [1, 2]) for (let a = 0; a <= n - take; a++) seen.add(kayles[a]! ^ kayles[n - take - a]!);
      let g = 0;
      while (seen.has(g)) g++;
      kayles.push(g);
    }
    const b = brute('mock turtles', 8);
    const r = prng(2024);
    for (let t = 0; t < 400; t++) {
      const mask = int(r, 0, 255);
      const k = int(r, 0, 12);
      const heads = encodeParts([B(headsOfMask(mask)), k === 0 ? [] : [BigInt(k)]]);
      const v = solve(parsed.rules, heads, { exhaustive: false });
      const g = b.g[mask]! ^ kayles[k]!;
      assert.equal(v.outcome, g === 0 ? 'loss' : 'win');
      const expected: string[] = [];
      for (const m of b.moves(mask))
        if ((b.g[m.to]! ^ kayles[k]!) === 0) expected.push(`${headsOfMask(m.to).join(',')}|${k || ''}`);
      for (const take of [1, 2])
        for (let a = 0; a <= (k - take) / 2; a++) {
          const c = k - take - a;
          if ((kayles[a]! ^ kayles[c]! ^ b.g[mask]!) === 0)
            expected.push(`${headsOfMask(mask).join(',')}|${[a, c].filter((x) => x > 0).join(',')}`);
        }
      const got = v.winningMoves.map((m) => {
        const parts = decodeParts(m.result)!.parts;
        return `${parts[0]!.join(',')}|${[...parts[1]!]
          .filter((h) => h > 0n)
          .sort((x, y) => Number(x - y))
          .join(',')}`;
      });
      assert.deepEqual([...new Set(got)].sort(), [...new Set(expected)].sort(), `${mask} + ${k}`);
      assert.equal(v.winningMoveCount, BigInt(new Set(expected).size));
      if (v.recommended?.part?.index === 0)
        assert.match(moveText(v.recommended), /^turn over coins? .* in part 1 \(Mock Turtles\)$/);
    }
  });

  it('words, keys and practice positions', () => {
    assert.deepEqual(COIN_ROW.words(game('ruler')), {
      name: 'Ruler',
      move: 'Turn over a run of neighbouring coins, the rightmost of them from heads to tails.',
      token: 'token',
    });
    assert.equal(COIN_ROW.words(game('turning turtles')).name, 'Turning Turtles');
    assert.equal(COIN_ROW.positionKey(game('ruler'), B([2, 3, 5])), '2,3,5');
    const r = prng(8);
    for (const rule of RULES)
      for (const level of [1, 2, 3] as const)
        for (let t = 0; t < 50; t++) {
          const p = COIN_ROW.randomPosition(game(rule), level, r);
          assert.ok(p.length >= 1);
          for (let i = 0; i < p.length; i++) {
            assert.ok(p[i]! >= 1n);
            if (i > 0) assert.ok(p[i - 1]! < p[i]!);
          }
        }
  });

  it('the explanation: a table of heads and values, the XOR, the rule and what it means', () => {
    const v = solve(rulesOf('mock turtles'), B([2, 3, 5]));
    assert.equal(v.method, 'Mock Turtles: values 2, 4, 8 of heads 2, 3, 5, XOR 14');
    assert.equal(v.explanation.kind, 'coins');
    const md = reasonMarkdown(v.explanation);
    assert.match(md, /\| head \| value \|\n\|---\|---\|\n\| 2 \| 2 \|\n\| 3 \| 4 \|\n\| 5 \| 8 \|/);
    assert.match(md, /XOR of the values: \*\*14\*\*/);
    assert.match(md, /the n-th odious number .*2\(n − 1\), plus 1 when n − 1 has an even number of 1 bits/);
    assert.match(md, /a move can make it 0, so the player to move wins/);
    const loss = solve(rulesOf('turning turtles'), B([1, 2, 3]));
    assert.equal(loss.outcome, 'loss');
    assert.match(loss.method, /^Turning Turtles: values 1, 2, 3 of heads 1, 2, 3, XOR 0$/);
    assert.equal(loss.explanation.kind, 'coins');
    assert.match(reasonMarkdown(loss.explanation), /the value of coin n is n\./);
    assert.match(
      reasonMarkdown(loss.explanation),
      /every move leaves a non-zero XOR, the player to move loses|every move leaves a non-zero XOR, so the player to move loses/,
    );
    const ruler = solve(rulesOf('ruler'), B(Array.from({ length: 30 }, (_, i) => i + 1)));
    // Ruler's values: the largest power of 2 dividing n, XORed here over the heads 1 to 30.
    let xor = 0;
    for (let n = 1; n <= 30; n++) xor ^= n & -n;
    assert.equal(ruler.method, `Ruler: values of 30 heads, XOR ${xor}`);
    assert.equal(ruler.explanation.kind, 'coins');
    assert.match(reasonMarkdown(ruler.explanation), /\| … \| 6 more heads \|/);
    assert.match(reasonMarkdown(ruler.explanation), /the largest power of 2 dividing n/);
  });
});

describe('coin rows: worksheets', () => {
  it('lens texts write the result in the line’s own form', () => {
    const a = analyseText('mock turtles\nTHHTH\nheads 2 3 5\nthhth\nHHHTHHT\n');
    const title = (i: number) =>
      verdictTitle(a.positions[i]!.verdicts[0]!, a.positions[i]!.statement.items[0]!.position.style);
    // Values 2, 4, 8, XOR 14: from coin 5 (value 8) the pairs of value 6 below it, 1 ⊕ 7 and 2 ⊕ 4.
    assert.equal(title(0), 'Win · turn over coins 5, 4 and 1 → HHHHT · 2 winning moves');
    assert.equal(title(1), 'Win · turn over coins 5, 4 and 1 → heads 1 2 3 4 · 2 winning moves');
    assert.equal(title(2), 'Win · turn over coins 5, 4 and 1 → hhhht · 2 winning moves');
    // HHHTHHT: heads 1, 2, 3, 5, 6 of values 1, 2, 4, 8, 11, XOR 4: coin 3 (value 4) alone, or coin 6
    // with 5 and 4 (11 ⊕ 8 ⊕ 7 = 4), which turns coin 4 from tails to heads.
    assert.equal(title(3), 'Win · turn over coin 3 → HHTTHHT · 2 winning moves');
    assert.deepEqual(a.positions[3]!.verdicts[0]!.winningMoves.map((m) => m.result.join(' ')).sort(), [
      '1 2 3 4',
      '1 2 5 6',
    ]);
    assert.deepEqual(
      a.diagnostics.filter((d) => d.severity === 'error'),
      [],
    );
  });

  it('records of coin rows: legal steps, mistakes and illegal steps', () => {
    const a = analyseText('turning turtles\nTHHTH -> THHTT\nTHHTH -> THHTHH\nruler\nheads 2 5 -> heads 3\n');
    const messages = a.diagnostics.map((d) => d.message);
    assert.ok(
      messages.some((m) => /gives the win away/.test(m)),
      JSON.stringify(messages),
    );
    assert.ok(
      messages.some((m) => /coin 6 shows tails: the rightmost coin turned must go from heads to tails/.test(m)),
      JSON.stringify(messages),
    );
    assert.ok(
      messages.some((m) => /not a run of neighbours/.test(m)),
      JSON.stringify(messages),
    );
  });

  it('a sum with kayles in a worksheet', () => {
    const a = analyseText('ruler + kayles\nTHHTH + 4\n');
    const v = a.positions[0]!.verdicts[0]!;
    // Ruler values 2, 1, 1 (XOR 2) and Kayles G(4) = 1: XOR 3, a win.
    assert.equal(v.outcome, 'win');
    assert.equal(v.grundy, 3n);
  });
});
