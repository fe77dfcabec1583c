// The misère quotient engine's proofs: the certificate, whose types dominated by a kept one are
// neither checked nor followed (certificate.ts), and mex interpolation (interpolation.ts), which
// proves a heap an old class without a pass over the types. Each is held to rejecting what is
// false (every other class of a heap, every flipped element of P), and the engine's reach in work
// to what they allow, with every position of a few heaps checked against its options; and every
// heap's quotient against CGSuite's MisereSolver's, heap by heap, on every two-digit code.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TypeClosure } from '../../src/core/games/misereQuotient/certificate';
import { removalRules, type HeapRules } from '../../src/core/games/misereQuotient/heapRules';
import { MexInterpolation } from '../../src/core/games/misereQuotient/interpolation';
import { type MisereQuotient, QuotientEngine } from '../../src/core/games/misereQuotient/quotient';
import { heapTypesOf } from '../../src/core/games/misereQuotient/searchFree';
import { type WorkMeter } from '../../src/core/games/misereQuotient/workMeter';
import { MisereOctalBrute, positionsUpTo } from './oracles/misereOctalBrute';
import { int, prng } from './random';
import { oracleCount, SLOW } from './tier';

function rulesOf(code: string): HeapRules {
  const digits = code.replace(/^0\./, '').split('').map(Number);
  return removalRules(
    digits.map((d, i) => ({ j: i + 1, none: (d & 1) !== 0, one: (d & 2) !== 0, two: (d & 4) !== 0 })),
  );
}

const unlimited = (): WorkMeter => ({
  work: 0,
  limit: Infinity,
  overLimit() {},
});

function certificatePasses(rules: HeapRules, q: MisereQuotient, phi: readonly number[], inP: Uint8Array): boolean {
  const meter = unlimited();
  const checked = new TypeClosure(q.monoid, inP).add(heapTypesOf(rules, q.monoid, phi, meter), meter);
  // A failure names a position, its heaps ascending (the learner reads it so).
  if (!checked.ok)
    assert.deepEqual(
      checked.position,
      checked.position.slice().sort((a, b) => a - b),
    );
  return checked.ok;
}

