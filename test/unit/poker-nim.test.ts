// Poker Nim: normal play against an independent retrograde analysis written here (every position
// of one and two heaps of 0 to 4 with banks 0 to 4, a sample of three heaps): the outcome, every
// winning move's result and their count; misère play against the same analysis; the position form
// `3 4 5 | 2 0` in the parser, records, claims, formatting and JSON; a sum with Nim; French.

import * as assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../src/cli/main';
import type { JsonReport } from '../../src/cli/report';
import { definitionOf, legalMoves } from '../../src/core/game';
import { POKER_NIM } from '../../src/core/games/pokerNim/pokerNim';
import { setLanguage } from '../../src/core/l10n';
import { DiagnosticCode } from '../../src/core/reading/syntax';
import { type Game, type Rules } from '../../src/core/rules';
import { solve } from '../../src/core/solve';
import { encodeParts } from '../../src/core/sumPosition';
import { analyseText } from '../../src/core/worksheet/analyser';
import { formatPosition } from '../../src/core/worksheet/format';
import { parseRulesLine } from '../../src/core/worksheet/parse';
import { reasonMarkdown } from './helpers';
import { int, prng } from './random';

const GAME: Game = { kind: 'poker-nim' };
const NORMAL: Rules = { game: GAME, misere: false };
const MISERE: Rules = { game: GAME, misere: true };
const P = (...ns: number[]) => ns.map(BigInt);
const key = (p: readonly bigint[]) => p.join(' ');

/** Every move's result, written again here: a take into the mover's bank or an addition from it, then the banks change sides. */
function successors(p: readonly number[]): number[][] {
  const k = p.length - 2;
  const mine = p[k]!;
  const theirs = p[k + 1]!;
  const out: number[][] = [];
  for (let i = 0; i < k; i++) {
    for (let a = 1; a <= p[i]!; a++) {
      const q = p.slice();
      q[i] = p[i]! - a;
      q[k] = theirs;
      q[k + 1] = mine + a;
      out.push(q);
    }
    for (let a = 1; a <= mine; a++) {
      const q = p.slice();
      q[i] = p[i]! + a;
      q[k] = theirs;
      q[k + 1] = mine - a;
      out.push(q);
    }
  }
  return out;
}

/** Every vector of `length` entries adding up to `total`. */
function* compositions(length: number, total: number): Generator<number[]> {
  if (length === 1) {
    yield [total];
    return;
  }
  for (let first = 0; first <= total; first++)
    for (const rest of compositions(length - 1, total - first)) yield [first, ...rest];
}

type Outcome = 'win' | 'loss' | 'draw';

/**
 * Retrograde analysis of every position of k heaps whose tokens, heaps and banks, add up to
 * `total` (moves keep the total): a position with no move is `noMove`; won when a move reaches a
 * lost position, lost when every move reaches a won one; the rest are draws.
 */
function oracle(k: number, total: number, noMove: Outcome): Map<string, Outcome> {
  const all = [...compositions(k + 2, total)];
  const index = new Map(all.map((p, i) => [p.join(' '), i]));
  const next = all.map((p) => [...new Set(successors(p).map((q) => index.get(q.join(' '))!))]);
  const before: number[][] = all.map(() => []);
  next.forEach((out, p) => out.forEach((q) => before[q]!.push(p)));
  const outcome: (Outcome | null)[] = all.map(() => null);
  const open = next.map((out) => out.length);
  const queue: number[] = [];
  next.forEach((out, p) => {
    if (out.length === 0) {
      outcome[p] = noMove;
      queue.push(p);
    }
  });
  for (let head = 0; head < queue.length; head++) {
    const q = queue[head]!;
    for (const p of before[q]!) {
      if (outcome[p] !== null) continue;
      if (outcome[q] === 'loss') {
        outcome[p] = 'win';
        queue.push(p);
      } else if (--open[p]! === 0) {
        outcome[p] = 'loss';
        queue.push(p);
      }
    }
  }
  return new Map(all.map((p, i) => [p.join(' '), outcome[i] ?? 'draw']));
}

