// Turning Corners against a brute force written here: grids as bitmasks, every move enumerated from
// the rules, Grundy values by mex, misère outcomes and longest plays by memo. Every grid within 4×4
// and 5×4 checks the values; every grid within 4×4 and thousands of random ones within 6×6 check what
// a verdict says (outcome, the winning moves listed and their order, their exact count, the
// recommendation); heads with coordinates up to 2^17 check the counting by halves against a direct
// count written here; 40- and 100-digit coordinates check counts, listings and the uncounted case;
// misère play, a sum with Kayles and worksheets go through solve and analyse.

import * as assert from 'node:assert/strict';
import { compareBigints } from '../../src/core/bigint';
import { explanationLines } from '../../src/core/explain';
import { estimateWork } from '../../src/core/game';
import { CORNERS } from '../../src/core/games/corners/corners';
import { nimInverse, nimProduct } from '../../src/core/games/corners/nimProduct';
import { moveText, type Move } from '../../src/core/moves';
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
import { SLOW } from './tier';

const GAME = { kind: 'corners' as const };
const RULES: Rules = { game: GAME, misere: false };
const MISERE: Rules = { game: GAME, misere: true };

// ---------------------------------------------------------------- brute force, from the rules alone

/**
 * A board of w × h coins, coin (x, y) the bit x + w·y of a mask. A move clears the bit of its far
 * corner and toggles only lower bits (a < x, b < y), so every move lowers the mask: tables are
 * filled in increasing order of masks.
 */
interface Brute {
  readonly w: number;
  readonly h: number;
  readonly g: Uint8Array;
  /** Misère: 1 when the player to move wins. */
  readonly misereWin: Uint8Array;
  /** The moves of the longest play. */
  readonly longest: Int32Array;
}

interface BruteMove {
  readonly to: number;
  readonly x: number;
  readonly y: number;
  readonly a: number;
  readonly b: number;
}

const cell = (w: number, x: number, y: number): number => 2 ** (x + w * y);

/** Every move of a mask, by heads sorted by x then y, then a, then b: the order of ties. */
function movesOf(w: number, h: number, mask: number): BruteMove[] {
  const out: BruteMove[] = [];
  for (let x = 0; x < w; x++)
    for (let y = 0; y < h; y++) {
      if ((Math.floor(mask / cell(w, x, y)) & 1) === 0) continue;
      for (let a = 0; a < x; a++)
        for (let b = 0; b < y; b++) {
          let to = mask;
          for (const [cx, cy] of [
            [x, y],
            [x, b],
            [a, y],
            [a, b],
          ] as const) {
            const c = cell(w, cx, cy);
            to = (Math.floor(to / c) & 1) === 1 ? to - c : to + c;
          }
          out.push({ to, x, y, a, b });
        }
    }
  return out;
}

const bruteCache = new Map<string, Brute>();

/** For each coin, as a bit index, the masks of the four corners of each move with that far corner. */
function flipsOf(w: number, h: number): number[][] {
  const flips: number[][] = [];
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const list: number[] = [];
      for (let a = 0; a < x; a++)
        for (let b = 0; b < y; b++)
          list.push((1 << (x + w * y)) | (1 << (x + w * b)) | (1 << (a + w * y)) | (1 << (a + w * b)));
      flips[x + w * y] = list;
    }
  return flips;
}

function brute(w: number, h: number): Brute {
  const name = `${w}x${h}`;
  const known = bruteCache.get(name);
  if (known) return known;
  const cells = w * h;
  const size = 2 ** cells;
  const flips = flipsOf(w, h);
  const g = new Uint8Array(size);
  const misereWin = new Uint8Array(size);
  const longest = new Int32Array(size);
  const seen = new Uint32Array(256);
  for (let mask = 0; mask < size; mask++) {
    let moves = false;
    let win = false;
    let long = 0;
    for (let c = 0; c < cells; c++) {
      if (((mask >> c) & 1) === 0) continue;
      for (const f of flips[c]!) {
        const to = mask ^ f;
        moves = true;
        seen[g[to]!] = mask + 1;
        if (!misereWin[to]) win = true;
        long = Math.max(long, 1 + longest[to]!);
      }
    }
    let v = 0;
    while (seen[v] === mask + 1) v++;
    g[mask] = v;
    misereWin[mask] = !moves || win ? 1 : 0; // misère: a position without a move is a win
    longest[mask] = long;
  }
  const b = { w, h, g, misereWin, longest };
  bruteCache.set(name, b);
  return b;
}

