// Exact arithmetic: integer square roots, Wythoff pairs where doubles fail, huge heaps,
// and certified periods.

import * as assert from 'node:assert/strict';
import { isqrt } from '../../src/core/bigint';
import { explanationLines } from '../../src/core/explain';
import { certifyPeriod } from '../../src/core/periodic';
import { solve } from '../../src/core/solve';
import { SubtractionHeaps } from '../../src/core/games/subtraction/subtraction';
import { wythoffA, wythoffIndex, wythoffPair, wythoffPartner } from '../../src/core/games/wythoff/partners';
import { B, nim, rng, show, sub, wythoff } from './helpers';

describe('isqrt', () => {
  it('is exact around perfect squares and for huge numbers', () => {
    for (let r = 0n; r < 2000n; r++) {
      assert.equal(isqrt(r * r), r);
      if (r > 0n) assert.equal(isqrt(r * r - 1n), r - 1n);
      assert.equal(isqrt(r * r + 2n * r), r);
    }
    const random = rng(7);
    for (let i = 0; i < 300; i++) {
      let digits = '';
      const length = 1 + Math.floor(random() * 400);
      for (let d = 0; d < length; d++) digits += Math.floor(random() * 10);
      const n = BigInt(digits);
      const r = isqrt(n);
      assert.ok(r * r <= n && (r + 1n) * (r + 1n) > n, `isqrt(${digits.slice(0, 20)}…)`);
    }
    // Just below 2^52 and just above, where the double guess changes method.
    for (const n of [2n ** 52n - 1n, 2n ** 52n, 2n ** 52n + 1n, (2n ** 26n + 1n) ** 2n - 1n, 10n ** 30n]) {
      const r = isqrt(n);
      assert.ok(r * r <= n && (r + 1n) * (r + 1n) > n);
    }
    assert.throws(() => isqrt(-1n), RangeError);
  });
});

describe('Wythoff pairs computed with integers', () => {
  it('matches the first pairs and the partition of the positive integers', () => {
    const pairs = [...Array(12).keys()].map((n) => wythoffPair(BigInt(n)).map(String).join(','));
    assert.deepEqual(pairs, [
      '0,0',
      '1,2',
      '3,5',
      '4,7',
      '6,10',
      '8,13',
      '9,15',
      '11,18',
      '12,20',
      '14,23',
      '16,26',
      '17,28',
    ]);
    // Every positive integer is in exactly one of the two sequences.
    const seen = new Map<bigint, string>();
    for (let n = 1n; n <= 500n; n++) {
      const [a, b] = wythoffPair(n);
      for (const v of [a, b]) {
        assert.ok(!seen.has(v), `${v} twice`);
        seen.set(v, `${n}`);
      }
    }
    for (let v = 1n; v <= 500n; v++) {
      assert.ok(seen.has(v), `${v} missing`);
      const { seq, n } = wythoffIndex(v);
      const [a, b] = wythoffPair(n);
      assert.equal(seq === 'a' ? a : b, v);
    }
  });

  it('the gap 13 pair is (21, 34): 5·13² = 845, isqrt 29, (13 + 29) div 2 = 21', () => {
    assert.equal(isqrt(845n), 29n);
    assert.deepEqual(wythoffPair(13n), [21n, 34n]);
    const v = solve(wythoff(), B(20, 33));
    assert.equal(v.explanation.kind, 'wythoff');
    if (v.explanation.kind === 'wythoff') {
      assert.equal(v.explanation.fiveGapSquared, 845n);
      assert.equal(v.explanation.root, 29n);
      assert.deepEqual(v.explanation.pair, [21n, 34n]);
    }
    assert.equal(v.method, 'Wythoff pair for gap 13: (21, 34)');
    // Written as mathematics, not as code: a(d) = ⌊d·φ⌋ computed in integers.
    assert.ok(
      explanationLines(v.explanation).includes(
        'a(d) = ⌊d·φ⌋ = ⌊(d + ⌊√(5d²)⌋) / 2⌋ = ⌊(13 + ⌊√845⌋) / 2⌋ = ⌊(13 + 29) / 2⌋ = 21; b(d) = a(d) + d = 34',
      ),
      explanationLines(v.explanation).join('\n'),
    );
  });

  it('at n = 102,334,155 floor(n * phi) in doubles is off by one and the solver is not', () => {
    const n = 102334155;
    const byDouble = Math.floor(n * ((1 + Math.sqrt(5)) / 2));
    const exact = wythoffA(BigInt(n));
    assert.equal(exact, 165580140n);
    assert.equal(byDouble, 165580141, 'the double really is wrong here');
    // a = floor(n·phi) exactly when (2a - n)^2 < 5n^2 < (2a + 2 - n)^2.
    const N = BigInt(n);
    assert.ok((2n * exact - N) ** 2n < 5n * N * N && 5n * N * N < (2n * exact + 2n - N) ** 2n);
    assert.equal(solve(wythoff(), [exact, exact + N]).outcome, 'loss');
    assert.equal(solve(wythoff(), [BigInt(byDouble), BigInt(byDouble) + N]).outcome, 'win');
  });

  it('decides 300-digit and 1000-digit positions exactly', () => {
    for (const digits of [300, 1000]) {
      const n = 10n ** BigInt(digits) + 12345n;
      const [a, b] = wythoffPair(n);
      assert.ok((2n * a - n) ** 2n < 5n * n * n && 5n * n * n < (2n * a + 2n - n) ** 2n);
      assert.equal(solve(wythoff(), [a, b]).outcome, 'loss');
      assert.equal(solve(wythoff(), [b, a]).outcome, 'loss');
      const warm = solve(wythoff(), [a + 1n, b + 1n]);
      assert.equal(warm.outcome, 'win');
      assert.ok(warm.winningMoves.some((m) => show(m.result) === show([a, b])));
      for (const m of warm.winningMoves) assert.equal(solve(wythoff(), [...m.result]).outcome, 'loss');
      assert.equal(wythoffPartner(wythoffPartner(b + 7n)), b + 7n);
    }
  });

  it('decides nim with 300-digit heaps: the winning move zeroes the XOR', () => {
    const random = rng(3);
    const big = (): bigint => {
      let s = '1';
      for (let i = 0; i < 299; i++) s += Math.floor(random() * 10);
      return BigInt(s);
    };
    const heaps = [big(), big(), big()];
    const v = solve(nim(), heaps);
    const xor = heaps.reduce((x, h) => x ^ h, 0n);
    assert.equal(v.outcome, xor === 0n ? 'loss' : 'win');
    for (const m of v.winningMoves)
      assert.equal(
        m.result.reduce((x, h) => x ^ h, 0n),
        0n,
      );
    assert.ok(v.winningMoves.length >= 1);
    const loss = solve(nim(), [heaps[0]!, heaps[1]!, heaps[0]! ^ heaps[1]!]);
    assert.equal(loss.outcome, 'loss');
    assert.ok(loss.recommended, 'a losing position still recommends a move');
  });

  it('subtraction runs with huge bounds use residues', () => {
    const k = 10n ** 40n;
    const rules = { game: { kind: 'subtraction' as const, set: [{ lo: 1n, hi: k }] }, misere: false };
    assert.equal(solve(rules, [k + 1n]).outcome, 'loss');
    const v = solve(rules, [3n * (k + 1n) + 5n]);
    assert.equal(v.outcome, 'win');
    assert.deepEqual(
      v.winningMoves.map((m) => m.amount),
      [5n],
    );
  });
});