const oracles = new Map<string, Map<string, Outcome>>();
function outcomeOf(p: readonly number[], misere: boolean): Outcome {
  const k = p.length - 2;
  const total = p.reduce((a, b) => a + b, 0);
  const id = `${k} ${total} ${misere}`;
  let table = oracles.get(id);
  if (!table) oracles.set(id, (table = oracle(k, total, misere ? 'win' : 'loss')));
  return table.get(p.join(' '))!;
}

/** The oracle's verdict: the outcome, and the results of the moves to a lost position, sorted. */
function expected(p: readonly number[], misere: boolean): { outcome: Outcome; winning: string[] } {
  return {
    outcome: outcomeOf(p, misere),
    winning: [
      ...new Set(
        successors(p)
          .filter((q) => outcomeOf(q, misere) === 'loss')
          .map((q) => q.join(' ')),
      ),
    ].sort(),
  };
}

function* smallPositions(k: number, max: number, bank: number): Generator<number[]> {
  for (const heaps of grid(k, max)) for (const banks of grid(2, bank)) yield [...heaps, ...banks];
}

function* grid(count: number, max: number): Generator<number[]> {
  if (count === 0) {
    yield [];
    return;
  }
  for (let h = 0; h <= max; h++) for (const rest of grid(count - 1, max)) yield [h, ...rest];
}

function checkNormal(p: readonly number[]): void {
  const where = p.join(' ');
  const want = expected(p, false);
  const v = solve(NORMAL, p.map(BigInt));
  assert.equal(v.outcome, want.outcome, where);
  assert.deepEqual(v.winningMoves.map((m) => key(m.result)).sort(), want.winning, where);
  assert.equal(v.winningMoveCount, BigInt(want.winning.length), where);
  // The winning moves in the order of ties: the leftmost heap first.
  const heaps = v.winningMoves.map((m) => m.heaps[0]!);
  assert.deepEqual(
    heaps,
    [...heaps].sort((a, b) => a - b),
    where,
  );
}

