// Staircase Nim: the Grundy value (the XOR of the odd stairs), the moves to every value, the verdicts,
// records, bounds and misère play, all against an exhaustive search written here from the rules
// (coins move one stair down; from stair 1 off), on every small staircase and thousands of random
// ones; huge staircases against the closed form; a sum with Kayles; a worksheet end to end.

import * as assert from 'node:assert/strict';
import { explanationLines } from '../../src/core/explain';
import { STAIRCASE } from '../../src/core/games/staircase/staircase';
import { type Move } from '../../src/core/move';
import { type Rules } from '../../src/core/rules';
import { ExhaustiveSearch } from '../../src/core/search';
import { solve } from '../../src/core/solve';
import { decodeParts, encodeParts } from '../../src/core/sumPosition';
import { analyseText } from '../../src/core/worksheet/analyser';
import { verdictMarkdown } from '../../src/core/worksheet/markdown';
import { parseRulesLine } from '../../src/core/worksheet/parse';
import { verdictTitle } from '../../src/core/worksheet/summary';
import { int, prng } from './random';
import { oracleCount } from './tier';

const GAME = { kind: 'staircase' } as const;
const NORMAL: Rules = { game: GAME, misere: false };
const MISERE: Rules = { game: GAME, misere: true };
const big = (xs: readonly number[]) => xs.map(BigInt);
const key = (p: readonly (number | bigint)[]) => p.join(',');

// ---- The rules written again, and exhaustive search over them -------------------------------------

interface BruteMove {
  readonly stair: number; // 0-based index moved from
  readonly m: number;
  readonly result: number[];
}

/** Every move: m coins from stair i + 1 down one stair (off from stair 1), stairs in order, m ascending. */
function movesOf(p: readonly number[]): BruteMove[] {
  const out: BruteMove[] = [];
  for (let i = 0; i < p.length; i++)
    for (let m = 1; m <= p[i]!; m++) {
      const result = p.slice();
      result[i]! -= m;
      if (i > 0) result[i - 1]! += m;
      out.push({ stair: i, m, result });
    }
  return out;
}

const grundyMemo = new Map<string, number>();
function bruteGrundy(p: readonly number[]): number {
  const k = key(p);
  const known = grundyMemo.get(k);
  if (known !== undefined) return known;
  const seen = new Set(movesOf(p).map((m) => bruteGrundy(m.result)));
  let g = 0;
  while (seen.has(g)) g++;
  grundyMemo.set(k, g);
  return g;
}

/** Misère: the player with no move wins; else a win iff some move reaches a loss. */
const misereMemo = new Map<string, boolean>();
function bruteMisereWins(p: readonly number[]): boolean {
  const k = key(p);
  const known = misereMemo.get(k);
  if (known !== undefined) return known;
  const moves = movesOf(p);
  const w = moves.length === 0 || moves.some((m) => !bruteMisereWins(m.result));
  misereMemo.set(k, w);
  return w;
}

/** Every position reachable (the root included), by walking the moves. */
function reachable(p: readonly number[]): Map<string, number[]> {
  const seen = new Map<string, number[]>([[key(p), p.slice()]]);
  const todo = [p.slice()];
  while (todo.length) {
    for (const m of movesOf(todo.pop()!))
      if (!seen.has(key(m.result))) {
        seen.set(key(m.result), m.result);
        todo.push(m.result);
      }
  }
  return seen;
}

const longestMemo = new Map<string, number>();
function longestPlay(p: readonly number[]): number {
  const k = key(p);
  const known = longestMemo.get(k);
  if (known !== undefined) return known;
  let best = 0;
  for (const m of movesOf(p)) best = Math.max(best, 1 + longestPlay(m.result));
  longestMemo.set(k, best);
  return best;
}

/** Every staircase of `n` stairs with 0..max coins each. */
function* staircases(n: number, max: number): Generator<number[]> {
  const cur = new Array<number>(n).fill(0);
  for (;;) {
    yield cur.slice();
    let i = n - 1;
    while (i >= 0 && cur[i] === max) cur[i--] = 0;
    if (i < 0) return;
    cur[i]!++;
  }
}

function small(): number[][] {
  const out: number[][] = [];
  for (let n = 1; n <= 4; n++) out.push(...staircases(n, 4));
  out.push(...staircases(5, 2));
  return out;
}

const words = (m: BruteMove) =>
  m.stair === 0
    ? `move ${m.m} coin${m.m === 1 ? '' : 's'} off stair 1`
    : `move ${m.m} coin${m.m === 1 ? '' : 's'} from stair ${m.stair + 1} to stair ${m.stair}`;

