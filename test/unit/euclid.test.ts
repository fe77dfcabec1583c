// Euclid's game as a game of Nim Lens: moves, verdicts, Grundy values for sums, records, bounds and
// misère play against an exhaustive search written here from the spec (subtract a positive multiple
// of the smaller from the larger; equal numbers: one move, to (0, b); a 0: no move), on every small
// pair and thousands of random ones; 40- and 100-digit pairs against the golden-ratio test; a sum
// with Kayles; a worksheet end to end.

import * as assert from 'node:assert/strict';
import { explanationLines } from '../../src/core/explain';
import { EUCLID } from '../../src/core/games/euclid/euclid';
import { type Rules } from '../../src/core/rules';
import { ExhaustiveSearch } from '../../src/core/search';
import { solve } from '../../src/core/solve';
import { decodeParts, encodeParts } from '../../src/core/sumPosition';
import { analyseText } from '../../src/core/worksheet/analyser';
import { verdictMarkdown } from '../../src/core/worksheet/markdown';
import { parseRulesLine } from '../../src/core/worksheet/parse';
import { verdictTitle } from '../../src/core/worksheet/summary';
import { reasonMarkdown } from './helpers';
import { int, prng, type Rand } from './random';

const GAME = { kind: 'euclid' } as const;
const NORMAL: Rules = { game: GAME, misere: false };
const MISERE: Rules = { game: GAME, misere: true };
const pair = (a: number | bigint, b: number | bigint): bigint[] => [BigInt(a), BigInt(b)];
const key = (p: readonly (number | bigint)[]) => p.join(',');

// ---- The spec's rules written again, and exhaustive search over them ------------------------------

interface BruteMove {
  readonly reduced: 0 | 1;
  readonly k: number;
  readonly amount: number;
  readonly result: [number, number];
  readonly words: string;
}

const subtractWords = (k: number, small: number, big: number) =>
  k === 1 ? `subtract ${small} from ${big}` : `subtract ${k} × ${small} from ${big}`;

/** Every move, the multiple ascending; equal numbers have one move, the first to 0. */
function movesOf(a: number, b: number): BruteMove[] {
  if (a === 0 || b === 0) return [];
  if (a === b) return [{ reduced: 0, k: 1, amount: a, result: [0, b], words: subtractWords(1, b, a) }];
  const out: BruteMove[] = [];
  if (a > b)
    for (let k = 1; k * b <= a; k++)
      out.push({ reduced: 0, k, amount: k * b, result: [a - k * b, b], words: subtractWords(k, b, a) });
  else
    for (let k = 1; k * a <= b; k++)
      out.push({ reduced: 1, k, amount: k * a, result: [a, b - k * a], words: subtractWords(k, a, b) });
  return out;
}

const grundyMemo = new Map<string, number>();
function bruteGrundy(a: number, b: number): number {
  const k = key([a, b]);
  const known = grundyMemo.get(k);
  if (known !== undefined) return known;
  const seen = new Set(movesOf(a, b).map((m) => bruteGrundy(...m.result)));
  let g = 0;
  while (seen.has(g)) g++;
  grundyMemo.set(k, g);
  return g;
}

const misereMemo = new Map<string, boolean>();
/** Misère: the player with no move wins; else a win iff some move reaches a loss. */
function bruteMisereWins(a: number, b: number): boolean {
  const k = key([a, b]);
  const known = misereMemo.get(k);
  if (known !== undefined) return known;
  const moves = movesOf(a, b);
  const w = moves.length === 0 || moves.some((m) => !bruteMisereWins(...m.result));
  misereMemo.set(k, w);
  return w;
}

function reachable(a: number, b: number): Set<string> {
  const seen = new Set([key([a, b])]);
  const todo: [number, number][] = [[a, b]];
  while (todo.length)
    for (const m of movesOf(...todo.pop()!))
      if (!seen.has(key(m.result))) {
        seen.add(key(m.result));
        todo.push(m.result);
      }
  return seen;
}

