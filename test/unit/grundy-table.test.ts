// Tables of take-and-break games: the sparse-space table equal to the plain mex table on many codes
// and under any mask, both equal to an enumeration of every move written here from the spec, pinned
// values (OEIS A002188 for Grundy's game, A071509 for 0.1777), closed forms (Lasker's Nim, 0.[3]),
// Kayles' period, and stopping early.

import * as assert from 'node:assert/strict';
import {
  grundyTable,
  naiveGrundyTable,
  sparseGrundyTable,
  tableMethod,
  type SparseClass,
  type SparseEngine,
  type SparseStats,
} from '../../src/core/games/takeAndBreak/grundyTable';
import { kernelAvailable, kernelSparseTable } from '../../src/core/games/takeAndBreak/sparseKernel';
import { type BreakDigit, digitAt, type Modifier, type TakeAndBreakCode } from '../../src/core/games/takeAndBreak/code';
import { SLOW } from './tier';

const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUV';

/** The digits of a piece of code text, each with its modifier. */
function digitsOf(text: string): BreakDigit[] {
  const out: BreakDigit[] = [];
  for (let i = 0; i < text.length; i++) {
    const bits = DIGITS.indexOf(text[i]!.toUpperCase());
    assert.ok(bits >= 0, `digit ${text[i]} in ${text}`);
    const next = text[i + 1];
    const modifier = next === '!' || next === '?' || next === '=' ? next : null;
    if (modifier) i++;
    out.push({ bits, modifier });
  }
  return out;
}

/** A code from its text (`4!.0`, `0.7F`, `4.[3]`), for the tests only: no errors looked for. */
function code(text: string): TakeAndBreakCode {
  const [before, after = ''] = text.split('.');
  const open = after.indexOf('[');
  const body = open < 0 ? after : after.slice(0, open);
  const tail = open < 0 ? null : digitsOf(after.slice(open + 1, after.indexOf(']')));
  const digits = digitsOf(body);
  if (!tail) while (digits.length && digits[digits.length - 1]!.bits === 0) digits.pop();
  return { d0: digitsOf(before!)[0]!, digits, tail };
}

/** The ways to write `rest` as `parts` positive numbers, each at least `least`, in increasing order. */
function* partitions(rest: number, parts: number, least = 1): Generator<number[]> {
  if (parts === 0) {
    if (rest === 0) yield [];
    return;
  }
  for (let first = least; first * parts <= rest; first++)
    for (const others of partitions(rest - first, parts - 1, first)) yield [first, ...others];
}

function allowed(heaps: readonly number[], modifier: Modifier | null): boolean {
  if (heaps.length < 2 || modifier === null) return true;
  const distinct = new Set(heaps).size;
  if (modifier === '!') return distinct === heaps.length;
  if (modifier === '?') return distinct > 1;
  return distinct === 1;
}

/** G(0) … G(count − 1) by every move of the spec: remove j, leave m heaps (bit 2^m of d_j), the modifier. */
function everyMove(c: TakeAndBreakCode, count: number): number[] {
  const g = [0];
  for (let n = 1; n < count; n++) {
    const options = new Set<number>();
    for (let j = 0; j <= n; j++) {
      const d = digitAt(c, j);
      for (let m = j === 0 ? 2 : 0; m <= 4; m++) {
        if (!(d.bits & (1 << m))) continue;
        for (const heaps of partitions(n - j, m))
          if (allowed(heaps, d.modifier)) options.add(heaps.reduce((x, h) => x ^ g[h]!, 0));
      }
    }
    let mex = 0;
    while (options.has(mex)) mex++;
    g.push(mex);
  }
  return g;
}

const list = (a: Uint32Array): number[] => Array.from(a);

/** The first difference of two tables, for messages. */
function firstDifference(a: ArrayLike<number>, b: ArrayLike<number>): string {
  for (let n = 0; n < Math.max(a.length, b.length); n++) if (a[n] !== b[n]) return `G(${n}): ${a[n]} vs ${b[n]}`;
  return 'none';
}

