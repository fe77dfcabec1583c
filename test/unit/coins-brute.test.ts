// An independent brute-force oracle for the games whose positions are not heaps: Turning Turtles,
// Mock Turtles, Ruler, Turning Corners, Staircase Nim and Euclid's game (docs:
// docs/language.md, "Coins, stairs and Euclid's game"). Every move is generated
// here again from the rules' text, every normal-play Grundy value comes from a mex over those moves
// and every misère outcome from a memoised search over them; the closed forms the spec names are
// only checked against the oracle (in its own test), never used by it. Nothing of src/core generates
// a move here: only the rules parser, `solve`, `checkMove`, `legalMoves` and the encoding of a sum's
// vector are used.
//
// Two tiers per game: positions small enough for a full table over every position (normal and misère
// play, by mex and by search over whole positions), and larger ones in normal play, where a
// position's value is the XOR of its coins' values (each coin's value again a mex over its moves,
// checked against the full table on the small tier). Sums of these games with nim and kayles are
// checked in normal play against the XOR of the parts' values.

import * as assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { checkMove, legalMoves } from '../../src/core/game';
import type { Move } from '../../src/core/move';
import type { Rules } from '../../src/core/rules';
import { solve } from '../../src/core/solve';
import { decodeParts, encodeParts } from '../../src/core/sumPosition';
import type { Verdict } from '../../src/core/verdict';
import { parseRulesLine } from '../../src/core/worksheet/parse';
import { int, prng, type Rand } from './random';

// ---------------------------------------------------------------------------------------------
// Helpers.

function mex(values: Iterable<number>): number {
  const s = new Set(values);
  let m = 0;
  while (s.has(m)) m++;
  return m;
}

const toNumbers = (xs: readonly bigint[]): number[] => xs.map(Number);
const toBig = (xs: readonly number[]): bigint[] => xs.map(BigInt);
const keyOf = (p: readonly number[]): string => p.join(' ');

function rulesOf(line: string): Rules {
  const parsed = parseRulesLine(line);
  if (!parsed.ok) throw new Error(`${line}: ${parsed.message}`);
  return parsed.rules;
}

/** The coins turned over by a toggle, applied to a set of heads (as a sorted list). */
function toggled(heads: readonly number[], coins: readonly number[]): number[] {
  const s = new Set(heads);
  for (const c of coins) {
    if (s.has(c)) s.delete(c);
    else s.add(c);
  }
  return [...s].sort((a, b) => a - b);
}

// ---------------------------------------------------------------------------------------------
// Games, from the spec's text. A game knows its moves (each as the position after it, in the
// canonical form the answer writes), its positions' normal-play Grundy values, misère outcomes where
// its full table reaches, and the cost of a move for `prefer fewest`.

interface OracleGame {
  readonly rules: string;
  /** The position as the answer writes it (heads ascending, a grid's heads by x then y). */
  canonical(p: readonly number[]): number[];
  /** Every move, as the canonical position after it; each move once. */
  moves(p: readonly number[]): number[][];
  grundy(p: readonly number[]): number;
  /** Whether the player to move wins in misère play; null beyond the oracle's table. */
  misereWins(p: readonly number[]): boolean | null;
  /** Coins turned, coins moved, or the amount subtracted. */
  cost(from: readonly number[], to: readonly number[]): number;
  /** A position that is (probably) not one move away, for checkMove to reject; filtered by the caller. */
  randomStep(r: Rand, p: readonly number[]): number[];
}

// --- Coin rows -----------------------------------------------------------------------------------

type RowKind = 'turning turtles' | 'mock turtles' | 'ruler';

/** The sets of coins one move can turn over with coin x as the rightmost (x goes heads to tails). */
function rowToggles(kind: RowKind, x: number): number[][] {
  const out: number[][] = [[x]];
  if (kind === 'ruler') {
    for (let k = 2; k <= x; k++) out.push(Array.from({ length: k }, (_, i) => x - k + 1 + i));
    return out;
  }
  for (let y = 1; y < x; y++) out.push([y, x]);
  if (kind === 'mock turtles') for (let y = 2; y < x; y++) for (let z = 1; z < y; z++) out.push([z, y, x]);
  return out;
}

/** Every position of the coins 1..n, by bitmask (coin c is bit c − 1): Grundy values and misère wins. */
class RowTable {
  readonly grundy: Uint8Array;
  readonly misereWin: Uint8Array;

  constructor(
    kind: RowKind,
    readonly n: number,
  ) {
    const size = 1 << n;
    this.grundy = new Uint8Array(size);
    this.misereWin = new Uint8Array(size);
    const toggleMasks: number[][] = [[]];
    for (let x = 1; x <= n; x++)
      toggleMasks.push(rowToggles(kind, x).map((set) => set.reduce((m, c) => m | (1 << (c - 1)), 0)));
    const seen = new Int32Array(256).fill(-1);
    // A move turns the highest coin it touches from heads to tails: the mask decreases.
    for (let mask = 0; mask < size; mask++) {
      let any = false;
      let win = false;
      for (let x = 1; x <= n; x++) {
        if (!(mask & (1 << (x - 1)))) continue;
        for (const t of toggleMasks[x]!) {
          const child = mask ^ t;
          any = true;
          seen[this.grundy[child]!] = mask;
          if (!this.misereWin[child]) win = true;
        }
      }
      let g = 0;
      while (seen[g] === mask) g++;
      this.grundy[mask] = g;
      // No move: a misère win; else a win when some move leaves a loss.
      this.misereWin[mask] = !any || win ? 1 : 0;
    }
  }

