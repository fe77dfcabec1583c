// Take-and-break codes beyond octal (take-and-break CODE, grundy, lasker) against an independent
// oracle written from the spec's definition alone: every move of a heap by compositions of what is
// left, a mex table by nested loops, and a memoised win/loss search over multisets of heaps in
// normal and misère play. Compared: legalMoves and checkMove, BreakTable, the proved periods far
// beyond their certificates, the closed forms, Grundy's game (OEIS A002188), solve, and the
// rules line's errors on their ranges.

import * as assert from 'node:assert/strict';
import { MOVE_WORK, moveWork, threePartPartitions } from '../../src/core/budget';
import { checkMove, legalMoves, searchWorkLowerBound } from '../../src/core/game';
import { grundyTable } from '../../src/core/games/takeAndBreak/grundyTable';
import { laskerSplits } from '../../src/core/games/takeAndBreak/laskerSplits';
import { BreakTable } from '../../src/core/games/takeAndBreak/breakTable';
import { type BreakDigit, digitAt, isOctal, type TakeAndBreakCode } from '../../src/core/games/takeAndBreak/code';
import type { Rules } from '../../src/core/rules';
import { solve } from '../../src/core/solve';
import { parseLineInFull, parseRulesLine } from '../../src/core/worksheet/parse';
import { DiagnosticCode } from '../../src/core/reading/syntax';
import { rng } from './helpers';
import { octalGame } from '../../src/core/games/octal/octal';
import { SLOW } from './tier';

// ---------------------------------------------------------------------------------------------
// The oracle: the spec's definition, nothing from src/.

type Mod = '!' | '?' | '=' | null;
interface Digit {
  readonly bits: number;
  readonly mod: Mod;
}
interface Code {
  readonly text: string;
  readonly d0: Digit;
  readonly digits: readonly Digit[];
  readonly tail: readonly Digit[] | null;
}

const DIGIT_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUV';

function readDigits(s: string): Digit[] {
  const out: Digit[] = [];
  for (let i = 0; i < s.length; i++) {
    const bits = DIGIT_CHARS.indexOf(s[i]!.toUpperCase());
    assert.ok(bits >= 0, s);
    const next = s[i + 1];
    if (next === '!' || next === '?' || next === '=') {
      out.push({ bits, mod: next });
      i++;
    } else out.push({ bits, mod: null });
  }
  return out;
}

function oracleCode(text: string): Code {
  const m = /^([0-9A-V][!?=]?)\.((?:[0-9A-V][!?=]?)*)(?:\[((?:[0-9A-V][!?=]?)+)\])?$/i.exec(text);
  assert.ok(m, `a code: ${text}`);
  return { text, d0: readDigits(m[1]!)[0]!, digits: readDigits(m[2]!), tail: m[3] ? readDigits(m[3]) : null };
}

function digitOf(code: Code, j: number): Digit {
  if (j === 0) return code.d0;
  if (j <= code.digits.length) return code.digits[j - 1]!;
  if (!code.tail) return { bits: 0, mod: null };
  return code.tail[(j - code.digits.length - 1) % code.tail.length]!;
}

/** The most heaps any move of the code leaves. */
function mostHeaps(code: Code): number {
  let most = 0;
  for (const d of [code.d0, ...code.digits, ...(code.tail ?? [])])
    for (let m = 0; m <= 4; m++) if (d.bits & (1 << m)) most = Math.max(most, m);
  return most;
}

/** Whether heaps left satisfy a modifier, by the number of different sizes among them. */
function allowed(mod: Mod, parts: readonly number[]): boolean {
  if (mod === null || parts.length < 2) return true;
  const distinct = new Set(parts).size;
  if (mod === '!') return distinct === parts.length;
  if (mod === '?') return distinct > 1;
  return distinct === 1;
}

/** Every ordered way of writing r as m positive parts. */
function compositions(r: number, m: number): number[][] {
  if (m === 1) return r >= 1 ? [[r]] : [];
  const out: number[][] = [];
  for (let first = 1; first <= r - (m - 1); first++)
    for (const rest of compositions(r - first, m - 1)) out.push([first, ...rest]);
  return out;
}

const asc = (a: number, b: number) => a - b;
/** A position as a multiset: sizes ascending, empty heaps left out. */
const keyOf = (heaps: readonly number[]): string =>
  heaps
    .filter((h) => h > 0)
    .sort(asc)
    .join(' ');
const heapsOf = (key: string): number[] => (key === '' ? [] : key.split(' ').map(Number));

/** What one heap of h may become: each multiset of heaps left in its place (ascending), once. */
function heapOptions(code: Code, h: number): number[][] {
  const seen = new Map<string, number[]>();
  for (let j = 0; j <= h; j++) {
    const d = digitOf(code, j);
    const r = h - j;
    for (let m = 0; m <= 4; m++) {
      if ((d.bits & (1 << m)) === 0) continue;
      if (j === 0 && m < 2) continue; // removing nothing must split
      if (m === 0) {
        if (r === 0) seen.set('', []);
        continue;
      }
      for (const c of compositions(r, m)) {
        const parts = [...c].sort(asc);
        if (allowed(d.mod, parts)) seen.set(parts.join(' '), parts);
      }
    }
  }
  return [...seen.values()];
}

