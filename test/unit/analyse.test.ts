// The analyser: rules in force, preferences, claims and game records with their reasons.

import * as assert from 'node:assert/strict';
import { analyseLines, analyseText } from '../../src/core/worksheet/analyser';
import { LineCache, VerdictCache } from '../../src/core/worksheet/caches';
import { formatPosition } from '../../src/core/worksheet/format';
import { correctClaimText } from '../../src/core/worksheet/positionChecks';
import { shortNumber } from '../../src/core/text';
import { DiagnosticCode } from '../../src/core/reading/syntax';
import { verdictTitle } from '../../src/core/worksheet/summary';

function only(text: string, code: DiagnosticCode) {
  const a = analyseText(text);
  const found = a.diagnostics.filter((d) => d.code === code);
  assert.equal(
    found.length,
    1,
    `${code} in ${JSON.stringify(text)}: ${JSON.stringify(a.diagnostics.map((d) => d.message))}`,
  );
  return found[0]!;
}

describe('analyser', () => {
  it('rules apply until the next rules line; nim before any', () => {
    const a = analyseText('3 4 5\nwythoff\n5 8\nsubtraction {2, 3}\n1\n');
    assert.deepEqual(
      a.positions.map((p) => p.rules && p.rules.game.kind),
      ['nim', 'wythoff', 'subtraction'],
    );
    assert.deepEqual(
      a.positions.map((p) => p.verdicts[0]!.outcome),
      ['win', 'win', 'loss'],
    );
  });

  it('prefer lines apply until the next prefer or rules line', () => {
    const a = analyseText('wythoff\nprefer fewest, diagonal costs 4\n5 8\nwythoff\n5 8\n');
    assert.equal(a.positions[0]!.verdicts[0]!.recommended!.result.join(' '), '5 3');
    assert.equal(a.positions[1]!.verdicts[0]!.recommended!.result.join(' '), '4 7');
  });

  it('the lens titles of the spec', () => {
    const a = analyseText('nim\n3 4 5\n1 4 5\n(5, 8)\n');
    assert.equal(verdictTitle(a.positions[0]!.verdicts[0]!), 'Win · take 2 from heap 1 → 1 4 5 · 1 winning move');
    assert.equal(verdictTitle(a.positions[1]!.verdicts[0]!), 'Loss · every move loses');
    assert.equal(
      verdictTitle(a.positions[2]!.verdicts[0]!, a.positions[2]!.statement.items[0]!.position.style),
      'Win · take 3 from heap 2 → (5, 5) · 1 winning move',
    );
  });

  it('illegal steps, each with its reason and range', () => {
    const table: [string, RegExp, [number, number]][] = [
      ['nim\n3 4 5 -> 3 4', /has 3 heaps but the next one has 2/, [9, 12]],
      ['nim\n3 4 5 -> 3 6 5', /heap 2 grows from 4 to 6: a move never adds tokens/, [9, 14]],
      ['nim\n3 4 5 -> 3 4 5', /nothing is taken/, [9, 14]],
      ['nim\n3 4 5 -> 2 3 5', /takes from 2 heaps \(1, 2\): a move of this game takes from one heap/, [9, 14]],
      ['subtraction {1, 3, 4}\n10 -> 8', /takes 2 from heap 1, but the amounts allowed are \{1, 3, 4\}/, [6, 7]],
      ['wythoff\n5 8 -> 3 7', /takes 2 from heap 1 but 1 from heap 2/, [7, 10]],
      ['wythoff diagonal 1\n5 8 -> 3 6', /takes 2 from both heaps, over the diagonal bound 1/, [7, 10]],
    ];
    for (const [text, reason, [start, end]] of table) {
      const d = only(text, DiagnosticCode.IllegalMove);
      assert.equal(d.severity, 'error');
      assert.match(d.message, reason);
      assert.deepEqual([d.range.line, d.range.start, d.range.end], [1, start, end], text);
    }
  });

  it('wythoff positions need two heaps', () => {
    const d = only('wythoff\n1 2 3', DiagnosticCode.HeapCount);
    assert.deepEqual(d.range, { line: 1, start: 0, end: 5 });
  });

  it('a mistake is a warning with the winning alternatives and a fix', () => {
    const d = only('nim\n3 4 5 -> 3 4 4', DiagnosticCode.Mistake);
    assert.equal(d.severity, 'warning');
    assert.match(d.message, /gives the win away; winning move: 1 4 5/);
    assert.equal(d.fix!.text, '1 4 5');
    assert.deepEqual(d.fix!.range, { line: 1, start: 9, end: 14 });
  });

  it('a move from a losing position is never a mistake', () => {
    const a = analyseText('nim\n1 4 5 -> 0 4 5');
    assert.deepEqual(a.diagnostics, []);
    assert.equal(a.positions[0]!.steps[0]!.mistake, false);
  });

  it("claims in every form; wrong ones corrected in the writer's words", () => {
    assert.deepEqual(
      analyseText('nim\n3 4 5 : win\n3 4 5 : N\n1 4 5 : loss\n1 4 5 : p\n7 : win -> 0 : loss').diagnostics,
      [],
    );
    const d = only('nim\n1 4 5 : N', DiagnosticCode.WrongClaim);
    assert.equal(d.fix!.text, 'P');
    assert.match(d.message, /every move leaves a win/);
    assert.equal(correctClaimText('Win', 'loss'), 'Loss');
    assert.equal(correctClaimText('LOSS', 'win'), 'WIN');
    assert.equal(correctClaimText('p', 'win'), 'n');
    // The French words of the source documents: claims, and corrected in French with their case.
    assert.deepEqual(analyseText('nim\n3 4 5 : gagnant\n1 4 5 : Perdant\n7 : GAGNANT -> 0 : perdant').diagnostics, []);
    const french = only('nim\n1 4 5 : gagnant', DiagnosticCode.WrongClaim);
    assert.equal(french.fix!.text, 'perdant');
    assert.deepEqual(french.fix!.range, { line: 1, start: 8, end: 15 });
    assert.equal(correctClaimText('Perdant', 'win'), 'Gagnant');
    assert.equal(correctClaimText('GAGNANT', 'loss'), 'PERDANT');
    const later = only('nim\n7 -> 0 : win', DiagnosticCode.WrongClaim);
    assert.deepEqual(later.range, { line: 1, start: 9, end: 12 });
  });

  it('positions beyond the budget are unknown, as information, never a guess', () => {
    const a = analyseText('wythoff diagonal 3\n123456789 987654321 : win\n', { budget: 10_000 });
    const d = a.diagnostics.find((x) => x.code === DiagnosticCode.Unknown)!;
    assert.equal(d.severity, 'information');
    assert.equal(a.positions[0]!.verdicts[0]!.outcome, 'unknown');
    assert.ok(
      !a.diagnostics.some((x) => x.code === DiagnosticCode.WrongClaim),
      'an unknown verdict does not judge the claim',
    );
  });

  it('a verdict cache returns the same verdicts', () => {
    const cache = new VerdictCache();
    const text = 'nim\n3 4 5\nwythoff\n20 33\n';
    const first = analyseText(text, { cache });
    const second = analyseText(text, { cache });
    assert.equal(first.positions[1]!.verdicts[0], second.positions[1]!.verdicts[0]);
  });
});