  mask(heads: readonly number[]): number | null {
    let m = 0;
    for (const h of heads) {
      if (h < 1 || h > this.n) return null;
      m |= 1 << (h - 1);
    }
    return m;
  }
}

class RowGame implements OracleGame {
  readonly table: RowTable;
  private readonly coinValues: number[] = [0];
  private readonly toggleCache: number[][][] = [[]];

  constructor(
    readonly rules: RowKind,
    tableSize: number,
  ) {
    this.table = new RowTable(rules, tableSize);
  }

  toggles(x: number): number[][] {
    while (this.toggleCache.length <= x) this.toggleCache.push(rowToggles(this.rules, this.toggleCache.length));
    return this.toggleCache[x]!;
  }

  /** One head's value: a mex over its moves, each worth the XOR of the other coins it turns. */
  coinValue(x: number): number {
    while (this.coinValues.length <= x) {
      const y = this.coinValues.length;
      const options = this.toggles(y).map((set) =>
        set.filter((c) => c !== y).reduce((acc, c) => acc ^ this.coinValues[c]!, 0),
      );
      this.coinValues.push(mex(options));
    }
    return this.coinValues[x]!;
  }

  canonical(p: readonly number[]): number[] {
    return [...p].sort((a, b) => a - b);
  }

  moves(p: readonly number[]): number[][] {
    const out: number[][] = [];
    for (const x of p) for (const set of this.toggles(x)) out.push(toggled(p, set));
    return out;
  }

  grundy(p: readonly number[]): number {
    const m = this.table.mask(p);
    if (m !== null) return this.table.grundy[m]!;
    return p.reduce((acc, x) => acc ^ this.coinValue(x), 0);
  }

  misereWins(p: readonly number[]): boolean | null {
    const m = this.table.mask(p);
    return m === null ? null : this.table.misereWin[m] === 1;
  }

  cost(from: readonly number[], to: readonly number[]): number {
    const a = new Set(from);
    const b = new Set(to);
    let n = 0;
    for (const x of a) if (!b.has(x)) n++;
    for (const x of b) if (!a.has(x)) n++;
    return n;
  }

  randomStep(r: Rand, p: readonly number[]): number[] {
    const top = Math.max(3, ...p) + 2;
    const coins = new Set<number>();
    const k = int(r, 0, 4);
    for (let i = 0; i < k; i++) coins.add(int(r, 1, top));
    return toggled(p, [...coins]);
  }
}

// --- Turning Corners -----------------------------------------------------------------------------

/** The full table covers x in 0..4 and y in 0..3 (and, by symmetry, x in 0..3 and y in 0..4). */
const CX = 5;
const CY = 4;

const pairsOf = (flat: readonly number[]): [number, number][] =>
  Array.from({ length: flat.length / 2 }, (_, i) => [flat[2 * i]!, flat[2 * i + 1]!]);

function sortPairs(pairs: [number, number][]): number[] {
  return pairs.sort((a, b) => a[0] - b[0] || a[1] - b[1]).flat();
}

/** The four corners (a, b), (a, y), (x, b), (x, y) of every move with (x, y) the corner turned to tails. */
function cornerToggles(x: number, y: number): [number, number][][] {
  const out: [number, number][][] = [];
  for (let a = 0; a < x; a++)
    for (let b = 0; b < y; b++)
      out.push([
        [a, b],
        [a, y],
        [x, b],
        [x, y],
      ]);
  return out;
}

class CornersGame implements OracleGame {
  readonly rules = 'corners';
  readonly grundyTable: Uint8Array;
  readonly misereTable: Uint8Array;
  private readonly cellValues = new Map<string, number>();

  constructor() {
    const cells = CX * CY;
    const size = 1 << cells;
    this.grundyTable = new Uint8Array(size);
    this.misereTable = new Uint8Array(size);
    const idx = (x: number, y: number) => x * CY + y;
    const toggleMasks: number[][] = [];
    for (let x = 0; x < CX; x++)
      for (let y = 0; y < CY; y++)
        toggleMasks[idx(x, y)] = cornerToggles(x, y).map((cs) => cs.reduce((m, [a, b]) => m | (1 << idx(a, b)), 0));
    const seen = new Int32Array(64).fill(-1);
    // The corner turned to tails has the highest index of the four: the mask decreases.
    for (let mask = 0; mask < size; mask++) {
      let any = false;
      let win = false;
      for (let rest = mask; rest; rest &= rest - 1) {
        const i = 31 - Math.clz32(rest & -rest);
        for (const t of toggleMasks[i]!) {
          const child = mask ^ t;
          any = true;
          seen[this.grundyTable[child]!] = mask;
          if (!this.misereTable[child]) win = true;
        }
      }
      let g = 0;
      while (seen[g] === mask) g++;
      this.grundyTable[mask] = g;
      this.misereTable[mask] = !any || win ? 1 : 0;
    }
  }

  private mask(p: readonly number[]): number | null {
    const pairs = pairsOf(p);
    for (const [fits, tr] of [
      [pairs.every(([x, y]) => x < CX && y < CY), false],
      [pairs.every(([x, y]) => y < CX && x < CY), true],
    ] as const) {
      if (!fits) continue;
      let m = 0;
      for (const [x, y] of pairs) m |= 1 << (tr ? y * CY + x : x * CY + y);
      return m;
    }
    return null;
  }

  /** One head's value: a mex over its moves, each worth the XOR of the other three corners' values. */
  cellValue(x: number, y: number): number {
    const k = `${x},${y}`;
    const known = this.cellValues.get(k);
    if (known !== undefined) return known;
    const options = cornerToggles(x, y).map((cs) =>
      cs.slice(0, 3).reduce((acc, [a, b]) => acc ^ this.cellValue(a, b), 0),
    );
    const v = mex(options);
    this.cellValues.set(k, v);
    return v;
  }