/** The position vector of a mask: heads sorted by x, then y. */
function headsOfMask(w: number, h: number, mask: number): bigint[] {
  const out: bigint[] = [];
  for (let x = 0; x < w; x++)
    for (let y = 0; y < h; y++) if ((Math.floor(mask / cell(w, x, y)) & 1) === 1) out.push(BigInt(x), BigInt(y));
  return out;
}

const key = (heaps: readonly bigint[]): string => heaps.join(' ');

/** The value of one head by mex, from the rules of one head (the sum of heads is checked on whole boards). */
function mexTable(size: number): number[][] {
  const t: number[][] = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  for (let x = 0; x < size; x++)
    for (let y = 0; y < size; y++) {
      const seen = new Set<number>();
      for (let a = 0; a < x; a++) for (let b = 0; b < y; b++) seen.add(t[a]![b]! ^ t[a]![y]! ^ t[x]![b]!);
      let v = 0;
      while (seen.has(v)) v++;
      t[x]![y] = v;
    }
  return t;
}

function randomGrid(r: Rand, size: number, most: number): bigint[] {
  const cells = new Set<number>();
  const count = int(r, 1, most);
  while (cells.size < count) cells.add(int(r, 0, size * size - 1));
  const heads = [...cells].map((c) => [c % size, Math.floor(c / size)] as const);
  heads.sort((p, q) => p[0] - q[0] || p[1] - q[1]);
  return heads.flatMap(([x, y]) => [BigInt(x), BigInt(y)]);
}

const words = (x: bigint, y: bigint, a: bigint, b: bigint): string =>
  `turn over (${x}, ${y}), (${x}, ${b}), (${a}, ${y}), (${a}, ${b})`;

/** The value of a position: the XOR of x ⊗ y (nim products, proved by their own tests). */
function valueOf(heaps: readonly bigint[]): bigint {
  let v = 0n;
  for (let i = 0; i < heaps.length; i += 2) v ^= nimProduct(heaps[i]!, heaps[i + 1]!);
  return v;
}

/** Everything a verdict of a normal-play win says, where every winning move is known. */
function checkWin(v: Verdict, heaps: readonly bigint[], winning: readonly string[], label: string): void {
  assert.equal(v.outcome, winning.length ? 'win' : 'loss', label);
  assert.deepEqual(
    v.winningMoves.map((m) => m.words),
    winning.slice(0, 1000),
    label,
  );
  assert.equal(v.winningMoveCount, BigInt(winning.length), label);
  if (winning.length) {
    assert.ok(v.recommended, label);
    assert.equal(v.recommended.words, winning[0], label);
    assert.equal(v.recommended.amount, 4n);
  }
  for (const m of v.winningMoves) {
    const check = CORNERS.checkMove(GAME, heaps, m.result);
    assert.ok(check.legal, `${label}: ${m.words}`);
    if (check.legal) assert.equal(check.move.words, m.words);
  }
}

// ---------------------------------------------------------------- the values

describe('corners: the values against exhaustive search', () => {
  it('every grid within 4×4 is worth the XOR of x ⊗ y over its heads', () => {
    const b = brute(4, 4);
    const values = CORNERS.grundy(GAME, 2_000_000);
    for (let mask = 0; mask < b.g.length; mask++) {
      const heaps = headsOfMask(4, 4, mask);
      assert.equal(values.value(heaps), BigInt(b.g[mask]!), key(heaps));
    }
  });

  it('60,000 random grids within 5×4, and the same within 4×5 (the game is symmetric)', () => {
    const b = brute(5, 4);
    const values = CORNERS.grundy(GAME, 2_000_000);
    const r = prng(54);
    for (let t = 0; t < 60_000; t++) {
      const mask = int(r, 0, b.g.length - 1);
      const heaps = headsOfMask(5, 4, mask);
      assert.equal(values.value(heaps), BigInt(b.g[mask]!), key(heaps));
      const transposed = sortedGrid(
        Array.from({ length: heaps.length / 2 }, (_, i) => [heaps[2 * i + 1]!, heaps[2 * i]!] as [bigint, bigint]),
      );
      assert.equal(values.value(transposed), BigInt(b.g[mask]!), key(transposed));
    }
  });

  it('one head by mex is x ⊗ y, to 24 × 24', () => {
    const t = mexTable(24);
    for (let x = 0; x < 24; x++)
      for (let y = 0; y < 24; y++) assert.equal(BigInt(t[x]![y]!), nimProduct(BigInt(x), BigInt(y)), `${x}, ${y}`);
  });
});

