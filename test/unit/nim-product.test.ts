// The nim product: pinned values, the whole table below 64 against Conway's definition by mex
// (computed here in plain numbers), a slow recursion written again here for large numbers, the field
// laws on random 40-digit numbers, inverses up to 2^256, and the written-out product of a hover.

import * as assert from 'node:assert/strict';
import {
  nimFieldBits,
  nimInverse,
  nimPowerProduct,
  nimProduct,
  nimProductTerms,
  nimProductText,
  powersOfTwo,
} from '../../src/core/games/corners/nimProduct';
import { int, prng, type Rand } from './random';

/** The size 2^(2^k) of the smallest nim field that contains a (2 for 0 and 1), by the shipped nimFieldBits. */
function nimFieldSize(a: bigint): bigint {
  return 1n << BigInt(nimFieldBits(a === 0n ? 0 : a.toString(2).length));
}

/** a^e by squaring with nim multiplication (for the field law x^F = x). */
function nimPower(a: bigint, e: bigint): bigint {
  let result = 1n;
  let base = a;
  for (let k = e; k > 0n; k >>= 1n) {
    if (k & 1n) result = nimProduct(result, base);
    base = nimProduct(base, base);
  }
  return result;
}

/** A random number of exactly `digits` decimal digits. */
function randomDigits(r: Rand, digits: number): bigint {
  let s = String(int(r, 1, 9));
  for (let i = 1; i < digits; i++) s += String(int(r, 0, 9));
  return BigInt(s);
}

/** A random number below 2^bits, its bit length itself random so small numbers come up too. */
function randomBits(r: Rand, bits: number): bigint {
  const length = int(r, 1, bits);
  let n = 0n;
  for (let i = 0; i < length; i += 32) n = (n << 32n) | BigInt(Math.floor(r() * 4294967296));
  return n & ((1n << BigInt(length)) - 1n);
}

/** a ⊗ b by the definition: mex{a'⊗b ⊕ a⊗b' ⊕ a'⊗b' : a' < a, b' < b}, for all a, b < n. */
function mexTable(n: number): number[][] {
  const t: number[][] = [];
  for (let a = 0; a < n; a++) {
    t.push([]);
    for (let b = 0; b < n; b++) {
      const seen = new Set<number>();
      for (let a2 = 0; a2 < a; a2++) for (let b2 = 0; b2 < b; b2++) seen.add(t[a2]![b]! ^ t[a]![b2]! ^ t[a2]![b2]!);
      let m = 0;
      while (seen.has(m)) m++;
      t[a]!.push(m);
    }
  }
  return t;
}

/** The plain recursion, four half products per level down to single bits, with no table: a second opinion. */
function slowProduct(a: bigint, b: bigint): bigint {
  let bits = 1n;
  while (a >> bits || b >> bits) bits *= 2n;
  const go = (x: bigint, y: bigint, n: bigint): bigint => {
    if (n === 1n) return x & y;
    const h = n / 2n;
    const mask = (1n << h) - 1n;
    const [x1, x0, y1, y0] = [x >> h, x & mask, y >> h, y & mask];
    const high = go(x1, y1, h);
    const cross = go(x1, y0, h) ^ go(x0, y1, h);
    return ((high ^ cross) << h) ^ go(x0, y0, h) ^ go(high, 1n << (h - 1n), h);
  };
  return go(a, b, bits);
}