function assertSameTable(actual: Uint32Array, expected: ArrayLike<number>, what: string): void {
  assert.equal(actual.length, expected.length, `${what}: length`);
  const d = firstDifference(actual, expected);
  assert.equal(d, 'none', `${what}: first difference ${d}`);
}

// Codes whose every digit leaves at most two heaps and that have no tail: the sparse-space method.
const TWO_HEAP_CODES = [
  '4!.0', // Grundy's game
  '4?.0',
  '4=.0',
  '4.0',
  '4.7',
  '4!.37',
  '0.77', // Kayles
  '0.07', // Dawson's Kayles
  '0.137', // Dawson's chess
  '0.6',
  '0.4',
  '0.4!',
  '0.4?',
  '0.4=',
  '0.6!',
  '0.7=7',
  '0.1777',
  '0.051',
  '0.106',
  '0.165',
  '0.007',
  '0.14',
  '0.56',
  '0.16',
  '0.7!7?6=',
];

// Hexadecimal digits, d0 that breaks in three or four, modifiers on them, tails: the plain table.
const OTHER_CODES = [
  '0.F',
  '0.8',
  '0.7F',
  '0.G',
  '8.0',
  '8!.0',
  '8?.0',
  '8=.0',
  'C.0',
  'C!.3',
  'G.0',
  'G?.0',
  '0.F!',
  '0.F?',
  '0.F=',
  '0.1V',
  '0.[3]',
  '4.[3]', // Lasker's Nim
  '0.[7]',
  '0.1[6]',
  '0.0[3!7]',
  '0.[4=2]',
];

const ENGINES: readonly SparseEngine[] = ['webassembly', 'typescript'];