// ---------------------------------------------------------------- moves

describe('corners: moves', () => {
  it('legalMoves is every move once, in the order of ties, with its words and cost', () => {
    const r = prng(11);
    for (let t = 0; t < 300; t++) {
      const mask = int(r, 0, 2 ** 16 - 1);
      const heaps = headsOfMask(4, 4, mask);
      const mine = [...CORNERS.legalMoves(GAME, heaps)];
      const expected = movesOf(4, 4, mask);
      assert.deepEqual(
        mine.map((m) => key(m.result)),
        expected.map((m) => key(headsOfMask(4, 4, m.to))),
      );
      assert.deepEqual(
        mine.map((m) => m.words),
        expected.map((m) => words(BigInt(m.x), BigInt(m.y), BigInt(m.a), BigInt(m.b))),
      );
      const index = (x: number, y: number) => {
        for (let i = 0; i < heaps.length; i += 2)
          if (heaps[i] === BigInt(x) && heaps[i + 1] === BigInt(y)) return i / 2;
        return -1;
      };
      mine.forEach((m, i) => {
        assert.deepEqual(m.heaps, [index(expected[i]!.x, expected[i]!.y)]);
        assert.equal(m.amount, 4n);
      });
      assert.equal(new Set(mine.map((m) => key(m.result))).size, mine.length);
    }
  });

  it('checkMove accepts exactly the moves, for every pair of grids within 3×2', () => {
    for (let from = 0; from < 64; from++) {
      const legal = new Map(movesOf(3, 2, from).map((m) => [m.to, m]));
      for (let to = 0; to < 64; to++) {
        const check = CORNERS.checkMove(GAME, headsOfMask(3, 2, from), headsOfMask(3, 2, to));
        const m = legal.get(to);
        assert.equal(check.legal, m !== undefined, `${from} -> ${to}`);
        if (check.legal && m) {
          assert.equal(check.move.words, words(BigInt(m.x), BigInt(m.y), BigInt(m.a), BigInt(m.b)));
          assert.deepEqual(check.move.result, headsOfMask(3, 2, to));
        }
      }
    }
  });

  it('checkMove says why a step is not a move', () => {
    const B = (...ns: number[]) => ns.map(BigInt);
    const reason = (from: bigint[], to: bigint[]) => {
      const c = CORNERS.checkMove(GAME, from, to);
      assert.equal(c.legal, false);
      return c.legal ? '' : c.reason;
    };
    assert.match(reason(B(3, 5), B(3, 5)), /no coin is turned over/);
    assert.match(
      reason(B(3, 5), B(3, 4)),
      /turns over 2 coins \(\(3, 4\), \(3, 5\)\): a move turns over the four corners/,
    );
    assert.match(reason(B(3, 5), B(0, 0, 0, 5, 3, 0, 3, 5, 4, 4)), /turns over 4 coins .*|not the four corners/);
    assert.match(
      reason(B(3, 5), B(0, 0, 1, 5, 3, 0)),
      /the coins turned over, \(0, 0\), \(1, 5\), \(3, 0\), \(3, 5\), are not the four corners of a rectangle/,
    );
    assert.match(
      reason(B(1, 1), B(0, 0, 0, 2, 1, 1, 2, 0, 2, 2)),
      /\(2, 2\) shows tails: the corner farthest from \(0, 0\) must go from heads to tails/,
    );
  });

  it('cheapestMove, randomMoveIn, positionKey, words and practice positions', () => {
    assert.equal(CORNERS.cheapestMove(GAME, [0n, 3n, 2n, 0n]), null);
    const m = CORNERS.cheapestMove(GAME, [0n, 3n, 2n, 5n, 4n, 1n])!;
    assert.equal(m.words, 'turn over (2, 5), (2, 0), (0, 5), (0, 0)');
    assert.deepEqual(m.heaps, [1]);
    assert.deepEqual(m.result, [0n, 0n, 0n, 3n, 0n, 5n, 2n, 0n, 4n, 1n]);
    const r = prng(5);
    const heaps = [2n, 3n, 10n ** 40n, 7n];
    for (let t = 0; t < 200; t++) {
      const i = int(r, 0, heaps.length - 1);
      const move = CORNERS.randomMoveIn(GAME, heaps, i, r)!;
      assert.deepEqual(move.heaps, [i >> 1]);
      assert.ok(CORNERS.checkMove(GAME, heaps, move.result).legal);
    }
    assert.equal(CORNERS.randomMoveIn(GAME, [0n, 4n], 1, r), null);
    // Heads on an axis never move and no move depends on them.
    assert.equal(CORNERS.positionKey(GAME, [0n, 4n, 1n, 2n, 3n, 0n]), '1,2');
    assert.notEqual(CORNERS.positionKey(GAME, [1n, 2n]), CORNERS.positionKey(GAME, [2n, 1n]));
    assert.deepEqual(CORNERS.words(GAME), {
      name: 'Turning Corners',
      move: 'Turn over the four corners of a rectangle; the corner farthest from (0, 0) must go from heads to tails.',
      token: 'token',
    });
    for (const level of [1, 2, 3] as const)
      for (let t = 0; t < 50; t++) {
        const p = CORNERS.randomPosition(GAME, level, r);
        assert.ok(p.length >= 4 && p.length % 2 === 0);
        for (let i = 2; i < p.length; i += 2)
          assert.ok(p[i - 2]! < p[i]! || (p[i - 2] === p[i] && p[i - 1]! < p[i + 1]!), key(p));
        for (const c of p) assert.ok(c >= 1n && c <= 15n);
      }
  });
});