/** The naive mex table G(0..count-1), by nested loops over the parts (ascending). */
function mexTable(code: Code, count: number): number[] {
  const g: number[] = [];
  const stamp: number[] = [];
  const ok = (mod: Mod, distinct: number, m: number): boolean => {
    if (mod === '!') return distinct === m;
    if (mod === '?') return distinct > 1;
    if (mod === '=') return distinct === 1;
    return true;
  };
  for (let n = 0; n < count; n++) {
    const s = n + 1;
    for (let j = 0; j <= n; j++) {
      const d = digitOf(code, j);
      if (d.bits === 0) continue;
      const r = n - j;
      if (d.bits & 1 && r === 0 && j > 0) stamp[0] = s;
      if (d.bits & 2 && r > 0 && j > 0) stamp[g[r]!] = s;
      if (d.bits & 4)
        for (let a = 1; 2 * a <= r; a++) if (ok(d.mod, a === r - a ? 1 : 2, 2)) stamp[g[a]! ^ g[r - a]!] = s;
      if (d.bits & 8)
        for (let a = 1; 3 * a <= r; a++)
          for (let b = a; a + 2 * b <= r; b++) {
            const c = r - a - b;
            if (ok(d.mod, 1 + (b !== a ? 1 : 0) + (c !== b ? 1 : 0), 3)) stamp[g[a]! ^ g[b]! ^ g[c]!] = s;
          }
      if (d.bits & 16)
        for (let a = 1; 4 * a <= r; a++)
          for (let b = a; a + 3 * b <= r; b++)
            for (let c = b; a + b + 2 * c <= r; c++) {
              const e = r - a - b - c;
              const distinct = 1 + (b !== a ? 1 : 0) + (c !== b ? 1 : 0) + (e !== c ? 1 : 0);
              if (ok(d.mod, distinct, 4)) stamp[g[a]! ^ g[b]! ^ g[c]! ^ g[e]!] = s;
            }
    }
    let v = 0;
    while (stamp[v] === s) v++;
    g.push(v);
  }
  return g;
}

/** Moves and a memoised win/loss search over multisets of heaps. */
class Oracle {
  readonly code: Code;
  private readonly options = new Map<number, number[][]>();
  private readonly memo = [new Map<string, boolean>(), new Map<string, boolean>()];
  constructor(text: string) {
    this.code = oracleCode(text);
  }

  optionsOf(h: number): number[][] {
    let o = this.options.get(h);
    if (!o) this.options.set(h, (o = heapOptions(this.code, h)));
    return o;
  }

  /** Every result of one move, as multiset keys, each once. */
  moves(heaps: readonly number[]): string[] {
    const results = new Set<string>();
    for (let i = 0; i < heaps.length; i++) {
      if (heaps[i]! === 0) continue;
      const rest = heaps.filter((_, e) => e !== i);
      for (const pieces of this.optionsOf(heaps[i]!)) results.add(keyOf([...rest, ...pieces]));
    }
    return [...results];
  }

  /** Whether the player to move wins; misère: a player with no move wins, else the same rule. */
  wins(key: string, misere: boolean): boolean {
    const memo = this.memo[misere ? 1 : 0]!;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const moves = this.moves(heapsOf(key));
    const win = moves.length === 0 ? misere : moves.some((m) => !this.wins(m, misere));
    memo.set(key, win);
    return win;
  }
}

// ---------------------------------------------------------------------------------------------
// The codes, and how the implementation reads them.

const CODES = [
  '0.8',
  '0.F',
  '0.7F',
  '0.1F',
  '0.B',
  '0.C',
  '0.44',
  '4.0',
  '4!.0',
  '4?.0',
  '8.0',
  '4.[3]',
  '0.[3]',
  '0.[1]',
  '0.3[7]',
  '0.7!7',
  '0.F=',
  '0.6?',
  'C.0',
  '0.[F]',
  '0.4F',
  '4.4',
  '4.12',
  '8?.0',
  '8!.0',
  'C=.0',
  'G.0',
  '0.G',
  '0.V',
  '0.2[4!]',
  '0.F2',
  '4.',
];

/** Codes the parser writes shorter (a tail's least period, digits folded into it, a tail of zeros, needless modifiers). */
const LONGHAND = ['0.37[37]', '0.[77]', '0.4![4!]', '0.12[3]', '4.3[33]', '4.[3!]', '0.[F!]', 'C?.0', '0.7[0]', '0.3!'];

const rulesOf = (text: string): Rules => {
  const r = parseRulesLine(text);
  assert.ok(r.ok, `${text}: ${r.ok ? '' : r.message}`);
  return r.rules;
};
const rulesFor = (code: string, misere = false) => rulesOf(`take-and-break ${code}${misere ? ' misere' : ''}`);

const toBreakDigit = (d: Digit): BreakDigit => ({ bits: d.bits, modifier: d.mod });

/** The implementation's code for a text: the parsed one, or (for an octal code) the oracle's, converted. */
function implCode(text: string): TakeAndBreakCode {
  const game = rulesFor(text).game;
  if (game.kind === 'take-and-break') return game.code;
  const c = oracleCode(text);
  return { d0: toBreakDigit(c.d0), digits: c.digits.map(toBreakDigit), tail: c.tail && c.tail.map(toBreakDigit) };
}

/** How many values to compare per code: fewer for three- and four-way breaks, fewer again with a tail. */
function tableSize(code: Code): number {
  const m = mostHeaps(code);
  const infinite = code.tail !== null;
  if (m >= 4) return infinite ? 60 : 90;
  if (m === 3) return infinite ? 120 : 180;
  return 300;
}

const B = (ns: readonly number[]): bigint[] => ns.map(BigInt);
const implKey = (heaps: readonly bigint[]): string => keyOf(heaps.map(Number));

function shuffled<T>(xs: readonly T[], random: () => number): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const k = Math.floor(random() * (i + 1));
    [out[i], out[k]] = [out[k]!, out[i]!];
  }
  return out;
}

function randomPosition(random: () => number, maxHeaps: number, maxSize: number): number[] {
  const count = 1 + Math.floor(random() * maxHeaps);
  return Array.from({ length: count }, () => Math.floor(random() * (maxSize + 1)));
}

// ---------------------------------------------------------------------------------------------

