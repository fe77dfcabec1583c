// Euclid's game: the quotient-chain rule for Grundy values against a memoised mex search over every
// pair up to 60 (moves written again here from the rules), the golden-ratio test against it and on
// huge Fibonacci neighbours and random 50-digit pairs, the chain's steps, and the moves to a value.

import * as assert from 'node:assert/strict';
import { euclidChain, euclidGrundy, euclidMovesTo, euclidWins } from '../../src/core/games/euclid/euclidChain';
import { int, prng, type Rand } from './random';

const N = 60;

/** Every move from (a, b): a positive multiple of the smaller from the larger, either one when equal. */
function movesOf(a: number, b: number): [number, number][] {
  const out: [number, number][] = [];
  if (a === 0 || b === 0) return out;
  if (a >= b) for (let k = 1; k * b <= a; k++) out.push([a - k * b, b]);
  // Equal numbers: one move, the first number to 0 (the spec's "making one of them 0 is one move").
  if (b > a) for (let k = 1; k * a <= b; k++) out.push([a, b - k * a]);
  return out;
}

const grundyMemo = new Map<string, number>();
function bruteGrundy(a: number, b: number): number {
  const key = `${a},${b}`;
  const known = grundyMemo.get(key);
  if (known !== undefined) return known;
  const seen = new Set(movesOf(a, b).map(([x, y]) => bruteGrundy(x, y)));
  let m = 0;
  while (seen.has(m)) m++;
  grundyMemo.set(key, m);
  return m;
}

/** The outcome by search alone: a win iff some move reaches a loss. */
const winMemo = new Map<string, boolean>();
function bruteWins(a: number, b: number): boolean {
  const key = `${a},${b}`;
  const known = winMemo.get(key);
  if (known !== undefined) return known;
  const w = movesOf(a, b).some(([x, y]) => !bruteWins(x, y));
  winMemo.set(key, w);
  return w;
}

function randomDigits(r: Rand, digits: number): bigint {
  let s = String(int(r, 1, 9));
  for (let i = 1; i < digits; i++) s += String(int(r, 0, 9));
  return BigInt(s);
}