// ---------------------------------------------------------------- verdicts on small grids

/** The words of the winning moves of a mask, in the order of ties, from the brute force's values. */
function bruteWinning(b: Brute, mask: number): string[] {
  return movesOf(b.w, b.h, mask)
    .filter((m) => b.g[m.to] === 0)
    .map((m) => words(BigInt(m.x), BigInt(m.y), BigInt(m.a), BigInt(m.b)));
}

describe('corners: verdicts against exhaustive search', () => {
  it('every grid within 4×4 as the family decides it (a fifth in the quick tier): outcome, winning moves in order, count, cheapest', () => {
    const b = brute(4, 4);
    const family = CORNERS.family(GAME, false, 2_000_000);
    // A step of 5 (odd, so every cell is sometimes a head) in the quick tier; every grid in the slow one.
    for (let mask = 0; mask < b.g.length; mask += SLOW ? 1 : 5) {
      const heaps = headsOfMask(4, 4, mask);
      const d = family.decide(heaps)!;
      const winning = bruteWinning(b, mask);
      assert.equal(d.outcome, winning.length ? 'win' : 'loss', key(heaps));
      assert.deepEqual(
        d.winningMoves.map((m) => m.words),
        winning,
        key(heaps),
      );
      assert.equal(d.winningMoveCount, BigInt(winning.length));
      assert.equal(d.cheapest?.words, winning[0]);
      if (d.outcome === 'win') assert.equal(d.winningMoves[0]!.amount, 4n);
    }
  });

  it('5,000 random grids within 4×4 through solve: the verdict and its recommendation', () => {
    const b = brute(4, 4);
    const r = prng(4);
    for (let t = 0; t < 5000; t++) {
      const mask = int(r, 1, b.g.length - 1);
      const heaps = headsOfMask(4, 4, mask);
      const v = solve(RULES, heaps, { exhaustive: false });
      checkWin(v, heaps, bruteWinning(b, mask), key(heaps));
      assert.equal(v.grundy, BigInt(b.g[mask]!));
    }
  });

  it('3,000 random grids within 6×6, against the values of one head by mex', () => {
    const t = mexTable(6);
    const r = prng(66);
    for (let n = 0; n < 3000; n++) {
      const heaps = randomGrid(r, 6, 10);
      let value = 0;
      for (let i = 0; i < heaps.length; i += 2) value ^= t[Number(heaps[i])]![Number(heaps[i + 1])]!;
      const winning: string[] = [];
      for (let i = 0; i < heaps.length; i += 2) {
        const x = Number(heaps[i]);
        const y = Number(heaps[i + 1]);
        for (let a = 0; a < x; a++)
          for (let b = 0; b < y; b++)
            if ((value ^ t[x]![y]! ^ t[a]![y]! ^ t[x]![b]! ^ t[a]![b]!) === 0)
              winning.push(words(BigInt(x), BigInt(y), BigInt(a), BigInt(b)));
      }
      const v = solve(RULES, heaps, { exhaustive: false });
      checkWin(v, heaps, winning, key(heaps));
      for (const m of v.winningMoves) assert.equal(valueOf(m.result), 0n);
    }
  });
});

// ---------------------------------------------------------------- counting by halves

