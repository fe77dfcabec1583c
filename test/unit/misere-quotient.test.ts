// Misère quotients (games/misereQuotient): the engine's presentations against Plambeck and Siegel's,
// every outcome of small positions against exhaustive search written without the project's code,
// the solver's verdicts (outcome, every winning move, the count, the recommendation) on thousands
// of random positions, a certificate check of its own on positions of 20-digit heaps, and the
// codes the engine does not solve answered `unknown`, never guessed.
import * as assert from 'node:assert/strict';
import { run } from '../../src/cli/main';
import { setLanguage } from '../../src/core/l10n';
import { explanationLines, methodText } from '../../src/core/explain';
import { RULES_HOVER_BUDGET, rulesHover } from '../../src/core/worksheet/rulesMarkdown';
import { LIGHT_PALETTE } from '../../src/core/pictures/svg';
import { removalRules } from '../../src/core/games/misereQuotient/heapRules';
import { FiniteMonoid } from '../../src/core/games/misereQuotient/monoid';
import {
  classOf,
  type MisereQuotient,
  provedPhiPeriod,
  QuotientEngine,
} from '../../src/core/games/misereQuotient/quotient';
import { type Guess } from '../../src/core/games/misereQuotient/learner';
import { tameIndex } from '../../src/core/games/misereQuotient/tame';
import { solve } from '../../src/core/solve';
import { parseRulesLine } from '../../src/core/worksheet/parse';
import { MisereOctalBrute, positionsUpTo } from './oracles/misereOctalBrute';
import { int, prng } from './random';
import { oracleCount, SLOW } from './tier';

function engineOf(code: string, guesses?: readonly Guess[]): QuotientEngine {
  const digits = code.replace(/^0\./, '').split('').map(Number);
  return new QuotientEngine(
    removalRules(digits.map((d, i) => ({ j: i + 1, none: (d & 1) !== 0, one: (d & 2) !== 0, two: (d & 4) !== 0 }))),
    guesses,
  );
}

const solved = new Map<string, MisereQuotient>();
function quotientOf(code: string): MisereQuotient {
  let q = solved.get(code);
  if (!q) {
    q = engineOf(code).advance(400, 5_000_000)!;
    solved.set(code, q);
  }
  return q;
}

function rulesOf(line: string) {
  const parsed = parseRulesLine(line);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.rules;
}

const name = (q: MisereQuotient, x: number): string => q.presentation.names[x]!;
const classOfHeaps = (q: MisereQuotient, heaps: readonly number[]): number =>
  heaps.reduce((x, h) => q.monoid.product(x, classOf(q, BigInt(h))!), 0);

/** The 2-digit codes the engine solved within the tests' 5·10⁶ of work before mex interpolation, Kayles among them. */
const SOLVED_BY_ALL_GUESSES = [
  '0.53',
  '0.77',
  '0.01',
  '0.02',
  '0.03',
  '0.05',
  '0.11',
  '0.12',
  '0.13',
  '0.21',
  '0.22',
  '0.23',
  '0.24',
  '0.25',
  '0.31',
  '0.32',
  '0.33',
  '0.34',
  '0.51',
  '0.52',
  '0.55',
  '0.71',
  '0.72',
  '0.73',
  '0.75',
];

/**
 * Every 2-digit code the engine solves within 5·10⁶ of work (a scan of 0.01 … 0.77): since mex
 * interpolation and the dominated types, 0.15, 0.44 and 0.46 too (within 40,000 units each).
 */
const SOLVED_CODES = [...SOLVED_BY_ALL_GUESSES, '0.15', '0.44', '0.46'];