describe('tables of take-and-break games', function () {
  this.timeout(120_000);

  it('classifies codes: the sparse-space method for finite codes leaving at most two heaps', () => {
    for (const text of TWO_HEAP_CODES) assert.equal(tableMethod(code(text)), 'sparse space', text);
    for (const text of OTHER_CODES) assert.equal(tableMethod(code(text)), 'plain mex', text);
  });

  it("Grundy's game begins as OEIS A002188", () => {
    const a002188 = [
      0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1, 2, 4, 1, 2, 4, 1,
      2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3, 2, 1, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2,
      4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3, 7, 4, 3, 7, 4, 3, 7, 4, 3, 5, 2, 3, 5,
    ];
    const grundy = code('4!.0');
    assert.deepEqual(list(grundyTable(grundy, a002188.length)), a002188);
    assert.deepEqual(list(naiveGrundyTable(grundy, a002188.length)), a002188);
    assert.deepEqual(everyMove(grundy, a002188.length), a002188);
  });

  it('0.1777 begins as OEIS A071509', () => {
    // A071509 lists G(1), G(2), …
    const a071509 = [
      1, 1, 2, 2, 3, 4, 1, 1, 6, 6, 3, 2, 2, 1, 1, 6, 6, 8, 4, 4, 5, 10, 1, 1, 8, 3, 3, 4, 4, 7, 6, 6, 8, 8, 4, 1, 1, 6,
      7, 8, 4, 4, 5, 10, 8, 1, 1, 15, 5, 4, 4, 7, 6, 6, 1, 1, 4, 3, 3, 6, 1, 1, 4, 4, 3, 8, 8, 1, 1, 10, 14, 8, 4, 13,
      6, 6, 1, 1, 8, 3, 3, 13, 1, 1, 6,
    ];
    assert.deepEqual(list(grundyTable(code('0.1777'), a071509.length + 1)), [0, ...a071509]);
  });

  it('the sparse-space table equals the plain mex table for 5,000 values on every two-heap code', () => {
    for (const text of TWO_HEAP_CODES) {
      const c = code(text);
      assertSameTable(grundyTable(c, 5000), naiveGrundyTable(c, 5000), text);
    }
  });

  it('is exact under any mask and twist, only its speed depends on them', () => {
    const classes: SparseClass[] = [
      { mask: 1, twist: 0 },
      { mask: 2, twist: 0 },
      { mask: 3, twist: 0 },
      { mask: 5, twist: 0 },
      { mask: 0b110, twist: 0 },
      { mask: 0b11111110, twist: 0 },
      { mask: 0b10110101, twist: 0 },
      { mask: 0x400, twist: 0 },
      { mask: 1, twist: 1 },
      { mask: 0b111, twist: 1 },
      { mask: 0b1101, twist: 1 },
    ];
    // The first 1,000 values in the quick tier, 3,000 in the slow one.
    const length = SLOW ? 3000 : 1000;
    for (const text of ['4!.0', '0.77', '0.137', '0.1777', '0.6', '0.051', '0.106', '4.7', '0.4=', '0.7!7?6=']) {
      const c = code(text);
      const reference = naiveGrundyTable(c, length);
      const oneParity = !['0.77', '4.7', '0.1777', '0.7!7?6='].includes(text); // splitting j of one parity
      for (const sparseClass of classes) {
        if (sparseClass.twist && !oneParity) {
          assert.throws(() => sparseGrundyTable(c, 10, sparseClass), /parity/);
          continue;
        }
        const what = `${text} with mask ${sparseClass.mask.toString(2)}, twist ${sparseClass.twist}`;
        for (const engine of ENGINES)
          assertSameTable(sparseGrundyTable(c, length, sparseClass, {}, engine), reference, `${what} (${engine})`);
      }
    }
    assert.throws(() => sparseGrundyTable(code('0.8'), 10, { mask: 1, twist: 0 }), /two heaps/);
  });

  it("the WebAssembly kernel runs here, and its tables are the TypeScript loop's: values, sparse space and work", () => {
    assert.ok(kernelAvailable(), 'WebAssembly compiles the kernel in Node');
    const runs: [string, number][] = [
      ...TWO_HEAP_CODES.map((text): [string, number] => [text, 5000]),
      ['4!.0', 60_000], // values with new top bits, masks revised at every doubling
      ['0.1777', 60_000], // a twist-free code with a sparse space found late
      ['0.051', 60_000], // the sparse space in the domain (a twist)
      ['0.16', 60_000],
      // Splitting j of 5 and more: at small n the plain step's splits of heaps below j count negative work.
      ['0.0000004', 3000],
      ['0.00000004', 3000],
      ['0.00004!', 3000],
      ['4.000004', 3000],
    ];
    for (const [text, count] of runs) {
      const c = code(text);
      const table = (engine: SparseEngine) => {
        const meter = { limit: Infinity, spent: 0 };
        const stats: SparseStats = { mask: -1, twist: -1, rareCount: -1, lastRare: -1 };
        const values = sparseGrundyTable(c, count, null, { meter, stats }, engine);
        return { values, spent: meter.spent, stats };
      };
      const kernel = table('webassembly');
      const loop = table('typescript');
      assertSameTable(kernel.values, loop.values, `${text} to ${count}`);
      assert.equal(kernel.spent, loop.spent, `${text}: the same work`);
      assert.deepEqual(kernel.stats, loop.stats, `${text}: the same sparse space`);
    }
    // Both stop at the same value when the work runs out, and on a check's word.
    for (const text of ['4!.0', '0.56', '0.77', '0.6']) {
      const c = code(text);
      const stopped = (engine: SparseEngine) =>
        sparseGrundyTable(c, 1_000_000, null, { meter: { limit: 3_000_000, spent: 0 } }, engine);
      const kernel = stopped('webassembly');
      assert.ok(kernel.length < 1_000_000, text);
      assertSameTable(kernel, stopped('typescript'), `${text} stopped by its meter`);
      const looks = (engine: SparseEngine) => {
        const seen: number[] = [];
        const g = sparseGrundyTable(c, 1_000_000, null, { onCheck: (_, done) => seen.push(done) >= 5 }, engine);
        return { seen, length: g.length };
      };
      assert.deepEqual(looks('webassembly'), looks('typescript'), `${text}: the same looks`);
    }
  });

  it('a kernel memory that grows at every table it adds: the same tables (no view read after it moved)', () => {
    // 256 bytes of room besides the values: the marks, parity, hints and rare sizes grow the memory
    // again and again, inside a revision too (a review found '4!.46=' wrong there: G(3839) = 22, not 134).
    for (const [text, count] of [
      ...TWO_HEAP_CODES.map((t): [string, number] => [t, 3000]),
      ['4!.46=', 4095],
      ['4!.0', 20_000],
    ] as [string, number][]) {
      const c = code(text);
      const meter = { limit: Infinity, spent: 0 };
      const grown = kernelSparseTable(c, count, { meter }, null, 256);
      assert.ok(grown, text);
      const loop = { limit: Infinity, spent: 0 };
      assertSameTable(grown, sparseGrundyTable(c, count, null, { meter: loop }, 'typescript'), `${text} grown`);
      assert.equal(meter.spent, loop.spent, `${text}: the same work`);
    }
  });

  it("a table past 2 GB: the kernel's arrays after the values, at offsets beyond 2^31", () => {
    // 700 million values are planned (2.8 GB, untouched but the first); a look stops the table.
    const c = code('4!.0');
    const g = sparseGrundyTable(c, 700_000_000, null, { onCheck: (_, done) => done >= 20_000 }, 'webassembly');
    assert.ok(g.length >= 20_000 && g.length < 100_000, String(g.length));
    assertSameTable(g, naiveGrundyTable(c, g.length), '4!.0 in a 2.8 GB table');
  });

  it('both tables follow every move of the spec: hexadecimal digits, d0, modifiers, tails', () => {
    for (const text of [...TWO_HEAP_CODES, ...OTHER_CODES]) {
      const c = code(text);
      const count = text.includes('G') || text.includes('V') ? 50 : 70;
      const expected = everyMove(c, count);
      assertSameTable(naiveGrundyTable(c, count), expected, `${text} (plain)`);
      assertSameTable(grundyTable(c, count), expected, `${text} (grundyTable)`);
    }
  });

  it("Lasker's Nim: G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4, G(4k+4) = 4k+3", () => {
    const g = grundyTable(code('4.[3]'), 1200);
    for (let n = 1; n < g.length; n++) {
      const r = n % 4;
      let expected = n;
      if (r === 3) expected = n + 1;
      if (r === 0) expected = n - 1;
      assert.equal(g[n], expected, `G(${n})`);
    }
  });

  it('0.[3] is Nim: G(n) = n', () => {
    const g = grundyTable(code('0.[3]'), 1500);
    for (let n = 0; n < g.length; n++) assert.equal(g[n], n);
  });

  it('Kayles has period 12 from 71 (and not from 70)', () => {
    const g = grundyTable(code('0.77'), 5000);
    assert.deepEqual(list(g.subarray(0, 12)), [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
    for (let n = 71; n + 12 < g.length; n++) assert.equal(g[n + 12], g[n], `G(${n + 12}) = G(${n})`);
    assert.notEqual(g[70 + 12], g[70]);
  });

  it("Grundy's game to 30,000 values: the sparse-space table equals the plain one", () => {
    const c = code('4!.0');
    assertSameTable(grundyTable(c, 30_000), naiveGrundyTable(c, 30_000), '4!.0');
  });

  it('reports progress and stops when asked, returning the values so far', () => {
    for (const text of ['4!.0', '0.8']) {
      const c = code(text);
      const count = text === '4!.0' ? 2_000_000 : 100_000;
      const seen: number[] = [];
      const g = grundyTable(c, count, {
        onProgress: (done, total) => {
          assert.equal(total, count);
          seen.push(done);
        },
        shouldStop: () => seen.length >= 2,
      });
      assert.equal(seen.length, 2, text);
      assert.ok(seen[0]! < seen[1]!, text);
      assert.equal(g.length, seen[1], text);
      assert.ok(g.length < count, text);
      assertSameTable(g, naiveGrundyTable(c, g.length), `${text} stopped`);
    }
  });

  it('tables of no value and of one value', () => {
    assert.equal(grundyTable(code('4!.0'), 0).length, 0);
    assert.deepEqual(list(grundyTable(code('0.77'), 1)), [0]);
    assert.deepEqual(list(naiveGrundyTable(code('0.8'), 1)), [0]);
  });
});