describe('Poker Nim', function () {
  this.timeout(120_000);

  describe('normal play against an independent retrograde analysis', () => {
    it('never a draw, and a win exactly when the XOR of the heaps is not 0 (one and two heaps of 0 to 6, banks 0 to 4)', () => {
      for (const k of [1, 2])
        for (const p of smallPositions(k, 6, 4)) {
          const x = p.slice(0, k).reduce((a, b) => a ^ b, 0);
          assert.equal(outcomeOf(p, false), x === 0 ? 'loss' : 'win', p.join(' '));
        }
    });

    it('every position of one and two heaps of 0 to 4, banks 0 to 4: outcome, every winning move, the count', () => {
      for (const k of [1, 2]) for (const p of smallPositions(k, 4, 4)) checkNormal(p);
    });

    it('a sample of three heaps of 0 to 4, banks 0 to 4', () => {
      const random = prng(41);
      for (let i = 0; i < 150; i++)
        checkNormal([int(random, 0, 4), int(random, 0, 4), int(random, 0, 4), int(random, 0, 4), int(random, 0, 4)]);
    });

    it('every legal move, in the order of ties: heap by heap, takes before additions, smaller amounts first', () => {
      for (const k of [1, 2])
        for (const p of smallPositions(k, 3, 3)) {
          const listed = [...legalMoves(NORMAL, p.map(BigInt))].map((m) => key(m.result));
          assert.deepEqual(
            listed,
            successors(p).map((q) => q.join(' ')),
            p.join(' '),
          );
        }
      const words = [...legalMoves(NORMAL, P(1, 0, 2, 0))].map((m) => m.words);
      assert.deepEqual(words, [
        'take 1 from heap 1',
        'add 1 to heap 1',
        'add 2 to heap 1',
        'add 1 to heap 2',
        'add 2 to heap 2',
      ]);
    });

    it('counts the winning moves of huge heaps exactly, additions only up to the bank', () => {
      const big = 10n ** 40n;
      // x = 1 ⊕ 2 ⊕ big: heap 3 takes to 3 ⊕ big; heaps 1 and 2 need additions of about big.
      const v = solve(NORMAL, [1n, 2n, big, big, 0n]);
      assert.equal(v.outcome, 'win');
      const x = 1n ^ 2n ^ big;
      const expectedResults = [1n, 2n, big]
        .map((h, i) => ({ h, i, to: x ^ h }))
        .filter(({ h, to }) => to < h || to - h <= big);
      assert.equal(v.winningMoveCount, BigInt(expectedResults.length));
      for (const m of v.winningMoves) {
        const r = m.result;
        assert.equal(r[0]! ^ r[1]! ^ r[2]!, 0n);
      }
      // Without a bank, only takes.
      const poor = solve(NORMAL, [1n, 2n, big, 0n, 0n]);
      assert.equal(poor.winningMoveCount, 1n);
      assert.equal(poor.recommended?.words, `take ${big - 3n} from heap 3`);
    });

    it('Grundy values: the XOR of the heaps, and the moves to a value counted', () => {
      const values = definitionOf(GAME).grundy(GAME, 1000);
      assert.equal(values.value(P(3, 4, 5, 2, 0)), 2n);
      const to = values.movesTo(P(3, 4, 5, 2, 0), 7n, 10)!;
      // 3 ⊕ 4 ⊕ 5 = 2; to 7: heap 1 → 6 (add 3: over the bank), heap 2 → 1 (take 3), heap 3 → 0 (take 5).
      assert.deepEqual(
        to.moves.map((m) => key(m.result)),
        ['3 1 5 0 5', '3 4 0 0 7'],
      );
      assert.equal(to.count, 2n);
      assert.equal(to.cheapest?.amount, 3n);
      assert.match(values.why(P(3, 4, 5, 2, 0)), /3 ⊕ 4 ⊕ 5/);
    });
  });

  describe('misère play', () => {
    it('agrees with the independent retrograde analysis (a player who cannot move wins): outcome and winning moves', () => {
      for (const k of [1, 2])
        for (const p of smallPositions(k, k === 1 ? 4 : 3, 3)) {
          const where = `misère ${p.join(' ')}`;
          const want = expected(p, true);
          const v = solve(MISERE, p.map(BigInt));
          assert.equal(v.outcome, want.outcome, where);
          assert.deepEqual(v.winningMoves.map((m) => key(m.result)).sort(), want.winning, where);
          assert.equal(v.winningMoveCount, BigInt(want.winning.length), where);
        }
    });

    it('stops at the budget and says so', () => {
      const v = solve(MISERE, P(30, 30, 30, 30, 5, 5), { budget: 1000 });
      assert.equal(v.outcome, 'unknown');
    });
  });

  describe('positions written 3 4 5 | 2 0', () => {
    const on = (a: ReturnType<typeof analyseText>, line: number) => a.diagnostics.filter((d) => d.range.line === line);

    it('reads a position, and refuses one with no bar, one bank, no heap, or a word, on the right range', () => {
      const a = analyseText('poker nim\n3 4 5 | 2 0\n3 4 5\n3 4 | 2\n| 1 2\n3 x | 1 2\n3 4 | 1 2 | 3\n');
      assert.deepEqual(on(a, 1), []);
      assert.equal(a.positions.find((p) => p.line === 1)?.verdicts[0]?.outcome, 'win');
      const errors = [2, 3, 4, 5, 6].map((line) => on(a, line).filter((d) => d.severity === 'error'));
      for (const e of errors) assert.equal(e.length, 1);
      assert.deepEqual([errors[0]![0]!.range.start, errors[0]![0]!.range.end], [0, 5]);
      assert.match(errors[0]![0]!.message, /'\|', then the two banks: 3 4 5 \| 2 0/);
      assert.deepEqual([errors[1]![0]!.range.start, errors[1]![0]!.range.end], [6, 7]);
      assert.match(errors[1]![0]!.message, /two banks/);
      assert.deepEqual([errors[2]![0]!.range.start, errors[2]![0]!.range.end], [0, 1]);
      assert.deepEqual([errors[3]![0]!.range.start, errors[3]![0]!.range.end], [2, 3]);
      assert.match(errors[3]![0]!.message, /found 'x'/);
      assert.deepEqual([errors[4]![0]!.range.start, errors[4]![0]!.range.end], [10, 11]);
    });

    it('checks record steps: the banks change sides', () => {
      const a = analyseText(
        'poker nim\n3 4 5 | 2 0 -> 1 4 5 | 0 4\n3 4 5 | 2 0 -> 3 4 7 | 0 0\n3 4 5 | 2 0 -> 1 4 5 | 4 0\n3 4 5 | 2 0 -> 3 4 9 | 0 0\n3 4 5 | 2 0 -> 1 3 5 | 0 4\n',
      );
      assert.deepEqual(on(a, 1), []);
      assert.deepEqual(on(a, 2), []);
      assert.equal(on(a, 3)[0]?.code, 'illegal-move');
      assert.match(on(a, 3)[0]!.message, /next mover's side: after taking 2, write 1 4 5 \| 0 4/);
      assert.equal(on(a, 4)[0]?.code, 'illegal-move');
      assert.match(on(a, 4)[0]!.message, /holds only 2/);
      assert.equal(on(a, 5)[0]?.code, 'illegal-move');
    });

    it('checks claims, and writes the winning move back in the line’s style', () => {
      const a = analyseText(
        'poker nim\n3 4 5 | 2 0 : win\n3 4 5 | 2 0 : loss\n1 2 3|0 0 : loss\n3 4 5 | 2 0 -> 3 4 6 | 0 1\n',
      );
      assert.deepEqual(on(a, 1), []);
      assert.equal(on(a, 2)[0]?.code, 'wrong-claim');
      assert.match(on(a, 2)[0]!.message, /take 2 from heap 1 → 1 4 5 \| 0 4/);
      assert.deepEqual(on(a, 3), []);
      const mistake = on(a, 4)[0]!;
      assert.equal(mistake.code, 'mistake');
      assert.equal(mistake.fix?.text, '1 4 5 | 0 4');
      const p = a.positions.find((x) => x.line === 3)!;
      assert.equal(formatPosition(P(1, 2, 3, 4, 0), p.statement.items[0]!.position.style), '1 2 3|4 0');
      const style = POKER_NIM.positionForm.restyle(POKER_NIM.positionForm.defaultStyle);
      assert.equal(formatPosition(P(3, 4, 7, 0, 0), style), '3 4 7 | 0 0');
      // A style from untrusted saved state: fields of the wrong shape fall back to the defaults.
      assert.equal(
        formatPosition(P(3, 4, 1, 2), { ...style, own: { form: 'poker nim', between: '<b>', separator: 3 } }),
        '3 4 | 1 2',
      );
    });

    it('the hover explains with the XOR and why additions do not help', () => {
      const v = solve(NORMAL, P(3, 4, 5, 2, 0));
      assert.equal(v.explanation.kind, 'poker-nim');
      const md = reasonMarkdown(v.explanation);
      assert.match(md, /XOR is 2/);
      assert.match(md, /Additions do not help/);
    });

    it('the JSON report writes a position as its heaps then its banks', async () => {
      const path = join(mkdtempSync(join(tmpdir(), 'nim-lens-poker-')), 'f.nim');
      writeFileSync(path, 'poker nim\n3 4 5 | 2 0\n');
      let out = '';
      await run(['check', '--json', path], { write: (s) => (out += s), err: () => undefined }, {});
      const r = JSON.parse(out) as JsonReport;
      const p = r.files[0]!.positions[0]!;
      assert.deepEqual(p.heaps, ['3', '4', '5', '2', '0']);
      assert.deepEqual(p.recommended, ['1', '4', '5', '0', '4']);
    });

    it('the panel: a take moves the tokens into the bank and the banks change sides; the banks are not heaps', () => {
      const take = (heap: number, amount: string) =>
        POKER_NIM.intent!(GAME, P(3, 4, 5, 2, 0), { kind: 'act', act: 'take', args: [String(heap), amount] });
      assert.deepEqual(take(0, '2'), { to: P(1, 4, 5, 0, 4) });
      // A bank's place is said to be a bank, before any count of tokens (it said "heap 4 has only 2 tokens").
      assert.equal(take(3, '1'), 'there is no heap 4: Poker Nim has 3 heaps, and the banks are not heaps');
      assert.equal(take(4, '9'), 'there is no heap 5: Poker Nim has 3 heaps, and the banks are not heaps');
      assert.equal(take(1, '5'), 'heap 2 has only 4 tokens');
      assert.deepEqual(POKER_NIM.turnPassed!(GAME, P(3, 4, 2, 0)), P(3, 4, 0, 2));
      assert.deepEqual(POKER_NIM.panel(GAME).moveList, true);
    });
  });

  describe('positions with commas and parentheses, as any position may be written', () => {
    it('reads 3, 4, 5 | 2, 0 and (3 4 5 | 2 0), and writes results the same way', () => {
      const a = analyseText('poker nim\n3, 4, 5 | 2, 0\n(3 4 5 | 2 0)\n(3 4 5 | 2 0\n3 4, | 2 0\n');
      const on = (line: number) => a.diagnostics.filter((d) => d.range.line === line);
      assert.deepEqual(on(1), []);
      assert.deepEqual(on(2), []);
      const written = (line: number) => {
        const p = a.positions.find((x) => x.line === line)!;
        return formatPosition(p.verdicts[0]!.recommended!.result, p.statement.items[0]!.position.style);
      };
      assert.equal(written(1), '1, 4, 5 | 0, 4');
      assert.equal(written(2), '(1 4 5 | 0 4)');
      assert.match(on(3)[0]!.message, /not closed/);
      // The heaps alone in parentheses: said on the ')' that closes too early.
      const early = analyseText('poker nim\n(3 4 5) | 2 0\n').diagnostics[0]!;
      assert.deepEqual([early.range.start, early.range.end], [6, 7]);
      assert.match(early.message, /'\)' closes the whole position, banks included: \(3 4 5 \| 2 0\)/);
      assert.deepEqual([on(4)[0]!.range.start, on(4)[0]!.range.end], [3, 4], 'a comma with no number after it');
    });

    it('under other rules, the line is said to be written as Poker Nim writes positions', () => {
      const a = analyseText('nim\n3 4 | 2 0\n');
      assert.match(a.diagnostics[0]!.message, /'3 4 \| 2 0' is written as positions of poker nim are/);
    });
  });

  describe('in a sum with Nim', () => {
    it('decides by the XOR, and passes the turn to the banks when the move is made elsewhere', () => {
      const parsed = parseRulesLine('poker nim + nim');
      assert.ok(parsed.ok);
      const v = solve(parsed.rules, encodeParts([P(3, 4, 2, 0), P(5)]));
      assert.equal(v.outcome, 'win');
      assert.equal(v.grundy, 2n);
      const a = analyseText(
        'poker nim + nim\n3 4 | 2 0 + 5\n3 4 | 2 0 + 5 -> 3 4 | 0 2 + 3\n3 4 | 2 0 + 5 -> 3 4 | 2 0 + 3\n3 4 | 2 0 + 7 : loss\n',
      );
      const on = (line: number) => a.diagnostics.filter((d) => d.range.line === line);
      assert.deepEqual(on(1), []);
      assert.ok(on(2).every((d) => d.code !== DiagnosticCode.IllegalMove));
      assert.equal(on(2)[0]?.code, DiagnosticCode.Mistake);
      assert.deepEqual(on(4), []);
      assert.equal(on(3)[0]?.code, 'illegal-move');
      // 3 ⊕ 4 ⊕ 7 = 0: a loss.
      assert.equal(a.positions.find((p) => p.line === 1)?.verdicts[0]?.outcome, 'win');
    });

    it('misère sums by retrograde analysis', () => {
      const parsed = parseRulesLine('poker nim + nim misere');
      assert.ok(parsed.ok);
      const v = solve(parsed.rules, encodeParts([P(1, 0, 0), P(1)]));
      assert.notEqual(v.outcome, 'unknown');
    });
  });

  describe('in French', () => {
    afterEach(() => setLanguage('en'));

    it('reads nim poker, and writes moves in French', () => {
      const parsed = parseRulesLine('nim poker');
      assert.ok(parsed.ok);
      assert.deepEqual(parsed.rules.game, GAME);
      const a = analyseText('nim poker\n3 4 5 | 2 0\n');
      assert.deepEqual(a.diagnostics, []);
      setLanguage('fr');
      const words = [...legalMoves(NORMAL, P(1, 2, 0))].map((m) => m.words);
      assert.deepEqual(words, ['prendre 1 du tas 1', 'ajouter 1 au tas 1', 'ajouter 2 au tas 1']);
    });
  });
});