/** The moves from head (x, y) changing the value by d, by a direct count over b < y: a = x ⊕ d ⊗ (y ⊕ b)⁻¹. */
function directCount(x: bigint, y: bigint, d: bigint): { a: bigint; b: bigint }[] {
  const out: { a: bigint; b: bigint }[] = [];
  for (let b = 0n; b < y; b++) {
    const a = x ^ nimProduct(d, nimInverse(y ^ b));
    if (a < x) out.push({ a, b });
  }
  return out.sort((p, q) => compareBigints(p.a, q.a));
}

function randomBits(r: Rand, bits: number): bigint {
  let n = 1n;
  for (let i = 1; i < bits; i++) n = 2n * n + BigInt(int(r, 0, 1));
  return n; // exactly `bits` bits
}

function randomDigits(r: Rand, digits: number): bigint {
  let s = String(int(r, 1, 9));
  for (let i = 1; i < digits; i++) s += String(int(r, 0, 9));
  return BigInt(s);
}

describe('corners: counting by halves against a direct count', () => {
  const values = CORNERS.grundy(GAME, 2_000_000);
  // [bits of the small coordinate, bits of the large one, bits of the change]: fields GF(4) to GF(2^32),
  // both halves high (quadratics), one high (the subfield), both low, and the direct count.
  const shapes: [number, number, number][] = [
    [2, 2, 2],
    [2, 4, 4],
    [3, 4, 3],
    [4, 8, 8],
    [6, 8, 5],
    [7, 16, 16],
    [10, 16, 12],
    [12, 16, 16],
    [9, 32, 32],
    [12, 32, 20],
    [5, 64, 64],
    [8, 70, 128],
    [11, 133, 133],
  ];
  for (const [small, large, dBits] of shapes) {
    it(`heads of ${small} and ${large} bits, changes of up to ${dBits} bits, both ways round`, () => {
      const r = prng(small * 1000 + large);
      for (let t = 0; t < 40; t++) {
        const y = randomBits(r, small);
        const x = randomBits(r, int(r, Math.max(1, large - 3), large));
        const d = randomBits(r, int(r, 1, dBits));
        const expected = directCount(x, y, d);
        const target = nimProduct(x, y) ^ d;
        const found = values.movesTo([x, y], target, 100_000)!;
        assert.equal(found.count, BigInt(expected.length), `(${x}, ${y}) by ${d}`);
        assert.deepEqual(
          found.moves.map((m) => m.words),
          expected.map((p) => words(x, y, p.a, p.b)),
        );
        // The same grid with x and y exchanged has as many moves (u ⊗ w = w ⊗ u), found the other way round.
        const swapped = values.movesTo([y, x], target, 1)!;
        assert.equal(swapped.count, BigInt(expected.length), `(${y}, ${x}) by ${d}`);
      }
    });
  }

  it('both coordinates of 17 bits (GF(2^32), quadratics over GF(2^16)), against a direct count', () => {
    const r = prng(17);
    for (let t = 0; t < 4; t++) {
      const x = randomBits(r, 17);
      const y = randomBits(r, 17);
      const d = randomBits(r, 32);
      const expected = directCount(x, y, d);
      const found = values.movesTo([x, y], nimProduct(x, y) ^ d, 100_000)!;
      assert.equal(found.count, BigInt(expected.length));
      assert.deepEqual(
        found.moves.map((m) => m.words),
        expected.slice(0, 100_000).map((p) => words(x, y, p.a, p.b)),
      );
    }
  });
});

// ---------------------------------------------------------------- large coordinates

function checkListedWinning(v: Verdict, heaps: readonly bigint[]): void {
  assert.equal(v.outcome, 'win');
  const results = new Set<string>();
  for (const m of v.winningMoves) {
    assert.ok(CORNERS.checkMove(GAME, heaps, m.result).legal, m.words);
    assert.equal(valueOf(m.result), 0n, m.words);
    results.add(key(m.result));
  }
  assert.equal(results.size, v.winningMoves.length);
  const heads = v.winningMoves.map((m) => m.heaps[0]!);
  for (let i = 1; i < heads.length; i++) assert.ok(heads[i - 1]! <= heads[i]!);
}

function sortedGrid(heads: [bigint, bigint][]): bigint[] {
  return heads.sort((p, q) => compareBigints(p[0], q[0]) || compareBigints(p[1], q[1])).flat();
}