/** The cheapest of some moves: fewest coins, then the lowest stair (they come in the order of ties). */
function cheapestOf<T extends { stair: number; m: number }>(ms: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const m of ms) if (!best || m.m < best.m) best = m;
  return best;
}

/** Everything a normal-play verdict says, against the brute force. */
function checkVerdict(p: readonly number[]): void {
  const v = solve(NORMAL, big(p));
  const winners = movesOf(p).filter((m) => bruteGrundy(m.result) === 0);
  const what = key(p);
  assert.equal(v.outcome, bruteGrundy(p) === 0 ? 'loss' : 'win', what);
  assert.equal(v.grundy, BigInt(bruteGrundy(p)), what);
  assert.deepEqual(
    v.winningMoves.map((m) => key(m.result)),
    winners.map((m) => key(m.result)),
    what,
  );
  assert.deepEqual(
    v.winningMoves.map((m) => m.words),
    winners.map(words),
    what,
  );
  assert.equal(v.winningMoveCount, BigInt(winners.length), what);
  const best = cheapestOf(winners);
  if (best) {
    assert.equal(key(v.recommended!.result), key(best.result), what);
    assert.equal(v.recommended!.amount, BigInt(best.m), what);
  }
  assert.equal(v.explanation.kind, 'staircase');
}