describe("Euclid's game", () => {
  it('the quotient-chain Grundy value equals the mex search for every 0 <= a, b <= 60', () => {
    for (let a = 0; a <= N; a++)
      for (let b = 0; b <= N; b++)
        assert.equal(euclidGrundy(BigInt(a), BigInt(b)), BigInt(bruteGrundy(a, b)), `G(${a}, ${b})`);
  });

  it('the golden-ratio test equals G ≠ 0 and the searched outcome for every 0 <= a, b <= 60', () => {
    for (let a = 0; a <= N; a++)
      for (let b = 0; b <= N; b++) {
        const wins = euclidWins(BigInt(a), BigInt(b));
        assert.equal(wins, bruteWins(a, b), `(${a}, ${b})`);
        assert.equal(wins, bruteGrundy(a, b) !== 0, `(${a}, ${b})`);
      }
  });

  it('pinned values', () => {
    assert.equal(euclidGrundy(21n, 8n), 2n); // 21 = 2·8 + 5, G(8, 5) = 0
    assert.equal(euclidGrundy(8n, 21n), 2n);
    assert.equal(euclidGrundy(5n, 5n), 1n);
    assert.equal(euclidGrundy(7n, 0n), 0n);
    assert.equal(euclidGrundy(0n, 0n), 0n);
    assert.equal(euclidGrundy(100n, 1n), 100n);
    assert.equal(euclidWins(0n, 5n), false);
    assert.equal(euclidWins(5n, 5n), true);
    assert.throws(() => euclidGrundy(-1n, 2n), RangeError);
  });

  it('Fibonacci neighbours (F(n+1), F(n)), n <= 300: F(n+1)/F(n) − φ alternates in sign, and so does the outcome', () => {
    // Cassini: F(n+1)² − F(n+1)F(n) − F(n)² = (−1)^n, and (2a − b)² − 5b² = 4(a² − ab − b²): the ratio is
    // above φ (a win) exactly for even n; n = 1 is (1, 1), a win by emptying. Every quotient is 1 but
    // the last, (2, 1) of value 2, so above it the values are 0 for (3, 2), then alternate 1, 0, 1, …
    let [f, g] = [1n, 1n]; // F(1), F(2)
    for (let n = 1; n <= 300; n++) {
      const wins = euclidWins(g, f);
      assert.equal(wins, n === 1 || n % 2 === 0, `n = ${n}`);
      const value = wins ? 1n : 0n;
      assert.equal(euclidGrundy(g, f), n === 2 ? 2n : value, `n = ${n}`);
      assert.equal(euclidWins(f, g), wins);
      [f, g] = [g, f + g];
    }
  });

  it('the golden-ratio test equals G ≠ 0 on random 50-digit pairs', () => {
    const r = prng(11);
    for (let i = 0; i < 2000; i++) {
      const a = randomDigits(r, 50);
      // Often a near neighbour, so quotients of 1 (and ratios near φ) come up.
      const b = i % 2 ? randomDigits(r, int(r, 1, 50)) : (a * BigInt(int(r, 500, 700))) / 1000n;
      assert.equal(euclidWins(a, b), euclidGrundy(a, b) !== 0n, `(${a}, ${b})`);
    }
  });

  it('the chain: each step a = q·b + r, its value from the one below, top first', () => {
    const steps = euclidChain(21n, 8n);
    assert.deepEqual(
      steps.map((s) => [s.a, s.b, s.q, s.r, s.below, s.grundy]),
      [
        [21n, 8n, 2n, 5n, 0n, 2n],
        [8n, 5n, 1n, 3n, 1n, 0n],
        [5n, 3n, 1n, 2n, 0n, 1n],
        [3n, 2n, 1n, 1n, 2n, 0n],
        [2n, 1n, 2n, 0n, 0n, 2n],
      ],
    );
    assert.deepEqual(euclidChain(0n, 4n), []);
    const r = prng(12);
    for (let i = 0; i < 200; i++) {
      const a = randomDigits(r, int(r, 1, 60));
      const b = randomDigits(r, int(r, 1, 60));
      const chain = euclidChain(a, b);
      assert.equal(chain[0]!.grundy, euclidGrundy(a, b));
      for (let j = 0; j < chain.length; j++) {
        const s = chain[j]!;
        assert.equal(s.a, s.q * s.b + s.r);
        assert.ok(s.r < s.b && s.b <= s.a);
        assert.equal(s.below, j + 1 < chain.length ? chain[j + 1]!.grundy : 0n);
        assert.equal(s.grundy, euclidGrundy(s.a, s.b));
      }
      assert.equal(chain[chain.length - 1]!.r, 0n);
    }
  });

  it('moves to each value equal the moves found by search, for every 0 <= a, b <= 60', () => {
    for (let a = 0; a <= N; a++)
      for (let b = 0; b <= N; b++) {
        const values = new Set(movesOf(a, b).map(([x, y]) => bruteGrundy(x, y)));
        for (let target = 0; target <= N + 2; target++) {
          const expected = movesOf(a, b).filter(([x, y]) => bruteGrundy(x, y) === target);
          const got = euclidMovesTo(BigInt(a), BigInt(b), BigInt(target));
          assert.equal(got.count, BigInt(expected.length), `(${a}, ${b}) to ${target}`);
          assert.deepEqual(
            got.moves.map((m) => m.result.map(Number)),
            expected,
            `(${a}, ${b}) to ${target}`,
          );
          for (const m of got.moves) {
            const before = m.reduced === 0 ? a : b;
            const after = m.result[m.reduced];
            assert.equal(BigInt(before) - m.k * BigInt(Math.min(a, b)), after);
          }
          assert.ok(expected.length <= 1);
          assert.equal(values.has(target), expected.length > 0);
        }
      }
  });

  it('moves to a value on large pairs reach that value', () => {
    const r = prng(13);
    for (let i = 0; i < 300; i++) {
      const a = randomDigits(r, int(r, 1, 50));
      const small = BigInt(int(r, 1, 50));
      const b = i % 3 === 0 ? small : randomDigits(r, int(r, 1, 50));
      const target = BigInt(int(r, 0, 60));
      const got = euclidMovesTo(a, b, target);
      for (const m of got.moves) assert.equal(euclidGrundy(m.result[0], m.result[1]), target);
      // A winning move exists exactly when the value is not 0.
      if (target === 0n) assert.equal(got.count > 0n, euclidGrundy(a, b) !== 0n);
    }
    assert.deepEqual(
      euclidMovesTo(21n, 8n, 0n).moves.map((m) => [m.k, m.reduced, ...m.result]),
      [[2n, 0, 5n, 8n]],
    );
    assert.deepEqual(
      euclidMovesTo(8n, 21n, 0n).moves.map((m) => [m.k, m.reduced, ...m.result]),
      [[2n, 1, 8n, 5n]],
    );
  });
});