describe('misère quotients: the certificate and mex interpolation', () => {
  // The codes and the heaps to which each is proved here (Dawson's Kayles and 0.04 not solved).
  const CASES: [string, number][] = [
    ['0.75', 21],
    ['0.34', 31],
    ['0.71', 19],
    ['0.77', 40],
    ['0.07', 24],
    ['0.04', 30],
    ['0.56', 80],
  ];

  it('the certificate rejects every other class of a heap and every flipped element of P', () => {
    for (const [code, level] of CASES) {
      const rules = rulesOf(code);
      const q = new QuotientEngine(rules).advance(level, 50_000_000)!;
      assert.equal(q.level, level, code);
      assert.ok(certificatePasses(rules, q, q.phi, q.inP), `${code} as proved`);
      // A reduced quotient: a heap in another class would make two classes indistinguishable.
      const heaps = SLOW ? level : Math.min(level, 16);
      for (let h = 1; h <= heaps; h++)
        for (let x = 0; x < q.order; x++) {
          if (x === q.phi[h]) continue;
          const phi = q.phi.slice();
          phi[h] = x;
          assert.ok(!certificatePasses(rules, q, phi, q.inP), `${code}: heap ${h} as class ${x}`);
        }
      for (let x = 0; x < q.order; x++) {
        const inP = q.inP.slice();
        inP[x] = 1 - inP[x]!;
        assert.ok(!certificatePasses(rules, q, q.phi, inP), `${code}: P flipped at ${x}`);
      }
    }
  });

  it('a failed check leaves the closure as it was: the true class then gives the types of a closure that never tried another', () => {
    let failed = 0;
    for (const [code, level] of [
      ['0.77', 60],
      ['0.53', 40],
      ['0.04', 30],
    ] as const) {
      const rules = rulesOf(code);
      const q = new QuotientEngine(rules).advance(level, 50_000_000)!;
      const meter = unlimited();
      const types = heapTypesOf(rules, q.monoid, q.phi, meter);
      const freshUpTo = (heap: number): TypeClosure => {
        const closure = new TypeClosure(q.monoid, q.inP);
        assert.ok(closure.add(types.slice(0, heap), meter).ok);
        return closure;
      };
      // `clean` gets the same heaps in the same order, without the failed tries.
      let closure = freshUpTo(0);
      let clean = freshUpTo(0);
      for (const t of types) {
        // Another class may pass while few heaps are in (they do not tell it apart): then start again.
        for (let x = 0; x < q.order; x++) {
          if (x === t.phi) continue;
          const before = closure.types;
          if (closure.tryAdd([{ ...t, phi: x }], meter).ok) {
            closure = freshUpTo(t.heap - 1);
            clean = freshUpTo(t.heap - 1);
          } else {
            assert.equal(closure.types, before, `${code}: heap ${t.heap} as ${x}`);
            failed++;
          }
        }
        const added = closure.tryAdd([t], meter);
        const expected = clean.tryAdd([t], meter);
        assert.ok(added.ok && expected.ok, `${code}: heap ${t.heap}`);
        assert.equal(added.types, expected.types, `${code}: heap ${t.heap}`);
      }
    }
    assert.ok(failed > 1000, `${failed}`);
  });

  it('mex interpolation proves only the true class, and proves most heaps of 0.56 after its last new class', () => {
    const rules = rulesOf('0.56');
    const q = new QuotientEngine(rules).advance(1200, Infinity)!;
    assert.equal(q.level, 1200);
    // The quotient's last new classes came at heap 256; the closure holds the heaps up to it.
    assert.deepEqual(q.changedAt.at(-1), 256);
    const meter = unlimited();
    const closure = new TypeClosure(q.monoid, q.inP);
    assert.ok(closure.add(heapTypesOf(rules, q.monoid, q.phi.slice(0, 257), meter), meter).ok);
    const interpolation = new MexInterpolation(closure);
    let proved = 0;
    for (let h = 257; h <= q.level; h++) {
      const omega = q.monoid.optionClasses(rules, q.phi, h, meter);
      for (let x = 0; x < q.order; x++)
        if (x !== q.phi[h]) assert.ok(!interpolation.proves(x, omega, meter), `heap ${h} as class ${x}`);
      if (interpolation.proves(q.phi[h]!, omega, meter)) {
        interpolation.keep(q.phi[h]!, omega);
        proved++;
      } else assert.ok(closure.tryAdd([{ heap: h, phi: q.phi[h]!, omega }], meter).ok, `heap ${h} by the certificate`);
    }
    assert.ok(proved >= 0.9 * (q.level - 256), `${proved} of ${q.level - 256}`);
  });

  it("every heap's order and |P| are MisereSolver's, on every two-digit code and 0.137", () => {
    const fixture = JSON.parse(
      readFileSync(join(__dirname, '..', '..', '..', 'test', 'unit', 'fixtures', 'misere-solver-levels.json'), 'utf8'),
    ) as { levels: Record<string, string> };
    let compared = 0;
    for (const [code, text] of Object.entries(fixture.levels)) {
      const theirs = text.split(' ');
      const ours: string[] = [];
      new QuotientEngine(rulesOf(code)).advance(theirs.length, SLOW ? 5_000_000 : 1_000_000, (q) =>
        ours.push(`${q.order}/${q.inP.reduce((a, b) => a + b, 0)}`),
      );
      assert.deepEqual(ours, theirs.slice(0, ours.length), code);
      compared += ours.length;
    }
    // 57 codes; about 2,900 heaps within 1,000,000 units each (0.56 to heap 1,000 among them).
    assert.ok(compared >= 2_500, `${compared}`);
  });

  it('0.56 to heap 3,000 within 3,000,000 units of work (heap 59 within 2,000,000 before mex interpolation)', () => {
    const rules = rulesOf('0.56');
    const engine = new QuotientEngine(rules);
    const q = engine.advance(3000, 3_000_000)!;
    assert.equal(q.level, 3000);
    assert.ok(engine.work < 3_000_000, `${engine.work}`);
    // Every position of up to 30 tokens against exhaustive search.
    const brute = new MisereOctalBrute([5, 6]);
    const classOf = (heaps: readonly number[]): number => q.monoid.classOf(q.phi, heaps);
    for (const heaps of positionsUpTo(SLOW ? 30 : 24))
      assert.equal(q.inP[classOf(heaps)] === 1, brute.loses(heaps), `0.56 misère ${heaps.join(' ')}`);
    // Positions of large heaps: lost exactly when they have a move and every move leads out of P.
    const r = prng(5603);
    const meter = unlimited();
    const omega = new Map<number, number[]>();
    const omegaOf = (h: number): number[] => {
      let o = omega.get(h);
      if (!o) omega.set(h, (o = q.monoid.optionClasses(rules, q.phi, h, meter)));
      return o;
    };
    for (let n = 0; n < oracleCount(2000); n++) {
      const heaps = Array.from({ length: int(r, 1, 5) }, () => int(r, 1, 3000));
      const classes = heaps.map((h) => q.phi[h]!);
      let toP = false;
      let moves = false;
      heaps.forEach((h, i) => {
        const rest = classes.reduce((x, c, k) => (k === i ? x : q.monoid.product(x, c)), 0);
        for (const w of omegaOf(h)) {
          moves = true;
          if (q.inP[q.monoid.product(rest, w)] === 1) toP = true;
        }
      });
      assert.equal(q.inP[classOf(heaps)] === 1, moves && !toP, heaps.join(' '));
    }
  });
});