describe('corners: 40- and 100-digit coordinates', () => {
  it('three heads of 40 digits: every winning move counted exactly and listed in order', () => {
    const r = prng(40);
    for (let t = 0; t < 5; t++) {
      const heaps = sortedGrid(Array.from({ length: 3 }, () => [randomDigits(r, 40), randomDigits(r, 40)]));
      const v = solve(RULES, heaps);
      checkListedWinning(v, heaps);
      assert.notEqual(v.winningMoveCount, null);
      assert.ok(v.winningMoveCount! > 0n);
      // About x·y/2^256 per head, so about a thousand: all listed up to 1,000.
      assert.equal(BigInt(v.winningMoves.length), v.winningMoveCount! < 1000n ? v.winningMoveCount : 1000n);
      const transposed = sortedGrid(
        Array.from({ length: 3 }, (_, i) => [heaps[2 * i + 1]!, heaps[2 * i]!] as [bigint, bigint]),
      );
      assert.equal(solve(RULES, transposed).winningMoveCount, v.winningMoveCount);
      assert.equal(v.recommended!.words, v.winningMoves[0]!.words);
      assert.match(
        v.method,
        /^Turning Corners: \d{40} ⊗ \d{40} = \d+, \d{40} ⊗ \d{40} = \d+, \d{40} ⊗ \d{40} = \d+, XOR \d+$/,
      );
    }
  });

  it('40- and 100-digit heads with a small coordinate: exact counts against a direct count', () => {
    const r = prng(100);
    for (const digits of [40, 100]) {
      for (let t = 0; t < 6; t++) {
        const x = randomDigits(r, digits);
        const y = BigInt(int(r, 1, 3000));
        const other: [bigint, bigint] = [randomDigits(r, digits), randomDigits(r, digits)];
        const heaps = sortedGrid([[x, y], other]);
        const d = valueOf(heaps);
        const mine = CORNERS.grundy(GAME, 2_000_000).movesTo([x, y], nimProduct(x, y) ^ d, 1000)!;
        const expected = directCount(x, y, d);
        assert.equal(mine.count, BigInt(expected.length));
        assert.deepEqual(
          mine.moves.map((m) => m.words),
          expected.slice(0, 1000).map((p) => words(x, y, p.a, p.b)),
        );
      }
    }
  });

  it('three heads of 100 digits: not all counted, the head named, winning moves still listed', () => {
    const r = prng(1000);
    for (let t = 0; t < 3; t++) {
      const heaps = sortedGrid(Array.from({ length: 3 }, () => [randomDigits(r, 100), randomDigits(r, 100)]));
      const v = solve(RULES, heaps);
      checkListedWinning(v, heaps);
      assert.equal(v.winningMoveCount, null);
      assert.match(
        v.uncounted!,
        new RegExp(`^the winning moves from the head \\(${heaps[0]}, ${heaps[1]}\\) are not all counted`),
      );
      assert.ok(v.winningMoves.length > 0);
      assert.ok(v.recommended && v.winningMoves.some((m) => m.words === v.recommended!.words));
      assert.match(verdictTitle(v), /^Win · turn over .* · \d+ winning moves? found, not all counted$/);
    }
  });

  it('a small budget leaves the count open but still lists winning moves', () => {
    const heaps = [1000n, 999n, 1500n, 1234n];
    const full = solve(RULES, heaps, { exhaustive: false });
    const small = solve(RULES, heaps, { exhaustive: false, budget: 80 });
    assert.notEqual(full.winningMoveCount, null);
    assert.equal(small.winningMoveCount, null);
    checkListedWinning(small, heaps);
    const all = new Set(full.winningMoves.map((m) => m.words));
    for (const m of small.winningMoves) assert.ok(all.has(m.words));
  });

  it('the explanation writes small products out and large ones as results', () => {
    const v = solve(RULES, [1n, 2n, 3n, 5n]);
    assert.equal(v.method, 'Turning Corners: 1 ⊗ 2 = 2, 3 ⊗ 5 = 15, XOR 13');
    assert.equal(v.explanation.kind, 'corners');
    const md = reasonMarkdown(v.explanation);
    assert.match(md, /\| head \| value \|\n\|---\|---\|\n\| `\(1, 2\)` \| `1 ⊗ 2 = 2` \|\n/);
    assert.match(
      md,
      /\| `\(3, 5\)` \| `3 ⊗ 5 = \(2 ⊕ 1\) ⊗ \(4 ⊕ 1\) = 2⊗4 ⊕ 2⊗1 ⊕ 1⊗4 ⊕ 1⊗1 = 8 ⊕ 2 ⊕ 4 ⊕ 1 = 15` \|/,
    );
    assert.match(md, /XOR of the values: `2 ⊕ 15` = \*\*13\*\*\./);
    assert.match(md, /A head at \(x, y\) is worth x ⊗ y, the nim product/);
    assert.match(md, /\(x ⊕ a\) ⊗ \(y ⊕ b\) = 13, leaving 0/);
    assert.deepEqual(explanationLines(v.explanation).slice(1, 4), [
      '(1, 2): 1 ⊗ 2 = 2',
      '(3, 5): 3 ⊗ 5 = (2 ⊕ 1) ⊗ (4 ⊕ 1) = 2⊗4 ⊕ 2⊗1 ⊕ 1⊗4 ⊕ 1⊗1 = 8 ⊕ 2 ⊕ 4 ⊕ 1 = 15',
      'XOR: 2 ⊕ 15 = 13',
    ]);
    const loss = solve(RULES, [1n, 2n, 3n, 3n]);
    assert.equal(loss.outcome, 'loss');
    assert.match(
      reasonMarkdown(loss.explanation),
      /The value is 0: every move changes it .* so the player to move loses/,
    );
    const x = 10n ** 39n + 7n;
    const big = solve(RULES, [x, x]);
    assert.ok(explanationLines(big.explanation).includes(`(${x}, ${x}): ${x} ⊗ ${x} = ${nimProduct(x, x)}`));
    const many = solve(RULES, Array.from({ length: 15 }, (_, i) => [BigInt(i + 1), 1n]).flat());
    assert.match(many.method, /^Turning Corners: 1 ⊗ 1 = 1, 2 ⊗ 1 = 2, 3 ⊗ 1 = 3, 4 ⊗ 1 = 4, …, XOR \d+$/);
    assert.match(reasonMarkdown(many.explanation), /… and 3 more heads/);
  });
});

