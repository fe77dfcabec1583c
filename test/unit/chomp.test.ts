// Chomp: every board inside 6 × 6 against an exhaustive search written here again (outcome, every
// winning move, the count, the recommendation); the closed forms (one row, two rows, an L, a
// square) at sizes no search reaches; strategy stealing for a rectangle beyond the budget; Grundy
// values in sums against the brute force's; the board as a line writes it, its errors on their
// ranges, records, claims, JSON, French, and the panel's picture whose cells are bites.

import * as assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../src/cli/main';
import type { JsonReport } from '../../src/cli/report';
import { CHOMP } from '../../src/core/games/chomp/chomp';
import { readIntent } from '../../src/core/games/intents';
import { setLanguage } from '../../src/core/l10n';
import { LIGHT_PALETTE } from '../../src/core/pictures/svg';
import { type Rules } from '../../src/core/rules';
import { solve } from '../../src/core/solve';
import { encodeParts } from '../../src/core/sumPosition';
import { analyseText } from '../../src/core/worksheet/analyser';
import { PlayGame } from '../../src/play/game';
import { int, prng } from './random';

const CHOMP_RULES: Rules = { game: { kind: 'chomp' }, misere: false };
const B = (...rows: number[]): bigint[] => rows.map(BigInt);
const key = (rows: readonly bigint[]) => rows.join(' ');

/** The brute force: boards as arrays of numbers, bites by the rule as the spec states it. */
function biteAt(rows: readonly number[], r: number, c: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < rows.length; i++) {
    const kept = i < r ? rows[i]! : Math.min(rows[i]!, c - 1);
    if (kept > 0) out.push(kept);
    else break;
  }
  return out;
}

function allBites(rows: readonly number[]): number[][] {
  const out: number[][] = [];
  rows.forEach((length, r) => {
    for (let c = 1; c <= length; c++) if (r > 0 || c > 1) out.push(biteAt(rows, r, c));
  });
  return out;
}

const grundyMemo = new Map<string, number>();
function bruteGrundy(rows: readonly number[]): number {
  const k = rows.join(' ');
  const known = grundyMemo.get(k);
  if (known !== undefined) return known;
  const seen = new Set(allBites(rows).map(bruteGrundy));
  let g = 0;
  while (seen.has(g)) g++;
  grundyMemo.set(k, g);
  return g;
}

/** Every board with rows at most `width` long and at most `height` rows. */
function boards(width: number, height: number): number[][] {
  const out: number[][] = [];
  const grow = (rows: number[]) => {
    if (rows.length > 0) out.push(rows);
    if (rows.length === height) return;
    const most = rows.length ? rows[rows.length - 1]! : width;
    for (let n = 1; n <= most; n++) grow([...rows, n]);
  };
  grow([]);
  return out;
}

/** The shapes the spec gives closed forms with their winning moves. */
function shapeName(rows: readonly number[]): 'row' | 'two rows' | 'L' | null {
  if (rows.length === 1) return 'row';
  if (rows.length === 2) return 'two rows';
  return rows.slice(1).every((n) => n === 1) ? 'L' : null;
}