const longestMemo = new Map<string, number>();
function longestPlay(a: number, b: number): number {
  const k = key([a, b]);
  const known = longestMemo.get(k);
  if (known !== undefined) return known;
  let best = 0;
  for (const m of movesOf(a, b)) best = Math.max(best, 1 + longestPlay(...m.result));
  longestMemo.set(k, best);
  return best;
}

/** The golden-ratio test as the spec writes it, in integers. */
function phiWins(a: bigint, b: bigint): boolean {
  const big = a > b ? a : b;
  const small = a > b ? b : a;
  if (small === 0n) return false;
  if (big === small) return true;
  return (2n * big - small) ** 2n > 5n * small * small;
}

/** Everything a normal-play verdict says, against the brute force. */
function checkVerdict(a: number, b: number): void {
  const v = solve(NORMAL, pair(a, b));
  const what = key([a, b]);
  const winners = movesOf(a, b).filter((m) => bruteGrundy(...m.result) === 0);
  assert.equal(v.outcome, bruteGrundy(a, b) === 0 ? 'loss' : 'win', what);
  assert.equal(v.grundy, BigInt(bruteGrundy(a, b)), what);
  assert.deepEqual(
    v.winningMoves.map((m) => [key(m.result), m.words, Number(m.amount), m.heaps[0]]),
    winners.map((m) => [key(m.result), m.words, m.amount, m.reduced]),
    what,
  );
  assert.equal(v.winningMoveCount, BigInt(winners.length), what);
  assert.ok(winners.length <= 1, what);
  if (winners[0]) assert.equal(key(v.recommended!.result), key(winners[0].result), what);
  assert.equal(v.explanation.kind, 'euclid');
}

function randomDigits(r: Rand, digits: number): bigint {
  let s = String(int(r, 1, 9));
  for (let i = 1; i < digits; i++) s += String(int(r, 0, 9));
  return BigInt(s);
}