describe('certified periods', () => {
  it('{2, 4, 7} has preperiod 8 and period 3: never assume periodicity from 0', () => {
    const heaps = new SubtractionHeaps(
      [
        { lo: 2n, hi: 2n },
        { lo: 4n, hi: 4n },
        { lo: 7n, hi: 7n },
      ],
      1_000_000,
    );
    assert.equal(heaps.source.kind, 'table');
    if (heaps.source.kind === 'table') {
      assert.equal(heaps.source.preperiod, 8);
      assert.equal(heaps.source.period, 3);
    }
    assert.deepEqual(heaps.firstValues(12), [0, 0, 1, 1, 2, 2, 0, 3, 1, 0, 2, 1]);
  });

  it('{1, 3, 4} has period 7 from 0, and the values far out follow it', () => {
    const heaps = new SubtractionHeaps(
      [
        { lo: 1n, hi: 1n },
        { lo: 3n, hi: 4n },
      ],
      1_000_000,
    );
    if (heaps.source.kind === 'table') {
      assert.equal(heaps.source.period, 7);
      assert.equal(heaps.source.preperiod, 0);
    }
    const pattern = [0, 1, 0, 1, 2, 3, 2];
    for (const n of [0n, 6n, 100n, 10n ** 50n + 3n]) assert.equal(heaps.grundy(n), BigInt(pattern[Number(n % 7n)]!));
  });

  it('agrees with a long direct computation for random sets', () => {
    const random = rng(11);
    for (let trial = 0; trial < 40; trial++) {
      const size = 1 + Math.floor(random() * 4);
      const set = new Set<number>();
      while (set.size < size) set.add(1 + Math.floor(random() * 12));
      const amounts = [...set].sort((a, b) => a - b);
      const direct: number[] = [];
      for (let n = 0; n < 3000; n++) {
        const opts = new Set(amounts.filter((s) => s <= n).map((s) => direct[n - s]!));
        let m = 0;
        while (opts.has(m)) m++;
        direct.push(m);
      }
      const seq = certifyPeriod(amounts[amounts.length - 1]!, 3000, (values, n) => direct[n]! + 0 * values.length);
      assert.ok(seq.period !== null, `period found for {${amounts.join(',')}}`);
      const a = seq.preperiod!;
      const p = seq.period;
      for (let n = a; n + p < 3000; n++) assert.equal(direct[n], direct[n + p], `{${amounts.join(',')}} n=${n}`);
      // Minimal: no smaller period from the same start, and no earlier start.
      for (let q = 1; q < p; q++) assert.ok([...Array(200).keys()].some((i) => direct[a + i] !== direct[a + i + q]));
      if (a > 0) assert.ok([...Array(400).keys()].some((i) => direct[a - 1 + i] !== direct[a - 1 + i + p]));
    }
  });

  it('period detection for sets with max(S) up to 1,000', () => {
    const set = [
      { lo: 3n, hi: 3n },
      { lo: 500n, hi: 500n },
      { lo: 1000n, hi: 1000n },
    ];
    const heaps = new SubtractionHeaps(set, 20_000_000);
    assert.deepEqual(
      [heaps.source.kind, heaps.source.kind === 'table' && heaps.source.period !== null],
      ['table', true],
    );
    const v = solve({ game: { kind: 'subtraction', set }, misere: false }, [10n ** 20n]);
    assert.notEqual(v.outcome, 'unknown');
  });
});