describe('take-and-break: the codes are read as the spec defines them', () => {
  it('every code of the list is a valid rules line, octal codes as octal games', () => {
    for (const text of CODES) {
      const r = parseRulesLine(`take-and-break ${text}`);
      assert.ok(r.ok, `${text}: ${r.ok ? '' : r.message}`);
      const c = oracleCode(text);
      const octal =
        c.d0.bits === 0 && c.tail === null && c.digits.every((d) => d.bits <= 7 && (d.mod === null || d.bits < 4));
      // One code model: an octal code is a take-and-break code that is octal (answered as one).
      assert.equal(r.rules.game.kind, 'take-and-break', text);
      assert.equal(r.rules.game.kind === 'take-and-break' && isOctal(r.rules.game.code), octal, text);
    }
  });

  it('the parsed code allows, for every removal j up to 200, the digit the oracle reads', () => {
    for (const text of [...CODES, ...LONGHAND]) {
      const game = rulesFor(text).game;
      const c = oracleCode(text);
      for (let j = 0; j <= 200; j++) {
        const want = digitOf(c, j);
        assert.equal(game.kind, 'take-and-break');
        const got = digitAt(game.code, j);
        assert.equal(got.bits, want.bits, `${text} j=${j}`);
        // A modifier matters only where the digit may leave two heaps or more.
        if (want.bits >= 4) assert.equal(got.modifier, want.mod, `${text} j=${j}`);
      }
    }
  });

  it('grundy is 4!.0, lasker is 4.[3], and a lower-case digit reads as upper case', () => {
    assert.deepEqual(rulesOf('grundy').game, rulesFor('4!.0').game);
    assert.deepEqual(rulesOf('lasker').game, rulesFor('4.[3]').game);
    assert.deepEqual(rulesFor('0.7f').game, rulesFor('0.7F').game);
    assert.deepEqual(rulesFor('4.').game, rulesFor('4.0').game);
  });

  it('the oracle agrees with itself: mex over the enumerated moves equals the nested-loop table', () => {
    for (const text of CODES) {
      const o = new Oracle(text);
      const table = mexTable(o.code, 26);
      for (let n = 0; n < 26; n++) {
        const seen = new Set(o.optionsOf(n).map((p) => p.reduce((x, h) => x ^ table[h]!, 0)));
        let v = 0;
        while (seen.has(v)) v++;
        assert.equal(table[n], v, `${text} n=${n}`);
      }
    }
  });
});

describe('take-and-break: legal moves and record steps against the naive enumeration', () => {
  for (const text of CODES) {
    it(`take-and-break ${text}: legalMoves and checkMove on random positions`, () => {
      const rules = rulesFor(text);
      const o = new Oracle(text);
      const random = rng(0x7ab + text.length * 977 + text.charCodeAt(text.length - 1));
      const froms: number[][] = [];
      for (let h = 0; h <= 12; h++) froms.push([h]);
      for (let t = 0; t < 30; t++) froms.push(randomPosition(random, 3, 12));
      let checked = 0;
      for (const from of froms) {
        const mine = new Set(o.moves(from));
        const theirs = [...legalMoves(rules, B(from))];
        const keys = theirs.map((m) => implKey(m.result));
        assert.equal(new Set(keys).size, keys.length, `${text} [${from.join(' ')}]: a result listed twice`);
        assert.deepEqual([...keys].sort(), [...mine].sort(), `${text} [${from.join(' ')}]`);
        // Each move names its heap, the tokens taken and the pieces left in its place.
        for (const m of theirs) {
          assert.equal(m.heaps.length, 1);
          const i = m.heaps[0]!;
          const h = from[i]!;
          const pieces = (m.pieces ?? []).map(Number);
          const rest = from.filter((_, e) => e !== i);
          assert.equal(implKey(m.result), keyOf([...rest, ...pieces]), `${text} [${from.join(' ')}]`);
          assert.equal(Number(m.amount), h - pieces.reduce((a, b) => a + b, 0), `${text} [${from.join(' ')}]`);
        }
        // Every move of the oracle is a legal step, its heaps in any order.
        const fromB = B(shuffled(from, random));
        for (const key of mine) {
          const to = heapsOf(key);
          const step = checkMove(rules, fromB, to.length ? B(shuffled(to, random)) : [0n]);
          assert.ok(step.legal, `${text}: ${from.join(' ')} -> ${key} refused: ${step.legal ? '' : step.reason}`);
          checked++;
        }
        // Non-moves: random positions, and moves of the oracle off by one token.
        const candidates: number[][] = [from];
        for (let t = 0; t < 12; t++) candidates.push(randomPosition(random, 4, 12));
        for (const key of [...mine].slice(0, 10)) {
          const to = heapsOf(key);
          if (to.length) {
            const k = Math.floor(random() * to.length);
            candidates.push(to.map((x, e) => (e === k ? x + 1 : x)));
            candidates.push(to.map((x, e) => (e === k ? x - 1 : x)));
          }
          candidates.push([...to, 1]);
        }
        for (const to of candidates) {
          if (mine.has(keyOf(to))) continue;
          const step = checkMove(rules, fromB, B(shuffled(to, random)));
          assert.equal(step.legal, false, `${text}: ${from.join(' ')} -> ${to.join(' ')} accepted`);
          if (!step.legal) assert.ok(step.reason.length > 0, `${text}: a refusal without a reason`);
          checked++;
        }
      }
      assert.ok(checked > 100, `${text}: ${checked} steps checked`);
    });
  }
});

