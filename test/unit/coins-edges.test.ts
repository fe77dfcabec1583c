// Edges of coins, stairs and Euclid's game found by review: the JSON of a staircase's move and of
// a grid part, budgets on numbers far too long, the rules line's hover, sums' hovers in the parts' forms.

import * as assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../src/cli/main';
import type { JsonReport } from '../../src/cli/report';
import { euclidWins } from '../../src/core/games/euclid/euclidChain';
import { LIGHT_PALETTE } from '../../src/core/pictures/svg';
import { solve } from '../../src/core/solve';
import { analyseText } from '../../src/core/worksheet/analyser';
import { VerdictCache } from '../../src/core/worksheet/caches';
import { verdictMarkdown } from '../../src/core/worksheet/markdown';
import { parseRulesLine } from '../../src/core/worksheet/parse';
import { rulesHover } from '../../src/core/worksheet/rulesMarkdown';

const rulesOf = (text: string) => {
  const r = parseRulesLine(text);
  assert.ok(r.ok, text);
  return r.rules;
};

async function report(text: string): Promise<JsonReport> {
  const dir = mkdtempSync(join(tmpdir(), 'nim-lens-coins-'));
  const path = join(dir, 'sheet.nim');
  writeFileSync(path, text);
  let out = '';
  await run(['check', '--json', path], { write: (t) => (out += t), err: () => undefined });
  return JSON.parse(out) as JsonReport;
}

describe('coins, stairs and Euclid: edges', () => {
  it('the JSON writes every place a move changes (a staircase moves coins onto the stair below)', async () => {
    const r = await report('staircase\n3 0 5 2\n');
    const p = r.files[0]!.positions[0]!;
    assert.deepEqual(p.heaps, ['3', '0', '5', '2']);
    assert.deepEqual(p.recommended, ['3', '2', '3', '2']);
    assert.deepEqual(p.winningMoves, [['3', '2', '3', '2']]);
  });

  it("the JSON writes a grid part's heads as x,y in a sum's components too", async () => {
    const r = await report('nim + corners\n3 + (2, 3)\n');
    const p = r.files[0]!.positions[0]!;
    assert.deepEqual(p.heaps, [['3'], ['2,3']]);
    assert.deepEqual(
      p.components!.map((c) => c.heaps),
      [['3'], ['2,3']],
    );
  });

  it("Euclid's pairs whose chain is beyond the budget are decided by the φ test, with their one winning move", () => {
    const fib = [1n, 1n];
    while (fib.length < 20_002) fib.push(fib[fib.length - 1]! + fib[fib.length - 2]!);
    const rules = rulesOf('euclid');
    for (const n of [20_000, 20_001]) {
      const [a, b] = [fib[n]!, fib[n - 1]!];
      const started = Date.now();
      const v = solve(rules, [a, b], { budget: 20_000 });
      assert.ok(Date.now() - started < 5_000, 'bounded by the budget');
      assert.equal(v.outcome, euclidWins(a, b) ? 'win' : 'loss');
      assert.match(v.method, /the quotient chain is beyond the budget/);
      if (v.outcome === 'win') {
        assert.equal(v.winningMoveCount, 1n);
        const [x, y] = v.recommended!.result as [bigint, bigint];
        assert.equal(x === 0n || y === 0n || !euclidWins(x > y ? x : y, x > y ? y : x), true, 'the move leaves a loss');
      }
    }
    // A pair whose chain fits is decided by it, Grundy value included.
    const small = solve(rules, [fib[60]!, fib[59]!], { budget: 20_000 });
    assert.notEqual(small.grundy, null);
  });

  it('Turning Corners with coordinates too long for the budget is unknown at once, not a long wait', () => {
    const rules = rulesOf('corners');
    const huge = BigInt('9'.repeat(3000));
    const started = Date.now();
    const v = solve(rules, [3n, 5n, huge, huge - 2n], { budget: 20_000 });
    assert.ok(Date.now() - started < 2_000);
    assert.equal(v.outcome, 'unknown');
    assert.match(v.method, /nim products of coordinates this long are beyond the budget of 20000/);
    // Long, but within the budget: the value, and the moves found within it (not all counted).
    const long = BigInt('9'.repeat(600));
    const w = solve(rules, [3n, 5n, long, long - 2n], { budget: 20_000 });
    assert.equal(w.outcome, 'win');
    assert.equal(w.winningMoveCount, null);
  });

  it('a win whose moves the quick budget left uncounted is sent to the background, where the count is made', () => {
    const [x, y] = [BigInt('9'.repeat(40)), BigInt('7'.repeat(40))];
    const text = `corners\n(3, 5) (${x}, ${y})\n(1, 2) (2, 3)\n`;
    const jobs: string[] = [];
    const quick = analyseText(text, {
      budget: 20_000,
      cache: new VerdictCache(),
      onUnknown: (job) => jobs.push(job.heaps.join(' ')),
    });
    assert.equal(quick.positions[0]!.verdicts[0]!.winningMoveCount, null);
    assert.notEqual(quick.positions[1]!.verdicts[0]!.winningMoveCount, null);
    assert.deepEqual(jobs, [`3 5 ${x} ${y}`], 'only the uncounted line');
    const full = analyseText(text, { budget: 2_000_000 });
    assert.equal(typeof full.positions[0]!.verdicts[0]!.winningMoveCount, 'bigint');
  });

  it('the rules line of a game that is not heaps is described in words, without a table of one heap', () => {
    for (const text of ['turning turtles', 'mock turtles', 'ruler', 'corners', 'staircase', 'euclid']) {
      const h = rulesHover(rulesOf(text), 50_000, LIGHT_PALETTE, true);
      assert.deepEqual(h.values, [], text);
      assert.doesNotMatch(h.markdown, /values of one heap|data:image/, text);
    }
  });

  it("a sum's hover writes each part in its own form: a row as its word, a grid as pairs", () => {
    const a = analyseText('mock turtles + corners + euclid\nTHHTH + (1, 2) (3, 3) + (21, 8)\n');
    const p = a.positions[0]!;
    const md = verdictMarkdown(p.verdicts[0]!, p.rules!, p.statement.items[0]!.position.style);
    assert.match(md, /\| part 1 \| Mock Turtles \| `THHTH` \|/);
    assert.match(md, /\| part 2 \| Turning Corners \| `\(1, 2\) \(3, 3\)` \|/);
  });
});