describe('analyser: the line cache', () => {
  const json = (a: unknown) => JSON.stringify(a, (_, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v));

  it("a cached line that moved takes a sum's parts with it", () => {
    const cache = new LineCache();
    analyseLines(['nim + kayles', '3 + 4'], { lineCache: cache });
    const moved = analyseLines(['# a note', 'nim + kayles', '3 + 4'], { lineCache: cache });
    const parts = moved.positions[0]!.statement.items[0]!.position.parts!;
    assert.deepEqual(
      parts.map((q) => [q.range.line, ...q.heaps.map((h) => h.range.line)]),
      [
        [2, 2],
        [2, 2],
      ],
    );
  });

  it('gives the same analysis as a fresh one after random edits, insertions and deletions', () => {
    const pieces = [
      'nim',
      'nim misere',
      'wythoff',
      'subtraction {1, 3, 4}',
      'subtraction {}',
      'prefer fastest',
      'prefer fewest, diagonal costs 4',
      '3 4 5 : win',
      '1 2 3 : win',
      '5 8 -> 4 7',
      '(20, 33) : loss',
      '2 2',
      '7 -> 6',
      '# note',
      '',
      '1 2 3 4',
      // Sums: a part's own ranges move with its line too.
      'nim + kayles + wythoff',
      '3 4 + 7 + (3, 5)',
      '3 + 4 + 1',
      '3 4 + 7 + 3 5 -> 3 3 + 6 + 3 5',
    ];
    let seed = 3;
    const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
    const lines: string[] = Array.from({ length: 40 }, () => pieces[next(pieces.length)]!);
    const cache = new LineCache();
    for (let round = 0; round < 300; round++) {
      const at = next(lines.length + 1);
      const kind = next(3);
      if (kind === 0) lines.splice(at, 0, pieces[next(pieces.length)]!);
      else if (kind === 1 && lines.length > 1) lines.splice(Math.min(at, lines.length - 1), 1);
      else lines[Math.min(at, lines.length - 1)] = pieces[next(pieces.length)]!;
      const cached = analyseLines(lines, { lineCache: cache });
      const fresh = analyseLines(lines);
      assert.equal(json(cached.diagnostics), json(fresh.diagnostics), `round ${round}`);
      assert.equal(
        json(
          cached.positions.map((p) => [
            p.line,
            p.rulesLine,
            p.statement,
            p.verdicts.map((v) => v && [v.outcome, v.recommended?.result]),
          ]),
        ),
        json(
          fresh.positions.map((p) => [
            p.line,
            p.rulesLine,
            p.statement,
            p.verdicts.map((v) => v && [v.outcome, v.recommended?.result]),
          ]),
        ),
        `round ${round}`,
      );
    }
  });
});