describe('take-and-break: BreakTable equals the naive mex table', () => {
  for (const text of CODES) {
    const code = oracleCode(text);
    const count = tableSize(code);
    it(`take-and-break ${text}: the first ${count} values`, () => {
      const mine = mexTable(code, count);
      const table = new BreakTable(implCode(text));
      table.extend(Number.MAX_SAFE_INTEGER, count);
      for (let n = 0; n < count; n++) {
        if (n < table.values.length) assert.equal(table.values[n], mine[n], `${text} values[${n}]`);
        assert.equal(table.grundy(BigInt(n)), mine[n], `${text} G(${n})`);
      }
    });
  }
});

describe('take-and-break: BreakTable values after a budget ran out, then more values', () => {
  // Codes of the sparse-space method (a modifier) go on value by value by the plain mex once a
  // budget stops the sparse table: the plain mex must make room for the larger values it finds.
  for (const text of ['0.7!', '4.7?', '0.6!', '0.4=7']) {
    it(`take-and-break ${text}: budgets of 50 to 20,000, then 600 values, equal the naive mex table`, () => {
      const mine = mexTable(oracleCode(text), 600);
      for (const budget of [50, 500, 5_000, 20_000]) {
        const table = new BreakTable(implCode(text));
        table.extend(budget, 600);
        table.extend(budget * 4, 600);
        table.extend(Number.MAX_SAFE_INTEGER, 600);
        for (let n = 0; n < 600; n++)
          assert.equal(table.grundy(BigInt(n)), mine[n], `${text}, budget ${budget}: G(${n})`);
      }
    });
  }
});

describe('take-and-break: proved periods hold far beyond their certificates', () => {
  // Finite codes without modifiers (the generalised Guy–Smith theorem), and others that look for one.
  const candidates = [...CODES, '0.A2', '0.B3', '4.77', '4.07', '4.1!', '4.3'];
  const periodic: string[] = [];
  for (const text of candidates) {
    it(`take-and-break ${text}: a period only where the theorem applies, and then true`, () => {
      const code = oracleCode(text);
      const table = new BreakTable(implCode(text));
      table.extend(400_000);
      const p = table.proof;
      const finite = code.tail === null && [code.d0, ...code.digits].every((d) => d.mod === null || d.bits < 4);
      if (p?.kind !== 'period') {
        if (p === null) assert.equal(table.grundy(BigInt(table.values.length)), null, `${text}: beyond the table`);
        return;
      }
      assert.ok(finite, `${text}: a period claimed for a code with a tail or a modifier`);
      periodic.push(text);
      const limit = Math.min(Math.max(3 * p.provedFrom, 600), mostHeaps(code) >= 4 ? 300 : 1200);
      const mine = mexTable(code, limit);
      for (let n = 0; n < limit; n++) assert.equal(table.grundy(BigInt(n)), mine[n], `${text} G(${n})`);
      for (let n = p.preperiod; n + p.period < limit; n++)
        assert.equal(mine[n + p.period], mine[n], `${text}: G(${n} + ${p.period}) != G(${n})`);
      if (p.preperiod > 0)
        assert.notEqual(mine[p.preperiod - 1 + p.period], mine[p.preperiod - 1], `${text}: a shorter preperiod`);
      // Far beyond any table: the value of the residue.
      const far = 10n ** 18n + 7n;
      const residue = p.preperiod + Number((far - BigInt(p.preperiod)) % BigInt(p.period));
      assert.equal(table.grundy(far), mine[residue], `${text}: G(10^18 + 7)`);
    });
  }

  it('the codes expected to have a period have one (4.4 as Kayles shifted: period 12 from 72)', () => {
    for (const text of ['0.F', '0.B', '4.0', '4.4', '4.12', '0.F2', '0.B3', '4.1!'])
      assert.ok(periodic.includes(text), `${text} has no period proved`);
    const t = new BreakTable(implCode('4.4'));
    t.extend(400_000);
    assert.deepEqual(t.proof && t.proof.kind === 'period' ? [t.proof.preperiod, t.proof.period] : null, [72, 12]);
    for (const text of ['4!.0', '4?.0', '0.7!7', '0.F=', '0.6?', '0.3[7]', '0.[1]', '0.[F]', '8?.0', 'C=.0'])
      assert.ok(!periodic.includes(text), `${text}: a period proved for a code with a modifier or a tail`);
  });
});

describe("take-and-break: closed forms (Lasker's Nim, 0.[3] as Nim)", () => {
  const lasker = (n: number) => {
    if (n === 0) return 0;
    const r = n % 4;
    if (r === 3) return n + 1;
    if (r === 0) return n - 1;
    return n;
  };

  it("Lasker's Nim: the mex table, the table, solve and the formula agree for every n up to 400", () => {
    const mine = mexTable(oracleCode('4.[3]'), 401);
    const rules = rulesOf('lasker');
    const table = new BreakTable(implCode('4.[3]'));
    table.extend(2_000_000);
    assert.equal(table.proof?.kind, 'closed form');
    for (let n = 0; n <= 400; n++) {
      assert.equal(mine[n], lasker(n), `mex G(${n})`);
      assert.equal(table.grundy(BigInt(n)), mine[n], `table G(${n})`);
      const v = solve(rules, [BigInt(n)], { exhaustive: false });
      assert.equal(v.grundy, BigInt(mine[n]!), `solve G(${n})`);
      assert.equal(v.outcome, n === 0 ? 'loss' : 'win', `solve ${n}`);
    }
    for (const n of [10n ** 30n + 1n, 10n ** 30n + 2n, 10n ** 30n + 3n, 10n ** 30n + 4n]) {
      const want = [n - 1n, n, n, n + 1n][Number(n % 4n)];
      assert.equal(table.value(n), want, `G(${n})`);
    }
    assert.equal(solve(rules, [10n ** 30n + 3n, 10n ** 30n + 4n], { exhaustive: false }).grundy, 7n);
  });

  it('0.[3] is Nim: G(n) = n up to 400, and written longer (0.33[3]) the same', () => {
    const mine = mexTable(oracleCode('0.[3]'), 401);
    for (const text of ['0.[3]', '0.33[3]', '0.[33]']) {
      const table = new BreakTable(implCode(text));
      table.extend(2_000_000);
      assert.equal(table.proof?.kind, 'closed form', text);
      for (let n = 0; n <= 400; n++) {
        assert.equal(mine[n], n);
        assert.equal(table.grundy(BigInt(n)), n, `${text} G(${n})`);
      }
      assert.equal(table.value(10n ** 40n), 10n ** 40n);
    }
  });
});