// ---------------------------------------------------------------- search bounds and misère play

describe('corners: misère play and the bounds of the search', () => {
  it('every grid within 3×4 misère, through solve, against a brute-force misère outcome', () => {
    const b = brute(3, 4);
    for (let mask = 1; mask < b.g.length; mask++) {
      const heaps = headsOfMask(3, 4, mask);
      const v = solve(MISERE, heaps);
      assert.equal(v.outcome, b.misereWin[mask] ? 'win' : 'loss', key(heaps));
      const winning = movesOf(3, 4, mask)
        .filter((m) => !b.misereWin[m.to])
        .map((m) => words(BigInt(m.x), BigInt(m.y), BigInt(m.a), BigInt(m.b)));
      assert.deepEqual(
        v.winningMoves.map((m) => m.words),
        winning,
      );
    }
  });

  it('misère beyond the budget is unknown, saying why', () => {
    const v = solve(MISERE, [10n, 10n, 12n, 3n], { budget: 1000 });
    assert.equal(v.outcome, 'unknown');
    assert.match(v.method, /misère Turning Corners is decided by exhaustive search only/);
  });

  it('the work bounds and the longest play bound the search’s real work', () => {
    const b = brute(4, 4);
    const r = prng(44);
    for (let t = 0; t < 30; t++) {
      const mask = int(r, 1, 2 ** 12 - 1); // within 4×3
      const heaps = headsOfMask(4, 4, mask);
      let lo = 1;
      let hi = 1;
      while (!new ExhaustiveSearch(MISERE).solve(heaps, hi)) hi *= 2;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (new ExhaustiveSearch(MISERE).solve(heaps, mid)) hi = mid;
        else lo = mid + 1;
      }
      assert.ok(CORNERS.searchWorkLowerBound(GAME, heaps) <= BigInt(lo), `${key(heaps)}: floor`);
      assert.ok(estimateWork(MISERE, heaps) >= lo, `${key(heaps)}: upper bound`);
      assert.ok(CORNERS.playLength(GAME, heaps) <= BigInt(b.longest[mask]!), `${key(heaps)}: play`);
    }
    const huge = [10n ** 40n, 10n ** 40n, 10n ** 41n, 3n];
    assert.ok(CORNERS.searchWorkLowerBound(GAME, huge) > 10n ** 80n);
    assert.equal(CORNERS.searchSpace(GAME, huge).positions, Infinity);
  });
});

// ---------------------------------------------------------------- sums and worksheets