describe('misère quotients: the engine', () => {
  it("0.75 is Plambeck and Siegel's R8: ⟨a, b, c | a² = 1, b³ = b, bc = ab, c² = b²⟩, P = {a, b²}", () => {
    const q = quotientOf('0.75');
    assert.equal(q.order, 8);
    assert.deepEqual(q.presentation.generators, ['a', 'b', 'c']);
    assert.deepEqual(q.presentation.generatorHeaps, [1, 2, 5]);
    assert.deepEqual(q.presentation.relations, ['a² = 1', 'b³ = b', 'bc = ab', 'c² = b²']);
    assert.deepEqual(
      q.presentation.order.filter((x) => q.inP[x] === 1).map((x) => name(q, x)),
      ['a', 'b²'],
    );
    // Φ(0 … 8) = 1, a, b, a, b, c, b, c, b, then ab² for odd and b for even heaps.
    const phi = (h: bigint): string => name(q, classOf(q, h)!);
    assert.deepEqual([0n, 1n, 2n, 3n, 4n, 5n, 6n, 7n, 8n].map(phi), ['1', 'a', 'b', 'a', 'b', 'c', 'b', 'c', 'b']);
    for (let h = 9n; h < 60n; h++) assert.equal(phi(h), h % 2n ? 'ab²' : 'b', `Φ(${h})`);
    assert.equal(phi(10n ** 20n + 1n), 'ab²');
    assert.equal(phi(10n ** 20n), 'b');
    assert.deepEqual(q.period, { period: 2, preperiod: 8, foundAt: 21 });
    assert.equal(tameIndex(q), null);
  });

  it('the monoid laws and the reduction hold on every table found; the presentation names every element once', () => {
    for (const code of [...SOLVED_CODES, '0.07']) {
      // Misère Dawson's Kayles: its partial quotient, to heap 24.
      const q = code === '0.07' ? engineOf(code).advance(24, Infinity)! : quotientOf(code);
      assert.equal(q.monoid.lawFailure(), null, code);
      // Light's test over the heaps' classes, as the engine checks a new table.
      const generators = [...new Set(q.phi)];
      assert.ok(q.monoid.generates(generators), code);
      assert.equal(q.monoid.generates([0]), q.order === 1, code);
      assert.equal(q.monoid.lawFailure(generators), null, code);
      // One product changed (both ways round): Light's test finds a failure exactly when the full check does.
      const n = q.order;
      for (let k = 1; k < Math.min(n, 12); k++) {
        const a = k;
        const b = (k * 7) % n || 1;
        const table = q.monoid.table.slice();
        table[a * n + b] = table[b * n + a] = (table[a * n + b]! + 1) % n;
        const changed = new FiniteMonoid(n, table);
        assert.equal(changed.lawFailure(generators) === null, changed.lawFailure() === null, `${code}: ${a}·${b}`);
        // The identity alone generates nothing else: the full check runs.
        assert.equal(changed.lawFailure([0]) === null, changed.lawFailure() === null, `${code}: ${a}·${b}`);
      }
      assert.equal(q.monoid.isReduced(q.inP), true, code);
      assert.equal(new Set(q.presentation.names).size, q.order, code);
      assert.equal(q.inP[0], 0, `${code}: the empty position is a misère win`);
    }
  });

  it('every outcome of every position of 0.75 up to 30 tokens is the one exhaustive search finds', () => {
    const q = quotientOf('0.75');
    const brute = new MisereOctalBrute([7, 5]);
    const positions = positionsUpTo(30);
    assert.equal(positions.length, 28_629);
    for (const heaps of positions)
      assert.equal(q.inP[classOfHeaps(q, heaps)] === 1, brute.loses(heaps), `0.75 misère ${heaps.join(' ')}`);
  });

  it('so for every code the engine solves: all positions up to 30 tokens (20 in the quick tier)', () => {
    const total = SLOW ? 30 : 20;
    const positions = positionsUpTo(total);
    for (const code of SOLVED_CODES) {
      const q = quotientOf(code);
      assert.ok(q.period, `${code} is solved`);
      const brute = new MisereOctalBrute(code.slice(2).split('').map(Number));
      for (const heaps of positions)
        assert.equal(q.inP[classOfHeaps(q, heaps)] === 1, brute.loses(heaps), `${code} misère ${heaps.join(' ')}`);
    }
  });

  it('quotients pinned from the scan: orders, periods and tame games', () => {
    const facts = (code: string) => {
      const q = quotientOf(code);
      return { order: q.order, period: q.period?.period, preperiod: q.period?.preperiod, tame: tameIndex(q) };
    };
    // 0.3 is a row of single takes: the parity of the tokens, misère Nim's T1.
    assert.deepEqual(facts('0.3'), { order: 2, period: 2, preperiod: 0, tame: 1 });
    // Subtraction {1, 2} (0.33) has values n mod 3: misère Nim's heaps below 4, T2.
    assert.deepEqual(facts('0.33'), { order: 6, period: 3, preperiod: 0, tame: 2 });
    assert.deepEqual(facts('0.34'), { order: 12, period: 8, preperiod: 7, tame: null });
    assert.deepEqual(facts('0.71'), { order: 36, period: 6, preperiod: 3, tame: null });
    assert.deepEqual(facts('0.72'), { order: 24, period: 4, preperiod: 16, tame: null });
    assert.deepEqual(facts('0.53'), {
      order: 16,
      period: quotientOf('0.53').period!.period,
      preperiod: quotientOf('0.53').period!.preperiod,
      tame: null,
    });
    // Misère Kayles (Sibert and Conway's solution): order 40, Φ periodic from heap 71 with period 12.
    assert.deepEqual(facts('0.77'), { order: 40, period: 12, preperiod: 71, tame: null });
    const kayles = quotientOf('0.77');
    assert.equal(kayles.period!.foundAt, 167);
    assert.deepEqual(kayles.presentation.generatorHeaps, [1, 2, 5, 9, 12, 25, 27]);
    // Single heaps lost in misère Kayles: 1, 4, 9, 12, 20 below 24.
    const lost = Array.from({ length: 24 }, (_, h) => h).filter((h) => kayles.inP[kayles.phi[h]!] === 1);
    assert.deepEqual(lost, [1, 4, 9, 12, 20]);
    // Plambeck and Siegel: with |P| = 2 a finite quotient has order 2^n + 2 or 2^n + 4.
    for (const code of SOLVED_CODES) {
      const q = quotientOf(code);
      const p = [...q.inP].filter((x) => x === 1).length;
      if (p === 2)
        assert.ok(
          [...Array(16).keys()].some((n) => q.order === 2 ** n + 2 || q.order === 2 ** n + 4),
          code,
        );
    }
    // Misère Dawson's Kayles to heap 24: order 24 (its heap-30 quotient has order 360, as Siegel reports).
    assert.equal(engineOf('0.07').advance(24, Infinity)!.order, 24);
  });

  it("Plambeck and Siegel's expansion finds the quotients the other guesses and the learner find, heap by heap", () => {
    // Each level's order and |P|, the relations and the period, by the expansion alone (the learner
    // behind it) and by the old new-generator guess alone.
    const levels = (code: string, guesses: readonly Guess[]) => {
      const seen: string[] = [];
      const q = engineOf(code, guesses).advance(400, 20_000_000, (l) =>
        seen.push(`${l.order}/${l.inP.reduce((a, b) => a + b, 0)}`),
      )!;
      return { seen, relations: q.presentation.relations, period: q.period };
    };
    // (The new-generator guess alone does not solve 0.15, 0.44 and 0.46 within that work.)
    for (const code of SOLVED_BY_ALL_GUESSES)
      assert.deepEqual(levels(code, ['expansion']), levels(code, ['generator']), code);
  });

  it("misère Dawson's Kayles past heap 24 by the expansion: every position of up to 30 tokens agrees with exhaustive search", () => {
    // The old guesses stop at heap 24 (order 24) and the learner's searches do not prove heap 25
    // in minutes; the expansion goes on, each level through its certificate.
    const heaps = SLOW ? 30 : 26;
    const q = engineOf('0.07').advance(heaps, Infinity)!;
    assert.equal(q.level, heaps);
    const brute = new MisereOctalBrute([0, 7]);
    for (const position of positionsUpTo(30))
      if (position.every((h) => h <= heaps))
        assert.equal(
          q.inP[classOfHeaps(q, position)] === 1,
          brute.loses(position),
          `0.07 misère ${position.join(' ')}`,
        );
    const p = q.inP.reduce((a, b) => a + b, 0);
    // Siegel's quotient of misère Dawson's Kayles at heap 30: |Q| = 360, |P| = 65.
    if (SLOW) assert.deepEqual([q.order, p], [360, 65]);
    else assert.deepEqual([q.order, p], [144, 23]);
  });

  it('a period is claimed only where the values reach 2·max(n0, 1) + 2p + k − 1', () => {
    assert.equal(provedPhiPeriod([0, 1, 2, 1, 2], 2), null);
    // Φ = 1, a, b, a, b, …: period 2 from 1 needs N ≥ 2 + 4 + 2 − 1 = 7.
    const phi = [0, 1, 2, 1, 2, 1, 2, 1];
    assert.equal(provedPhiPeriod(phi.slice(0, 7), 2), null);
    assert.deepEqual(provedPhiPeriod(phi, 2), { period: 2, preperiod: 1 });
  });

  it('work that runs out leaves the last proved level, and more work goes on from it to the same answer', () => {
    const partial = engineOf('0.75');
    const q1 = partial.advance(300, 100);
    assert.ok(q1 && !q1.period && q1.level < 21, 'stopped early');
    assert.ok(partial.exhausted);
    const q2 = partial.advance(300, 5_000_000)!;
    assert.deepEqual(q2.period, { period: 2, preperiod: 8, foundAt: 21 });
    assert.deepEqual(q2.presentation.relations, quotientOf('0.75').presentation.relations);
  });
});