describe('Chomp', () => {
  it('every board inside 6 × 6: outcome, every winning move, the count and the recommendation as the brute force finds them', () => {
    const all = boards(6, 6);
    assert.equal(all.length, 923, 'the boards inside 6 × 6 (C(12, 6) − 1)');
    for (const rows of all) {
      const v = solve(CHOMP_RULES, B(...rows));
      const winning = allBites(rows).filter((b) => bruteGrundy(b) === 0);
      const where = rows.join(' ');
      assert.equal(v.outcome, winning.length > 0 ? 'win' : 'loss', where);
      assert.equal(v.winningMoveCount, BigInt(winning.length), where);
      assert.deepEqual(v.winningMoves.map((m) => key(m.result)).sort(), winning.map((b) => b.join(' ')).sort(), where);
      if (winning.length)
        assert.ok(
          winning.some((b) => b.join(' ') === key(v.recommended!.result)),
          where,
        );
      // The tie order: the lowest row first, then fewer cells bitten.
      const order = v.winningMoves.map((m) => [m.heaps[0]!, Number(m.amount)] as const);
      for (let i = 1; i < order.length; i++)
        assert.ok(
          order[i - 1]![0] < order[i]![0] || (order[i - 1]![0] === order[i]![0] && order[i - 1]![1] < order[i]![1]),
          where,
        );
    }
  });

  it('closed forms: one row, two rows and an L have one winning move, named; the loss exactly where the spec says', () => {
    for (const rows of boards(8, 8)) {
      const a = rows[0]!;
      const shape = shapeName(rows);
      if (!shape) continue;
      const loses = { row: a === 1, 'two rows': a === rows[1]! + 1, L: a === rows.length }[shape];
      assert.equal(bruteGrundy(rows) === 0, loses, `${rows.join(' ')}: the closed form against the brute force`);
      const v = solve(CHOMP_RULES, B(...rows));
      assert.equal(v.explanation.kind, 'chomp', rows.join(' '));
      assert.equal(v.outcome, loses ? 'loss' : 'win');
      assert.equal(v.winningMoveCount, loses ? 0n : 1n);
    }
    // At sizes no search reaches, the same forms.
    const big = 10n ** 40n;
    assert.deepEqual(solve(CHOMP_RULES, [big + 1n, big]).outcome, 'loss');
    const equal = solve(CHOMP_RULES, [big, big]);
    assert.deepEqual(equal.recommended!.result, [big, big - 1n]);
    assert.equal(equal.recommended!.words, 'bite row 2, column ' + big.toString());
    const longer = solve(CHOMP_RULES, [big, 3n]);
    assert.deepEqual(longer.recommended!.result, [4n, 3n]);
    const l = solve(CHOMP_RULES, [30n, ...Array.from({ length: 50 }, () => 1n)]);
    assert.deepEqual(l.recommended!.result, [30n, ...Array.from({ length: 29 }, () => 1n)]);
    assert.equal(solve(CHOMP_RULES, [51n, ...Array.from({ length: 50 }, () => 1n)]).outcome, 'loss');
  });

  it('a square beyond the budget is a win by biting row 2, column 2, its count not claimed; a rectangle a win by strategy stealing', () => {
    for (let n = 3; n <= 6; n++) {
      const rows = Array.from({ length: n }, () => n);
      // The closed form's move wins, by the brute force.
      assert.equal(bruteGrundy(biteAt(rows, 1, 2)), 0, `${n} × ${n}`);
    }
    const square = solve(CHOMP_RULES, B(...Array.from({ length: 30 }, () => 30)), { budget: 10_000 });
    assert.equal(square.outcome, 'win');
    assert.equal(square.winningMoveCount, null);
    assert.deepEqual(square.recommended!.result, [30n, ...Array.from({ length: 29 }, () => 1n)]);
    const rectangle = solve(CHOMP_RULES, B(...Array.from({ length: 20 }, () => 30)), { budget: 10_000 });
    assert.equal(rectangle.outcome, 'win');
    assert.equal(rectangle.winningMoveCount, null);
    assert.equal(rectangle.recommended, null);
    assert.match(rectangle.method, /strategy stealing/);
    // Where the search fits, a rectangle's moves are all found (every rectangle is a win: the brute force agrees).
    for (const [w, h] of [
      [3, 2],
      [4, 3],
      [5, 3],
      [6, 4],
      [5, 4],
    ] as const) {
      const rows = Array.from({ length: h }, () => w);
      assert.notEqual(bruteGrundy(rows), 0);
      const v = solve(CHOMP_RULES, B(...rows));
      assert.equal(v.winningMoveCount, BigInt(allBites(rows).filter((b) => bruteGrundy(b) === 0).length));
    }
    // Boards far too wide to count are decided without counting them (a table per column once filled memory).
    assert.equal(solve(CHOMP_RULES, [1_000_000_000n, 999_999_999n]).outcome, 'loss');
    assert.equal(solve(CHOMP_RULES, [100_000_000n, 100_000_000n, 100_000_000n]).outcome, 'win');
    // The panel's hint says a win whose move is not known is one, not that no move is left.
    const panel = new PlayGame(CHOMP_RULES, B(...Array.from({ length: 20 }, () => 30)), undefined, undefined, 10_000);
    assert.match(panel.hintText(), /A win, but no winning move is known within the budget/);
    // Other boards beyond the budget are unknown, never guessed.
    assert.equal(
      solve(CHOMP_RULES, B(...Array.from({ length: 20 }, (_v, i) => 40 - i)), { budget: 10_000 }).outcome,
      'unknown',
    );
  });

  it('random boards in sums with Nim: Grundy values by mex, as the brute force has them', () => {
    const random = prng(2026);
    const rules: Rules = { game: { kind: 'sum', components: [{ kind: 'chomp' }, { kind: 'nim' }] }, misere: false };
    for (let i = 0; i < 300; i++) {
      const height = int(random, 1, 4);
      const rows: number[] = [];
      let most = int(random, 1, 6);
      for (let r = 0; r < height; r++) {
        rows.push(most);
        most = int(random, 1, most);
      }
      const heap = int(random, 0, 7);
      const v = solve(rules, encodeParts([B(...rows), [BigInt(heap)]]));
      const g = bruteGrundy(rows);
      assert.equal(v.outcome, (g ^ heap) === 0 ? 'loss' : 'win', `${rows.join(' ')} + ${heap}`);
      // Every winning move: bites to a board of value `heap`, and the heap taken to g.
      const expected = allBites(rows).filter((b) => bruteGrundy(b) === heap).length + (heap > g ? 1 : 0);
      assert.equal(v.winningMoveCount, (g ^ heap) === 0 ? 0n : BigInt(expected), `${rows.join(' ')} + ${heap}`);
    }
  });

  it('a board is written as its rows from the bottom: errors on their ranges, records, claims, misère refused', () => {
    const a = analyseText(
      'chomp\n4 5\n3 0 1\nchomp misere\nchomp\n5 4 4 2 -> 5 4 1 1\n5 4 -> 5 5\n5 4 -> 3 2\n5 4 : win\n',
    );
    const at = (line: number) => a.diagnostics.filter((d) => d.range.line === line);
    assert.deepEqual(
      at(1).map((d) => [d.range.start, d.range.end]),
      [[2, 3]],
      'the longer row is the error',
    );
    assert.match(at(1)[0]!.message, /row 2 \(5 cells\) is longer than row 1 \(4\)/);
    assert.deepEqual(
      at(2).map((d) => [d.range.start, d.range.end]),
      [[2, 3]],
    );
    assert.match(at(3)[0]!.message, /Chomp has no misère play/);
    assert.deepEqual([at(3)[0]!.range.start, at(3)[0]!.range.end], [6, 12]);
    const record = a.positions.find((p) => p.line === 5)!;
    const step = record.steps[0]!.legality;
    assert.ok(step.legal && step.move.words === 'bite row 3, column 2');
    assert.match(at(6)[0]!.message, /row 2 grows/);
    assert.match(at(7)[0]!.message, /not one bite: biting row 1, column 4 leaves 3 3/);
    assert.match(at(8)[0]!.message, /wrong claim: 5 4 is a loss/);
  });

  it('the JSON writes the rows as strings, and the moves their results', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'nim-lens-chomp-')), 'c.nim');
    writeFileSync(path, 'chomp\n5 5\n');
    let out = '';
    await run(['check', '--json', path], { write: (s) => (out += s), err: () => undefined }, {});
    const r = JSON.parse(out) as JsonReport;
    const p = r.files[0]!.positions[0]!;
    assert.deepEqual(p.heaps, ['5', '5']);
    assert.deepEqual(p.winningMoves, [['5', '4']]);
    assert.equal(p.outcome, 'win');
  });

  it('French: the rules word, a bite in words, the misère refusal', () => {
    setLanguage('fr');
    try {
      const a = analyseText('chomp\n5 5\nchomp misère\n');
      assert.equal(a.positions[0]!.verdicts[0]!.recommended!.words, 'croquer la rangée 2, colonne 5');
      assert.match(a.diagnostics[0]!.message, /Chomp n'a pas de jeu misère/);
    } finally {
      setLanguage('en');
    }
  });

  it("the panel's picture: each cell but the poisoned one is the bite that leaves its intent's board, played as any move", () => {
    const rows = B(4, 3, 1);
    const v = solve(CHOMP_RULES, rows);
    const picture = CHOMP.picture!({ kind: 'chomp' }, false, rows, v, {
      palette: LIGHT_PALETTE,
      showMoves: false,
      interactive: true,
    })!;
    const intents = [...picture.svg.matchAll(/data-intent="([^"]*)"/g)].map((m) =>
      readIntent(JSON.parse(m[1]!.replace(/&#(\d+);/g, (_e, c: string) => String.fromCharCode(Number(c)))), 200),
    );
    assert.equal(intents.length, 7, 'eight cells, less the poisoned one');
    const results = intents.map((i) => (i && i.kind === 'to' ? i.to.join(' ') : 'not a to intent')).sort();
    assert.deepEqual(
      results,
      allBites([4, 3, 1])
        .map((b) => b.join(' '))
        .sort(),
    );
    assert.ok(!/id="cell-1-1"/.test(picture.svg), 'the poisoned cell is no button');
    const game = new PlayGame(CHOMP_RULES, rows, { mode: 'two-players', randomShare: 0, youStart: true });
    assert.ok(game.attempt({ kind: 'to', to: ['4', '3'] }).ok);
    assert.deepEqual(game.heaps, B(4, 3));
    const refused = game.attempt({ kind: 'to', to: ['4', '4'] });
    assert.ok(!refused.ok && /grows/.test(refused.reason));
    // The hover marks the recommended bite's cells.
    const hover = CHOMP.picture!({ kind: 'chomp' }, false, B(5, 5), solve(CHOMP_RULES, B(5, 5)), {
      palette: LIGHT_PALETTE,
      showMoves: true,
    })!;
    assert.equal([...hover.svg.matchAll(/class="cell taken"/g)].length, 1, 'row 2, column 5: one cell');
  });
});