describe('corners: sums and worksheets', () => {
  it('corners + kayles through parseRulesLine and solve, against brute force', () => {
    const parsed = parseRulesLine('corners + kayles');
    assert.ok(parsed.ok);
    const kayles: number[] = [0];
    for (let n = 1; n <= 10; n++) {
      const seen = new Set<number>();
      for (const take of [1, 2]) for (let a = 0; a <= n - take; a++) seen.add(kayles[a]! ^ kayles[n - take - a]!);
      let g = 0;
      while (seen.has(g)) g++;
      kayles.push(g);
    }
    const b = brute(4, 4);
    const r = prng(2025);
    for (let t = 0; t < 400; t++) {
      const mask = int(r, 1, 2 ** 16 - 1);
      const k = int(r, 0, 10);
      const grid = headsOfMask(4, 4, mask);
      const heaps = encodeParts([grid, k === 0 ? [] : [BigInt(k)]]);
      const v = solve(parsed.rules, heaps, { exhaustive: false });
      const g = b.g[mask]! ^ kayles[k]!;
      assert.equal(v.outcome, g === 0 ? 'loss' : 'win');
      assert.equal(v.grundy, BigInt(g));
      const expected: string[] = [];
      for (const m of movesOf(4, 4, mask))
        if ((b.g[m.to]! ^ kayles[k]!) === 0) expected.push(`${key(headsOfMask(4, 4, m.to))}|${k || ''}`);
      for (const take of [1, 2])
        for (let a = 0; a <= (k - take) / 2; a++) {
          const c = k - take - a;
          if ((kayles[a]! ^ kayles[c]! ^ b.g[mask]!) === 0)
            expected.push(`${key(grid)}|${[a, c].filter((x) => x > 0).join(',')}`);
        }
      const got = v.winningMoves.map((m: Move) => {
        const parts = decodeParts(m.result)!.parts;
        return `${key(parts[0]!)}|${[...parts[1]!]
          .filter((h) => h > 0n)
          .sort((x, y) => Number(x - y))
          .join(',')}`;
      });
      assert.deepEqual([...new Set(got)].sort(), [...new Set(expected)].sort(), `${key(grid)} + ${k}`);
      assert.equal(v.winningMoveCount, BigInt(new Set(expected).size));
      if (v.recommended?.part?.index === 0)
        assert.match(moveText(v.recommended), /^turn over \(\d+, \d+\), .* in part 1 \(Turning Corners\)$/);
    }
  });

  it('lens texts show the move and write the result as the grid’s heads', () => {
    const a = analyseText('corners\n(1, 2) (3, 5)\n(3, 5) (1, 2)\n(3,3)\n(1, 2) (3, 3)\n');
    const title = (i: number) =>
      verdictTitle(a.positions[i]!.verdicts[0]!, a.positions[i]!.statement.items[0]!.position.style);
    // 1 ⊗ 2 ⊕ 3 ⊗ 5 = 2 ⊕ 15 = 13, and from (3, 5) with (0, 3): 3 ⊗ 6 = 13, the only winning move.
    const win = 'Win · turn over (3, 5), (3, 3), (0, 5), (0, 3) → (0, 3) (0, 5) (1, 2) (3, 3) · 1 winning move';
    assert.equal(title(0), win);
    assert.equal(title(1), win);
    // 3 ⊗ 3 = 2: three winning moves, the first with near corner (0, 0); written in the line's own style.
    assert.equal(title(2), 'Win · turn over (3, 3), (3, 0), (0, 3), (0, 0) → (0,0) (0,3) (3,0) · 3 winning moves');
    assert.equal(title(3), 'Loss · every move loses');
    assert.deepEqual(
      a.diagnostics.filter((d) => d.severity === 'error'),
      [],
    );
  });

  it('records of grids: a mistake and an illegal step', () => {
    const a = analyseText('corners\n(3, 5) (1, 2) -> (1, 2) (0, 5) (3, 4) (0, 4)\n(3, 5) (1, 2) -> (1, 2) (3, 4)\n');
    const messages = a.diagnostics.map((d) => d.message);
    assert.ok(
      messages.some((m) => /gives the win away/.test(m)),
      JSON.stringify(messages),
    );
    assert.ok(
      messages.some((m) =>
        /turns over 2 coins \(\(3, 4\), \(3, 5\)\): a move turns over the four corners of a rectangle/.test(m),
      ),
      JSON.stringify(messages),
    );
  });

  it('a sum with kayles in a worksheet', () => {
    const a = analyseText('corners + kayles\n(1, 2) (3, 5) + 4\n');
    const v = a.positions[0]!.verdicts[0]!;
    // 13 for the grid and G(4) = 1 for Kayles: 12, a win.
    assert.equal(v.outcome, 'win');
    assert.equal(v.grundy, 12n);
  });
});