describe('misère quotients: the solver', () => {
  /** Checks all a verdict says against exhaustive search. */
  function checkPosition(rulesLine: string, brute: MisereOctalBrute, heaps: number[]): void {
    const v = solve(rulesOf(rulesLine), heaps.map(BigInt), { exhaustive: false });
    const at = `${rulesLine} ${heaps.join(' ')}`;
    const loses = brute.loses(heaps);
    assert.equal(v.outcome, loses ? 'loss' : 'win', at);
    // A position without a move is won at once (the solver says so without the quotient).
    if (brute.options(heaps).length) assert.equal(v.explanation.kind, 'misere-quotient', at);
    const winning = new Set(
      brute
        .options(heaps)
        .filter((o) => brute.loses(o))
        .map((o) => o.join(' ')),
    );
    assert.equal(v.winningMoveCount, BigInt(winning.size), `${at}: the count`);
    const listed = v.winningMoves.map((m) =>
      m.result
        .map(Number)
        .filter((h) => h > 0)
        .sort((a, b) => a - b)
        .join(' '),
    );
    assert.deepEqual(new Set(listed), winning, `${at}: every winning move`);
    if (winning.size) {
      assert.ok(v.recommended, at);
      const least = Math.min(...v.winningMoves.map((m) => Number(m.amount)));
      assert.equal(Number(v.recommended.amount), least, `${at}: the recommendation takes fewest`);
    }
  }

  it('random positions of 0.75: outcome, every winning move, the count and the recommendation', () => {
    const r = prng(7501);
    const brute = new MisereOctalBrute([7, 5]);
    for (let n = 0; n < oracleCount(2000); n++) {
      const heaps = Array.from({ length: int(r, 1, 5) }, () => int(r, 1, 9));
      if (heaps.reduce((a, b) => a + b, 0) > 30) continue;
      checkPosition('octal 0.75, misere', brute, heaps);
    }
  });

  it('random positions of the other solved codes, the same', () => {
    const r = prng(7502);
    for (const code of SOLVED_CODES) {
      const digits = code.slice(2).split('').map(Number);
      const brute = new MisereOctalBrute(digits);
      for (let n = 0; n < oracleCount(200); n++) {
        const heaps = Array.from({ length: int(r, 1, 4) }, () => int(r, 1, 8));
        checkPosition(`octal ${code}, misere`, brute, heaps);
      }
    }
  });

  it("a big heap's winning moves are counted by Φ's period: the count equals one by one at heaps of thousands", () => {
    const q = quotientOf('0.75');
    const r = prng(7503);
    for (let n = 0; n < 40; n++) {
      const heaps = [int(r, 1000, 4000), int(r, 1, 30), int(r, 1, 30)];
      const v = solve(rulesOf('octal 0.75, misere'), heaps.map(BigInt), { exhaustive: false });
      // Every option, one by one, through Φ: take 1 (none, one or two heaps) or 2 (none or two).
      let count = 0n;
      heaps.forEach((h, i) => {
        if (heaps.indexOf(h) !== i) return;
        const rest = heaps.filter((_, k) => k !== i);
        const results: number[][] = [];
        for (const [j, d] of [
          [1, 7],
          [2, 5],
        ] as const) {
          const left = h - j;
          if (d & 1 && left === 0) results.push(rest);
          if (d & 2 && left > 0) results.push([...rest, left]);
          if (d & 4) for (let a = 1; a <= left - a; a++) results.push([...rest, a, left - a]);
        }
        for (const x of results) if (q.inP[classOfHeaps(q, x)] === 1) count++;
      });
      assert.equal(v.winningMoveCount, count, heaps.join(' '));
      assert.equal(v.outcome, count > 0n ? 'win' : 'loss', heaps.join(' '));
    }
  });

  it('positions of many 20-digit heaps: a certificate check of their own (each class against its options)', () => {
    const q = quotientOf('0.75');
    const p = q.period!;
    // A heap beyond 2·n0 + 2p + k has the options' classes of the heap with its residue just below.
    const bound = 2 * p.preperiod + 2 * p.period + 2;
    const small = (h: bigint): number =>
      h <= BigInt(bound)
        ? Number(h)
        : bound - p.period + 1 + Number((h - BigInt(bound - p.period + 1)) % BigInt(p.period));
    const brute = new MisereOctalBrute([7, 5]);
    const omega = (h: number): Set<number> => new Set(brute.options([h]).map((o) => classOfHeaps(q, o)));
    const r = prng(7504);
    for (let n = 0; n < oracleCount(400); n++) {
      const heaps = Array.from({ length: int(r, 2, 12) }, () => {
        let h = BigInt(int(r, 1, 9));
        for (let d = 1; d < 20; d++) h = h * 10n + BigInt(int(r, 0, 9));
        return h;
      });
      const v = solve(rulesOf('octal 0.75, misere'), heaps, { exhaustive: false });
      const classes = heaps.map((h) => classOf(q, h)!);
      assert.equal(classes.map((c, i) => c === classOf(q, BigInt(small(heaps[i]!)))).every(Boolean), true);
      // Lost exactly when every move leads to a class outside P (every heap here has a move).
      let toP = false;
      classes.forEach((_, i) => {
        const rest = classes.reduce((x, c, k) => (k === i ? x : q.monoid.product(x, c)), 0);
        for (const w of omega(small(heaps[i]!))) if (q.inP[q.monoid.product(rest, w)] === 1) toP = true;
      });
      const product = classes.reduce((x, c) => q.monoid.product(x, c), 0);
      assert.equal(q.inP[product] === 1, !toP, heaps.join(' '));
      assert.equal(v.outcome, toP ? 'win' : 'loss');
      // Every listed winning move leads to a product in P.
      for (const m of v.winningMoves)
        assert.equal(q.inP[m.result.reduce((x, h) => q.monoid.product(x, classOf(q, h)!), 0)], 1);
    }
  });

  it('a code the engine does not solve is unknown beyond what it proved, with the reason; never a guess', () => {
    const v = solve(rulesOf('kayles misere'), [1000n, 2000n, 3000n], { budget: 2_000, exhaustive: true });
    assert.equal(v.outcome, 'unknown');
    assert.match(
      v.method,
      /beyond the misère quotient of octal 0\.77 proved within the budget of 2000 \(heaps up to \d+, order \d+; no period proved\)/,
    );
    // Within the proved heaps, the quotient answers (Kayles to heap 17 within that budget).
    const small = solve(rulesOf('kayles misere'), [5n, 7n, 9n], { budget: 2_000, exhaustive: false });
    const brute = new MisereOctalBrute([7, 7]);
    assert.equal(small.outcome, brute.loses([5, 7, 9]) ? 'loss' : 'win');
    assert.equal(small.explanation.kind, 'misere-quotient');
  });
});