describe('one-line texts with very long numbers', () => {
  it('the lens title shortens numbers of more than 24 digits', () => {
    const a = analyseText(`nim\n${'9'.repeat(300)} 1\n`);
    const title = verdictTitle(a.positions[0]!.verdicts[0]!);
    assert.match(title, /^Win · take 9{8}…9{7}8 \(300 digits\) from heap 1 → 1 1 · 1 winning move$/);
  });
});

describe('messages with very long numbers and many winning moves', () => {
  it('a mistake names five winning moves and counts the others exactly', () => {
    const d = only('nim\n1 1 1 1 1 1 1 2 2 -> 1 1 1 1 1 1 1 1 2', DiagnosticCode.Mistake);
    assert.equal(
      d.message,
      'mistake: 1 1 1 1 1 1 1 2 2 → 1 1 1 1 1 1 1 1 2 gives the win away; winning moves: 0 1 1 1 1 1 1 2 2, 1 0 1 1 1 1 1 2 2, 1 1 0 1 1 1 1 2 2, 1 1 1 0 1 1 1 2 2, 1 1 1 1 0 1 1 2 2 and 2 more',
    );
  });

  it('a Dawson record with a 10,001-digit heap: a short message, the fix whole', () => {
    const big = '1' + '0'.repeat(10_000);
    const a = analyseText(`dawson\n${big} 3 -> ${big} 1\n`);
    const mistakes = a.diagnostics.filter((x) => x.code === DiagnosticCode.Mistake);
    assert.equal(mistakes.length, 1, 'the step gives the win away');
    const d = mistakes[0]!;
    const v = a.positions[0]!.verdicts[0]!;
    assert.ok(d.message.length < 600, `${d.message.length} characters`);
    assert.ok(
      d.message.startsWith(
        `mistake: ${shortNumber(big)} 3 → ${shortNumber(big)} 1 gives the win away; winning moves: `,
      ),
      d.message,
    );
    const listed = /winning moves: (.*) and (\S+(?: \(\d+ digits\))?) more$/.exec(d.message)!;
    assert.equal(listed[1]!.split(', ').length, 5);
    assert.equal(
      listed[2],
      shortNumber((v.winningMoveCount! - 5n).toString()),
      'the rest counted from the exact count',
    );
    assert.equal(d.fix!.text, formatPosition(v.recommended!.result), 'the edit keeps the numbers whole');
    assert.ok(d.fix!.text.length > 10_000);
    assert.ok(d.fix!.title.length < 200, d.fix!.title);
  });

  it('a wrong claim shortens its numbers', () => {
    const d = only(`nim\n${'9'.repeat(300)} 1 : loss`, DiagnosticCode.WrongClaim);
    assert.equal(
      d.message,
      'wrong claim: 99999999…99999999 (300 digits) 1 is a win for the player to move: take 99999999…99999998 (300 digits) from heap 1 → 1 1',
    );
    assert.equal(d.fix!.text, 'win');
  });
});

