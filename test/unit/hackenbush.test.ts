// Green Hackenbush: values by fusion and colon against an independent exhaustive search
// (oracles/hackenbushBrute.ts) on random graphs with cycles, loops, parallel edges and edges off
// the ground; every winning cut, its count, its result and the recommendation; misère play by
// search; sums with Nim; the position form in the parser, records, diagnostics and the JSON;
// known values; and graphs of 10,000 edges within the editor's quick budget.

import * as assert from 'node:assert/strict';
import { checkMove } from '../../src/core/game';
import { nameNumber } from '../../src/core/games/forms/names';
import { setLanguage } from '../../src/core/l10n';
import { type Rules } from '../../src/core/rules';
import { solve } from '../../src/core/solve';
import { encodeParts } from '../../src/core/sumPosition';
import { analyseText } from '../../src/core/worksheet/analyser';
import { DiagnosticCode } from '../../src/core/reading/syntax';
import { parseRulesLine } from '../../src/core/worksheet/parse';
import { type BruteEdge, bruteCuts, bruteGrundy, bruteKey, bruteMisereWins } from './oracles/hackenbushBrute';
import { int, prng, type Rand } from './random';
import { oracleCount } from './tier';

const NORMAL: Rules = { game: { kind: 'hackenbush' }, misere: false };
const MISERE: Rules = { game: { kind: 'hackenbush' }, misere: true };

const vector = (edges: readonly BruteEdge[]): bigint[] => edges.flatMap(([u, v]) => [nameNumber(u), nameNumber(v)]);

/** The edges of a result vector, back as pairs of names (decoded here, not by the project). */
function pairsOf(result: readonly bigint[]): BruteEdge[] {
  const name = (n: bigint): string => {
    const units: number[] = [];
    while (n > 1n) {
      units.unshift(Number(n & 0xffffn));
      n >>= 16n;
    }
    return String.fromCharCode(...units);
  };
  const out: BruteEdge[] = [];
  for (let i = 0; i < result.length; i += 2) out.push([name(result[i]!), name(result[i + 1]!)]);
  return out;
}

/** A random graph: mostly edges to new vertices, else cycles, loops, parallel edges, and now and then an edge off the ground. */
function randomGraph(r: Rand, edges: number): BruteEdge[] {
  let vertices = 1;
  const out: BruteEdge[] = [];
  for (let k = 0; k < edges; k++) {
    const roll = r();
    if (roll < 0.06) {
      out.push([`f${k}`, `g${k}`]);
      continue;
    }
    const u = String(int(r, 0, vertices - 1));
    const v = roll < 0.55 ? String(vertices++) : String(int(r, 0, vertices - 1));
    out.push(r() < 0.5 ? [u, v] : [v, u]);
  }
  return out;
}

const stalk = (n: number): BruteEdge[] => Array.from({ length: n }, (_, i) => [String(i), String(i + 1)] as const);