describe('misère quotients: the reasons, the rules line and the command line', () => {
  // `--lang fr` sets the language of the process: the tests after these are in English.
  after(() => setLanguage('en'));

  it('the reason names each class, the product, P and the quotient that proves it', () => {
    const v = solve(rulesOf('octal 0.75, misere'), [30n, 41n, 57n], {});
    assert.equal(v.outcome, 'win');
    assert.deepEqual(explanationLines(v.explanation), [
      'heap 1: Φ(30) = b',
      'heap 2: Φ(41) = ab²',
      'heap 3: Φ(57) = ab²',
      'product of the classes: b',
      'b is not in P = {a, b²}: the player to move wins.',
      'Misère quotient of octal 0.75: ⟨a, b, c | a² = 1, b³ = b, bc = ab, c² = b²⟩, order 8; Φ has period 2 from heap 8, proved at heap 21: every heap size.',
      'The quotient in full: nim-lens quotient --rules "octal 0.75"',
    ]);
    assert.equal(methodText(v.explanation), 'misère quotient of order 8: classes b, ab², ab², product b, not in P');
    // 3 5 → 1 3 3: a · a · a = a, in P.
    const loss = solve(rulesOf('octal 0.75, misere'), [1n, 3n, 3n], {});
    assert.equal(loss.outcome, 'loss');
    assert.match(explanationLines(loss.explanation)[4]!, /^a is in P = \{a, b²\}: the player to move loses\.$/);
  });

  it('a tame game is named so', () => {
    const v = solve(rulesOf('octal 0.33, misere'), [4n, 50n], {});
    assert.match(explanationLines(v.explanation).join('\n'), /Tame: the quotient is misère Nim's of heaps below 4\./);
  });

  it("the rules line's hover gives the quotient's order, P and Φ's period", () => {
    const hover = rulesHover(rulesOf('octal 0.75, misere'), RULES_HOVER_BUDGET, LIGHT_PALETTE, false).markdown;
    assert.match(
      hover,
      /Misère quotient: order 8, ⟨a, b, c \\\| a² = 1, b³ = b, bc = ab, c² = b²⟩, P = \\\{a, b²\\\}; Φ has period 2 from heap 8, proved at heap 21\\\./,
    );
    assert.match(hover, /`nim-lens quotient --rules "octal 0\.75"`/);
    const kayles = rulesHover(rulesOf('kayles misere'), 2000, LIGHT_PALETTE, false).markdown;
    assert.match(
      kayles,
      /Misère quotient: proved for the heaps up to \d+ within the budget \\\(order \d+\\\); no period proved yet/,
    );
    // A partial quotient that looks like misère Nim's is not called tame: larger heaps may change it.
    assert.doesNotMatch(kayles, /Tame/);
    assert.doesNotMatch(rulesHover(rulesOf('octal 0.75'), 2000, LIGHT_PALETTE, false).markdown, /quotient/);
  });

  async function cli(args: string[]): Promise<{ status: number; out: string; err: string }> {
    let out = '';
    let err = '';
    const status = await run(args, { write: (text) => (out += text), err: (text) => (err += text + '\n') });
    return { status, out, err };
  }

  it('`quotient` writes the presentation, P, Φ, the period and the proof', async () => {
    const { status, out } = await cli(['quotient', '--rules', 'octal 0.75', '--max-heap', '30']);
    assert.equal(status, 0);
    const lines = out.split('\n');
    // Φ by its period: the heaps before it, then one period.
    assert.deepEqual(lines.slice(0, 8), [
      'octal 0.75 (misère): quotient of order 8, found at heap 21',
      'presentation: ⟨a, b, c | a² = 1, b³ = b, bc = ab, c² = b²⟩',
      'generators: a = Φ(1), b = Φ(2), c = Φ(5)',
      'P = {a, b²}',
      'Φ(0 … 7) = 1 a b a b c b c',
      'Φ(n) for n ≥ 8: b ab², again and again',
      'period 2 from heap 8: Φ(n + 2) = Φ(n) for every n ≥ 8',
      "wild: the quotient is not misère Nim's",
    ]);
    assert.ok(lines.includes('  ab² | ab² b²  ab  b²  b   ab² ab² b² '), 'the table');
    assert.match(
      out,
      /proof: certificate: the types of positions of heaps up to 21 checked, \d+ kept and every other dominated by one of them/,
    );
    assert.match(out, /; \d+ of the heaps proved an old class by mex interpolation instead/);
    assert.match(out, /the heaps from 2·8 \+ 2·2 \+ 2 = 22 on have the types of the heaps 2 below them/);
  });

  it("`quotient --json` has the spec's fields", async () => {
    const { status, out } = await cli(['quotient', '--rules', 'octal 0.75, misere', '--json', '--max-heap', '24']);
    assert.equal(status, 0);
    const j = JSON.parse(out) as Record<string, unknown>;
    for (const field of [
      'rules',
      'order',
      'generators',
      'relations',
      'table',
      'p',
      'phi',
      'period',
      'preperiod',
      'foundAt',
      'proof',
    ])
      assert.ok(field in j, field);
    assert.equal(j.rules, 'octal 0.75');
    assert.equal(j.order, 8);
    assert.deepEqual(j.relations, ['a² = 1', 'b³ = b', 'bc = ab', 'c² = b²']);
    assert.deepEqual(j.p, ['a', 'b²']);
    assert.deepEqual((j.phi as string[]).slice(0, 13), [
      '1',
      'a',
      'b',
      'a',
      'b',
      'c',
      'b',
      'c',
      'b',
      'ab²',
      'b',
      'ab²',
      'b',
    ]);
    assert.equal((j.phi as string[]).length, 25);
    assert.equal(j.period, 2);
    assert.equal(j.preperiod, 8);
    assert.equal(j.foundAt, 21);
    assert.equal((j.table as string[][])[3]![3], 'b²'); // c² = b²
  });

  it('a code not solved within --max-heap says how far it got', async () => {
    const { status, out } = await cli(['quotient', '--rules', 'kayles', '--max-heap', '10', '--json']);
    assert.equal(status, 0);
    const j = JSON.parse(out) as { period: null; foundAt: null; level: number; order: number; phi: string[] };
    assert.equal(j.period, null);
    assert.equal(j.foundAt, null);
    assert.equal(j.level, 10);
    assert.equal(j.phi.length, 11);
    const text = (await cli(['quotient', '--rules', 'kayles', '--max-heap', '10'])).out;
    assert.match(
      text,
      /^octal 0\.77 \(misère\): no period proved up to heap 10; the quotient of the heaps up to it has order \d+\n/,
    );
  });

  it('refuses what it cannot compute, and answers in French', async () => {
    const nim = await cli(['quotient', '--rules', 'nim']);
    assert.equal(nim.status, 2);
    assert.match(nim.err, /nim has no misère quotient here/);
    const grundy = await cli(['quotient', '--rules', 'grundy']);
    assert.equal(grundy.status, 2);
    assert.equal((await cli(['quotient', '--rules', 'octal 0.75', '--max-heap', '0'])).status, 2);
    assert.equal((await cli(['quotient'])).status, 2);
    const fr = await cli(['--lang', 'fr', 'quotient', '--rules', 'octal 0.75']);
    assert.match(fr.out, /^octal 0\.75 \(misère\) : quotient d’ordre 8, trouvé au tas 21\n/);
    assert.match(fr.out, /période 2 à partir du tas 8/);
  });
});