describe("take-and-break: Grundy's game", () => {
  // OEIS A002188, the first 100 values.
  const A002188 = [
    0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1, 2, 4, 1, 2, 4, 1, 2,
    4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3, 2, 1, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3,
    2, 4, 5, 2, 4, 5, 2, 4, 3, 7, 4, 3, 7, 4, 3, 7, 4, 3, 5, 2, 3, 5,
  ];

  it('the pinned values (A002188) equal the oracle, the table and solve; 4?.0 is the same game', () => {
    assert.equal(A002188.length, 100);
    const mine = mexTable(oracleCode('4!.0'), 2000);
    assert.deepEqual(mine.slice(0, 100), A002188);
    const rules = rulesOf('grundy');
    const table = new BreakTable(implCode('4!.0'));
    table.extend(Number.MAX_SAFE_INTEGER, 2000);
    assert.equal(table.proof, null);
    for (let n = 0; n < 2000; n++) assert.equal(table.grundy(BigInt(n)), mine[n], `G(${n})`);
    for (let n = 0; n < 100; n++)
      assert.equal(solve(rules, [BigInt(n)], { exhaustive: false }).grundy, BigInt(A002188[n]!), `solve G(${n})`);
    assert.deepEqual(mexTable(oracleCode('4?.0'), 300), mine.slice(0, 300));
    assert.equal(solve(rules, [1000n]).grundy, BigInt(mine[1000]!));
  });

  it('a heap beyond the table is unknown, with the reason', () => {
    const rules = rulesOf('grundy');
    for (const h of [10n ** 5n, 10n ** 6n, 10n ** 30n]) {
      const v = solve(rules, [h], { budget: 5000 });
      assert.equal(v.outcome, 'unknown', `heap ${h}`);
      assert.equal(v.grundy, null);
      assert.equal(v.winningMoveCount === null || v.winningMoveCount === 0n, true);
      assert.equal(v.explanation.kind, 'unknown');
      const reason = v.explanation.kind === 'unknown' ? v.explanation.reason : '';
      assert.match(reason, new RegExp(`heap ${h} is beyond`));
      assert.match(reason, /no theorem proves a period/);
    }
  });
});

describe("take-and-break: the solver's table by the sparse-space method", () => {
  it("Grundy's game: a heap of 20,000 is beyond the quick budget and decided within the default one", () => {
    const rules = rulesOf('grundy');
    const code = (rules.game as Extract<Rules['game'], { kind: 'take-and-break' }>).code;
    const quick = solve(rules, [20_000n], { budget: 20_000 });
    assert.equal(quick.outcome, 'unknown');
    const v = solve(rules, [20_000n, 7n], { budget: 2_000_000 });
    const g = grundyTable(code, 20_001);
    assert.equal(v.grundy, BigInt(g[20_000]! ^ g[7]!));
    assert.equal(v.outcome, v.grundy === 0n ? 'loss' : 'win');
    // Every listed winning move leaves a position of value 0, and the count is every such move.
    let count = 0n;
    for (let a = 1; 2 * a < 20_000; a++) if ((g[a]! ^ g[20_000 - a]! ^ g[7]!) === 0) count++;
    for (let a = 1; 2 * a < 7; a++) if ((g[a]! ^ g[7 - a]! ^ g[20_000]!) === 0) count++;
    assert.equal(v.winningMoveCount, count);
    for (const m of v.winningMoves)
      assert.equal(
        m.result.reduce((x, h) => x ^ g[Number(h)]!, 0),
        0,
      );
  });

  it('a budget buys a table near-linear in it: ten times the budget, at least 4.5 times the values (the plain table: √10)', () => {
    const rules = rulesOf('grundy');
    const reach = (budget: number) => {
      const v = solve(rules, [10n ** 9n], { budget });
      const m = /beyond the (\d+) values/.exec(v.explanation.kind === 'unknown' ? v.explanation.reason : '');
      return Number(m?.[1]);
    };
    const small = reach(200_000);
    const large = reach(2_000_000);
    assert.ok(small > 10_000, `${small}`);
    assert.ok(2 * large >= 9 * small, `${small} then ${large}`);
  });

  it('a heap whose search could not finish is refused without searching (two splits reach n²/12 positions)', () => {
    const rules = rulesOf('grundy');
    const v = solve(rules, [200_000n], { budget: 2_000_000 });
    assert.equal(v.outcome, 'unknown');
    assert.equal(searchWorkLowerBound(rules, [200_000n]) > 2_000_000n, true);
    assert.equal(threePartPartitions(12n, false), 12n);
    assert.equal(threePartPartitions(12n, true), 7n);
    // The floor never exceeds the three-heap positions two moves reach, for these codes and small heaps.
    for (const text of ['4!.0', '0.4!', '0.07', '0.6?', '4.0']) {
      const r = rulesFor(text);
      for (let h = 1n; h <= 30n; h++) {
        const third = new Set<string>();
        for (const m of legalMoves(r, [h]))
          for (const m2 of legalMoves(r, m.result))
            if (m2.result.length === 3) third.add([...m2.result].sort((a, b) => (a < b ? -1 : 1)).join(' '));
        // Either term of the floor, as the search charges them: the root's moves and itself, or the
        // positions two splits reach (each kept at MOVE_WORK at least).
        const root = (BigInt([...legalMoves(r, [h])].length) + 1n) * BigInt(moveWork(1));
        const reached = BigInt(third.size * MOVE_WORK);
        const floor = searchWorkLowerBound(r, [h]);
        assert.ok(floor <= (root > reached ? root : reached), `${text} heap ${h}: ${floor}`);
      }
    }
  });
});