describe('nim product', () => {
  it('pinned values', () => {
    const pinned: [number, number, number][] = [
      [2, 2, 3],
      [4, 4, 6],
      [8, 8, 13],
      [15, 15, 9],
      [16, 16, 24],
      [2, 3, 1],
      [3, 5, 15],
      [0, 7, 0],
      [1, 99, 99],
    ];
    for (const [a, b, p] of pinned) assert.equal(nimProduct(BigInt(a), BigInt(b)), BigInt(p), `${a} ⊗ ${b}`);
  });

  it('equals the definition by mex for every a, b < 64', () => {
    const t = mexTable(64);
    for (let a = 0; a < 64; a++)
      for (let b = 0; b < 64; b++) assert.equal(nimProduct(BigInt(a), BigInt(b)), BigInt(t[a]![b]!), `${a} ⊗ ${b}`);
  });

  it('a Fermat 2-power times a smaller number is the ordinary product; its square is 3F/2', () => {
    const r = prng(1);
    for (let k = 0n; k <= 10n; k++) {
      const f = 1n << (1n << k);
      assert.equal(nimProduct(f, f), (3n * f) / 2n, `F = 2^(2^${k})`);
      for (let i = 0; i < 20; i++) {
        const x = randomBits(r, Number(1n << k)) % f;
        assert.equal(nimProduct(f, x), f * x);
        assert.equal(nimProduct(x, f), f * x);
      }
    }
  });

  it('equals the slow recursion on random numbers, across the word and table boundaries', () => {
    const r = prng(2);
    for (const bits of [8, 9, 16, 17, 31, 32, 33, 63, 64, 65, 128, 200]) {
      for (let i = 0; i < (bits > 64 ? 15 : 200); i++) {
        const a = randomBits(r, bits);
        const b = randomBits(r, bits);
        assert.equal(nimProduct(a, b), slowProduct(a, b), `${a} ⊗ ${b}`);
      }
    }
    const top = (1n << 32n) - 1n;
    for (const [a, b] of [
      [top, top],
      [top + 1n, top],
      [top + 1n, top + 1n],
      [(1n << 64n) - 1n, (1n << 64n) - 1n],
    ])
      assert.equal(nimProduct(a!, b!), slowProduct(a!, b!));
  });

  it('is commutative, associative and distributive over ⊕ on random 40-digit numbers', () => {
    const r = prng(3);
    for (let i = 0; i < 300; i++) {
      const a = randomDigits(r, 40);
      const b = randomDigits(r, 40);
      const c = randomDigits(r, int(r, 1, 40));
      assert.equal(nimProduct(a, b), nimProduct(b, a), `${a} ⊗ ${b}`);
      assert.equal(nimProduct(nimProduct(a, b), c), nimProduct(a, nimProduct(b, c)), `(${a} ⊗ ${b}) ⊗ ${c}`);
      assert.equal(nimProduct(a, b ^ c), nimProduct(a, b) ^ nimProduct(a, c), `${a} ⊗ (${b} ⊕ ${c})`);
      assert.equal(nimProduct(a, 1n), a);
    }
  });

  it('the laws hold in larger fields too (150 digits, about 500 bits: GF(2^512))', () => {
    const r = prng(4);
    for (let i = 0; i < 20; i++) {
      const [a, b, c] = [randomDigits(r, 150), randomDigits(r, 150), randomDigits(r, 150)];
      assert.equal(nimProduct(nimProduct(a, b), c), nimProduct(a, nimProduct(b, c)));
      assert.equal(nimProduct(a, b ^ c), nimProduct(a, b) ^ nimProduct(a, c));
    }
  });

  it('stays in the smallest field holding both factors; every x of GF(F) has x^F = x', () => {
    const r = prng(5);
    for (let i = 0; i < 100; i++) {
      const a = randomBits(r, 256);
      const b = randomBits(r, 256);
      const size = nimFieldSize(a > b ? a : b);
      assert.ok(nimProduct(a, b) < size);
    }
    for (let i = 0; i < 10; i++) {
      const a = randomBits(r, 64);
      assert.equal(nimPower(a, nimFieldSize(a)), a);
    }
  });

  it('nimFieldBits: the smallest field holding a number', () => {
    const cases: [bigint, bigint][] = [
      [0n, 2n],
      [1n, 2n],
      [2n, 4n],
      [3n, 4n],
      [4n, 16n],
      [15n, 16n],
      [16n, 256n],
      [255n, 256n],
      [256n, 65536n],
      [1n << 255n, 1n << 256n],
      [1n << 256n, 1n << 512n],
    ];
    for (const [a, size] of cases) assert.equal(nimFieldSize(a), size, `${a}`);
  });

  it('inverses: a ⊗ a^-1 = 1 on random numbers up to 2^256, in the smallest field, equal to a^(F − 2)', () => {
    for (let a = 1n; a < 300n; a++) {
      const inv = nimInverse(a);
      assert.equal(nimProduct(a, inv), 1n, `${a}`);
      assert.ok(inv < nimFieldSize(a));
    }
    const r = prng(6);
    for (let i = 0; i < 300; i++) {
      const a = randomBits(r, 256) || 1n;
      const inv = nimInverse(a);
      assert.equal(nimProduct(a, inv), 1n, `${a}`);
      assert.equal(nimProduct(inv, a), 1n, `${a}`);
      assert.ok(inv < nimFieldSize(a));
      assert.equal(nimInverse(inv), a);
    }
    for (let i = 0; i < 20; i++) {
      const a = randomBits(r, 256) || 1n;
      assert.equal(nimInverse(a), nimPower(a, nimFieldSize(a) - 2n), `${a}`);
    }
    assert.throws(() => nimInverse(0n), RangeError);
    assert.throws(() => nimProduct(-1n, 2n), RangeError);
  });

  it('products of powers of two by the Fermat rule equal the product', () => {
    for (let i = 0n; i < 70n; i++)
      for (let j = 0n; j < 70n; j++) {
        const x = 1n << i;
        const y = 1n << j;
        assert.equal(nimPowerProduct(x, y), nimProduct(x, y), `2^${i} ⊗ 2^${j}`);
      }
    // Distinct Fermat 2-powers: the ordinary product.
    assert.equal(nimPowerProduct(1n << 16n, 1n << 2n), 1n << 18n);
    assert.throws(() => nimPowerProduct(3n, 4n), RangeError);
  });

  it('the terms of a hover: powers of two, each pair, and their XOR is the product', () => {
    const t = nimProductTerms(3n, 5n);
    assert.deepEqual(t.aPowers, [2n, 1n]);
    assert.deepEqual(t.bPowers, [4n, 1n]);
    assert.deepEqual(
      t.terms.map((x) => [x.x, x.y, x.product]),
      [
        [2n, 4n, 8n],
        [2n, 1n, 2n],
        [1n, 4n, 4n],
        [1n, 1n, 1n],
      ],
    );
    assert.equal(t.result, 15n);
    const r = prng(7);
    for (let i = 0; i < 20; i++) {
      const a = randomDigits(r, int(r, 1, 40));
      const b = randomDigits(r, int(r, 1, 40));
      const terms = nimProductTerms(a, b);
      assert.equal(
        terms.aPowers.reduce((s, p) => s ^ p, 0n),
        a,
      );
      assert.equal(terms.terms.length, terms.aPowers.length * terms.bPowers.length);
      assert.equal(
        terms.terms.reduce((s, x) => s ^ x.product, 0n),
        nimProduct(a, b),
      );
    }
    assert.deepEqual(powersOfTwo(0n), []);
  });

  it('the written-out product', () => {
    assert.equal(nimProductText(3n, 5n), '3 ⊗ 5 = (2 ⊕ 1) ⊗ (4 ⊕ 1) = 2⊗4 ⊕ 2⊗1 ⊕ 1⊗4 ⊕ 1⊗1 = 8 ⊕ 2 ⊕ 4 ⊕ 1 = 15');
    assert.equal(nimProductText(2n, 3n), '2 ⊗ 3 = 2 ⊗ (2 ⊕ 1) = 2⊗2 ⊕ 2⊗1 = 3 ⊕ 2 = 1');
    assert.equal(nimProductText(16n, 16n), '16 ⊗ 16 = 24');
    assert.equal(nimProductText(0n, 7n), '0 ⊗ 7 = 0');
    assert.equal(nimProductText(15n, 15n, 15), '15 ⊗ 15 = 9 (16 products of powers of two)');
    assert.equal(nimProductText(15n, 15n).split(' = ').length, 5);
    assert.ok(nimProductText(15n, 15n).endsWith(' = 9'));
  });
});
