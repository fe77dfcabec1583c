// Coin-turning games: each head's value against a memoised Grundy search over rows written as
// bitmasks (every move enumerated here from the rules), the XOR rule on every row, the winning moves
// from each head against enumeration on every row of 12 coins, and the Mock Turtles pair count (a
// digit DP) against direct counting and a second count written here, up to 100-digit coins.

import * as assert from 'node:assert/strict';
import {
  bitParity,
  coinRowValue,
  gray,
  grayInverse,
  isOdious,
  mockTurtleCoin,
  mockTurtleMovesFrom,
  mockTurtleValue,
  odiousPairCount,
  rulerMoveFrom,
  rulerValue,
  turtleMovesFrom,
  turtleValue,
  type CoinGame,
} from '../../src/core/games/coins/coinValues';
import { int, prng, type Rand } from './random';

const COINS = 14;

/** The sets of other coins (below n, as coin numbers) a move with rightmost coin n may turn. */
function othersOf(game: CoinGame, n: number): number[][] {
  const out: number[][] = [];
  if (game === 'ruler') {
    for (let start = n; start >= 1; start--) out.push(range(start, n - 1));
    return out;
  }
  out.push([]);
  for (let m = 1; m < n; m++) out.push([m]);
  if (game === 'mock turtles') for (let m1 = 1; m1 < n; m1++) for (let m2 = m1 + 1; m2 < n; m2++) out.push([m1, m2]);
  return out;
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i <= to; i++) out.push(i);
  return out;
}

const bit = (coin: number): number => 1 << (coin - 1);

/** Grundy values of every row of the first `coins` coins; a move lowers the mask, so in increasing order. */
function grundyOfRows(game: CoinGame, coins: number): Int32Array {
  const g = new Int32Array(1 << coins);
  const moves: number[][] = [];
  for (let n = 1; n <= coins; n++)
    moves.push(othersOf(game, n).map((others) => others.reduce((m, c) => m | bit(c), bit(n))));
  const seen = new Uint8Array(1 << coins);
  for (let mask = 1; mask < 1 << coins; mask++) {
    const reached: number[] = [];
    for (let n = 1; n <= coins; n++) {
      if (!(mask & bit(n))) continue;
      for (const flip of moves[n - 1]!) reached.push(g[mask ^ flip]!);
    }
    for (const v of reached) seen[v] = 1;
    let m = 0;
    while (seen[m]) m++;
    for (const v of reached) seen[v] = 0;
    g[mask] = m;
  }
  return g;
}

const GAMES: CoinGame[] = ['turning turtles', 'mock turtles', 'ruler'];
const tables = new Map<CoinGame, Int32Array>();
function table(game: CoinGame): Int32Array {
  let t = tables.get(game);
  if (!t) tables.set(game, (t = grundyOfRows(game, COINS)));
  return t;
}

function valueOf(game: CoinGame, n: bigint): bigint {
  if (game === 'turning turtles') return turtleValue(n);
  return game === 'mock turtles' ? mockTurtleValue(n) : rulerValue(n);
}

function headsOf(mask: number): number[] {
  const out: number[] = [];
  for (let c = 1; mask >> (c - 1); c++) if (mask & bit(c)) out.push(c);
  return out;
}

const popCount = (n: bigint): number => [...n.toString(2)].filter((d) => d === '1').length;

/** The odious numbers in increasing order, as many as asked: written here from the definition. */
function odiousNumbers(count: number): number[] {
  const out: number[] = [];
  for (let v = 1; out.length < count; v++) if (popCount(BigInt(v)) % 2 === 1) out.push(v);
  return out;
}

function randomDigits(r: Rand, digits: number): bigint {
  let s = String(int(r, 1, 9));
  for (let i = 1; i < digits; i++) s += String(int(r, 0, 9));
  return BigInt(s);
}

