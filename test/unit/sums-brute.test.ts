// An independent brute-force oracle for sums of games (`nim + kayles + wythoff`). Every component's
// moves are written here again from the language's definition (docs/language.md,
// "Sums of games" and "Preferences"), each component's normal-play Grundy values come from a mex over
// those moves, and the win or loss of a whole sum (normal and misère) from a memoised recursion over
// the sum itself — Sprague–Grundy is only checked against it, never assumed. Nothing of src/core
// generates a move here: only `solve`, the rules parser and the position vector's encoding are used
// (and, for sums with a digraph part, the worksheet analyser, to read their names as a sheet does).
//
// Thousands of seeded-random small sums go through `solve`, and everything the verdict says is
// compared with the oracle: the outcome, the sum's and each component's Grundy value, the exact
// number of winning moves, the set of their results, their order, and the recommended move.

import * as assert from 'node:assert/strict';
import { inspect } from 'node:util';
import type { Move } from '../../src/core/move';
import { type Rules } from '../../src/core/rules';
import { solve } from '../../src/core/solve';
import { decodeParts, encodeParts } from '../../src/core/sumPosition';
import type { Verdict } from '../../src/core/verdict';
import { parseRulesLine } from '../../src/core/worksheet/parse';
import { analyseText } from '../../src/core/worksheet/analyser';
import { nameNumber } from '../../src/core/games/forms/names';
import { bruteOutcome, tokenMoves } from './oracles/loopyBrute';
import { int, pick, prng, type Rand } from './random';
import { oracleCount, SLOW } from './tier';

// ---------------------------------------------------------------------------------------------
// Component games, from the spec's text.

type Comp =
  | { readonly kind: 'nim' }
  | { readonly kind: 'subtraction'; readonly set: readonly number[] }
  | { readonly kind: 'wythoff'; readonly diagonal: number | null }
  | { readonly kind: 'octal'; readonly digits: readonly number[] };

/** A component as a rules line writes it, as the verdict names its rules, and its game. */
interface Entry {
  readonly word: string;
  readonly rules: string;
  readonly game: Comp;
}

const E = {
  nim: { word: 'nim', rules: 'nim', game: { kind: 'nim' } },
  sub134: {
    word: 'subtraction {1, 3, 4}',
    rules: 'subtraction {1, 3, 4}',
    game: { kind: 'subtraction', set: [1, 3, 4] },
  },
  sub123: { word: 'subtraction 1..3', rules: 'subtraction 1..3', game: { kind: 'subtraction', set: [1, 2, 3] } },
  sub25: { word: 'subtraction {2, 5}', rules: 'subtraction {2, 5}', game: { kind: 'subtraction', set: [2, 5] } },
  kayles: { word: 'kayles', rules: 'octal 0.77', game: { kind: 'octal', digits: [7, 7] } },
  dawson: { word: 'dawson', rules: 'octal 0.07', game: { kind: 'octal', digits: [0, 7] } },
  o137: { word: 'octal 0.137', rules: 'octal 0.137', game: { kind: 'octal', digits: [1, 3, 7] } },
  o6: { word: 'octal 0.6', rules: 'octal 0.6', game: { kind: 'octal', digits: [6] } },
  o4: { word: 'octal 0.4', rules: 'octal 0.4', game: { kind: 'octal', digits: [4] } },
  wythoff: { word: 'wythoff', rules: 'wythoff', game: { kind: 'wythoff', diagonal: null } },
  wythoff1: { word: 'wythoff diagonal 1', rules: 'wythoff diagonal 1', game: { kind: 'wythoff', diagonal: 1 } },
} satisfies Record<string, Entry>;

const NORMAL_MIX: readonly Entry[] = [
  E.nim,
  E.sub134,
  E.sub123,
  E.sub25,
  E.kayles,
  E.dawson,
  E.o137,
  E.wythoff,
  E.wythoff1,
  E.nim,
  E.kayles,
  E.wythoff,
  E.o6,
  E.o4,
];

const MISERE_MIX: readonly Entry[] = [E.nim, E.sub123, E.sub134, E.kayles, E.wythoff];