describe('Staircase Nim', () => {
  it('the Grundy value is the XOR of the odd stairs on every staircase of up to 4 stairs of 0..4 coins and 5 of 0..2', () => {
    const values = STAIRCASE.grundy(GAME, 1000);
    for (const p of small()) {
      let xor = 0;
      for (let i = 0; i < p.length; i += 2) xor ^= p[i]!;
      assert.equal(bruteGrundy(p), xor, key(p));
      assert.equal(values.value(big(p)), BigInt(xor), key(p));
    }
  });

  it('legal moves: every one, each result once, in the order of ties, in words', () => {
    for (const p of small()) {
      const got = [...STAIRCASE.legalMoves(GAME, big(p))];
      const want = movesOf(p);
      assert.deepEqual(
        got.map((m) => [m.heaps[0], Number(m.amount), key(m.result), m.words]),
        want.map((m) => [m.stair, m.m, key(m.result), words(m)]),
        key(p),
      );
      assert.equal(new Set(got.map((m) => key(m.result))).size, got.length);
      const cheapest = STAIRCASE.cheapestMove(GAME, big(p));
      const first = cheapestOf(want);
      assert.equal(cheapest && key(cheapest.result), first ? key(first.result) : null, key(p));
    }
  });

  it('the moves to every value: listed, counted exactly, the cheapest among them', () => {
    const values = STAIRCASE.grundy(GAME, 1000);
    for (const p of small()) {
      for (let t = 0; t <= 8; t++) {
        const want = movesOf(p).filter((m) => bruteGrundy(m.result) === t);
        const got = values.movesTo(big(p), BigInt(t), 1000)!;
        const what = `${key(p)} to ${t}`;
        assert.deepEqual(
          got.moves.map((m) => key(m.result)),
          want.map((m) => key(m.result)),
          what,
        );
        assert.equal(got.count, BigInt(want.length), what);
        assert.ok(want.length <= p.length, what); // at most one per stair
        const best = cheapestOf(want);
        assert.equal(got.cheapest && key(got.cheapest.result), best ? key(best.result) : null, what);
        // A short list still counts all and still finds the cheapest.
        const one = values.movesTo(big(p), BigInt(t), 1)!;
        assert.equal(one.count, BigInt(want.length), what);
        assert.equal(one.moves.length, Math.min(1, want.length), what);
        assert.equal(one.cheapest && key(one.cheapest.result), best ? key(best.result) : null, what);
      }
    }
  });

  it('normal-play verdicts on every small staircase: outcome, winning moves, count, recommendation', () => {
    for (const p of small()) checkVerdict(p);
  });

  it(`normal-play verdicts on ${oracleCount(3000)} random staircases of up to 8 stairs and 12 coins`, () => {
    const r = prng(101);
    for (let i = 0; i < oracleCount(3000); i++) {
      const n = int(r, 1, 8);
      const p = new Array<number>(n).fill(0);
      const coins = int(r, 0, 12);
      for (let c = 0; c < coins; c++) p[int(r, 0, n - 1)]!++;
      checkVerdict(p);
    }
  });

  it('misère play through solve against a brute-force misère outcome, with its winning moves', () => {
    const positions = [...small(), ...staircases(6, 1)];
    for (const p of positions) {
      const v = solve(MISERE, big(p));
      assert.equal(v.outcome, bruteMisereWins(p) ? 'win' : 'loss', key(p));
      const winners = movesOf(p).filter((m) => !bruteMisereWins(m.result));
      assert.deepEqual(
        v.winningMoves.map((m) => key(m.result)),
        winners.map((m) => key(m.result)),
        key(p),
      );
      assert.equal(v.grundy, null);
    }
    // Beyond the budget: unknown, never a guess.
    const huge = solve(MISERE, [10n ** 40n, 3n, 10n ** 40n]);
    assert.equal(huge.outcome, 'unknown');
    assert.match(huge.method, /misère Staircase Nim is decided by exhaustive search only/);
  });

  it('checkMove: legal exactly when the brute force has the move, the move as legalMoves writes it; reasons', () => {
    for (let n = 1; n <= 3; n++)
      for (const from of staircases(n, 3))
        for (const to of staircases(n, 4)) {
          const legal = STAIRCASE.checkMove(GAME, big(from), big(to));
          const move = movesOf(from).find((m) => key(m.result) === key(to));
          assert.equal(legal.legal, move !== undefined, `${key(from)} -> ${key(to)}`);
          if (legal.legal) {
            const listed = [...STAIRCASE.legalMoves(GAME, big(from))].find((m) => key(m.result) === key(to))!;
            assert.deepEqual(legal.move, listed);
          }
        }
    const reason = (from: number[], to: number[]) => {
      const l = STAIRCASE.checkMove(GAME, big(from), big(to));
      assert.equal(l.legal, false);
      return l.legal ? '' : l.reason;
    };
    assert.match(reason([1, 0, 1, 7], [1, 0, 1, 3]), /stair 4 loses 4 coins but stair 3 gains none/);
    assert.match(reason([1, 2], [2, 2]), /stair 1 gains 1 coin but no stair above it loses any/);
    assert.match(
      reason([3, 0, 5], [4, 0, 4]),
      /stairs 1 and 3 change: a move takes coins from one stair to the stair just below/,
    );
    assert.match(reason([3, 1], [4, 2]), /both gain coins/);
    assert.match(reason([3, 1], [2, 0]), /both lose coins/);
    assert.match(reason([3, 1], [1, 3]), /coins go up from stair 1 to stair 2: coins only move down/);
    assert.match(reason([0, 5], [2, 2]), /stair 2 loses 3 coins but stair 1 gains 2 coins/);
    assert.match(reason([3, 4, 5], [3, 4, 5]), /nothing moves/);
    assert.match(reason([3, 4, 5], [3, 4]), /has 3 stairs but the next position has 2/);
    assert.match(reason([3, 4, 5, 1], [4, 3, 4, 2]), /4 stairs change/);
  });

  it('positionKey: stairs in order; empty stairs at the top mean nothing', () => {
    const k = (...xs: number[]) => STAIRCASE.positionKey(GAME, big(xs));
    assert.equal(k(3, 0, 5), k(3, 0, 5, 0, 0));
    assert.notEqual(k(3, 0, 5), k(5, 0, 3));
    assert.notEqual(k(0, 3), k(3, 0));
    assert.notEqual(k(0, 3), k(3));
    assert.equal(k(0), k(0, 0));
    // Same key, same game: the brute force agrees.
    assert.equal(bruteGrundy([3, 0, 5]), bruteGrundy([3, 0, 5, 0, 0]));
  });

  it('search bounds: the exact number of reachable positions, the longest play, the exact work of a search', () => {
    const positions = [...small().filter((_, i) => i % 3 === 0), [0, 0, 0, 6], [2, 0, 0, 0, 0, 0, 0, 0, 1]];
    for (const p of positions) {
      const all = reachable(p);
      const space = STAIRCASE.searchSpace(GAME, big(p));
      assert.equal(space.positions, all.size, key(p));
      const most = Math.max(...[...all.values()].map((x) => movesOf(x).length));
      assert.ok(space.moves >= most, key(p));
      assert.equal(STAIRCASE.playLength(GAME, big(p)), BigInt(longestPlay(p)), key(p));
      // The lower bound is the search's own work: it finishes with that budget, not with one less.
      const lb = Number(STAIRCASE.searchWorkLowerBound(GAME, big(p)));
      assert.notEqual(new ExhaustiveSearch(NORMAL).solve(big(p), lb), null, key(p));
      assert.equal(new ExhaustiveSearch(NORMAL).solve(big(p), lb - 1), null, key(p));
    }
    // Beyond counting: still an upper bound and a lower bound that is no more than the positions of few coins.
    const huge = [10n ** 40n, 0n, 10n ** 100n, 5n];
    assert.equal(STAIRCASE.searchSpace(GAME, huge).positions, Infinity);
    assert.ok(STAIRCASE.searchWorkLowerBound(GAME, huge) > 2_000_000n);
    assert.equal(STAIRCASE.playLength(GAME, huge), 10n ** 40n + 3n * 10n ** 100n + 20n);
  });

  it('staircases of 40- and 100-digit numbers against the closed form', () => {
    const r = prng(102);
    const digits = (d: number) => {
      let s = String(int(r, 1, 9));
      for (let i = 1; i < d; i++) s += String(int(r, 0, 9));
      return BigInt(s);
    };
    for (let i = 0; i < 400; i++) {
      const d = i % 2 ? 40 : 100;
      const n = int(r, 1, 9);
      const p = Array.from({ length: n }, () => (r() < 0.2 ? 0n : digits(d)));
      // Now and then a loss: stair 1 made the XOR of the others.
      if (i % 5 === 0) {
        let x = 0n;
        for (let j = 2; j < n; j += 2) x ^= p[j]!;
        p[0] = x;
      }
      let v = 0n;
      for (let j = 0; j < n; j += 2) v ^= p[j]!;
      const verdict = solve(NORMAL, p);
      assert.equal(verdict.outcome, v === 0n ? 'loss' : 'win');
      assert.equal(verdict.grundy, v);
      // The one possible winning amount of each stair, from the rules: the odd stairs' XOR must become 0.
      let count = 0n;
      for (let j = 0; j < n; j++) {
        const target = j % 2 === 0 ? p[j]! ^ v : p[j - 1]! ^ v;
        const ok = j % 2 === 0 ? target < p[j]! : target > p[j - 1]! && target - p[j - 1]! <= p[j]!;
        if (v !== 0n && ok) count++;
      }
      assert.equal(verdict.winningMoveCount, count);
      let least: Move | null = null;
      for (const m of verdict.winningMoves) {
        const step = STAIRCASE.checkMove(GAME, p, m.result);
        assert.ok(step.legal);
        let x = 0n;
        for (let j = 0; j < n; j += 2) x ^= m.result[j]!;
        assert.equal(x, 0n);
        if (!least || m.amount < least.amount) least = m;
      }
      if (v !== 0n) assert.equal(verdict.recommended?.amount, least?.amount);
      // From a loss too large to search: one coin, the fewest a move takes, as the spec allows.
      else assert.equal(verdict.recommended?.amount, p.some((c) => c > 0n) ? 1n : undefined);
    }
  });

  it('a sum with Kayles through parseRulesLine and solve, against brute force', () => {
    const parsed = parseRulesLine('staircase + kayles');
    assert.ok(parsed.ok);
    const rules = parsed.rules;
    // Kayles: knock down one pin or two neighbours of a row, which may split it.
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
    const kaylesRow = (heaps: readonly bigint[]) => heaps.reduce((x, h) => x ^ kayles(Number(h)), 0);
    const r = prng(103);
    for (let i = 0; i < oracleCount(300); i++) {
      const stairs = Array.from({ length: int(r, 1, 4) }, () => int(r, 0, 5));
      const row = Array.from({ length: int(r, 1, 2) }, () => BigInt(int(r, 0, 9)));
      const heaps = encodeParts([big(stairs), row]);
      const v = solve(rules, heaps);
      const g = bruteGrundy(stairs) ^ kaylesRow(row);
      assert.equal(v.outcome, g === 0 ? 'loss' : 'win');
      assert.equal(v.grundy, BigInt(g));
      // The staircase part's winning moves: to the Kayles part's value.
      const stairWinners = movesOf(stairs).filter((m) => bruteGrundy(m.result) === kaylesRow(row));
      // The Kayles part's: each multiset of rows left (a take-and-break move is its result) to the stairs' value.
      const kaylesWinners = new Set<string>();
      row.forEach((h, j) => {
        for (const take of [1, 2])
          for (let a = 0; a + take <= Number(h); a++) {
            const left = [...row.filter((_, e) => e !== j), BigInt(a), h - BigInt(take + a)];
            if (kaylesRow(left) === bruteGrundy(stairs)) kaylesWinners.add(key(left.filter((x) => x > 0n).sort()));
          }
      });
      for (const m of v.winningMoves) {
        const parts = decodeParts(m.result)!.parts;
        assert.equal(bruteGrundy(parts[0]!.map(Number)) ^ kaylesRow(parts[1]!), 0, key(heaps));
        if (m.part!.index === 0) assert.match(m.part!.move.words!, /^move \d+ coins? /);
      }
      const listedStairs = v.winningMoves.filter((m) => m.part!.index === 0).map((m) => key(m.part!.move.result));
      assert.deepEqual(
        listedStairs,
        stairWinners.map((m) => key(m.result)),
      );
      assert.equal(v.winningMoveCount, BigInt(stairWinners.length + kaylesWinners.size), key(heaps));
    }
  });

  it('a worksheet end to end: the lens shows the move and the result in the line’s own form; records', () => {
    const a = analyseText(
      [
        'staircase',
        '3 0 5 2',
        '(3, 0, 5, 2)',
        '3, 0, 5, 2',
        '1 0 1 0 : loss',
        '3 0 5 2 -> 3 2 3 2 -> 5 0 3 2',
        '1 0 1 7 -> 1 0 1 3',
      ].join('\n'),
    );
    const title = (i: number) =>
      verdictTitle(a.positions[i]!.verdicts[0]!, a.positions[i]!.statement.items[0]!.position.style);
    assert.equal(title(0), 'Win · move 2 coins from stair 3 to stair 2 → 3 2 3 2 · 1 winning move');
    assert.equal(title(1), 'Win · move 2 coins from stair 3 to stair 2 → (3, 2, 3, 2) · 1 winning move');
    assert.equal(title(2), 'Win · move 2 coins from stair 3 to stair 2 → 3, 2, 3, 2 · 1 winning move');
    assert.equal(title(3), 'Loss · every move loses');
    const messages = a.diagnostics.map((d) => d.message);
    assert.equal(messages.length, 1, messages.join('\n'));
    assert.match(messages[0]!, /stair 4 loses 4 coins but stair 3 gains none: coins move to the stair below/);
    const p = a.positions[0]!;
    const hover = verdictMarkdown(p.verdicts[0]!, p.rules!, p.statement.items[0]!.position.style);
    assert.match(hover, /\| stair \| coins \| binary \|/);
    assert.match(hover, /\| stair 1 \| 3 \| `011` \|/);
    assert.match(hover, /\| stair 3 \| 5 \| `101` \|/);
    assert.match(hover, /\| \*\*XOR\*\* \| \*\*6\*\* \| `110` \|/);
    assert.match(hover, /Coins on even stairs do not count: a move from an even stair can be reversed/);
    assert.match(hover, /The XOR is not 0/);
    assert.match(hover, /move 2 coins from stair 3 to stair 2 → `3 2 3 2`/);
    // The plain lines say the same.
    const lines = explanationLines(p.verdicts[0]!.explanation);
    assert.deepEqual(lines.slice(0, 3), ['stair 1: 011  (3)', 'stair 3: 101  (5)', 'XOR:     110  (6)']);
  });

  it('explanations of long staircases stay short', () => {
    const many = Array.from({ length: 60 }, (_, i) => BigInt(i + 1));
    const v = solve(NORMAL, many);
    assert.equal(v.explanation.kind, 'staircase');
    assert.ok(explanationLines(v.explanation).length <= 4);
    assert.match(explanationLines(v.explanation)[0]!, /XOR of the 30 odd stairs: 1 ⊕ 3 ⊕ 5 ⊕ … \(30 odd stairs\) = /);
    const huge = solve(NORMAL, [10n ** 100n, 1n]);
    assert.equal(explanationLines(huge.explanation).length, 3);
  });

  it('words, random positions and random moves', () => {
    assert.deepEqual(STAIRCASE.words(GAME), {
      name: 'Staircase Nim',
      move: 'Move any number of coins from one stair to the stair below (from stair 1, off the stairs).',
      token: 'token',
    });
    const r = prng(104);
    const limits = { 1: [3, 4, 5], 2: [4, 5, 9], 3: [5, 7, 15] } as const;
    for (const level of [1, 2, 3] as const) {
      for (let i = 0; i < 200; i++) {
        const p = STAIRCASE.randomPosition(GAME, level, r);
        const [least, most, max] = limits[level];
        assert.ok(p.length >= least && p.length <= most);
        assert.ok(p.every((c) => c >= 0n && c <= BigInt(max)));
        assert.ok(p.some((c) => c > 0n));
        for (let s = 0; s < p.length; s++) {
          const m = STAIRCASE.randomMoveIn(GAME, p, s, r);
          if (p[s] === 0n) assert.equal(m, null);
          else assert.deepEqual(STAIRCASE.checkMove(GAME, p, m!.result), { legal: true, move: m });
        }
      }
    }
  });
});