describe('take-and-break: solve against the search', () => {
  // Heaps up to 10 need a short table: the quick tier builds it within a tenth of the default
  // budget (a code with no period took 1 s for its whole table), the slow tier within the solver's own.
  const budget = SLOW ? 2_000_000 : 200_000;
  const NORMAL = ['0.7F', '4!.0', '4.[3]', '0.F=', '0.6?', '0.3[7]', 'C.0', '0.8', '0.[F]', '8!.0', '0.2[4!]'];
  for (const text of NORMAL) {
    it(`take-and-break ${text}, normal play: 300 random positions`, () => {
      const o = new Oracle(text);
      const values = mexTable(o.code, 11);
      const rules = rulesFor(text);
      const random = rng(0x5eed + text.charCodeAt(2) * 31 + text.length);
      for (let t = 0; t < 300; t++) {
        const heaps = randomPosition(random, 3, 10);
        const key = keyOf(heaps);
        const win = o.wins(key, false);
        const xor = heaps.reduce((x, h) => x ^ values[h]!, 0);
        assert.equal(win, xor !== 0, `the oracle's search and its values disagree on ${key}`);
        const winning = o.moves(heaps).filter((m) => !o.wins(m, false));
        for (const exhaustive of [true, false]) {
          const v = solve(rules, B(heaps), { exhaustive, budget });
          const at = `${text} [${heaps.join(' ')}] exhaustive=${exhaustive}`;
          assert.equal(v.outcome, win ? 'win' : 'loss', at);
          assert.equal(v.grundy, BigInt(xor), at);
          assert.equal(v.winningMoveCount, BigInt(winning.length), at);
          const listed = v.winningMoves.map((m) => implKey(m.result));
          assert.equal(new Set(listed).size, listed.length, `${at}: a winning move listed twice`);
          assert.deepEqual([...listed].sort(), [...winning].sort(), at);
        }
      }
    });
  }

  const MISERE = ['0.7F', '4!.0', '4.[3]', '0.F=', '0.6?', '0.3[7]', 'C.0', '0.8', '0.[1]', '0.44', '8.0'];
  for (const text of MISERE) {
    it(`take-and-break ${text} misere: 150 random small positions`, () => {
      const o = new Oracle(text);
      const rules = rulesFor(text, true);
      assert.equal(rules.misere, true);
      const random = rng(0xa11 + text.charCodeAt(2) * 17 + text.length);
      for (let t = 0; t < 150; t++) {
        const heaps = randomPosition(random, 3, 7);
        const key = keyOf(heaps);
        const win = o.wins(key, true);
        const winning = o.moves(heaps).filter((m) => !o.wins(m, true));
        const v = solve(rules, B(heaps));
        const at = `${text} misere [${heaps.join(' ')}]`;
        assert.equal(v.outcome, win ? 'win' : 'loss', at);
        if (v.winningMoveCount !== null) assert.equal(v.winningMoveCount, BigInt(winning.length), at);
        const listed = v.winningMoves.map((m) => implKey(m.result));
        assert.deepEqual([...new Set(listed)].sort(), [...winning].sort(), at);
      }
    });
  }
});

describe('take-and-break: the rules line, its errors and warnings on their ranges', () => {
  const diagnostics = (line: string) => parseLineInFull(line, 0).diagnostics;
  const only = (line: string) => {
    const ds = diagnostics(line);
    assert.equal(ds.length, 1, `${line}: ${JSON.stringify(ds)}`);
    return ds[0]!;
  };
  const on = (line: string, part: string, from = 0) => {
    const start = line.indexOf(part, from);
    assert.ok(start >= 0);
    return { line: 0, start, end: start + part.length };
  };

  const errors: [string, string, number, RegExp][] = [
    // line, the text the range covers, where to look for it from, what the message says
    ['take-and-break 0.X', 'X', 15, /'X' is not a digit/],
    ['take-and-break 0.W', 'W', 15, /'W' is not a digit/],
    ['take-and-break 5.1', '5', 15, /bit 1 or 2/],
    ['take-and-break 6.0', '6', 15, /bit 1 or 2/],
    ['take-and-break 1C.?', '1', 15, /bit 1 or 2/],
    ['take-and-break 0.[3', '[', 15, /not closed/],
    ['take-and-break 0.[]', '[]', 15, /empty/],
    ['take-and-break 0.', '0.', 15, /allows no move/],
    ['take-and-break 0.0', '0.0', 15, /allows no move/],
    ['take-and-break 0.[0]', '0.[0]', 15, /allows no move/],
    ['take-and-break 0.7!!', '!', 19, /'!' is not a digit/],
    ['take-and-break 0.[3]7', '7', 19, /not a digit|nothing but options/],
    ['take-and-break 47.0', '7', 15, /'\.'/],
  ];
  for (const [line, part, from, message] of errors) {
    it(`${line}: an error on '${part}'`, () => {
      const d = only(line);
      assert.equal(d.severity, 'error');
      assert.equal(d.code, DiagnosticCode.BadCode);
      assert.deepEqual(d.range, on(line, part, from));
      assert.match(d.message, message);
      assert.equal(parseRulesLine(line).ok, false);
    });
  }

  it('take-and-break alone asks for its code', () => {
    const d = only('take-and-break');
    assert.equal(d.code, DiagnosticCode.BadCode);
    assert.equal(parseRulesLine('take-and-break').ok, false);
  });

  it('64 digits after the point are read; 65 (a tail counts, d0 does not) are an error on the code', () => {
    const ok64 = `take-and-break 4.${'7'.repeat(63)}F`;
    assert.equal(diagnostics(ok64).length, 0);
    assert.ok(parseRulesLine(ok64).ok);
    assert.ok(parseRulesLine(`take-and-break 4.${'7'.repeat(60)}[7F37]`).ok);
    for (const code of [`0.${'7'.repeat(64)}F`, `4.${'7'.repeat(60)}[7F37F]`]) {
      const line = `take-and-break ${code}`;
      const d = only(line);
      assert.equal(d.code, DiagnosticCode.BadCode);
      assert.deepEqual(d.range, on(line, code));
      assert.match(d.message, /65 digits/);
    }
  });

  it('octal 0.8 is an error on the 8 that says to write take-and-break', () => {
    const line = 'octal 0.8';
    const d = only(line);
    assert.equal(d.code, DiagnosticCode.BadOctalCode);
    assert.deepEqual(d.range, on(line, '8'));
    assert.match(d.message, /take-and-break 0\.8/);
  });

  it('take-and-break 0.1! is a warning on the needless modifier, and the game octal 0.1', () => {
    const line = 'take-and-break 0.1!';
    const d = only(line);
    assert.equal(d.severity, 'warning');
    assert.equal(d.code, DiagnosticCode.NeedlessModifier);
    assert.deepEqual(d.range, on(line, '!'));
    assert.deepEqual(rulesOf(line).game, octalGame([1]));
    assert.equal(diagnostics('take-and-break 0.7!7').length, 0);
  });

  it('options follow the code after a space or a comma, and a comment after #', () => {
    for (const line of [
      'take-and-break 0.7F misere',
      'take-and-break 0.7F, misere',
      'take-and-break 0.7F misere # x',
    ]) {
      assert.equal(diagnostics(line).length, 0, line);
      assert.deepEqual(rulesOf(line), { game: rulesFor('0.7F').game, misere: true });
    }
  });
});