/** Heap games and octal games forget the order of heaps (octal also the empty ones); a Wythoff pair is a pair. */
function canonical(g: Comp, part: readonly number[]): number[] {
  const sorted = [...part].sort((a, b) => a - b);
  return g.kind === 'wythoff' ? sorted : sorted.filter((h) => h > 0);
}

/** Which results are the same move: an octal part as a multiset, every other part as written. */
function resultKey(g: Comp, part: readonly number[]): string {
  return (g.kind === 'octal' ? canonical(g, part) : part).join(' ');
}

/** Every move of a component's part, as the part after it (octal: each multiset once). */
function componentMoves(g: Comp, part: readonly number[]): number[][] {
  const out: number[][] = [];
  const seen = new Set<string>();
  const add = (r: number[]) => {
    const k = resultKey(g, r);
    if (!seen.has(k)) {
      seen.add(k);
      out.push(r);
    }
  };
  const replaced = (i: number, by: number[]) => [...part.slice(0, i), ...by, ...part.slice(i + 1)];
  switch (g.kind) {
    case 'nim':
      part.forEach((h, i) => {
        for (let t = 1; t <= h; t++) add(replaced(i, [h - t]));
      });
      break;
    case 'subtraction':
      part.forEach((h, i) => {
        for (const s of g.set) if (s <= h) add(replaced(i, [h - s]));
      });
      break;
    case 'wythoff': {
      assert.equal(part.length, 2, 'a Wythoff part is a pair');
      const [a, b] = part as [number, number];
      for (let t = 1; t <= a; t++) add([a - t, b]);
      for (let t = 1; t <= b; t++) add([a, b - t]);
      const most = Math.min(a, b, g.diagonal ?? Infinity);
      for (let t = 1; t <= most; t++) add([a - t, b - t]);
      break;
    }
    case 'octal':
      part.forEach((h, i) => {
        g.digits.forEach((d, k) => {
          const j = k + 1;
          if (j > h) return;
          const rest = h - j;
          if (d & 1 && rest === 0) add(replaced(i, []));
          if (d & 2 && rest > 0) add(replaced(i, [rest]));
          if (d & 4 && rest >= 2) for (let a = 1; 2 * a <= rest; a++) add(replaced(i, [a, rest - a]));
        });
      });
      break;
  }
  return out;
}

/** A component's positions up to its canonical form: ids, the ids its moves reach, and Grundy values by mex. */
class ComponentTable {
  private readonly ids = new Map<string, number>();
  readonly children: number[][] = [];
  readonly grundy: number[] = [];

  constructor(readonly game: Comp) {}

  id(part: readonly number[]): number {
    const c = canonical(this.game, part);
    const key = c.join(' ');
    const known = this.ids.get(key);
    if (known !== undefined) return known;
    const kids = [...new Set(componentMoves(this.game, c).map((r) => this.id(r)))];
    const id = this.children.length;
    this.ids.set(key, id);
    this.children.push(kids);
    const values = new Set(kids.map((k) => this.grundy[k]!));
    let mex = 0;
    while (values.has(mex)) mex++;
    this.grundy.push(mex);
    return id;
  }
}

const tables = new Map<string, ComponentTable>();
function tableOf(e: Entry): ComponentTable {
  let t = tables.get(e.word);
  if (!t) tables.set(e.word, (t = new ComponentTable(e.game)));
  return t;
}

/** Win or loss of whole sums of these components, by recursion over the sum (no Sprague–Grundy). */
class SumOracle {
  /** Keyed by the components' ids in mixed radix (each table stays far below RADIX positions). */
  private readonly memo = new Map<number, boolean>();
  readonly tables: readonly ComponentTable[];

  constructor(
    entries: readonly Entry[],
    readonly misere: boolean,
  ) {
    this.tables = entries.map(tableOf);
  }

  /** Whether the player to move wins from the components' positions `ids`. */
  wins(ids: readonly number[]): boolean {
    return this.winsAt(ids.slice());
  }