describe('records with unknown positions', () => {
  const found = (text: string, budget?: number) =>
    analyseText(text, budget === undefined ? {} : { budget }).diagnostics.map((d) => [
      d.code,
      d.range.start,
      d.range.end,
      d.severity,
      d.message,
    ]);
  // Misère Kayles: within a budget of 1 neither its quotient nor a search gets anywhere.
  const why = (budget: number) =>
    `the misère quotient of octal 0.77 is not proved for any heap within the budget of ${budget}, and an exhaustive search would exceed the budget`;

  it('every unknown position says so, its claim is not checked, and the step is undecided', () => {
    assert.deepEqual(found('kayles misere\n3 9 10 : win -> 3 4 4 10 : loss\n', 1), [
      ['unknown', 0, 6, 'information', `verdict unknown: ${why(1)}`],
      ['undecided-claim', 9, 12, 'information', 'this claim cannot be checked: the verdict of 3 9 10 is unknown'],
      ['unknown', 16, 24, 'information', `verdict unknown: ${why(1)}`],
      ['undecided-claim', 27, 31, 'information', 'this claim cannot be checked: the verdict of 3 4 4 10 is unknown'],
      [
        'undecided-step',
        13,
        24,
        'information',
        'whether this step is a mistake is unknown: the verdicts of 3 9 10 and 3 4 4 10 are unknown',
      ],
    ]);
  });

  /** A record at budget 1 where `decided` was decided earlier, as the editor's background search leaves it in the cache. */
  const withDecided = (decided: string, record: string) => {
    const cache = new VerdictCache();
    analyseText(`kayles misere\n${decided}\n`, { cache });
    return analyseText(`kayles misere\n${record}\n`, { cache, budget: 1 });
  };

  it('a later position beyond the budget is not passed over in silence', () => {
    const a = withDecided('3 9 10', '3 9 10 : win -> 3 4 4 10');
    assert.deepEqual(
      a.positions[0]!.verdicts.map((v) => v!.outcome),
      ['win', 'unknown'],
    );
    assert.deepEqual(
      a.diagnostics.map((d) => [d.code, d.range.start, d.range.end, d.message]),
      [
        ['unknown', 16, 24, `verdict unknown: ${why(1)}`],
        ['undecided-step', 13, 24, 'whether this step is a mistake is unknown: the verdict of 3 4 4 10 is unknown'],
      ],
    );
    assert.equal(a.positions[0]!.steps[0]!.mistake, null);
  });

  it('a step into a loss is never a mistake, even from an unknown position', () => {
    const a = withDecided('3 8 10', '3 9 10 -> 3 8 10');
    assert.deepEqual(
      a.positions[0]!.verdicts.map((v) => v!.outcome),
      ['unknown', 'loss'],
    );
    assert.equal(a.positions[0]!.steps[0]!.mistake, false);
    assert.deepEqual(
      a.diagnostics.map((d) => [d.code, d.range.start, d.range.end]),
      [['unknown', 0, 6]],
    );
  });
});