describe('Green Hackenbush', function () {
  this.timeout(120_000);

  it('known values: stalks are Nim heaps (a stalk of 7 is *7), the Green Girl *2, trees by the colon principle, cycles fused', () => {
    for (let n = 0; n <= 12; n++) assert.equal(solve(NORMAL, vector(stalk(n))).grundy, BigInt(n), `stalk ${n}`);
    const cases: [string, BruteEdge[], number][] = [
      [
        'a Y: 0-1 with two edges on it',
        [
          ['0', '1'],
          ['1', '2'],
          ['1', '3'],
        ],
        1,
      ],
      [
        'a triangle on the ground',
        [
          ['0', '1'],
          ['1', '2'],
          ['2', '0'],
        ],
        1,
      ],
      [
        // Winning Ways, ch. 7, figure 3, as CGSuite's GameGraphTest writes it (`Hackenbush Green
        // Girl`, expected *2): a square for the skirt, a double edge for the head, arms and a hair.
        'the Green Girl',
        ['0-1', '1-2', '2-3', '1-4', '4-3', '3-5', '5-6', '6-7', '5-8', '8-9', '8-9', '9-10'].map(
          (e) => e.split('-') as unknown as BruteEdge,
        ),
        2,
      ],
      [
        // CGSuite's `Hackenbush Green Tree` in the same test, `e(ee(e;e);e(eee;ee);e(ee;e))`, expected *5.
        'the Green Tree',
        '0-1 1-2 2-3 3-4 3-5 1-6 6-7 7-8 8-9 6-10 10-11 1-12 12-13 13-14 12-15'
          .split(' ')
          .map((e) => e.split('-') as unknown as BruteEdge),
        5,
      ],
      [
        'a triangle with a tail',
        [
          ['0', '1'],
          ['1', '2'],
          ['2', '0'],
          ['1', '3'],
        ],
        0,
      ],
      [
        'two parallel edges and a loop',
        [
          ['0', '1'],
          ['0', '1'],
          ['1', '1'],
        ],
        1,
      ],
      [
        'a square hanging from a stalk',
        [
          ['0', '1'],
          ['1', '2'],
          ['2', '3'],
          ['3', '4'],
          ['4', '1'],
        ],
        1,
      ],
      ['a loop on the ground', [['0', '0']], 1],
    ];
    for (const [what, edges, value] of cases) {
      assert.equal(solve(NORMAL, vector(edges)).grundy, BigInt(value), what);
      assert.equal(bruteGrundy(edges), value, `${what} (oracle)`);
    }
  });

  it('random graphs with cycles, loops and parallel edges: value, outcome, every winning cut, count, results', () => {
    const r = prng(2801);
    for (let c = 0; c < oracleCount(1200); c++) {
      const edges = randomGraph(r, int(r, 0, 10));
      const where = edges.map(([u, v]) => `${u}-${v}`).join(' ') || '0';
      const v = solve(NORMAL, vector(edges));
      const g = bruteGrundy(edges);
      assert.equal(v.grundy, BigInt(g), where);
      assert.equal(v.outcome, g === 0 ? 'loss' : 'win', where);
      const winning = [...bruteCuts(edges).keys()].filter((k) => bruteGrundy(bruteCuts(edges).get(k)!) === 0);
      assert.equal(v.winningMoveCount, BigInt(g === 0 ? 0 : winning.length), where);
      assert.deepEqual(
        v.winningMoves.map((m) => bruteKey(pairsOf(m.result))).sort(),
        g === 0 ? [] : winning.sort(),
        where,
      );
      // Results keep the written order, the fallen edges left out.
      for (const m of v.winningMoves) {
        const kept = pairsOf(m.result);
        let at = 0;
        for (const [a, b] of kept) {
          while (at < edges.length && (edges[at]![0] !== a || edges[at]![1] !== b)) at++;
          assert.ok(at++ < edges.length, `${where}: ${kept.join(' ')} is not in the written order`);
        }
      }
      if (g !== 0) assert.ok(v.recommended && v.winningMoves.includes(v.recommended), where);
    }
  });

  it('misère play by search agrees with the oracle', () => {
    const r = prng(2802);
    for (let c = 0; c < oracleCount(400); c++) {
      const edges = randomGraph(r, int(r, 0, 8));
      const v = solve(MISERE, vector(edges));
      const where = edges.map(([u, w]) => `${u}-${w}`).join(' ');
      assert.equal(v.outcome, bruteMisereWins(edges) ? 'win' : 'loss', where);
      for (const m of v.winningMoves) assert.equal(bruteMisereWins(pairsOf(m.result)), false, where);
    }
  });

  it('in a sum with Nim, the value is the XOR of the parts', () => {
    const r = prng(2803);
    const rules: Rules = {
      game: { kind: 'sum', components: [{ kind: 'hackenbush' }, { kind: 'nim' }] },
      misere: false,
    };
    for (let c = 0; c < oracleCount(200); c++) {
      const edges = randomGraph(r, int(r, 0, 8));
      const heap = int(r, 0, 9);
      const v = solve(rules, encodeParts([vector(edges), [BigInt(heap)]]));
      const g = bruteGrundy(edges) ^ heap;
      assert.equal(v.outcome, g === 0 ? 'loss' : 'win');
      assert.equal(v.grundy, BigInt(g));
    }
  });

  it('reads edges with their ranges, warns of edges off the ground, refuses a chain u-v-w', () => {
    const a = analyseText('hackenbush\n0-1, 1-2 a-b\n0-1-2\n0 : loss\n3 4\n');
    const floating = a.diagnostics.find((d) => d.code === DiagnosticCode.FloatingEdges);
    assert.ok(floating);
    assert.deepEqual(floating.range, { line: 1, start: 9, end: 12 });
    const chain = a.diagnostics.find((d) => d.range.line === 2);
    assert.equal(chain?.severity, 'error');
    assert.match(chain?.message ?? '', /an edge joins two vertices/);
    assert.equal(a.diagnostics.filter((d) => d.range.line === 3).length, 0, 'an empty position is 0');
    const heaps = a.diagnostics.find((d) => d.range.line === 4);
    assert.match(heaps!.message, /edges u-v with the ground at vertex 0/);
  });

  it('checks the steps of a record: the fallen edges go with the cut, nothing else does', () => {
    const a = analyseText(
      'hackenbush\n0-1 1-2 2-3 -> 0-1\n0-1 1-2 2-3 -> 0-1 0-4\n0-1 1-2 0-3 -> 0-1\n0-1 1-2 -> 0-1 1-2\n0-1 1-2 2-3 -> 0-1 2-3\n',
    );
    const on = (line: number) => a.diagnostics.filter((d) => d.range.line === line && d.severity === 'error');
    assert.equal(on(1).length, 0);
    assert.match(on(2)[0]!.message, /0-4 is not an edge of the position before/);
    assert.match(on(3)[0]!.message, /2 edges are gone \(1-2 0-3\), but a move cuts one edge/);
    assert.match(on(4)[0]!.message, /nothing is cut/);
    // 2-3 falls with the cut of 1-2: the position after leaves it out.
    assert.equal(on(5).length, 1);
    assert.match(on(5)[0]!.message, /2-3 falls with the cut of 1-2/);
  });

  it("an edge written with spaces, 0 - 1, is said in Hackenbush's words (a heap's under Nim), in English and French", () => {
    const a = analyseText('hackenbush\n0 - 1\n0 -1 1-2\n0-1 1 - 2\nnim\n3 - 1\n');
    const on = (line: number) => a.diagnostics.filter((d) => d.range.line === line && d.severity === 'error');
    for (const [line, edge, start, end] of [
      [1, '0-1', 0, 5],
      [2, '0-1', 0, 4],
      [3, '1-2', 4, 9],
    ] as const) {
      assert.equal(on(line).length, 1, String(line));
      const d = on(line)[0]!;
      assert.match(d.message, new RegExp(`an edge is written u-v without spaces: ${edge}`), String(line));
      assert.doesNotMatch(d.message, /heap/);
      assert.deepEqual([d.range.start, d.range.end], [start, end], String(line));
      assert.equal(d.fix?.text, edge);
    }
    assert.match(on(5)[0]?.message ?? '', /a heap cannot hold a negative number of tokens \(-1\)/);
    setLanguage('fr');
    try {
      const fr = analyseText('hackenbush\n0 - 1\n');
      assert.match(fr.diagnostics[0]?.message ?? '', /une arête s’écrit u-v sans espaces : 0-1/);
    } finally {
      setLanguage('en');
    }
  });

  it('a step leaves exactly the edges that stay after one cut: no edge invented, none floating', () => {
    const a = analyseText('hackenbush\n0-1 -> 2-3\n0-1 1-2 -> 1-2\n0-1 2-3 -> 2-3\n0-1 2-3 -> 0\n0-1 0-2 -> 0-2 a-b\n');
    const on = (line: number) => a.diagnostics.filter((d) => d.range.line === line && d.severity === 'error');
    assert.match(on(1)[0]?.message ?? '', /2-3 is not an edge of the position before/);
    assert.match(on(2)[0]?.message ?? '', /1-2 falls with the cut of 0-1/);
    assert.match(on(3)[0]?.message ?? '', /2-3 has no path to the ground before the step/);
    assert.equal(on(4).length, 0, 'cutting 0-1 leaves nothing: 0');
    assert.match(on(5)[0]?.message ?? '', /a-b is not an edge of the position before/);
  });

  it('a step is legal exactly when its edges are those one cut leaves, against the oracle', () => {
    const r = prng(2807);
    const key = (edges: readonly BruteEdge[]) =>
      edges
        .map(([u, v]) => (u < v ? `${u}-${v}` : `${v}-${u}`))
        .sort()
        .join(' ');
    for (let c = 0; c < oracleCount(1500); c++) {
      const edges = randomGraph(r, int(r, 1, 8));
      const results = [...bruteCuts(edges).values()];
      // The next position: a cut's result, shuffled, now and then with an edge more (one of the
      // position's, perhaps off the ground, or a new one off it); or any edges of the position.
      let next: BruteEdge[];
      if (results.length > 0 && r() < 0.6) {
        next = results[int(r, 0, results.length - 1)]!.slice().sort(() => r() - 0.5);
        if (r() < 0.4) next.push(r() < 0.5 ? edges[int(r, 0, edges.length - 1)]! : [`x${c}`, `y${c}`]);
      } else next = edges.filter(() => r() < 0.6);
      const legal = new Set(results.map(key)).has(key(next));
      const check = checkMove(NORMAL, vector(edges), vector(next));
      const where = `${edges.map((e) => e.join('-')).join(' ')} -> ${next.map((e) => e.join('-')).join(' ') || '0'}`;
      assert.equal(check.legal, legal, `${where}: ${check.legal ? 'legal' : check.reason}`);
      if (check.legal) assert.equal(key(pairsOf(check.move.result)), key(next), where);
    }
  });

  it('writes moves and results as edges, and the JSON as "u-v"', () => {
    const v = solve(
      NORMAL,
      vector([
        ['0', '1'],
        ['1', '2'],
        ['2', '3'],
      ]),
    );
    assert.equal(v.winningMoves[0]!.words, 'cut 0-1 (and 2 edges fall)');
    const w = solve(
      NORMAL,
      vector([
        ['0', '1'],
        ['0', '1'],
        ['1', '1'],
      ]),
    );
    assert.equal(w.winningMoves.length, 1, 'cutting either parallel edge is one move');
    assert.equal(w.winningMoves[0]!.words, 'cut 1-1');
  });

  it('decides graphs of 10,000 edges within the editor quick budget, every winning cut counted', () => {
    const r = prng(2804);
    // A random tree with triangles, loops and parallel edges here and there.
    const edges: BruteEdge[] = [];
    let vertices = 1;
    while (edges.length < 10_000) {
      const u = String(int(r, 0, vertices - 1));
      const v = String(vertices++);
      edges.push([u, v]);
      const roll = r();
      if (roll < 0.05) edges.push([v, String(vertices)], [String(vertices++), u]);
      else if (roll < 0.08) edges.push([v, v]);
      else if (roll < 0.1) edges.push([u, v]);
    }
    const v = solve(NORMAL, vector(edges.slice(0, 10_000)));
    assert.notEqual(v.outcome, 'unknown');
    // The editor's quick budget (src/editor/settings.ts INTERACTIVE_BUDGET, which needs vscode to import).
    const quick = solve(NORMAL, vector(edges.slice(0, 10_000)), { budget: 20_000 });
    assert.equal(quick.outcome, v.outcome);
    assert.equal(quick.winningMoveCount, v.winningMoveCount);
    assert.notEqual(quick.winningMoveCount, null);
  });

  it('a recommendation among the cuts found, where the cuts inside cycles are beyond the budget, says so', () => {
    // A cycle of 301 edges at the ground (value 1) and a stalk of 3: the one winning cut leaves the
    // stalk 1 long; whether a cut of the cycle wins too is not known within 200 units.
    const cycle: BruteEdge[] = Array.from({ length: 301 }, (_, i) => [String(i), String((i + 1) % 301)]);
    const edges: BruteEdge[] = [...cycle, ['0', 's1'], ['s1', 's2'], ['s2', 's3']];
    const small = solve(NORMAL, vector(edges), { budget: 200 });
    assert.equal(small.outcome, 'win');
    assert.equal(small.winningMoveCount, null);
    assert.equal(small.recommended?.words, 'cut s1-s2 (and 1 edge falls)');
    assert.equal(
      small.recommendedBecause,
      'fewest tokens among the winning moves found (not all are known within the budget)',
    );
    const full = solve(NORMAL, vector(edges));
    assert.equal(full.winningMoveCount, 1n);
    assert.equal(full.recommendedBecause, 'fewest tokens');
  });

  it('the rules word reads, with no parameter', () => {
    const read = parseRulesLine('hackenbush');
    assert.ok(read.ok);
    assert.deepEqual(read.rules.game, { kind: 'hackenbush' });
  });
});