  /** The same on a vector it may change while it looks, and restores. */
  private winsAt(ids: number[]): boolean {
    let key = 0;
    for (let c = ids.length - 1; c >= 0; c--) {
      assert.ok(ids[c]! < RADIX, 'a component table outgrew the radix');
      key = key * RADIX + ids[c]!;
    }
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    let anyMove = false;
    let win = false;
    outer: for (let c = 0; c < ids.length; c++) {
      const here = ids[c]!;
      for (const kid of this.tables[c]!.children[here]!) {
        anyMove = true;
        ids[c] = kid;
        const lost = !this.winsAt(ids);
        ids[c] = here;
        if (lost) {
          win = true;
          break outer;
        }
      }
    }
    if (!anyMove) win = this.misere;
    this.memo.set(key, win);
    return win;
  }
}

const RADIX = 4096;

const oracles = new Map<string, SumOracle>();
function oracleOf(entries: readonly Entry[], misere: boolean): SumOracle {
  const key = `${entries.map((e) => e.word).join(' + ')}|${misere}`;
  let o = oracles.get(key);
  if (!o) oracles.set(key, (o = new SumOracle(entries, misere)));
  return o;
}

/** What the oracle says of one position of a sum. */
interface Expected {
  readonly outcome: 'win' | 'loss';
  readonly componentGrundy: readonly number[];
  readonly grundy: number;
  /** Every legal move, as `component|result key`. */
  readonly moves: ReadonlySet<string>;
  /** The winning ones. */
  readonly winning: ReadonlySet<string>;
}

function expected(entries: readonly Entry[], misere: boolean, parts: readonly (readonly number[])[]): Expected {
  const oracle = oracleOf(entries, misere);
  const ids = parts.map((p, c) => oracle.tables[c]!.id(p));
  const componentGrundy = ids.map((id, c) => oracle.tables[c]!.grundy[id]!);
  const grundy = componentGrundy.reduce((a, b) => a ^ b, 0);
  const moves = new Set<string>();
  const winning = new Set<string>();
  parts.forEach((p, c) => {
    const g = entries[c]!.game;
    for (const r of componentMoves(g, p)) {
      const key = `${c}|${resultKey(g, r)}`;
      moves.add(key);
      const next = ids.slice();
      next[c] = oracle.tables[c]!.id(r);
      if (!oracle.wins(next)) winning.add(key);
    }
  });
  const outcome = oracle.wins(ids) ? 'win' : 'loss';
  // The oracle's own consistency: a win has a winning move (or, in misère play, no move at all).
  assert.equal(outcome === 'win', winning.size > 0 || (misere && moves.size === 0));
  return { outcome, componentGrundy, grundy, moves, winning };
}

// ---------------------------------------------------------------------------------------------
// Reading the verdict.

function rulesOf(entries: readonly Entry[], misere: boolean): Rules {
  const line = entries.map((e) => e.word).join(' + ') + (misere ? ' misere' : '');
  const parsed = parseRulesLine(line);
  if (!parsed.ok) throw new Error(`${line}: ${parsed.message}`);
  return parsed.rules;
}

const toNumbers = (xs: readonly bigint[]): number[] => xs.map(Number);

/** A move of the sum as the oracle names it, after checking that it changes one part and no other. */
function keyOfMove(entries: readonly Entry[], parts: readonly (readonly number[])[], move: Move): string {
  const decoded = decodeParts(move.result);
  assert.ok(decoded, `the result ${move.result.join(' ')} is a sum's vector`);
  assert.equal(decoded.parts.length, parts.length, 'one part per component');
  assert.ok(move.part, 'a move of a sum names its part');
  const c = move.part.index;
  assert.ok(c >= 0 && c < parts.length, `part index ${c}`);
  decoded.parts.forEach((p, i) => {
    if (i !== c) assert.deepEqual(toNumbers(p), parts[i], `part ${i} does not change in a move in part ${c}`);
  });
  // The heap moved in is in that part: the flat index is the part's offset plus the local index.
  const offsets: number[] = [];
  let at = 0;
  for (const p of parts) {
    offsets.push(at + 1);
    at += 1 + p.length;
  }
  const flat = move.heaps[0]!;
  assert.equal(flat, offsets[c]! + move.part.move.heaps[0]!, 'flat heap index = offset + local index');
  assert.ok(flat >= offsets[c]! && flat < offsets[c]! + parts[c]!.length, `heap ${flat} is in part ${c}`);
  assert.ok(move.amount >= 1n, 'a move takes at least one token');
  return `${c}|${resultKey(entries[c]!.game, toNumbers(decoded.parts[c]!))}`;
}