describe("Euclid's game (the game)", () => {
  it('legal moves on every pair up to 40: the spec’s moves in the order of ties, in words; the cheapest', () => {
    for (let a = 0; a <= 40; a++)
      for (let b = 0; b <= 40; b++) {
        const got = [...EUCLID.legalMoves(GAME, pair(a, b))];
        const want = movesOf(a, b);
        assert.deepEqual(
          got.map((m) => [m.heaps, Number(m.amount), key(m.result), m.words]),
          want.map((m) => [[m.reduced], m.amount, key(m.result), m.words]),
          key([a, b]),
        );
        const cheapest = EUCLID.cheapestMove(GAME, pair(a, b));
        assert.equal(cheapest && key(cheapest.result), want[0] ? key(want[0].result) : null);
      }
    // Equal numbers: one move, not two, written with the first number 0.
    assert.deepEqual(
      [...EUCLID.legalMoves(GAME, pair(5, 5))].map((m) => key(m.result)),
      ['0,5'],
    );
  });

  it('Grundy values and the moves to every value on every pair up to 40, against the mex search', () => {
    const values = EUCLID.grundy(GAME, 1000);
    for (let a = 0; a <= 40; a++)
      for (let b = 0; b <= 40; b++) {
        assert.equal(values.value(pair(a, b)), BigInt(bruteGrundy(a, b)), key([a, b]));
        for (let t = 0; t <= 42; t++) {
          const want = movesOf(a, b).filter((m) => bruteGrundy(...m.result) === t);
          const got = values.movesTo(pair(a, b), BigInt(t), 1000)!;
          assert.deepEqual(
            got.moves.map((m) => key(m.result)),
            want.map((m) => key(m.result)),
            `${key([a, b])} to ${t}`,
          );
          assert.equal(got.count, BigInt(want.length));
          assert.equal(got.cheapest && key(got.cheapest.result), want[0] ? key(want[0].result) : null);
        }
      }
  });

  it('normal-play verdicts on every pair up to 40 and on 3,000 random pairs up to 300', () => {
    for (let a = 0; a <= 40; a++) for (let b = 0; b <= 40; b++) checkVerdict(a, b);
    const r = prng(201);
    for (let i = 0; i < 3000; i++) {
      const a = int(r, 0, 300);
      // Often near a ratio of φ, where the outcome turns.
      const b = i % 2 ? int(r, 0, 300) : Math.round((a * int(r, 55, 70)) / 100);
      checkVerdict(a, b);
    }
  });

  it('misère play through solve against a brute-force misère outcome, with its winning moves', () => {
    for (let a = 0; a <= 30; a++)
      for (let b = 0; b <= 30; b++) {
        const v = solve(MISERE, pair(a, b));
        assert.equal(v.outcome, bruteMisereWins(a, b) ? 'win' : 'loss', key([a, b]));
        const winners = movesOf(a, b).filter((m) => !bruteMisereWins(...m.result));
        assert.deepEqual(
          v.winningMoves.map((m) => key(m.result)),
          winners.map((m) => key(m.result)),
          key([a, b]),
        );
      }
    const huge = solve(MISERE, [10n ** 40n, 3n]);
    assert.equal(huge.outcome, 'unknown');
    assert.match(huge.method, /misère Euclid's game is decided by exhaustive search only/);
  });

  it('checkMove: legal exactly for the spec’s moves (and (b, b) to (b, 0)); clear reasons', () => {
    const N = 12;
    for (let a = 0; a <= N; a++)
      for (let b = 0; b <= N; b++)
        for (let x = 0; x <= N; x++)
          for (let y = 0; y <= N; y++) {
            const step = EUCLID.checkMove(GAME, pair(a, b), pair(x, y));
            const move = movesOf(a, b).find((m) => key(m.result) === key([x, y]));
            // The one move of equal numbers, written the other way round, is the same move.
            const mirrored = a === b && a > 0 && x === a && y === 0;
            assert.equal(step.legal, move !== undefined || mirrored, `(${a}, ${b}) -> (${x}, ${y})`);
            if (step.legal && move) {
              const listed = [...EUCLID.legalMoves(GAME, pair(a, b))].find((m) => key(m.result) === key([x, y]));
              assert.deepEqual(step.move, listed);
            }
          }
    const reason = (from: [number, number], to: [number, number]) => {
      const l = EUCLID.checkMove(GAME, pair(...from), pair(...to));
      assert.equal(l.legal, false);
      return l.legal ? '' : l.reason;
    };
    assert.match(reason([21, 8], [8, 5]), /the numbers keep their places: subtract 2 × 8 from 21 leaves \(5, 8\)/);
    assert.match(
      reason([21, 8], [21, 5]),
      /8 is the smaller number: a move subtracts a multiple of it from the larger, 21/,
    );
    assert.match(reason([21, 8], [13, 5]), /both numbers change/);
    assert.match(reason([21, 8], [25, 8]), /21 grows to 25/);
    assert.match(reason([21, 8], [18, 8]), /21 − 18 = 3 is not a multiple of 8/);
    assert.match(reason([21, 8], [21, 8]), /nothing changes/);
    assert.match(reason([0, 8], [0, 3]), /\(0, 8\) has a 0: a position with a 0 has no move/);
    assert.match(reason([5, 5], [3, 5]), /the numbers are equal: the only move makes one of them 0, leaving \(0, 5\)/);
    assert.match(reason([5, 5], [0, 0]), /the only move makes one of them 0/);
  });

  it('positionKey: either order is one position; every pair with a 0 is the end', () => {
    const k = (a: number, b: number) => EUCLID.positionKey(GAME, pair(a, b));
    assert.equal(k(21, 8), k(8, 21));
    assert.notEqual(k(21, 8), k(21, 13));
    assert.equal(k(0, 5), k(7, 0));
    assert.equal(k(0, 0), k(0, 5));
    assert.notEqual(k(5, 5), k(0, 5));
    for (let a = 0; a <= 20; a++) for (let b = 0; b <= 20; b++) assert.equal(bruteGrundy(a, b), bruteGrundy(b, a));
  });

  it('search bounds: the reachable positions, the longest play and the search’s exact work', () => {
    for (let a = 0; a <= 30; a++)
      for (let b = 0; b <= 30; b += 3) {
        const space = EUCLID.searchSpace(GAME, pair(a, b));
        // Positions as the search tells them apart: in either order, every pair with a 0 the end.
        const distinct = new Set(
          [...reachable(a, b)].map((p) => {
            const [x, y] = p.split(',').map(Number) as [number, number];
            return x === 0 || y === 0 ? 'end' : key([Math.min(x, y), Math.max(x, y)]);
          }),
        );
        assert.equal(space.positions, distinct.size, key([a, b]));
        const most = Math.max(
          0,
          ...[...reachable(a, b)].map((p) => movesOf(...(p.split(',').map(Number) as [number, number])).length),
        );
        assert.equal(space.moves, most, key([a, b]));
        assert.equal(EUCLID.playLength(GAME, pair(a, b)), BigInt(longestPlay(a, b)), key([a, b]));
        const lb = Number(EUCLID.searchWorkLowerBound(GAME, pair(a, b)));
        assert.notEqual(new ExhaustiveSearch(NORMAL).solve(pair(a, b), lb), null, key([a, b]));
        assert.equal(new ExhaustiveSearch(NORMAL).solve(pair(a, b), lb - 1), null, key([a, b]));
      }
    // A huge quotient: no search could finish, and the bound says so at once.
    assert.ok(EUCLID.searchWorkLowerBound(GAME, [10n ** 40n, 3n]) > 10n ** 70n);
    const long = [10n ** 1200n + 7n, 10n ** 1199n + 3n];
    assert.equal(EUCLID.searchSpace(GAME, long).positions, Infinity);
    assert.equal(EUCLID.playLength(GAME, long), 9n);
  });

  it('pairs of 40 and 100 digits against the golden-ratio test: one winning move, every other move loses', () => {
    const r = prng(202);
    for (let i = 0; i < 600; i++) {
      const digits = i % 2 ? 40 : 100;
      const a = randomDigits(r, digits);
      // Half of them near φ: the ratios where a floating-point test would go wrong.
      const b =
        i % 4 < 2
          ? (a * 618033988749894848204586834n) / 10n ** 27n + BigInt(int(r, -3, 3))
          : randomDigits(r, int(r, 1, digits));
      const [x, y] = i % 3 ? [a, b] : [b, a];
      const v = solve(NORMAL, [x, y]);
      assert.equal(v.outcome, phiWins(x, y) ? 'win' : 'loss', `(${x}, ${y})`);
      // Every move, when there are few: exactly one leaves a loss for the opponent from a win, none from a loss.
      const big = x > y ? x : y;
      const small = x > y ? y : x;
      const q = big / small;
      if (q <= 10_000n) {
        const losing = [...EUCLID.legalMoves(GAME, [x, y])].filter((m) => !phiWins(m.result[0]!, m.result[1]!));
        assert.equal(v.winningMoveCount, BigInt(losing.length));
        assert.deepEqual(
          v.winningMoves.map((m) => key(m.result)),
          losing.map((m) => key(m.result)),
        );
      }
      if (v.outcome === 'win') {
        assert.equal(v.winningMoveCount, 1n);
        const m = v.winningMoves[0]!;
        assert.ok(EUCLID.checkMove(GAME, [x, y], m.result).legal);
        assert.equal(phiWins(m.result[0]!, m.result[1]!), false);
        assert.equal(v.recommended, m);
      }
    }
  });

  it('Grundy values of long pairs follow the quotient chain, and long chains are explained short', () => {
    // Fibonacci neighbours: every quotient 1 but the last, (2, 1): values 2, 0, then 1, 0, 1, … up the chain.
    let [f, g] = [1n, 2n];
    for (let n = 2; n < 400; n++) [f, g] = [g, f + g];
    const v = solve(NORMAL, [g, f]);
    assert.equal(v.grundy, phiWins(g, f) ? 1n : 0n);
    assert.equal(v.explanation.kind, 'euclid');
    const lines = explanationLines(v.explanation);
    assert.ok(lines.length <= 13, lines.join('\n'));
    let steps = 0;
    for (let [x, y] = [g, f]; y > 0n; [x, y] = [y, x % y]) steps++;
    const more = `… ${steps - 7} more steps …`;
    assert.ok(steps > 300 && lines.includes(more), lines.join('\n'));
    assert.ok(reasonMarkdown(v.explanation).includes(`| ${more} | |`));
    // Numbers of 84 digits are shortened in the plain lines.
    assert.ok(lines.every((l) => !/\d{25}/.test(l)));
    const started = performance.now();
    const long = solve(NORMAL, [10n ** 300n + 12345n, 7n * 10n ** 299n + 1n]);
    assert.equal(long.outcome, phiWins(10n ** 300n + 12345n, 7n * 10n ** 299n + 1n) ? 'win' : 'loss');
    assert.ok(performance.now() - started < 2000);
  });

  it('the explanation: the golden-ratio test in integers, the chain with each G, the winning move', () => {
    const v = solve(NORMAL, pair(21, 8));
    assert.equal(v.explanation.kind, 'euclid');
    assert.deepEqual(explanationLines(v.explanation), [
      '21 ≥ 8: (2·21 − 8)² = 1156 > 5·8² = 320, so 21 > φ·8: the player to move wins.',
      'Quotient chain (G(a, b) = q if q > G(b, r), else q − 1, where a = q·b + r; a pair with a 0 has G = 0):',
      '21 = 2·8 + 5: G(21, 8) = 2 (2 > G(8, 5) = 0)',
      '8 = 1·5 + 3: G(8, 5) = 0 (1 ≤ G(5, 3) = 1, so 1 − 1)',
      '5 = 1·3 + 2: G(5, 3) = 1 (1 > G(3, 2) = 0)',
      '3 = 1·2 + 1: G(3, 2) = 0 (1 ≤ G(2, 1) = 2, so 1 − 1)',
      '2 = 2·1 + 0: G(2, 1) = 2 (2 > G(1, 0) = 0)',
      'Grundy value: 2.',
      'Winning move: subtract 2 × 8 from 21, leaving (5, 8).',
    ]);
    assert.match(
      reasonMarkdown(v.explanation),
      /`\(2·21 − 8\)² = 1156 > 5·8² = 320`, so `21 > φ·8`: the player to move wins/,
    );
    assert.match(v.method, /golden-ratio test in integers: 21 > φ·8; Grundy value 2/);
    const loss = solve(NORMAL, pair(8, 5));
    assert.match(
      explanationLines(loss.explanation)[0]!,
      /\(2·8 − 5\)² = 121 < 5·5² = 125, so 8 < φ·5: the player to move loses/,
    );
    const end = solve(NORMAL, pair(0, 5));
    assert.equal(
      explanationLines(end.explanation)[0],
      '(0, 5) has a 0: there is no move, so the player to move loses.',
    );
  });

  it('a sum with Kayles through parseRulesLine and solve, against brute force', () => {
    const parsed = parseRulesLine('euclid + kayles');
    assert.ok(parsed.ok);
    const kaylesMemo = new Map<number, number>();
    const kayles = (n: number): number => {
      const known = kaylesMemo.get(n);
      if (known !== undefined) return known;
      const seen = new Set<number>();
      for (const take of [1, 2]) for (let a = 0; a + take <= n; a++) seen.add(kayles(a) ^ kayles(n - take - a));
      let g = 0;
      while (seen.has(g)) g++;
      kaylesMemo.set(n, g);
      return g;
    };
    const r = prng(203);
    for (let i = 0; i < 400; i++) {
      const a = int(r, 0, 30);
      const b = int(r, 0, 30);
      const row = int(r, 0, 12);
      const v = solve(parsed.rules, encodeParts([pair(a, b), [BigInt(row)]]));
      const g = bruteGrundy(a, b) ^ kayles(row);
      assert.equal(v.outcome, g === 0 ? 'loss' : 'win');
      assert.equal(v.grundy, BigInt(g));
      const euclidWinners = movesOf(a, b).filter((m) => bruteGrundy(...m.result) === kayles(row));
      const kaylesWinners = new Set<string>();
      for (const take of [1, 2])
        for (let s = 0; s + take <= row; s++)
          if ((kayles(s) ^ kayles(row - take - s)) === bruteGrundy(a, b))
            kaylesWinners.add(key([s, row - take - s].filter((h) => h > 0).sort((p, q) => p - q)));
      assert.equal(v.winningMoveCount, BigInt(euclidWinners.length + kaylesWinners.size), `(${a}, ${b}) + ${row}`);
      assert.deepEqual(
        v.winningMoves.filter((m) => m.part!.index === 0).map((m) => m.part!.move.words),
        euclidWinners.map((m) => m.words),
      );
      for (const m of v.winningMoves) {
        const [e, k] = decodeParts(m.result)!.parts as [bigint[], bigint[]];
        assert.equal(bruteGrundy(Number(e[0]), Number(e[1])) ^ k.reduce((x, h) => x ^ kayles(Number(h)), 0), 0);
      }
    }
  });

  it('a worksheet end to end: the lens shows the move and the result in the line’s own form; records', () => {
    const a = analyseText(
      [
        'euclid',
        '(21, 8)',
        '21 8',
        '(8, 21)',
        '(5, 5)',
        '(8, 5) : loss',
        '(5, 5) -> (5, 0)',
        '(21, 8) -> (5, 8) -> (5, 3)',
        '(21, 8) -> (8, 5)',
        '(21, 8) -> (13, 8)',
      ].join('\n'),
    );
    const title = (i: number) =>
      verdictTitle(a.positions[i]!.verdicts[0]!, a.positions[i]!.statement.items[0]!.position.style);
    assert.equal(title(0), 'Win · subtract 2 × 8 from 21 → (5, 8) · 1 winning move');
    assert.equal(title(1), 'Win · subtract 2 × 8 from 21 → 5 8 · 1 winning move');
    assert.equal(title(2), 'Win · subtract 2 × 8 from 21 → (8, 5) · 1 winning move');
    assert.equal(title(3), 'Win · subtract 5 from 5 → (0, 5) · 1 winning move');
    assert.equal(title(4), 'Loss · every move loses');
    const messages = a.diagnostics.map((d) => d.message);
    assert.equal(messages.length, 2, messages.join('\n'));
    assert.match(messages[0]!, /the numbers keep their places: subtract 2 × 8 from 21 leaves \(5, 8\)/);
    assert.match(messages[1]!, /gives the win away; winning move: \(5, 8\)/);
    const p = a.positions[0]!;
    const hover = verdictMarkdown(p.verdicts[0]!, p.rules!, p.statement.items[0]!.position.style);
    assert.match(hover, /\*\*The golden-ratio test\*\*, in integers: `21 ≥ 8`/);
    assert.match(hover, /\| `21 = 2·8 \+ 5` \| `G\(21, 8\) = 2` \(2 > 0\) \|/);
    assert.match(hover, /\| `8 = 1·5 \+ 3` \| `G\(8, 5\) = 0` \(1 ≤ 1, so 1 − 1\) \|/);
    assert.match(hover, /Grundy value \*\*2\*\*\. Winning move: subtract 2 × 8 from 21 → `\(5, 8\)`/);
  });

  it('words, random positions and random moves', () => {
    assert.deepEqual(EUCLID.words(GAME), {
      name: "Euclid's game",
      move: 'Subtract a positive multiple of the smaller number from the larger, leaving it at least 0.',
      token: 'token',
    });
    const r = prng(204);
    for (const [level, max] of [
      [1, 20n],
      [2, 100n],
      [3, 1000n],
    ] as const) {
      for (let i = 0; i < 200; i++) {
        const p = EUCLID.randomPosition(GAME, level, r);
        assert.equal(p.length, 2);
        assert.ok(p.every((n) => n >= 1n && n <= max));
        for (const s of [0, 1]) {
          const m = EUCLID.randomMoveIn(GAME, p, s, r);
          const larger = p[0]! >= p[1]! ? 0 : 1;
          if (s !== larger && p[0] !== p[1]) assert.equal(m, null);
          else assert.deepEqual(EUCLID.checkMove(GAME, p, m!.result), { legal: true, move: m });
        }
      }
    }
  });
});