describe('preferences', () => {
  it('prefer fastest picks the quickest win; from a loss the slowest loss', () => {
    const fastest = { preference: { kind: 'fastest' as const } };
    // Nim 1 2 4 (XOR 7): only 4 -> 3 wins; a single heap of 5 is won at once by emptying it.
    assert.equal(show(solve(nim(), B(5), fastest).recommended!.result), '0');
    const v = solve(sub([1, 2]), B(7), fastest);
    assert.equal(show(v.recommended!.result), '6');
    assert.equal(v.remoteness, 5);
    const loss = solve(sub([1, 2]), B(6));
    assert.equal(loss.outcome, 'loss');
    assert.equal(show(loss.recommended!.result), '5');
    assert.match(loss.recommendedBecause, /slowest loss/);
    // Wythoff (3, 5) is cold; the slowest loss is chosen over quick ones.
    const w = solve(wythoff(), B(3, 5));
    assert.equal(w.outcome, 'loss');
    assert.ok(w.remoteness !== null && w.remoteness >= 2);
    // Nim 2 2 2: winning moves all empty a heap; fastest prefers the win in fewest moves.
    const f = solve(nim(), B(1, 2, 2), fastest);
    assert.equal(show(f.recommended!.result), '0 2 2');
    assert.equal(f.remoteness, 5);
  });
});

describe('wythoff diagonal k with large heaps', () => {
  it('plays as Wythoff when the smaller heap is within the bound (same outcome, same moves)', () => {
    for (const [x, y] of [
      [150000n, 2000000n],
      [21n, 34n],
      [20n, 33n],
      [999n, 1616n],
    ] as const) {
      const bounded = solve(wythoff(1_000_000), [x, y]);
      const plain = solve(wythoff(), [x, y]);
      assert.equal(bounded.outcome, plain.outcome);
      assert.deepEqual(
        bounded.winningMoves.map((m) => show(m.result)),
        plain.winningMoves.map((m) => show(m.result)),
      );
      assert.match(bounded.method, /Wythoff pair/);
    }
  });

  it('says unknown, not a guess, when the rows needed exceed the budget', () => {
    const v = solve(wythoff(3), [123456789n, 987654321n]);
    assert.equal(v.outcome, 'unknown');
    assert.deepEqual(v.winningMoves, []);
    assert.equal(v.recommended, null);
  });
});

describe('the budget also bounds arithmetic on very long heaps', () => {
  it('a 5,000-digit Wythoff position is decided at the default budget and unknown at a small one', () => {
    const n = 10n ** 5000n + 3n;
    const [a, b] = wythoffPair(n);
    assert.equal(solve(wythoff(), [a, b]).outcome, 'loss');
    const small = solve(wythoff(), [a, b], { budget: 20_000 });
    assert.equal(small.outcome, 'unknown');
    assert.match(small.method, /exact square roots for heaps of \d+ digits exceed the budget of 20000/);
  });

  it('a subtraction table stops at the work allowed: small heaps exact, larger ones unknown', () => {
    const set = [
      { lo: 1n, hi: 1n },
      { lo: 2n, hi: 2n },
      { lo: 1_000_000n, hi: 1_000_000n },
    ];
    const rules = { game: { kind: 'subtraction' as const, set }, misere: false };
    assert.equal(solve(rules, [3n], { budget: 20_000 }).outcome, 'loss');
    assert.equal(solve(rules, [5_000_000n], { budget: 20_000 }).outcome, 'unknown');
  });
});