/** The spec's order of ties: component, leftmost heap, amount, one heap before two, fewer pieces, smaller piece. */
function orderKey(m: Move): number[] {
  return [
    m.part?.index ?? -1,
    m.heaps[0]!,
    Number(m.amount),
    m.heaps.length,
    m.pieces?.length ?? 0,
    Number(m.pieces?.[0] ?? 0n),
  ];
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

const positionText = (parts: readonly (readonly number[])[]) => parts.map((p) => p.join(' ')).join(' + ');

/** Every disagreement between the verdict and the oracle, as lines of text (empty when they agree). */
function compare(
  entries: readonly Entry[],
  misere: boolean,
  parts: readonly (readonly number[])[],
  v: Verdict,
  want: Expected,
): string[] {
  const problems: string[] = [];
  const check = (what: string, f: () => void) => {
    try {
      f();
    } catch (e) {
      const a = e as assert.AssertionError;
      const detail = a.generatedMessage ? `got ${inspect(a.actual)}, want ${inspect(a.expected)}` : a.message;
      problems.push(`${what}: ${detail}`);
    }
  };
  check('outcome', () => assert.equal(v.outcome, want.outcome));
  check('components', () => {
    assert.ok(v.components, 'a sum has components');
    assert.equal(v.components.length, entries.length);
    v.components.forEach((cv, i) => {
      assert.equal(cv.rules, entries[i]!.rules, `component ${i} rules`);
      assert.deepEqual(toNumbers(cv.heaps), parts[i], `component ${i} heaps`);
      assert.equal(cv.grundy, BigInt(want.componentGrundy[i]!), `component ${i} grundy`);
    });
  });
  if (misere) check('grundy', () => assert.equal(v.grundy, null, 'no Grundy value in misère play'));
  else check('grundy', () => assert.equal(v.grundy, BigInt(want.grundy)));
  if (v.outcome !== want.outcome) return problems;
  check('winningMoveCount', () => assert.equal(v.winningMoveCount, BigInt(want.winning.size)));
  check('winningMoves', () => {
    assert.equal(v.winningMoves.length, Math.min(want.winning.size, 1000));
    const keys = v.winningMoves.map((m) => keyOfMove(entries, parts, m));
    assert.equal(new Set(keys).size, keys.length, 'each winning move listed once');
    for (const k of keys) assert.ok(want.winning.has(k), `${k} is a winning move`);
    if (want.winning.size <= 1000) assert.deepEqual(new Set(keys), want.winning);
  });
  check('order', () => {
    for (let i = 1; i < v.winningMoves.length; i++) {
      const a = orderKey(v.winningMoves[i - 1]!);
      const b = orderKey(v.winningMoves[i]!);
      assert.ok(compareKeys(a, b) < 0, `moves ${i - 1} and ${i} out of order: [${a.join(',')}] then [${b.join(',')}]`);
    }
  });
  check('recommended', () => {
    if (want.outcome === 'win') {
      if (want.winning.size === 0) {
        assert.equal(v.recommended, null, 'no move to recommend');
        return;
      }
      assert.ok(v.recommended, 'a win recommends a move');
      assert.ok(want.winning.has(keyOfMove(entries, parts, v.recommended)), 'the recommended move wins');
      assert.ok(
        v.winningMoves.some((m) => m.result.join(' ') === v.recommended!.result.join(' ')),
        'the recommended move is one of the listed winning moves',
      );
    } else if (want.moves.size === 0) {
      assert.equal(v.recommended, null, 'no move from this loss');
    } else {
      assert.ok(v.recommended, 'a loss with moves recommends one');
      assert.ok(want.moves.has(keyOfMove(entries, parts, v.recommended)), 'the recommended move is legal');
    }
  });
  return problems.map(
    (p) => `${entries.map((e) => e.word).join(' + ')}${misere ? ' misere' : ''} | ${positionText(parts)} | ${p}`,
  );
}

function randomPart(r: Rand, e: Entry, maxHeaps: number, maxSize: number): number[] {
  const n = e.game.kind === 'wythoff' ? 2 : int(r, 1, maxHeaps);
  return Array.from({ length: n }, () => int(r, 0, maxSize));
}

function report(failures: readonly string[], total: number): void {
  if (failures.length)
    assert.fail(`${failures.length} disagreements over ${total} positions:\n${failures.slice(0, 40).join('\n')}`);
}

// ---------------------------------------------------------------------------------------------

describe('sums of games: brute-force oracle', () => {
  it('the oracle itself knows its games (Grundy sequences, cold pairs, Sprague–Grundy)', () => {
    const row = (e: Entry, n: number) => Array.from({ length: n }, (_, h) => tableOf(e).grundy[tableOf(e).id([h])]);
    assert.deepEqual(row(E.kayles, 13), [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4]);
    assert.deepEqual(row(E.dawson, 13), [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2]);
    assert.deepEqual(row(E.sub134, 14), [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2]);
    assert.deepEqual(row(E.sub123, 8), [0, 1, 2, 3, 0, 1, 2, 3]);
    assert.deepEqual(row(E.o4, 8), [0, 0, 0, 1, 1, 2, 0, 3]);
    const w = tableOf(E.wythoff);
    const cold: string[] = [];
    for (let a = 0; a <= 10; a++)
      for (let b = a; b <= 10; b++) if (w.grundy[w.id([a, b])] === 0) cold.push(`${a},${b}`);
    assert.deepEqual(cold, ['0,0', '1,2', '3,5', '4,7', '6,10']);
    // A Kayles row of 4: 3, 1 + 2, 2 and 1 + 1; of 5, splits 1 + 3 and 3 + 1 are one move (multisets).
    assert.equal(componentMoves(E.kayles.game, [4]).length, 4);
    assert.equal(componentMoves(E.kayles.game, [5]).length, 5); // 4, 1 + 3, 2 + 2, 3, 1 + 2
    // Two equal heaps: Kayles 2 2 has two moves (to 1 2 and to 2), Nim 2 2 four (each heap its own).
    assert.equal(componentMoves(E.kayles.game, [2, 2]).length, 2);
    assert.equal(componentMoves(E.nim.game, [2, 2]).length, 4);
    // The full recursion agrees with XOR of components in normal play.
    const r = prng(7);
    for (let n = 0; n < 300; n++) {
      const entries = [pick(r, NORMAL_MIX), pick(r, NORMAL_MIX)];
      const parts = entries.map((e) => randomPart(r, e, 2, 6));
      const want = expected(entries, false, parts);
      assert.equal(want.outcome === 'win', want.grundy !== 0, positionText(parts));
    }
  });

  it('pinned: nim + kayles + wythoff, 3 4 + 7 + (3, 5)', () => {
    const entries = [E.nim, E.kayles, E.wythoff];
    const parts = [[3, 4], [7], [3, 5]];
    const want = expected(entries, false, parts);
    const rules = rulesOf(entries, false);
    const v = solve(rules, encodeParts(parts.map((p) => p.map(BigInt))));
    assert.deepEqual(compare(entries, false, parts, v, want), []);
    assert.equal(v.outcome, 'win');
    assert.deepEqual(want.componentGrundy, PINNED.components);
    assert.equal(v.grundy, PINNED.grundy);
    assert.equal(v.winningMoveCount, PINNED.count);
    const results = v.winningMoves.map((m) => decodeParts(m.result)!.parts.map(toNumbers));
    assert.deepEqual(results, PINNED.results);
  });

  it('sums with no move: a loss in normal play, a win in misère play, nothing recommended', () => {
    const failures: string[] = [];
    const all = Object.values(E);
    for (const a of all)
      for (const b of all)
        for (const misere of [false, true]) {
          if (misere && !MISERE_MIX.includes(a)) continue;
          const entries = [a, b];
          const parts = entries.map((e) => (e.game.kind === 'wythoff' ? [0, 0] : [0]));
          const want = expected(entries, misere, parts);
          assert.equal(want.outcome, misere ? 'win' : 'loss');
          const v = solve(rulesOf(entries, misere), encodeParts(parts.map((p) => p.map(BigInt))));
          failures.push(...compare(entries, misere, parts, v, want));
        }
    report(failures, all.length ** 2);
  });

  it(`${SLOW ? '2,000+' : '550'} random normal-play sums agree with the oracle`, function () {
    this.timeout(60_000);
    const r = prng(20240611);
    const failures: string[] = [];
    let total = 0;
    for (let n = 0; n < oracleCount(2200); n++) {
      const entries = Array.from({ length: int(r, 2, 3) }, () => pick(r, NORMAL_MIX));
      const big = entries.length === 2;
      const parts = entries.map((e) => randomPart(r, e, big ? 3 : 2, 7));
      const want = expected(entries, false, parts);
      const v = solve(rulesOf(entries, false), encodeParts(parts.map((p) => p.map(BigInt))));
      failures.push(...compare(entries, false, parts, v, want));
      total++;
    }
    report(failures, total);
  });

  it(`${SLOW ? '500+' : '125+'} random misère sums agree with the oracle wherever they are decided, and small ones are`, function () {
    this.timeout(60_000);
    const r = prng(977);
    const failures: string[] = [];
    let total = 0;
    let decided = 0;
    for (let n = 0; n < oracleCount(640); n++) {
      const entries = Array.from({ length: int(r, 2, 3) }, () => pick(r, MISERE_MIX));
      const parts = entries.map((e) => randomPart(r, e, 2, n % 8 === 0 ? 6 : 4));
      const tokens = parts.flat().reduce((a, b) => a + b, 0);
      const want = expected(entries, true, parts);
      const v = solve(rulesOf(entries, true), encodeParts(parts.map((p) => p.map(BigInt))));
      total++;
      if (v.outcome === 'unknown') {
        if (tokens <= 12)
          failures.push(`${entries.map((e) => e.word).join(' + ')} misere | ${positionText(parts)} | unknown`);
        continue;
      }
      decided++;
      failures.push(...compare(entries, true, parts, v, want));
    }
    report(failures, total);
    assert.ok(decided >= oracleCount(500), `only ${decided} misère sums decided`);
  });
});

/**
 * The pinned example's values, from the oracle above (nim 3⊕4 = 7, Kayles 7 → 2, Wythoff (3, 5) → 0;
 * the sum 5): nim 4 → 1, and Wythoff (3, 5) → (0, 5) or (3, 2), both of value 5, in the order of ties.
 */
const PINNED = {
  components: [7, 2, 0],
  grundy: 5n,
  count: 3n,
  results: [
    [[3, 1], [7], [3, 5]],
    [[3, 4], [7], [0, 5]],
    [[3, 4], [7], [3, 2]],
  ],
};

// ---------------------------------------------------------------------------------------------
// Sums with a part of tokens on a digraph (issues 39 and 44): the vertices have names of letters,
// digits and `_` (game, claim and coin words among them), the graph has cycles, and misère play is
// decided too. The oracle: the other part's positions become vertices of one graph beside the
// digraph (each to the positions its moves reach, from the tables above), and retrograde analysis
// of tokens on that graph (./oracles/loopyBrute.ts) decides the sum, draws included.

const SUM_VERTEX_NAMES = ['a', 'v14_x', 'q_x', '_1', '1', '2b', 't', 'h', 'n', 'p', 'win', 'nim', 'heads', 'draw'];
const WITH_DIGRAPH: readonly Entry[] = [E.nim, E.kayles, E.sub134];

describe('sums of games with a digraph part: brute-force oracle', () => {
  for (const misere of [false, true])
    it(`${misere ? 'misère' : 'normal'} play: random digraphs with cycles and awkward names, beside nim, Kayles and a subtraction game`, function () {
      this.timeout(60_000);
      const r = prng(misere ? 4412 : 4411);
      const failures: string[] = [];
      let total = 0;
      const seen = new Set<string>();
      for (let g = 0; g < oracleCount(160); g++) {
        const names: string[] = [];
        const n = int(r, 1, 5);
        while (names.length < n) {
          const name = pick(r, SUM_VERTEX_NAMES);
          if (!names.includes(name)) names.push(name);
        }
        const arrows = names.map(() => names.flatMap((_, w) => (r() < 0.3 ? [w] : [])));
        const graph = `digraph ${names.map((v, i) => `${v}:${arrows[i]!.map((w) => ` ${names[w]}`).join('')}`).join('; ')}`;
        const other = pick(r, WITH_DIGRAPH);
        const first = r() < 0.5;
        const rulesLine = first
          ? `${graph} + ${other.word}${misere ? ' misere' : ''}`
          : `${other.word} + ${graph}${misere ? ', misere' : ''}`;
        const tokens = Array.from({ length: int(r, 1, 2) }, () => int(r, 0, n - 1));
        const heap = int(r, 0, 6);
        const written = `${tokens.map((v) => names[v]).join(' ')}`;
        const digraphPart = names[tokens[0]!] === 'nim' ? `(${written})` : written;
        const line = first ? `${digraphPart} + ${heap}` : `${heap} + ${digraphPart}`;
        // The oracle's graph: the digraph, then the other part's positions.
        const table = tableOf(other);
        const start = table.id([heap]);
        const union = [...arrows, ...table.children.map((kids) => kids.map((k) => n + k))];
        const at = [...tokens, n + start];
        const a = analyseText(`${rulesLine}\n${line}\n`);
        total++;
        const where = `${rulesLine} | ${line}`;
        const errors = a.diagnostics.filter((d) => d.severity === 'error');
        if (errors.length) {
          failures.push(`${where} | ${errors.map((d) => d.message).join('; ')}`);
          continue;
        }
        const v = a.positions[0]!.verdicts[0]!;
        const want = bruteOutcome(union, at, misere);
        seen.add(want);
        if (v.outcome !== want) {
          failures.push(`${where} | ${v.outcome}, brute force ${want}`);
          continue;
        }
        const key = (q: readonly number[]) => [...q].sort((x, y) => x - y).join(',');
        const followers = new Map(tokenMoves(union, at).map((q) => [key(q), bruteOutcome(union, q, misere)]));
        const back = (m: Move): string => {
          const parts = decodeParts(m.result)!.parts;
          const [digraph, rest] = first ? [parts[0]!, parts[1]!] : [parts[1]!, parts[0]!];
          const vertices = digraph.map((h) => names.findIndex((x) => nameNumber(x) === h));
          return key([...vertices, n + table.id(rest.map(Number))]);
        };
        const wins = [...followers].filter(([, o]) => o === 'loss').map(([k]) => k);
        const listed = v.winningMoves.map(back);
        if ([...listed].sort().join(' ') !== [...wins].sort().join(' ') || v.winningMoveCount !== BigInt(wins.length))
          failures.push(
            `${where} | winning moves ${listed.join(' ')} (${v.winningMoveCount}), brute force ${wins.join(' ')}`,
          );
        if (v.outcome === 'draw') {
          const draws = [...followers].filter(([, o]) => o === 'draw').map(([k]) => k);
          const keeping = (v.drawingMoves ?? []).map(back);
          if (
            keeping.some((k) => !draws.includes(k)) ||
            !v.recommended ||
            followers.get(back(v.recommended)) !== 'draw'
          )
            failures.push(`${where} | moves that keep the draw ${keeping.join(' ')}, brute force ${draws.join(' ')}`);
        }
      }
      report(failures, total);
      assert.deepEqual([...seen].sort(), ['draw', 'loss', 'win'], 'wins, losses and draws are all met');
    });
});