describe('caches are bounded', () => {
  it('the verdict cache empties when full and still answers', () => {
    const cache = new VerdictCache(3);
    const text = 'nim\n1 2\n3 4\n5 6\n7 8\n';
    const first = analyseText(text, { cache });
    for (const key of ['nim|prefer fewest|1 2', 'nim|prefer fewest|3 4', 'nim|prefer fewest|5 6'])
      assert.equal(cache.get(key), undefined, `${key} was evicted`);
    assert.ok(cache.get('nim|prefer fewest|7 8'), 'the last verdict is kept');
    const again = analyseText(text, { cache });
    assert.deepEqual(
      again.positions.map((p) => p.verdicts[0]!.outcome),
      first.positions.map((p) => p.verdicts[0]!.outcome),
    );
  });

  it('the line cache empties when full and gives the same analysis', () => {
    const cache = new LineCache(2);
    const lines = ['nim', '1 2', '3 4', '5 6'];
    const cached = analyseLines(lines, { lineCache: cache });
    const key = 'nim|prefer fewest|2000000\n1 2';
    const roomy = new LineCache();
    analyseLines(lines, { lineCache: roomy });
    assert.ok(roomy.get(key, 1), 'a cache with room keeps the line');
    assert.equal(cache.get(key, 1), undefined, 'the small cache evicted it');
    const again = analyseLines(lines, { lineCache: cache });
    assert.deepEqual(again.diagnostics, cached.diagnostics);
    assert.deepEqual(
      again.positions.map((p) => p.verdicts[0]!.outcome),
      ['win', 'win', 'win'],
    );
  });
});

describe('one answer everywhere: a quick answer that a larger budget proves more of is sent to the background', () => {
  const big = (_: string, v: unknown): unknown => (typeof v === 'bigint' ? String(v) : v);
  // octal 0.644's period (442 from 3256) needs 7,399 values, more than the editor's quick budget
  // computes; the hover must end with what the command line says. The others are decided alike or
  // sent (Dawson's Kayles' 176 values fit the quick budget since the table charges 100 options a unit).
  const cases = [
    { text: 'octal 0.644\n9 15\n', heaps: '9 15', differs: true },
    { text: 'dawson\n9 15\n', heaps: '9 15' },
    { text: 'nim + dawson\n3 + 9 15\n', heaps: null },
    { text: 'kayles\n9 15 1\n', heaps: '9 15 1' },
    // Searched within the quick budget, decided by its misère quotient within the full one.
    { text: 'dawson misere\n9 15\n', heaps: '9 15' },
    { text: 'grundy\n9 20\n', heaps: '9 20' },
  ];
  for (const { text, heaps, differs } of cases)
    it(text.split('\n')[0]!, () => {
      const jobs: string[] = [];
      const quick = analyseText(text, {
        budget: 20_000,
        largerBudget: 2_000_000,
        cache: new VerdictCache(),
        onUnknown: (job) => jobs.push(job.heaps.join(' ')),
      });
      const full = analyseText(text, { budget: 2_000_000 });
      const [q, f] = [quick.positions[0]!.verdicts[0]!, full.positions[0]!.verdicts[0]!];
      assert.equal(q.outcome, f.outcome);
      // The reason as data (a table's length, a period, a sum's rows), as the hover and the panel draw it.
      const same = JSON.stringify(q.explanation, big) === JSON.stringify(f.explanation, big);
      if (differs) assert.ok(!same, 'the quick budget does not prove the period');
      if (!same)
        assert.equal(
          jobs.length,
          1,
          `the quick reason (${q.method}) differs from the full one (${f.method}) and is not sent`,
        );
      if (heaps) assert.deepEqual(jobs, same ? [] : [heaps]);
    });

  it('a full-budget answer is not sent again', () => {
    const jobs: string[] = [];
    analyseText('dawson\n9 15\n', {
      budget: 2_000_000,
      largerBudget: 2_000_000,
      cache: new VerdictCache(),
      onUnknown: (job) => jobs.push(job.heaps.join(' ')),
    });
    assert.deepEqual(jobs, []);
  });
});