/** #{x < u : x ⊕ w < u, x odious}, by a memoised recursion on the bits from the top: each pair twice. */
function orderedOdiousPairs(u: bigint, w: bigint): bigint {
  const length = Math.max(u.toString(2).length, w.toString(2).length);
  const memo = new Map<string, bigint>();
  const go = (i: number, tightX: boolean, tightY: boolean, odd: boolean): bigint => {
    if (i < 0) return !tightX && !tightY && odd ? 1n : 0n;
    const key = `${i} ${tightX} ${tightY} ${odd}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const ub = (u >> BigInt(i)) & 1n;
    const wb = (w >> BigInt(i)) & 1n;
    let total = 0n;
    for (const x of [0n, 1n]) {
      const y = x ^ wb;
      if ((tightX && x > ub) || (tightY && y > ub)) continue;
      total += go(i - 1, tightX && x === ub, tightY && y === ub, odd !== (x === 1n));
    }
    memo.set(key, total);
    return total;
  };
  return go(length - 1, true, true, false);
}

describe('coin-turning games', () => {
  it('each head alone has the value of its game (Grundy search, coins 1..14)', () => {
    for (const game of GAMES) {
      const g = table(game);
      for (let n = 1; n <= COINS; n++) assert.equal(BigInt(g[bit(n)]!), valueOf(game, BigInt(n)), `${game}, coin ${n}`);
    }
    assert.deepEqual(
      range(1, 8).map((n) => mockTurtleValue(BigInt(n))),
      [1n, 2n, 4n, 7n, 8n, 11n, 13n, 14n],
    );
  });

  it('a row is worth the XOR of its heads: every row of 14 coins, and random rows of up to 10', () => {
    for (const game of GAMES) {
      const g = table(game);
      for (let mask = 0; mask < 1 << COINS; mask++) {
        const heads = headsOf(mask).map(BigInt);
        assert.equal(coinRowValue(game, heads), BigInt(g[mask]!), `${game}, heads ${heads.join(' ')}`);
      }
      const r = prng(21);
      for (let i = 0; i < 500; i++) {
        const heads = new Set<number>();
        const count = int(r, 0, 10);
        while (heads.size < count) heads.add(int(r, 1, COINS));
        const mask = [...heads].reduce((m, c) => m | bit(c), 0);
        assert.equal(coinRowValue(game, [...heads].map(BigInt)), BigInt(g[mask]!));
      }
    }
  });

  it('Mock Turtles values are the odious numbers in order, and back', () => {
    const odious = odiousNumbers(5000);
    for (let n = 1; n <= 5000; n++) {
      const v = mockTurtleValue(BigInt(n));
      assert.equal(v, BigInt(odious[n - 1]!), `coin ${n}`);
      assert.equal(mockTurtleCoin(v), BigInt(n));
      assert.equal(mockTurtleCoin(v ^ 1n), null, `${v ^ 1n} is evil`);
    }
    assert.equal(mockTurtleCoin(0n), null);
    const r = prng(22);
    for (let i = 0; i < 200; i++) {
      const n = randomDigits(r, int(r, 1, 100));
      assert.equal(bitParity(n), popCount(n) % 2);
      const v = mockTurtleValue(n);
      assert.ok(isOdious(v));
      assert.ok(v === 2n * (n - 1n) || v === 2n * n - 1n);
      assert.equal(mockTurtleCoin(v), n);
    }
    assert.throws(() => mockTurtleValue(0n), RangeError);
  });

  it('ruler values over 1..m XOR to gray(m); grayInverse inverts gray', () => {
    let acc = 0n;
    for (let m = 1n; m <= 5000n; m++) {
      acc ^= rulerValue(m);
      assert.equal(gray(m), acc, `m = ${m}`);
      assert.equal(grayInverse(acc), m);
    }
    const r = prng(23);
    for (let i = 0; i < 200; i++) {
      const m = randomDigits(r, int(r, 1, 100));
      assert.equal(grayInverse(gray(m)), m);
      assert.equal(gray(grayInverse(m)), m);
    }
    assert.equal(grayInverse(0n), 0n);
  });

  it('winning moves from each head equal enumeration, on every row of 12 coins', () => {
    const coins = 12;
    for (const game of GAMES) {
      const g = table(game);
      for (let mask = 1; mask < 1 << coins; mask++) {
        const V = BigInt(g[mask]!);
        for (const n of headsOf(mask)) {
          const expected = othersOf(game, n).filter(
            (others) => g[mask ^ others.reduce((m, c) => m | bit(c), bit(n))] === 0,
          );
          expected.sort((x, y) => {
            for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
            return x.length - y.length;
          });
          const where = `${game}, heads ${headsOf(mask).join(' ')}, from ${n}`;
          if (game === 'ruler') {
            const got = rulerMoveFrom(BigInt(n), V);
            assert.equal(got.count, BigInt(expected.length), where);
            assert.equal(got.start, expected.length ? BigInt(expected[0]![0] ?? n) : null, where);
            continue;
          }
          const movesFrom = game === 'turning turtles' ? turtleMovesFrom : mockTurtleMovesFrom;
          const all = movesFrom(BigInt(n), V, 1000);
          assert.equal(all.count, BigInt(expected.length), where);
          assert.deepEqual(
            all.moves.map((m) => m.map(Number)),
            expected,
            where,
          );
          const few = movesFrom(BigInt(n), V, 2);
          assert.equal(few.count, all.count);
          assert.deepEqual(few.moves, all.moves.slice(0, 2), where);
          assert.deepEqual(movesFrom(BigInt(n), V, 0).moves, []);
        }
      }
    }
  });

  it('the Mock Turtles pair count equals direct counting, for random coins up to 5000', () => {
    const odious = odiousNumbers(5001);
    const coinOf = new Map(odious.map((v, i) => [v, i + 1]));
    const r = prng(24);
    for (let i = 0; i < 400; i++) {
      const n = int(r, 1, 5000);
      const u = odious[n - 1]!;
      // V: random, or the value of a random row, so every kind of move comes up.
      const V = i % 2 ? int(r, 0, 1 << 14) : u ^ odious[int(r, 0, n - 1)]! ^ odious[int(r, 0, n - 1)]!;
      const w = u ^ V;
      let alone = 0;
      let singles = 0;
      const pairs: [number, number][] = [];
      if (w === 0) alone = 1;
      for (let m1 = 1; m1 < n; m1++) {
        if (odious[m1 - 1] === w) singles++;
        const m2 = coinOf.get(odious[m1 - 1]! ^ w);
        if (m2 !== undefined && m1 < m2 && m2 < n) pairs.push([m1, m2]);
      }
      const got = mockTurtleMovesFrom(BigInt(n), BigInt(V), 5);
      const where = `coin ${n}, V = ${V}`;
      assert.equal(got.count, BigInt(alone + singles + pairs.length), where);
      if (w !== 0 && !isOdious(BigInt(w))) {
        assert.equal(odiousPairCount(BigInt(u), BigInt(w)), BigInt(pairs.length), where);
        assert.deepEqual(
          got.moves.map((m) => m.map(Number)),
          pairs.slice(0, 5),
          where,
        );
      }
    }
  });

  it('moves from 100-digit heads in rows of 1,000 and 999 heads are right, counted exactly', () => {
    const r = prng(25);
    const heads: bigint[] = [];
    for (let i = 0; i < 1000; i++) heads.push(randomDigits(r, int(r, 90, 100)));
    // An even number of odious values XOR to an evil one, so with 1,000 heads every Mock Turtles
    // move turns one coin more (w odious); with 999, pairs.
    check(heads, GAMES);
    check(heads.slice(1), ['mock turtles']);
  });

  function check(heads: readonly bigint[], games: readonly CoinGame[]): void {
    for (const game of games) {
      const V = coinRowValue(game, heads);
      const start = Date.now();
      let total = 0n;
      for (const n of heads) {
        if (game === 'ruler') {
          const move = rulerMoveFrom(n, V);
          total += move.count;
          if (move.start !== null) assert.equal(gray(n) ^ gray(move.start - 1n), V);
          continue;
        }
        const value = valueOf(game, n);
        const got = (game === 'turning turtles' ? turtleMovesFrom : mockTurtleMovesFrom)(n, V, 4);
        total += got.count;
        assert.ok(BigInt(got.moves.length) <= got.count);
        for (const others of got.moves) {
          let x = value;
          for (let i = 0; i < others.length; i++) {
            assert.ok(others[i]! >= 1n && others[i]! < n);
            if (i > 0) assert.ok(others[i - 1]! < others[i]!);
            x ^= valueOf(game, others[i]!);
          }
          assert.equal(x, V, `${game}: the move from ${n} turning ${others.join(' ')}`);
        }
        if (game === 'mock turtles') {
          const w = value ^ V;
          if (w !== 0n && !isOdious(w)) assert.equal(got.count * 2n, orderedOdiousPairs(value, w));
        }
      }
      const ms = Date.now() - start;
      // Turning Turtles and Ruler: at most one move per head. Mock Turtles: a row's value is nowhere
      // near its heads' values here, so pairs abound.
      if (game !== 'mock turtles' || heads.length % 2 === 0) assert.ok(total <= BigInt(heads.length));
      else assert.ok(total > 10n ** 90n, `${total}`); // about 1.1·10^101 pairs in this row
      assert.ok(ms < 20000, `${game}: ${ms} ms`);
    }
  }

  it('a row of value 0 has no move to 0', () => {
    const r = prng(26);
    for (let i = 0; i < 200; i++) {
      const n = randomDigits(r, int(r, 1, 30));
      assert.equal(turtleMovesFrom(n, 0n).count, 0n);
      assert.equal(rulerMoveFrom(n, 0n).count, 0n);
      assert.equal(mockTurtleMovesFrom(n, 0n).count, 0n);
    }
  });
});