// The closed forms give every value, and the moves to a value by inverting G: a heap whose options
// are too many to list (a Lasker heap of 1,415 or more, any huge heap of 0.[3]) is still decided.
describe('take-and-break: the search is refused only where no search could finish', () => {
  it('0.[1] (take a whole heap, any size): a heap of 3,000,000 beyond the table is searched, a win in one move', () => {
    // The lower bound counts only the moves that exist: one here, however many removals a tail allows.
    const v = solve(rulesFor('0.[1]'), [3_000_000n]);
    assert.equal(v.outcome, 'win', v.method);
    assert.equal(v.winningMoveCount, 1n);
    assert.equal(v.winningMoves[0]!.amount, 3_000_000n);
  });
});

describe('take-and-break: closed forms beyond the listable heaps', () => {
  it("lasker 1500 is a win (G = 1499), winning moves '750 750' and '0', not unknown", () => {
    const v = solve(rulesOf('lasker'), [1500n], { exhaustive: false });
    assert.equal(v.grundy, 1499n);
    assert.equal(v.outcome, 'win', v.method);
    assert.equal(v.winningMoveCount, 2n);
    assert.deepEqual(v.winningMoves.map((m) => implKey(m.result)).sort(), ['', '750 750']);
  });

  it('lasker with two huge heaps: every winning move counted exactly (splits by the closed form), the first listed in order', () => {
    const big = 10n ** 30n;
    const v = solve(rulesOf('lasker'), [big + 1n, big + 6n], { exhaustive: false });
    assert.equal(v.outcome, 'win', v.method);
    assert.ok(v.winningMoveCount !== null && v.winningMoveCount >= BigInt(v.winningMoves.length), v.uncounted);
    assert.equal(v.uncounted, undefined);
    for (const m of v.winningMoves) {
      // Every listed move leaves a position of value 0.
      const after = solve(rulesOf('lasker'), [...m.result], { exhaustive: false });
      assert.equal(after.grundy, 0n, implKey(m.result));
    }
    assert.ok(v.winningMoves.length >= 1);
  });

  // The splits of value t of one heap, by looking at each of them: the reference for laskerSplits.
  const laskerG = (n: bigint): bigint => {
    if (n === 0n) return 0n;
    if (n % 4n === 3n) return n + 1n;
    return n % 4n === 0n ? n - 1n : n;
  };
  function splitsByHand(h: bigint, t: bigint): bigint[][] {
    const out: bigint[][] = [];
    for (let a = 1n; 2n * a <= h; a++) if ((laskerG(a) ^ laskerG(h - a)) === t) out.push([a, h - a]);
    return out;
  }

  it('laskerSplits: the count and the first splits of every heap up to 260 and every value below 600, by hand', () => {
    for (let h = 0n; h <= 260n; h++) {
      const byValue = new Map<bigint, bigint[][]>();
      for (let a = 1n; 2n * a <= h; a++) {
        const x = laskerG(a) ^ laskerG(h - a);
        byValue.set(x, [...(byValue.get(x) ?? []), [a, h - a]]);
      }
      for (let t = 0n; t < 600n; t++) {
        const want = byValue.get(t) ?? [];
        const got = laskerSplits(h, t, 7)!;
        assert.equal(got.count, BigInt(want.length), `h ${h}, t ${t}`);
        assert.deepEqual(got.first, want.slice(0, 7), `h ${h}, t ${t}`);
      }
    }
  });

  it('laskerSplits: heaps of 16 to 20 bits, every split looked at, against the count and the first 1,000', () => {
    const random = rng(2026);
    for (let i = 0; i < 12; i++) {
      const h = BigInt(1 << 16) + BigInt(Math.floor(random() * (1 << 20)));
      // Values that splits of h have (else the count is 0, which says little), and one at random.
      const a = 1n + BigInt(Math.floor(random() * Number(h / 2n)));
      for (const t of [laskerG(a) ^ laskerG(h - a), BigInt(Math.floor(random() * (1 << 21))), 0n]) {
        const want = splitsByHand(h, t);
        const got = laskerSplits(h, t, 1000)!;
        assert.equal(got.count, BigInt(want.length), `h ${h}, t ${t}`);
        assert.deepEqual(got.first, want.slice(0, 1000), `h ${h}, t ${t}`);
      }
    }
  });

  it('lasker: positions beyond the listable heaps count every winning move, as a look at every move does', () => {
    const random = rng(26);
    for (let i = 0; i < 12; i++) {
      const h1 = 2000n + BigInt(Math.floor(random() * 60_000));
      const h2 = BigInt(Math.floor(random() * 3000));
      const v = solve(rulesOf('lasker'), [h1, h2], { exhaustive: false });
      const x = laskerG(h1) ^ laskerG(h2);
      if (x === 0n) continue;
      // Every move by hand: a removal from one heap (a heap of any smaller size, or none), or a split.
      let count = 0n;
      const heaps = [h1, h2];
      heaps.forEach((h, k) => {
        if (k === 1 && h === h1) return; // equal heaps: one heap's moves
        const t = laskerG(h) ^ x;
        // The heap of value t, G(t) tokens (G is its own inverse), when it is smaller; none for t = 0.
        if (t === 0n || laskerG(t) < h) count++;
        count += BigInt(splitsByHand(h, t).length);
      });
      assert.equal(v.winningMoveCount, count, `${h1} ${h2}`);
    }
  });

  it('codes with a proved period and heaps too big to list: every winning move counted by residues, as a look at each does', () => {
    // Two codes in the quick tier (every kind of digit between them), all five in the slow one.
    for (const text of SLOW ? ['4.4', '4.7', '4.12', '4.77', '4.0'] : ['4.7', '4.12']) {
      const rules = rulesFor(text);
      const table = new BreakTable(implCode(text));
      table.extend(2_000_000);
      assert.equal(table.proof?.kind, 'period', text);
      const G = (n: bigint): bigint => BigInt(table.grundy(n)!);
      const code = oracleCode(text);
      const random = rng(text.length * 31 + 7);
      // Just past the heaps whose moves are listed one by one (more than 2,000,000 options).
      const least = 2_000_000n / BigInt(code.digits.length + 1) + 1n;
      let wins = 0;
      for (let k = 0; k < 12 && wins < 2; k++) {
        const h1 = least + BigInt(Math.floor(random() * 20_000));
        const h2 = BigInt(1 + Math.floor(random() * 60));
        const v = solve(rules, [h1, h2]);
        const x = G(h1) ^ G(h2);
        assert.equal(v.outcome, x === 0n ? 'loss' : 'win', `${text}: ${h1} ${h2}: ${v.method}`);
        if (x === 0n) continue;
        wins++;
        // Every move by hand: in each heap, removals j = 0 (d0) … k leaving nothing, one heap or two,
        // to the value G(h) ⊕ x.
        let count = 0n;
        for (const h of [h1, h2]) {
          const t = G(h) ^ x;
          for (let j = 0; j <= code.digits.length && BigInt(j) <= h; j++) {
            const bits = digitOf(code, j).bits;
            const rest = h - BigInt(j);
            if (j > 0 && bits & 1 && rest === 0n && t === 0n) count++;
            if (j > 0 && bits & 2 && rest > 0n && G(rest) === t) count++;
            if (bits & 4) for (let a = 1n; 2n * a <= rest; a++) if ((G(a) ^ G(rest - a)) === t) count++;
          }
        }
        assert.equal(v.winningMoveCount, count, `${text}: ${h1} ${h2}`);
        for (const m of v.winningMoves.slice(0, 30))
          assert.equal(solve(rules, [...m.result], { exhaustive: false }).grundy, 0n, `${text}: ${implKey(m.result)}`);
      }
      assert.equal(wins, 2, `${text}: two winning positions checked`);
      // 10^12: decided and counted, not unknown.
      const big = solve(rules, [10n ** 12n, 5n]);
      if (big.grundy !== 0n) {
        assert.equal(big.outcome, 'win', `${text}: ${big.method}`);
        assert.ok(big.winningMoveCount !== null && big.winningMoveCount > 0n, text);
      }
    }
  });

  it('lasker with 12-digit heaps: exact counts, not null (issue 26)', () => {
    for (const heaps of [
      [123456789012n, 987654321098n],
      [100000000000n, 7n],
      [123456789013n, 5n],
      [2n ** 55n, 2n ** 55n - 3n],
      [10n ** 12n + 3n, 10n ** 12n + 40n, 9n],
    ]) {
      const v = solve(rulesOf('lasker'), heaps, { exhaustive: false });
      assert.equal(v.outcome, 'win', v.method);
      assert.ok(v.winningMoveCount !== null, `${heaps.join(' ')}: ${v.uncounted}`);
      assert.ok(v.winningMoveCount >= BigInt(v.winningMoves.length));
      for (const m of v.winningMoves.slice(0, 20))
        assert.equal(solve(rulesOf('lasker'), [...m.result], { exhaustive: false }).grundy, 0n, implKey(m.result));
    }
  });

  it("take-and-break 0.[3] (Nim) 10^30 5 is a win with the one winning move to '5 5', not unknown", () => {
    const v = solve(rulesFor('0.[3]'), [10n ** 30n, 5n], { exhaustive: false });
    assert.equal(v.outcome, 'win', v.method);
    assert.equal(v.winningMoveCount, 1n);
    assert.deepEqual(
      v.winningMoves.map((m) => implKey(m.result)),
      ['5 5'],
    );
  });
});