  canonical(p: readonly number[]): number[] {
    return sortPairs(pairsOf(p));
  }

  private toggle(p: readonly number[], cells: readonly [number, number][]): number[] {
    const s = new Set(pairsOf(p).map(([x, y]) => `${x},${y}`));
    for (const [x, y] of cells) {
      const k = `${x},${y}`;
      if (s.has(k)) s.delete(k);
      else s.add(k);
    }
    return sortPairs([...s].map((k) => k.split(',').map(Number) as [number, number]));
  }

  moves(p: readonly number[]): number[][] {
    const out: number[][] = [];
    for (const [x, y] of pairsOf(p)) for (const cs of cornerToggles(x, y)) out.push(this.toggle(p, cs));
    return out;
  }

  grundy(p: readonly number[]): number {
    const m = this.mask(p);
    if (m !== null) return this.grundyTable[m]!;
    return pairsOf(p).reduce((acc, [x, y]) => acc ^ this.cellValue(x, y), 0);
  }

  misereWins(p: readonly number[]): boolean | null {
    const m = this.mask(p);
    return m === null ? null : this.misereTable[m] === 1;
  }

  cost(): number {
    return 4;
  }

  randomStep(r: Rand, p: readonly number[]): number[] {
    const top = Math.max(2, ...p) + 1;
    const cells: [number, number][] = [];
    const k = int(r, 0, 4);
    for (let i = 0; i < k; i++) cells.push([int(r, 0, top), int(r, 0, top)]);
    const seen = new Set<string>();
    return this.toggle(
      p,
      cells.filter(([x, y]) => {
        const key = `${x},${y}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      }),
    );
  }
}

// --- Staircase Nim -------------------------------------------------------------------------------

class StaircaseGame implements OracleGame {
  readonly rules = 'staircase';
  private readonly g = new Map<string, number>();
  private readonly mis = new Map<string, boolean>();

  canonical(p: readonly number[]): number[] {
    return [...p];
  }

  moves(p: readonly number[]): number[][] {
    const out: number[][] = [];
    p.forEach((c, i) => {
      for (let k = 1; k <= c; k++) {
        const r = [...p];
        r[i] = c - k;
        if (i > 0) r[i - 1]! += k;
        out.push(r);
      }
    });
    return out;
  }

  grundy(p: readonly number[]): number {
    const k = keyOf(p);
    const known = this.g.get(k);
    if (known !== undefined) return known;
    const v = mex(this.moves(p).map((r) => this.grundy(r)));
    this.g.set(k, v);
    return v;
  }

  misereWins(p: readonly number[]): boolean | null {
    const k = keyOf(p);
    const known = this.mis.get(k);
    if (known !== undefined) return known;
    const ms = this.moves(p);
    const v = ms.length === 0 ? true : ms.some((r) => !this.misereWins(r));
    this.mis.set(k, v);
    return v;
  }

  cost(from: readonly number[], to: readonly number[]): number {
    let n = 0;
    from.forEach((c, i) => {
      if (c > to[i]!) n += c - to[i]!;
    });
    return n;
  }

  randomStep(r: Rand, p: readonly number[]): number[] {
    const q = [...p];
    const k = int(r, 1, 2);
    for (let j = 0; j < k; j++) {
      const i = int(r, 0, q.length - 1);
      q[i] = Math.max(0, q[i]! + int(r, -3, 3));
    }
    return q;
  }
}

// --- Euclid's game -------------------------------------------------------------------------------

class EuclidGame implements OracleGame {
  readonly rules = 'euclid';
  private readonly g = new Map<number, number>();
  private readonly mis = new Map<number, boolean>();

  canonical(p: readonly number[]): number[] {
    return [...p];
  }

  moves(p: readonly number[]): number[][] {
    const [a, b] = p as [number, number];
    if (a === 0 || b === 0) return [];
    if (a === b) return [[0, b]]; // the spec: one move, written with the first number 0
    const out: number[][] = [];
    if (a > b) for (let k = 1; k * b <= a; k++) out.push([a - k * b, b]);
    else for (let k = 1; k * a <= b; k++) out.push([a, b - k * a]);
    return out;
  }

  grundy(p: readonly number[]): number {
    const k = p[0]! * 1_000_003 + p[1]!;
    const known = this.g.get(k);
    if (known !== undefined) return known;
    const v = mex(this.moves(p).map((r) => this.grundy(r)));
    this.g.set(k, v);
    return v;
  }

  misereWins(p: readonly number[]): boolean | null {
    const k = p[0]! * 1_000_003 + p[1]!;
    const known = this.mis.get(k);
    if (known !== undefined) return known;
    const ms = this.moves(p);
    const v = ms.length === 0 ? true : ms.some((r) => !this.misereWins(r));
    this.mis.set(k, v);
    return v;
  }

  cost(from: readonly number[], to: readonly number[]): number {
    return from[0]! + from[1]! - to[0]! - to[1]!;
  }

  randomStep(r: Rand, p: readonly number[]): number[] {
    return [int(r, 0, p[0]! + 2), int(r, 0, p[1]! + 2)];
  }
}

// --- Heap games for the sums: nim and kayles (octal 0.77) ------------------------------------------

function nimMoves(p: readonly number[]): number[][] {
  const out: number[][] = [];
  p.forEach((h, i) => {
    for (let t = 1; t <= h; t++) out.push(p.map((x, j) => (j === i ? h - t : x)));
  });
  return out;
}

/** Kayles: take one or two adjacent pins from a row, leaving no row, one, or two. A part is a multiset. */
function kaylesCanonical(p: readonly number[]): number[] {
  return p.filter((h) => h > 0).sort((a, b) => a - b);
}

function kaylesMoves(p: readonly number[]): number[][] {
  const out: number[][] = [];
  const seen = new Set<string>();
  p.forEach((h, i) => {
    const others = p.filter((_, j) => j !== i);
    for (const take of [1, 2]) {
      if (take > h) continue;
      const rest = h - take;
      for (let a = 0; 2 * a <= rest; a++) {
        const r = kaylesCanonical([...others, a, rest - a]);
        const k = keyOf(r);
        if (!seen.has(k)) {
          seen.add(k);
          out.push(r);
        }
      }
    }
  });
  return out;
}

const kaylesValues: number[] = [];
function kaylesValue(n: number): number {
  while (kaylesValues.length <= n) {
    const m = kaylesValues.length;
    const options: number[] = [];
    for (const take of [1, 2]) {
      if (take > m) continue;
      const rest = m - take;
      for (let a = 0; 2 * a <= rest; a++) options.push(kaylesValues[a]! ^ kaylesValues[rest - a]!);
    }
    kaylesValues.push(mex(options));
  }
  return kaylesValues[n]!;
}

// ---------------------------------------------------------------------------------------------
// The games' instances (tables built once).

const TURTLES_N = 15;
const MOCK_N = 12;
const RULER_N = 15;

let built: { turtles: RowGame; mock: RowGame; ruler: RowGame; corners: CornersGame } | null = null;
function games() {
  built ??= {
    turtles: new RowGame('turning turtles', TURTLES_N),
    mock: new RowGame('mock turtles', MOCK_N),
    ruler: new RowGame('ruler', RULER_N),
    corners: new CornersGame(),
  };
  return built;
}
const staircase = new StaircaseGame();
const euclid = new EuclidGame();

// ---------------------------------------------------------------------------------------------
// Comparing verdicts with the oracle.

class Failures {
  readonly lines: string[] = [];
  readonly byCheck = new Map<string, number>();
  total = 0;
  unknown = 0;

  add(rules: string, p: readonly (number | string)[], check: string, detail: string): void {
    const line = `${rules} | [${p.join(', ')}] | ${check}: ${detail}`;
    if (this.lines.includes(line)) return;
    this.lines.push(line);
    this.byCheck.set(check, (this.byCheck.get(check) ?? 0) + 1);
  }

  /** Runs f, recording a thrown error (from solve or an assertion) as a failure of `check`. */
  guard(rules: string, p: readonly (number | string)[], check: string, f: () => void): void {
    try {
      f();
    } catch (e) {
      const a = e as assert.AssertionError;
      const detail =
        a instanceof assert.AssertionError && a.generatedMessage
          ? `got ${inspect(a.actual)}, want ${inspect(a.expected)}`
          : String((e as Error).message ?? e).split('\n')[0]!;
      this.add(rules, p, check, detail);
    }
  }

  report(what: string): void {
    const summary = [...this.byCheck].map(([k, n]) => `${k}: ${n}`).join(', ');
    console.log(
      `      ${what}: ${this.total} positions, ${this.lines.length} disagreements${summary ? ` (${summary})` : ''}` +
        (this.unknown ? `, ${this.unknown} unknown` : ''),
    );
    if (this.lines.length)
      assert.fail(
        `${this.lines.length} disagreements over ${this.total} positions (${summary}):\n` +
          this.lines.slice(0, 40).join('\n'),
      );
  }
}

const show = (xs: Iterable<string>, n = 8): string => {
  const a = [...xs];
  return `{${a.slice(0, n).join(' / ')}${a.length > n ? ` … ${a.length} in all` : ''}}`;
};

/** One position of a single game against the oracle, in normal or misère play. */
function checkSingle(game: OracleGame, misere: boolean, p: readonly number[], f: Failures, withMoves: boolean): void {
  const rulesLine = game.rules + (misere ? ' misere' : '');
  const rules = rulesOf(rulesLine);
  const results = game.moves(p);
  const keys = results.map(keyOf);
  const moveSet = new Set(keys);
  assert.equal(moveSet.size, keys.length, `oracle: each move of ${game.rules} [${p.join(', ')}] once`);
  const losesNext = (q: readonly number[]): boolean => {
    if (misere) {
      const w = game.misereWins(q);
      assert.ok(w !== null, 'misère positions stay within the oracle table');
      return !w;
    }
    return game.grundy(q) === 0;
  };
  const winning = new Map<string, number[]>();
  for (const q of results) if (losesNext(q)) winning.set(keyOf(q), q);
  const wins = misere ? !losesNext(p) : game.grundy(p) !== 0;
  const outcome = wins ? 'win' : 'loss';
  assert.equal(
    outcome === 'win',
    winning.size > 0 || (misere && results.length === 0),
    `oracle consistency: ${game.rules} [${p.join(', ')}]`,
  );
  f.total++;

  let v: Verdict;
  try {
    v = solve(rules, toBig(p));
  } catch (e) {
    f.add(rulesLine, p, 'solve threw', String((e as Error).message).split('\n')[0]!);
    return;
  }
  if (v.outcome === 'unknown') {
    f.unknown++;
    if (!misere || results.length === 0) f.add(rulesLine, p, 'outcome', `unknown, want ${outcome}`);
    return;
  }
  if (v.outcome !== outcome) {
    f.add(rulesLine, p, 'outcome', `got ${v.outcome}, want ${outcome}`);
    return;
  }
  if (!misere) f.guard(rulesLine, p, 'grundy', () => assert.equal(v.grundy, BigInt(game.grundy(p))));
  else
    f.guard(rulesLine, p, 'grundy in misère', () =>
      assert.ok(v.grundy === null || v.grundy === BigInt(game.grundy(p)), `grundy ${v.grundy}`),
    );
  const listed = v.winningMoves.map((m) => toNumbers(m.result));
  f.guard(rulesLine, p, 'result form', () => {
    for (const q of listed) assert.equal(keyOf(q), keyOf(game.canonical(q)), 'result in canonical order');
  });
  const listedKeys = listed.map((q) => keyOf(game.canonical(q)));
  f.guard(rulesLine, p, 'winning moves listed once', () => assert.equal(new Set(listedKeys).size, listedKeys.length));
  f.guard(rulesLine, p, 'winning moves are legal', () => {
    const bad = listedKeys.filter((k) => !moveSet.has(k));
    assert.ok(bad.length === 0, `not moves: ${show(bad)}`);
  });
  f.guard(rulesLine, p, 'winning moves win', () => {
    const bad = listedKeys.filter((k) => moveSet.has(k) && !winning.has(k));
    assert.ok(bad.length === 0, `lose: ${show(bad)}`);
  });
  if (!misere || v.winningMoveCount !== null)
    f.guard(rulesLine, p, 'winningMoveCount', () => assert.equal(v.winningMoveCount, BigInt(winning.size)));
  if (!misere || (v.winningMoveCount !== null && winning.size <= 1000))
    f.guard(rulesLine, p, 'winning move set', () => {
      const got = new Set(listedKeys);
      const missing = [...winning.keys()].filter((k) => !got.has(k));
      if (winning.size <= 1000) assert.ok(missing.length === 0, `missing ${show(missing)}`);
    });
  f.guard(rulesLine, p, 'recommended', () => {
    const rec = v.recommended;
    if (outcome === 'win') {
      if (winning.size === 0) return assert.equal(rec, null, 'no move to recommend');
      assert.ok(rec, 'a win recommends a move');
      const k = keyOf(game.canonical(toNumbers(rec.result)));
      assert.ok(winning.has(k), `recommended ${k} does not win`);
      assert.ok(
        listedKeys.includes(k) || v.winningMoves.length >= 1000,
        `recommended ${k} is not among the listed winning moves`,
      );
      const cheapest = Math.min(...[...winning.values()].map((q) => game.cost(p, q)));
      assert.equal(game.cost(p, toNumbers(rec.result)), cheapest, `recommended ${k} is not a cheapest winning move`);
      assert.equal(rec.amount, BigInt(game.cost(p, toNumbers(rec.result))), `recommended ${k}: amount = its cost`);
    } else {
      assert.equal(v.winningMoves.length, 0, 'a loss lists no winning move');
      if (results.length === 0) assert.equal(rec, null, 'no move from this loss');
      else {
        assert.ok(rec, 'a loss with moves recommends one');
        assert.ok(moveSet.has(keyOf(game.canonical(toNumbers(rec.result)))), 'the recommended move is legal');
      }
    }
  });
  if (!withMoves) return;
  f.guard(rulesLine, p, 'legalMoves', () => {
    const got = [...legalMoves(rules, toBig(p))].map((m: Move) => keyOf(game.canonical(toNumbers(m.result))));
    const gotSet = new Set(got);
    const extra = got.filter((k) => !moveSet.has(k));
    const missing = keys.filter((k) => !gotSet.has(k));
    assert.ok(extra.length === 0 && missing.length === 0, `extra ${show(extra)}, missing ${show(missing)}`);
    assert.equal(gotSet.size, got.length, 'each legal move once');
  });
  for (const q of results)
    f.guard(rulesLine, p, 'checkMove accepts', () => {
      const c = checkMove(rules, toBig(p), toBig(q));
      assert.ok(c.legal, `-> [${q.join(', ')}]: ${c.legal ? '' : c.reason}`);
    });
}

/** checkMove rejects random steps that are not one move (and accepts those that happen to be one). */
function checkSteps(game: OracleGame, p: readonly number[], r: Rand, f: Failures, tries: number): number {
  const rules = rulesOf(game.rules);
  const moveSet = new Set(game.moves(p).map(keyOf));
  let rejected = 0;
  for (let i = 0; i < tries; i++) {
    const q = game.randomStep(r, p);
    const k = keyOf(q);
    if (moveSet.has(k)) continue;
    rejected++;
    f.guard(game.rules, p, 'checkMove rejects', () => {
      const c = checkMove(rules, toBig(p), toBig(q));
      assert.ok(!c.legal, `-> [${q.join(', ')}] accepted`);
    });
  }
  return rejected;
}

// ---------------------------------------------------------------------------------------------
// Random positions.

/** A row with 1..maxHeads heads among coins 1..top (the empty row is checked once, on its own). */
function randomRow(r: Rand, top: number, maxHeads: number): number[] {
  const n = int(r, 1, maxHeads);
  const s = new Set<number>();
  for (let i = 0; i < n; i++) s.add(int(r, 1, top));
  return [...s].sort((a, b) => a - b);
}

/** A row of up to `top` coins, each heads with a random density; never empty. */
function randomDenseRow(r: Rand, top: number): number[] {
  for (;;) {
    const n = int(r, 1, top);
    const density = 0.15 + 0.8 * r();
    const out: number[] = [];
    for (let c = 1; c <= n; c++) if (r() < density) out.push(c);
    if (out.length) return out;
  }
}

function randomGrid(r: Rand, xMax: number, yMax: number, maxHeads: number): number[] {
  const n = int(r, 1, maxHeads);
  const s = new Map<string, [number, number]>();
  for (let i = 0; i < n; i++) {
    const c: [number, number] = [int(r, 0, xMax), int(r, 0, yMax)];
    s.set(`${c[0]},${c[1]}`, c);
  }
  return sortPairs([...s.values()]);
}

function randomSmallGrid(r: Rand, maxHeads: number): number[] {
  return r() < 0.5 ? randomGrid(r, CX - 1, CY - 1, maxHeads) : randomGrid(r, CY - 1, CX - 1, maxHeads);
}

function randomStairs(r: Rand, maxStairs: number, maxCoins: number): number[] {
  return Array.from({ length: int(r, 1, maxStairs) }, () => (r() < 0.25 ? 0 : int(r, 0, maxCoins)));
}

function randomEuclid(r: Rand, max: number): number[] {
  const a = int(r, 0, max);
  const roll = r();
  if (roll < 0.1) return [a, a];
  if (roll < 0.15) return r() < 0.5 ? [0, a] : [a, 0];
  if (roll < 0.3) {
    const b = int(r, 1, Math.max(1, Math.floor(max / 3)));
    const k = int(r, 1, 3);
    return r() < 0.5 ? [b * k + int(r, 0, b - 1), b] : [b, b * k + int(r, 0, b - 1)];
  }
  return [a, int(r, 0, max)];
}

// ---------------------------------------------------------------------------------------------

/** Pairs next to consecutive Fibonacci numbers, where the larger is closest to φ times the smaller. */
function nearFibonacci(r: Rand): number[] {
  const fib = [1, 2];
  while (fib.length < 17) fib.push(fib[fib.length - 1]! + fib[fib.length - 2]!);
  const i = int(r, 0, fib.length - 2);
  const a = Math.max(1, fib[i + 1]! + int(r, -2, 2));
  const b = Math.max(1, fib[i]! + int(r, -1, 1));
  return r() < 0.5 ? [a, b] : [b, a];
}

/** Positions with few or no moves: no heads, empty stairs, a 0, a lone coin. */
function emptiesOf(name: string): number[][] {
  if (name === 'euclid')
    return [
      [0, 0],
      [0, 7],
      [7, 0],
      [1, 1],
    ];
  if (name === 'staircase') return [[0], [0, 0, 0], [1], [0, 1]];
  if (name === 'corners') return [[], [0, 0], [0, 4, 3, 0], [1, 1]];
  return [[], [1]];
}

describe('coins, stairs and Euclid: brute-force oracle', function () {
  this.timeout(120_000);

  it('the oracle itself knows its games (the values the spec names)', () => {
    const { turtles, mock, ruler, corners } = games();
    for (let n = 1; n <= 40; n++) assert.equal(turtles.coinValue(n), n, `turtles ${n}`);
    const odious: number[] = [];
    for (let k = 1; odious.length < 40; k++) {
      let bits = 0;
      for (let m = k; m; m &= m - 1) bits++;
      if (bits % 2 === 1) odious.push(k);
    }
    for (let n = 1; n <= 40; n++) assert.equal(mock.coinValue(n), odious[n - 1], `mock ${n}`);
    for (let n = 1; n <= 40; n++) assert.equal(ruler.coinValue(n), n & -n, `ruler ${n}`);
    // The full tables agree with the XOR of coin values (the coin-turning theorem) on every position.
    for (const g of [turtles, mock, ruler]) {
      for (let m = 0; m < 1 << g.table.n; m++) {
        let x = 0;
        for (let c = 1; c <= g.table.n; c++) if (m & (1 << (c - 1))) x ^= g.coinValue(c);
        assert.equal(g.table.grundy[m], x, `${g.rules} mask ${m}`);
      }
    }
    // Corners: nim products 2⊗2 = 3, 2⊗3 = 1, 3⊗3 = 2, 4⊗4 = 6, 8⊗8 = 13, 5⊗7 = 12 (hand-checked
    // from Conway's rules), and the full table agrees with the XOR of cell values.
    const pins: [number, number, number][] = [
      [1, 5, 5],
      [2, 2, 3],
      [2, 3, 1],
      [3, 3, 2],
      [4, 4, 6],
      [8, 8, 13],
      [0, 7, 0],
    ];
    for (const [x, y, v] of pins) assert.equal(corners.cellValue(x, y), v, `corner (${x}, ${y})`);
    const r = prng(5);
    for (let i = 0; i < 2000; i++) {
      const p = randomSmallGrid(r, 8);
      const x = pairsOf(p).reduce((acc, [a, b]) => acc ^ corners.cellValue(a, b), 0);
      assert.equal(corners.grundy(p), x, `corners ${p.join(' ')}`);
    }
    // Staircase Nim: the XOR of the odd-numbered stairs.
    for (let i = 0; i < 500; i++) {
      const p = randomStairs(r, 5, 4);
      const x = p.reduce((acc, c, j) => (j % 2 === 0 ? acc ^ c : acc), 0);
      assert.equal(staircase.grundy(p), x, `staircase ${p.join(' ')}`);
    }
    // Euclid's game: a win exactly when equal or (2a − b)² > 5b² for a ≥ b > 0; a 0 is a loss.
    for (let a = 0; a <= 80; a++)
      for (let b = 0; b <= 80; b++) {
        const hi = Math.max(a, b);
        const lo = Math.min(a, b);
        const win = lo > 0 && (a === b || (2 * hi - lo) ** 2 > 5 * lo * lo);
        assert.equal(euclid.grundy([a, b]) !== 0, win, `euclid ${a} ${b}`);
      }
    assert.notEqual(euclid.grundy([21, 8]), 0);
    assert.equal(euclid.grundy([5, 8]), 0);
    assert.notEqual(euclid.grundy([20, 33]), 0);
    // Move counts from the rules: Turtles coin 4 has 4 moves, Mock 1 + 3 + 3 = 7, Ruler 4; corner (2, 3) 6.
    assert.equal(turtles.moves([4]).length, 4);
    assert.equal(mock.moves([4]).length, 7);
    assert.equal(ruler.moves([4]).length, 4);
    assert.equal(corners.moves([2, 3]).length, 6);
    assert.deepEqual(euclid.moves([5, 5]), [[0, 5]]);
    assert.deepEqual(euclid.moves([21, 8]), [
      [13, 8],
      [5, 8],
    ]);
    assert.deepEqual(kaylesValue(12), 4);
  });

  type Plan = {
    name: string;
    game: () => OracleGame;
    normal: (r: Rand) => number[];
    normalCount: number;
    misere: (r: Rand) => number[];
    misereCount: number;
    big: ((r: Rand) => number[]) | null;
    bigCount: number;
  };

  const plans: Plan[] = [
    {
      name: 'turning turtles',
      game: () => games().turtles,
      normal: (r) => (r() < 0.5 ? randomDenseRow(r, TURTLES_N) : randomRow(r, TURTLES_N, 5)),
      normalCount: 800,
      misere: (r) => (r() < 0.5 ? randomDenseRow(r, 10) : randomRow(r, 12, 4)),
      misereCount: 400,
      big: (r) => randomRow(r, 60, 5),
      bigCount: 300,
    },
    {
      name: 'mock turtles',
      game: () => games().mock,
      normal: (r) => (r() < 0.5 ? randomDenseRow(r, MOCK_N) : randomRow(r, MOCK_N, 5)),
      normalCount: 800,
      misere: (r) => (r() < 0.5 ? randomDenseRow(r, 9) : randomRow(r, 10, 4)),
      misereCount: 400,
      big: (r) => randomRow(r, 30, 4),
      bigCount: 300,
    },
    {
      name: 'ruler',
      game: () => games().ruler,
      normal: (r) => (r() < 0.5 ? randomDenseRow(r, RULER_N) : randomRow(r, RULER_N, 5)),
      normalCount: 800,
      misere: (r) => (r() < 0.5 ? randomDenseRow(r, 10) : randomRow(r, 12, 4)),
      misereCount: 400,
      big: (r) => randomRow(r, 64, 5),
      bigCount: 300,
    },
    {
      name: 'corners',
      game: () => games().corners,
      normal: (r) => randomSmallGrid(r, int(r, 0, 1) ? 4 : 10),
      normalCount: 800,
      misere: (r) => (r() < 0.5 ? randomGrid(r, 3, 3, 5) : randomSmallGrid(r, 3)),
      misereCount: 300,
      big: (r) => randomGrid(r, 12, 12, 5),
      bigCount: 300,
    },
    {
      name: 'staircase',
      game: () => staircase,
      normal: (r) => randomStairs(r, 6, 4),
      normalCount: 1000,
      misere: (r) => randomStairs(r, 5, 3),
      misereCount: 400,
      big: null,
      bigCount: 0,
    },
    {
      name: 'euclid',
      game: () => euclid,
      normal: (r) => randomEuclid(r, 150),
      normalCount: 1200,
      misere: (r) => randomEuclid(r, 40),
      misereCount: 400,
      big: (r) => (r() < 0.4 ? nearFibonacci(r) : randomEuclid(r, 2000)),
      bigCount: 200,
    },
  ];

  plans.forEach((plan, gi) => {
    it(`${plan.name}: random positions, normal play (outcome, Grundy, winning moves, count, recommendation, legal moves)`, () => {
      const game = plan.game();
      const r = prng(1000 + gi);
      const f = new Failures();
      for (let i = 0; i < plan.normalCount; i++) checkSingle(game, false, plan.normal(r), f, true);
      if (plan.big) for (let i = 0; i < plan.bigCount; i++) checkSingle(game, false, plan.big(r), f, i % 4 === 0);
      // Positions with no move at all (no heads, empty stairs, a 0).
      for (const p of emptiesOf(plan.name)) checkSingle(game, false, p, f, true);
      f.report(`${plan.name} normal`);
    });

    it(`${plan.name}: random positions, misère play`, () => {
      const game = plan.game();
      const r = prng(2000 + gi);
      const f = new Failures();
      for (let i = 0; i < plan.misereCount; i++) checkSingle(game, true, plan.misere(r), f, false);
      for (const p of emptiesOf(plan.name)) checkSingle(game, true, p, f, false);
      f.report(`${plan.name} misère`);
      assert.ok(f.unknown <= plan.misereCount / 10, `${f.unknown} of ${plan.misereCount} misère positions unknown`);
    });

    it(`${plan.name}: checkMove rejects random steps that are not moves`, () => {
      const game = plan.game();
      const r = prng(3000 + gi);
      const f = new Failures();
      let rejected = 0;
      for (let i = 0; i < 300; i++) {
        const p = plan.normal(r);
        f.total++;
        rejected += checkSteps(game, p, r, f, 5);
      }
      f.report(`${plan.name} checkMove (${rejected} illegal steps)`);
      assert.ok(rejected >= 500, `only ${rejected} illegal steps tried`);
    });
  });

  it('euclid: equal numbers — the move to (a, 0) as well as (0, a) (the spec writes the first number 0)', () => {
    const rules = rulesOf('euclid');
    const notes: string[] = [];
    for (const a of [1, 2, 7]) {
      const c0 = checkMove(rules, toBig([a, a]), toBig([0, a]));
      const c1 = checkMove(rules, toBig([a, a]), toBig([a, 0]));
      assert.ok(c0.legal, `(${a}, ${a}) -> (0, ${a})`);
      notes.push(`(${a},${a})->(${a},0): ${c1.legal ? 'accepted' : `rejected (${c1.reason})`}`);
    }
    console.log(`      note: ${notes.join('; ')}`);
  });

  // ---------------------------------------------------------------------------------------------
  // Sums, normal play: the oracle's value is the XOR of the parts' values.

  interface Part {
    readonly name: string;
    canonical(p: readonly number[]): number[];
    moves(p: readonly number[]): number[][];
    grundy(p: readonly number[]): number;
    random(r: Rand): number[];
  }

  const fromGame = (g: () => OracleGame, random: (r: Rand) => number[]): Part => ({
    name: '',
    canonical: (p) => g().canonical(p),
    moves: (p) => g().moves(p),
    grundy: (p) => g().grundy(p),
    random,
  });
  const nimPart: Part = {
    name: 'nim',
    canonical: (p) => [...p],
    moves: nimMoves,
    grundy: (p) => p.reduce((a, b) => a ^ b, 0),
    random: (r) => Array.from({ length: int(r, 1, 3) }, () => int(r, 0, 10)),
  };
  const kaylesPart: Part = {
    name: 'kayles',
    canonical: kaylesCanonical,
    moves: kaylesMoves,
    grundy: (p) => p.reduce((a, h) => a ^ kaylesValue(h), 0),
    random: (r) => Array.from({ length: int(r, 1, 3) }, () => int(r, 0, 12)),
  };

  const sums: { line: string; parts: Part[] }[] = [
    {
      line: 'mock turtles + kayles',
      parts: [
        fromGame(
          () => games().mock,
          (r) => (r() < 0.08 ? [] : randomRow(r, 20, 4)),
        ),
        kaylesPart,
      ],
    },
    {
      line: 'turning turtles + nim',
      parts: [
        fromGame(
          () => games().turtles,
          (r) => (r() < 0.08 ? [] : randomRow(r, 30, 5)),
        ),
        nimPart,
      ],
    },
    {
      line: 'corners + staircase',
      parts: [
        fromGame(
          () => games().corners,
          (r) => (r() < 0.08 ? [] : randomGrid(r, 8, 8, 4)),
        ),
        fromGame(
          () => staircase,
          (r) => randomStairs(r, 5, 4),
        ),
      ],
    },
    {
      line: 'euclid + ruler',
      parts: [
        fromGame(
          () => euclid,
          (r) => randomEuclid(r, 60),
        ),
        fromGame(
          () => games().ruler,
          (r) => (r() < 0.08 ? [] : randomRow(r, 40, 5)),
        ),
      ],
    },
  ];

  sums.forEach((sum, si) => {
    it(`${sum.line}: random sums, normal play (outcome, Grundy, components, count, winning moves)`, () => {
      const rules = rulesOf(sum.line);
      const r = prng(4000 + si);
      const f = new Failures();
      for (let i = 0; i < 400; i++) {
        const parts = sum.parts.map((pt) => pt.random(r));
        const flat = parts.map((p) => p.join(' ')).join(' + ');
        const label = [flat];
        const gs = parts.map((p, c) => sum.parts[c]!.grundy(p));
        const g = gs.reduce((a, b) => a ^ b, 0);
        const winning = new Set<string>();
        parts.forEach((p, c) => {
          const pt = sum.parts[c]!;
          for (const q of pt.moves(p)) if (pt.grundy(q) === (gs[c]! ^ g)) winning.add(`${c}|${keyOf(pt.canonical(q))}`);
        });
        const outcome = g !== 0 ? 'win' : 'loss';
        f.total++;
        let v: Verdict;
        try {
          v = solve(rules, encodeParts(parts.map(toBig)));
        } catch (e) {
          f.add(sum.line, label, 'solve threw', String((e as Error).message).split('\n')[0]!);
          continue;
        }
        const at = (check: string, fn: () => void) => f.guard(sum.line, label, check, fn);
        if (v.outcome !== outcome) {
          f.add(sum.line, label, 'outcome', `got ${v.outcome}, want ${outcome}`);
          continue;
        }
        at('grundy', () => assert.equal(v.grundy, BigInt(g)));
        at('component grundy', () => {
          assert.ok(v.components, 'a sum has components');
          assert.deepEqual(
            v.components.map((c) => c.grundy),
            gs.map(BigInt),
          );
        });
        at('winningMoveCount', () => assert.equal(v.winningMoveCount, BigInt(winning.size)));
        at('winning move set', () => {
          const got = v.winningMoves.map((m) => {
            const d = decodeParts(m.result);
            assert.ok(d && d.parts.length === parts.length, `result ${m.result.join(' ')} is a sum's vector`);
            const changed = d.parts
              .map((q, c) => (keyOf(toNumbers(q)) === keyOf(parts[c]!) ? -1 : c))
              .filter((c) => c >= 0);
            if (changed.length !== 1) return `changes ${changed.length} parts: ${m.result.join(' ')}`;
            const c = changed[0]!;
            return `${c}|${keyOf(sum.parts[c]!.canonical(toNumbers(d.parts[c]!)))}`;
          });
          const gotSet = new Set(got);
          const extra = got.filter((k) => !winning.has(k));
          const missing = [...winning].filter((k) => !gotSet.has(k));
          assert.ok(extra.length === 0 && missing.length === 0, `extra ${show(extra)}, missing ${show(missing)}`);
        });
        at('recommended', () => {
          if (outcome === 'loss') return;
          assert.ok(v.recommended, 'a win recommends a move');
          assert.ok(
            v.winningMoves.some((m) => keyOf(toNumbers(m.result)) === keyOf(toNumbers(v.recommended!.result))),
            'the recommended move is a listed winning move',
          );
        });
      }
      f.report(`${sum.line}`);
    });
  });
});
