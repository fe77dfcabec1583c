// The play panel's state machine and message validation, in Node.

import * as assert from 'node:assert/strict';
import { computerMoveNotice, PlayGame } from '../../src/play/game';
import { MAX_CHOICES, parsePlayStyle, parseToHost, type PlaySnapshot } from '../../src/shared/playProtocol';
import { parseLine, parseRulesLine } from '../../src/core/worksheet/parse';
import { analyseText } from '../../src/core/worksheet/analyser';
import { VerdictCache, verdictKey } from '../../src/core/worksheet/caches';
import { formatPosition } from '../../src/core/worksheet/format';
import { checkMove, estimateWork, legalMoves, ownTextParts, rulesText } from '../../src/core/game';
import { moveText } from '../../src/core/moves';
import { solve, solverFor } from '../../src/core/solve';
import { type Rules } from '../../src/core/rules';
import { decodeParts, encodeParts } from '../../src/core/sumPosition';
import { positionShape } from '../../src/core/worksheet/positionShape';
import { B, nim, rng, sub, wythoff } from './helpers';
import { octalGame } from '../../src/core/games/octal/octal';
import { nameNumber } from '../../src/core/games/forms/names';
import { chooseIntent, pinsIntent, takeIntent, turnIntent } from './intents';

describe('play: the game state machine', () => {
  it('plays legal moves, refuses illegal ones with the reason, and alternates', () => {
    const g = new PlayGame(nim(), B(3, 4, 5));
    assert.equal(g.toMove, 'you');
    assert.deepEqual(g.attempt(takeIntent(0, 4n, false)), { ok: false, reason: 'heap 1 has only 3 tokens' });
    assert.deepEqual(g.attempt(takeIntent(5, 1n, false)), { ok: false, reason: 'there is no heap 6' });
    assert.deepEqual(g.attempt(takeIntent(0, 1n, true)), {
      ok: false,
      reason: 'this game has no move of that kind',
    });
    assert.deepEqual(g.attempt({ kind: 'act', act: 'take', args: ['0', '2x'] }), {
      ok: false,
      reason: 'write the amount as a whole number',
    });
    assert.ok(g.attempt(takeIntent(0, 2n, false)).ok);
    assert.deepEqual(g.heaps, B(1, 4, 5));
    assert.equal(g.toMove, 'computer');
    const s = new PlayGame(sub([1, 3, 4]), B(10));
    assert.match((s.attempt(takeIntent(0, 2n, false)) as { reason: string }).reason, /amounts allowed are \{1, 3, 4\}/);
    const w = new PlayGame(wythoff(1), B(3, 5));
    assert.match((w.attempt(takeIntent(0, 2n, true)) as { reason: string }).reason, /over the diagonal bound 1/);
    assert.ok(w.attempt(takeIntent(0, 1n, true)).ok);
    assert.deepEqual(w.heaps, B(2, 4));
  });

  it('the computer plays perfectly: from a win it wins, from a loss it loses slowest', () => {
    for (const [rules, start] of [
      [nim(), B(3, 4, 5)],
      [nim(true), B(4, 1, 1)],
      [sub([1, 3, 4]), B(9, 5)],
      [wythoff(), B(5, 8)],
    ] as const) {
      const g = new PlayGame(rules, start, { mode: 'computer', randomShare: 0, youStart: false });
      const random = rng(1);
      // The person plays random legal moves; the computer, starting from a win, must win.
      while (!g.isOver) {
        if (g.toMove === 'computer') g.computerMove();
        else {
          const moves = [...g.heaps.entries()].filter(([, h]) => h > 0n);
          let played = false;
          for (let tries = 0; tries < 50 && !played; tries++) {
            const [i, h] = moves[Math.floor(random() * moves.length)]!;
            played = g.attempt(takeIntent(i, 1n + BigInt(Math.floor(random() * Number(h))), false)).ok;
          }
          if (!played) break;
        }
      }
      assert.equal(g.winner, 'computer', `${JSON.stringify(start.map(String))}`);
    }
  });

  it("undo takes back the person's move and the reply; redo replays them", () => {
    const g = new PlayGame(nim(), B(3, 4, 5));
    assert.equal(g.canUndo, false);
    g.attempt(takeIntent(2, 1n, false)); // a mistake: 3 4 4 is a win for the computer
    g.computerMove();
    assert.equal(g.moveCount, 2);
    assert.ok(g.undo());
    assert.equal(g.moveCount, 0);
    assert.deepEqual(g.heaps, B(3, 4, 5));
    assert.equal(g.toMove, 'you');
    assert.ok(g.canRedo);
    assert.ok(g.redo());
    assert.equal(g.moveCount, 2);
    const v = g.view({ verdict: null, hint: null, notice: null, source: null, busy: false });
    assert.equal(v.history[0]!.mistake, true, 'the move that gave the win away is marked');
    assert.equal(v.history[1]!.mistake, false);
    // A new move after undo drops the redo branch.
    g.undo();
    g.attempt(takeIntent(0, 2n, false));
    assert.equal(g.canRedo, false);
  });

  it('announces the end with who took the last token, in normal and misère play', () => {
    const normal = new PlayGame(nim(), B(2));
    normal.attempt(takeIntent(0, 2n, false));
    assert.ok(normal.isOver);
    assert.equal(normal.winner, 'you');
    assert.equal(
      normal.view({ verdict: null, hint: null, notice: null, source: null, busy: false }).over!.text,
      'You took the last token: You win.',
    );
    const misere = new PlayGame(nim(true), B(2));
    misere.attempt(takeIntent(0, 2n, false));
    assert.equal(misere.winner, 'computer');
    assert.match(
      misere.view({ verdict: null, hint: null, notice: null, source: null, busy: false }).over!.text,
      /You took the last token and so lose \(misère\): The computer wins\./,
    );
    const stuck = new PlayGame(sub([2, 3]), B(1));
    assert.ok(stuck.isOver, 'a heap of 1 under {2, 3} has no move');
    assert.equal(stuck.winner, 'computer');
  });

  it('two players alternate; hints and verdicts in words', () => {
    const g = new PlayGame(wythoff(), B(5, 8), { mode: 'two-players', randomShare: 0, youStart: true });
    assert.equal(g.toMove, 'player 1');
    assert.match(g.hintText(), /take 5 from heap 2 → 5 3 \(a winning move\)/);
    assert.match(g.verdictText(), /^Player 1 can force a win/);
    g.attempt(takeIntent(0, 1n, true));
    assert.equal(g.toMove, 'player 2');
    assert.match(g.hintText(), /Every move loses/);
    assert.ok(g.canUndo);
  });

  it("exports the game as a record in the line's style that passes the worksheet checks", () => {
    const st = parseLine('(5, 8)', 0).statement!;
    assert.ok(st.kind === 'position');
    const style = st.items[0]!.position.style;
    const g = new PlayGame(wythoff(), B(5, 8), { mode: 'computer', randomShare: 0, youStart: true }, style);
    g.attempt(takeIntent(1, 5n, false));
    g.computerMove();
    const record = g.record();
    assert.match(record, /^\(5, 8\) -> \(5, 3\) -> \(\d+, \d+\)$/);
    const a = analyseText(`wythoff\n${record}\n`);
    assert.deepEqual(
      a.diagnostics.filter((d) => d.severity === 'error'),
      [],
    );
  });

  it('restores a snapshot and refuses a forged one', () => {
    const g = new PlayGame(nim(), B(3, 4, 5));
    g.attempt(takeIntent(0, 2n, false));
    g.computerMove();
    const again = PlayGame.restore(nim(), g.snapshot())!;
    assert.deepEqual(again.heaps, g.heaps);
    assert.equal(again.moveCount, 2);
    assert.equal(PlayGame.restore(nim(), { ...g.snapshot(), moves: [['3', '4', '9']] }), null);
  });

  it('restores with the budget it is given, and bounds the replay', () => {
    const g = new PlayGame(nim(), B(3, 4, 5), undefined, undefined, 1234);
    g.attempt(takeIntent(0, 1n, false));
    g.attempt(takeIntent(0, 1n, false));
    const again = PlayGame.restore(nim(), g.snapshot(), undefined, 1234)!;
    assert.equal(again.budget, 1234);
    // A mistake is judged as before the reload: 3 4 5 -> 2 4 5 gives the win away, 2 4 5 -> 1 4 5 wins.
    assert.deepEqual(
      again.view({ verdict: null, hint: null, notice: null, source: null, busy: false }).history.map((m) => m.mistake),
      [true, false],
    );
    // No time to judge: the moves are replayed, their mistakes left unjudged (never claimed).
    const hurried = PlayGame.restore(nim(), g.snapshot(), undefined, 1234, 0)!;
    assert.equal(hurried.moveCount, 2);
    assert.deepEqual(
      hurried
        .view({ verdict: null, hint: null, notice: null, source: null, busy: false })
        .history.map((m) => m.mistake),
      [false, false],
    );
    // The review at the end of a restored practice game judges what the restore had no time for.
    const practice = new PlayGame(
      nim(),
      B(1, 2),
      { mode: 'two-players', randomShare: 0, youStart: true },
      undefined,
      1234,
    );
    practice.practice = true;
    practice.attempt(takeIntent(1, 2n, false)); // 1 2 -> 1 0: a win given away
    practice.attempt(takeIntent(0, 1n, false)); // the other player takes the last token
    const restoredPractice = PlayGame.restore(nim(), practice.snapshot(), undefined, 1234, 0)!;
    assert.deepEqual(
      restoredPractice.review().map((r) => r.index),
      [0],
    );
    // A long game of one heap replays in linear time (20,000 moves took 3 s, 40,000 took 18 s).
    const one = {
      ...g.snapshot(),
      start: ['40000'],
      moves: Array.from({ length: 40_000 }, (_, i) => [String(39_999 - i)]),
      played: 40_000,
    };
    const replayed = PlayGame.restore(nim(), one, undefined, 1234, 0)!;
    assert.equal(replayed.moveCount, 40_000);
    // 100,000 moves of 30 heaps are more than a restore replays.
    const long = {
      ...g.snapshot(),
      start: Array<string>(30).fill('100000'),
      moves: Array.from({ length: 100_000 }, () => Array<string>(30).fill('1')),
    };
    const started = performance.now();
    assert.equal(PlayGame.restore(nim(), long), null);
    assert.ok(performance.now() - started < 1000);
  });

  it('stays usable with 1,000-digit heaps and 200 heaps', () => {
    const big = 10n ** 999n + 7n;
    const w = new PlayGame(wythoff(), [big, big * 2n]);
    assert.ok(w.attempt(takeIntent(0, 1n, false)).ok);
    assert.ok(w.computerMove());
    const many = new PlayGame(
      nim(),
      Array.from({ length: 200 }, (_, i) => BigInt(i + 1)),
    );
    assert.ok(many.attempt(takeIntent(199, 5n, false)).ok);
    assert.ok(many.computerMove());
    const noisy = new PlayGame(nim(), [big, big + 1n], { mode: 'computer', randomShare: 100, youStart: false });
    assert.ok(noisy.computerMove(), 'a random move on huge heaps');
  });
});

describe('play: the review after a game', () => {
  it("lists each of the person's mistakes with a winning move instead and why, and replays from there", () => {
    const g = new PlayGame(nim(), B(3, 4, 5), { mode: 'computer', randomShare: 0, youStart: true });
    g.attempt(takeIntent(2, 1n, false)); // 3 4 5 -> 3 4 4: gives the win away
    while (!g.isOver) {
      if (g.toMove === 'computer') g.computerMove();
      else
        g.attempt(
          takeIntent(
            g.heaps.findIndex((h) => h > 0n),
            1n,
            false,
          ),
        );
    }
    const view = g.view({ verdict: null, hint: null, notice: null, source: null, busy: false });
    assert.equal(view.over!.winner, 'computer');
    const first = view.review![0]!;
    assert.deepEqual(
      { ...first, why: '' },
      {
        index: 0,
        by: 'you',
        position: '3 4 5',
        played: 'take 1 from heap 3 → 3 4 4',
        better: 'take 2 from heap 1 → 1 4 5',
        why: '',
      },
    );
    assert.match(first.why, /XOR:\s+010\s+\(2\).*The XOR is not 0/);
    assert.ok(
      view.review!.every((r) => r.by === 'you'),
      "the computer's moves are not reviewed",
    );
    assert.ok(g.replayFrom(first.index));
    assert.deepEqual(g.heaps, B(3, 4, 5));
    assert.equal(g.toMove, 'you');
    assert.equal(
      g.view({ verdict: null, hint: null, notice: null, source: null, busy: false }).review,
      null,
      'no review while the game goes on',
    );
    assert.equal(g.replayFrom(5), false);
  });

  it('from a practice sheet, mistakes are not marked as they happen, only in the review at the end', () => {
    const g = new PlayGame(nim(), B(3, 4, 5), { mode: 'computer', randomShare: 0, youStart: true });
    g.practice = true;
    g.attempt(takeIntent(2, 1n, false));
    const during = g.view({ verdict: null, hint: null, notice: null, source: null, busy: false });
    assert.equal(during.history[0]!.mistake, false);
    assert.equal(PlayGame.restore(nim(), g.snapshot())!.practice, true, 'kept across a reload');
    while (!g.isOver) {
      if (g.toMove === 'computer') g.computerMove();
      else
        g.attempt(
          takeIntent(
            g.heaps.findIndex((h) => h > 0n),
            1n,
            false,
          ),
        );
    }
    const after = g.view({ verdict: null, hint: null, notice: null, source: null, busy: false });
    assert.equal(after.history[0]!.mistake, true);
    assert.equal(after.review![0]!.index, 0);
  });

  it('a game without mistakes has an empty review', () => {
    const g = new PlayGame(nim(), B(3, 4, 5), { mode: 'computer', randomShare: 0, youStart: true });
    g.attempt(takeIntent(0, 2n, false));
    while (!g.isOver) {
      if (g.toMove === 'computer') {
        g.computerMove();
        continue;
      }
      const best = solveRecommended(g.heaps);
      g.attempt(takeIntent(best.heap, best.amount, false));
    }
    assert.deepEqual(g.view({ verdict: null, hint: null, notice: null, source: null, busy: false }).review, []);
  });
});

function solveRecommended(heaps: readonly bigint[]): { heap: number; amount: bigint } {
  const m = solve(nim(), heaps).recommended!;
  return { heap: m.heaps[0]!, amount: m.amount };
}

describe('play: take-and-break games as rows of pins', () => {
  const kayles = (misere = false): Rules => ({ game: octalGame([7, 7]), misere });
  const dawson: Rules = { game: octalGame([0, 7]), misere: false };

  it('breaks a row where the pins are taken, writes the pieces in place, smaller first', () => {
    const g = new PlayGame(kayles(), B(3, 7));
    // Pins 3 and 4 of the row of 7: 2 on the left, 3 on the right.
    assert.ok(g.attempt(pinsIntent(1, 2n, 2n)).ok);
    assert.deepEqual(g.heaps, B(3, 2, 3));
    assert.equal(
      g.view({ verdict: null, hint: null, notice: null, source: null, busy: false }).history[0]!.text,
      'take 2 from heap 2, leaving 2 and 3',
    );
    const end = new PlayGame(kayles(), B(5));
    assert.ok(end.attempt(pinsIntent(0, 1n, 4n)).ok, 'the last pin: one row of 4 is left');
    assert.deepEqual(end.heaps, B(4));
    const whole = new PlayGame(kayles(), B(2, 6));
    assert.ok(whole.attempt(pinsIntent(0, 2n, 0n)).ok);
    assert.deepEqual(whole.heaps, B(6), 'a row taken whole leaves no heap');
  });

  it('refuses what the code does not allow, with the reason', () => {
    const k = new PlayGame(kayles(), B(5));
    assert.match(
      (k.attempt(pinsIntent(0, 3n, 0n)) as { reason: string }).reason,
      /octal 0\.77 does not allow taking 3 from a heap of 5/,
    );
    assert.match((k.attempt(pinsIntent(0, 2n, 4n)) as { reason: string }).reason, /heap 1 has only 5 pins/);
    assert.match((k.attempt(pinsIntent(2, 1n, 0n)) as { reason: string }).reason, /there is no heap 3/);
    const d = new PlayGame(dawson, B(6));
    assert.match((d.attempt(pinsIntent(0, 1n, 2n)) as { reason: string }).reason, /does not allow taking 1/);
    assert.ok(d.attempt(pinsIntent(0, 2n, 2n)).ok);
    assert.deepEqual(d.heaps, B(2, 2));
    const nimGame = new PlayGame(nim(), B(5));
    assert.match(
      (nimGame.attempt(pinsIntent(0, 1n, 1n)) as { reason: string }).reason,
      /this game has no move of that kind/,
    );
  });

  it('a move in the second of two equal rows is made in that row', () => {
    const g = new PlayGame(kayles(), B(4, 4));
    assert.ok(g.attempt(pinsIntent(1, 1n, 1n)).ok);
    assert.deepEqual(g.heaps, B(4, 1, 2));
    assert.deepEqual(
      g.view({ verdict: null, hint: null, notice: null, source: null, busy: false }).history[0]!.text,
      'take 1 from heap 2, leaving 1 and 2',
    );
  });

  it("the computer plays perfectly in Kayles, Dawson's Kayles and misère Kayles", () => {
    for (const [rules, start] of [
      [kayles(), B(4, 7)],
      [kayles(), B(13)],
      [dawson, B(9, 3)],
      [kayles(true), B(3, 4)],
    ] as const) {
      const first = new PlayGame(rules, start);
      assert.equal(first.verdictText().includes('can force a win'), true, `${start.join(' ')} is a win to start from`);
      const g = new PlayGame(rules, start, { mode: 'computer', randomShare: 0, youStart: false });
      const random = rng(3);
      while (!g.isOver) {
        if (g.toMove === 'computer') {
          g.computerMove();
          continue;
        }
        // The person: a random legal break.
        const heap = g.heaps.findIndex((h) => h > 0n);
        let played = false;
        for (let tries = 0; tries < 200 && !played; tries++) {
          const i = Math.floor(random() * g.heaps.length);
          const h = g.heaps[i]!;
          if (h === 0n) continue;
          const amount = BigInt(1 + Math.floor(random() * 2));
          played = g.attempt(pinsIntent(i, amount, BigInt(Math.floor(random() * Number(h))))).ok;
        }
        if (!played) played = g.attempt(pinsIntent(heap, 1n, 0n)).ok;
        assert.ok(played);
      }
      assert.equal(g.winner, 'computer', `${rulesText(rules)} from ${start.join(' ')}`);
    }
  });

  it('random moves are legal, on small rows and on 40-digit rows', () => {
    const big = 10n ** 39n + 5n;
    for (const start of [B(5, 9), [big, 17n]]) {
      const g = new PlayGame(kayles(), start, { mode: 'two-players', randomShare: 100, youStart: true });
      const random = rng(7);
      for (let k = 0; k < 6 && !g.isOver; k++) {
        const before = g.heaps;
        const move = g.computerMove(random)!;
        assert.ok(checkMove(kayles(), before, move.result).legal, `${before.join(' ')} -> ${move.result.join(' ')}`);
      }
    }
  });

  it('the saved record is legal under the rules, and the game restores from its snapshot', () => {
    const g = new PlayGame(kayles(), B(6, 5), { mode: 'computer', randomShare: 0, youStart: true });
    g.attempt(pinsIntent(0, 1n, 2n));
    g.computerMove();
    g.attempt(pinsIntent(0, 1n, 0n));
    g.computerMove();
    const record = g.record();
    assert.match(record, /^6 5 -> 2 3 5 -> /);
    const a = analyseText(`kayles\n${record}\n`);
    assert.deepEqual(
      a.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message),
      [],
    );
    // The panel and the worksheet agree on which steps gave the win away.
    const marked = g
      .view({ verdict: null, hint: null, notice: null, source: null, busy: false })
      .history.filter((m) => m.mistake).length;
    assert.equal(a.diagnostics.filter((d) => /^mistake/.test(d.message)).length, marked);
    assert.ok(marked >= 1, '6 5 -> 2 3 5 gives the win away');
    const again = PlayGame.restore(kayles(), g.snapshot())!;
    assert.deepEqual(again.heaps, g.heaps);
    const pins = new PlayGame(kayles(), B(5)).view({
      verdict: null,
      hint: null,
      notice: null,
      source: null,
      busy: false,
    }).components[0]!.controls!;
    assert.deepEqual(pins.choice!.options, [' 1 pin', ' 2 pins']);
    assert.deepEqual(
      pins.groups[0]!.pieces[1]!.plays.map((p) => [p.label, p.intent]),
      [
        ['Take pin 2 of heap 1, leaving 1 and 3', { kind: 'act', act: 'knock', args: ['0', '1', '1'] }],
        ['Take pins 2 to 3 of heap 1, leaving 1 and 2', { kind: 'act', act: 'knock', args: ['0', '2', '1'] }],
      ],
    );
    assert.equal(
      g.view({ verdict: null, hint: null, notice: null, source: null, busy: false }).rulesSentence,
      'Take 1 or 2 neighbouring pins: a whole row of that many, from an end of a row or from the middle of a row, which breaks it in two. Taking the last pin wins.',
    );
  });
});

describe('play: the list of moves, for splits without taking and three-way breaks', () => {
  const code = (text: string): Rules => {
    const r = parseRulesLine(text);
    assert.ok(r.ok, text);
    return r.rules;
  };
  const viewOf = (g: PlayGame) => g.view({ verdict: null, hint: null, notice: null, source: null, busy: false });

  it("Grundy's game and a three-way break list every move; pins stay where every move is a pin click", () => {
    const grundy = new PlayGame(code('grundy'), B(7, 4));
    const c = viewOf(grundy).components[0]!;
    assert.equal(c.controls, null);
    assert.deepEqual(
      c.choices!.moves.map((m) => m.text),
      [
        'split heap 1 into 1 and 6',
        'split heap 1 into 2 and 5',
        'split heap 1 into 3 and 4',
        'split heap 2 into 1 and 3',
      ],
    );
    assert.equal(c.choices!.more, 0);
    assert.equal(c.position, '7 4');
    const three = new PlayGame(code('take-and-break 0.8'), B(5));
    const moves = viewOf(three).components[0]!.choices!.moves;
    // Take 1 and leave exactly three heaps: 4 = 1 + 1 + 2.
    assert.deepEqual(
      moves.map((m) => m.toText),
      ['1 1 2'],
    );
    assert.equal(viewOf(new PlayGame(code('kayles'), B(5))).components[0]!.choices, null);
    assert.equal(viewOf(new PlayGame(code('nim'), B(5))).components[0]!.choices, null);
  });

  it('plays the move chosen, checked against the list made again; refuses a mismatch and a game without a list', () => {
    const g = new PlayGame(code('grundy'), B(7));
    assert.match((g.attempt(chooseIntent(0, ['2', '5'])) as { reason: string }).reason, /not in the list/);
    assert.match((g.attempt(chooseIntent(7, ['1', '6'])) as { reason: string }).reason, /not in the list/);
    assert.ok(g.attempt(chooseIntent(2, ['3', '4'])).ok);
    assert.deepEqual(g.heaps, B(3, 4));
    assert.equal(viewOf(g).history[0]!.text, 'split heap 1 into 3 and 4');
    const nimGame = new PlayGame(code('nim'), B(5));
    assert.match(
      (nimGame.attempt(chooseIntent(0, ['4'])) as { reason: string }).reason,
      /choose a move with the heaps' controls/,
    );
    // In a sum, the list is the part's, and the move is lifted to the sum.
    const sum = new PlayGame(code('nim + grundy'), encodeParts([[1n], [5n]]));
    const parts = viewOf(sum).components;
    assert.equal(parts[0]!.choices, null);
    assert.deepEqual(
      parts[1]!.choices!.moves.map((m) => m.toText),
      ['1 4', '2 3'],
    );
    assert.ok(sum.attempt(chooseIntent(1, ['2', '3']), 1).ok);
    assert.deepEqual(sum.heaps, encodeParts([[1n], [2n, 3n]]));
  });

  it('a huge heap lists the first moves and counts the others up to a bound', () => {
    const g = new PlayGame(code('grundy'), B(1_000_000));
    const choices = viewOf(g).components[0]!.choices!;
    assert.equal(choices.moves.length, MAX_CHOICES);
    assert.equal(choices.more, 1_000);
    assert.equal(choices.moves[0]!.toText, '1 999999');
  });

  it('a row or a grid keeps its form through the state a reload restores, and records in it', () => {
    const styleOf = (rules: string, text: string) => {
      const read = parseRulesLine(rules);
      assert.ok(read.ok);
      const st = parseLine(text, 0, { parts: [], forms: ownTextParts(read.rules.game) }).statement;
      assert.equal(st?.kind, 'position');
      return st?.kind === 'position' ? st.items[0]!.position.style : null;
    };
    const restored = parsePlayStyle(JSON.parse(JSON.stringify(styleOf('mock turtles', 'THHTH'))));
    assert.deepEqual(restored.own, { form: 'coins', written: 'word', length: 5, lower: false, row: true });
    const mock = new PlayGame(code('mock turtles'), B(2, 3, 5), undefined, restored);
    assert.equal(formatPosition(B(1, 2, 3, 4), mock.recordStyle), 'HHHHT');
    // A style without its form (forged, or from before): the row by its heads, never bare numbers.
    const plain = new PlayGame(
      code('mock turtles'),
      B(2, 3, 5),
      undefined,
      parsePlayStyle({ open: '', close: '', separator: ' ', underscores: false }),
    );
    assert.equal(formatPosition(B(1, 2, 3, 4), plain.recordStyle), 'heads 1 2 3 4');
    // A forged word (a length that is no length) is not written: the row by its heads.
    const forged = new PlayGame(
      code('mock turtles'),
      B(2, 3, 5),
      undefined,
      parsePlayStyle({
        open: '',
        close: '',
        separator: ' ',
        underscores: false,
        own: { form: 'coins', written: 'word', length: -1, lower: 1 },
      }),
    );
    assert.equal(formatPosition(B(1, 2, 3, 4), forged.recordStyle), 'heads 1 2 3 4');
    // A word too short for the heads a game can reach falls back to heads too.
    const short = new PlayGame(
      code('mock turtles'),
      B(2, 3, 9),
      undefined,
      parsePlayStyle(JSON.parse(JSON.stringify(styleOf('mock turtles', 'THHTH')))),
    );
    assert.equal(formatPosition(B(1, 9), short.recordStyle), 'heads 1 9');
    const corners = new PlayGame(
      code('corners'),
      B(2, 3),
      undefined,
      parsePlayStyle(JSON.parse(JSON.stringify(styleOf('corners', '(2,3)')))),
    );
    assert.equal(formatPosition(B(0, 0, 0, 3, 2, 0), corners.recordStyle), '(0,0) (0,3) (2,0)');
    // A forged grid style writes what a line would write, not what the state says.
    const forgedGrid = new PlayGame(
      code('corners'),
      B(2, 3),
      undefined,
      parsePlayStyle({
        open: '',
        close: '',
        separator: ' ',
        underscores: false,
        own: { form: 'grid', open: 'x', close: '))', separator: ';', between: '+' },
      }),
    );
    assert.equal(formatPosition(B(0, 0, 2, 3), forgedGrid.recordStyle), '(0, 0) (2, 3)');
  });

  it('the choice message is validated as untrusted input', () => {
    assert.deepEqual(parseToHost({ type: 'intent', intent: { kind: 'choose', index: 2, to: ['3', '4'] }, part: 1 }), {
      type: 'intent',
      intent: { kind: 'choose', index: 2, to: ['3', '4'] },
      part: 1,
    });
    for (const bad of [
      { type: 'intent', intent: { kind: 'choose', index: -1, to: [] } },
      { type: 'intent', intent: { kind: 'choose', index: MAX_CHOICES + 1, to: [] } },
      { type: 'intent', intent: { kind: 'choose', index: 0, to: '3 4' } },
      { type: 'intent', intent: { kind: 'choose', index: 0, to: [3, 4] } },
      { type: 'intent', intent: { kind: 'choose', index: 0, to: ['-3'] } },
      { type: 'intent', intent: { kind: 'choose', index: 0, to: [] }, part: -1 },
    ])
      assert.equal(parseToHost(bad), null, JSON.stringify(bad));
  });
});

describe('play: messages from the webview are untrusted', () => {
  it('accepts well-formed intents only', () => {
    assert.deepEqual(parseToHost({ type: 'intent', intent: { kind: 'act', act: 'take', args: ['1', '3'] } }), {
      type: 'intent',
      intent: { kind: 'act', act: 'take', args: ['1', '3'] },
    });
    assert.deepEqual(parseToHost({ type: 'ready', extra: 1 }), { type: 'ready' });
    assert.deepEqual(parseToHost({ type: 'intent', intent: { kind: 'act', act: 'knock', args: ['0', '2', '3'] } }), {
      type: 'intent',
      intent: { kind: 'act', act: 'knock', args: ['0', '2', '3'] },
    });
    assert.deepEqual(parseToHost({ type: 'replayFrom', index: 4 }), { type: 'replayFrom', index: 4 });
    for (const bad of [
      { type: 'replayFrom' },
      { type: 'replayFrom', index: -1 },
      { type: 'replayFrom', index: 1.5 },
      { type: 'replayFrom', index: '2' },
    ])
      assert.equal(parseToHost(bad), null);
    for (const bad of [
      { type: 'intent', intent: { kind: 'pins', heap: 0, amount: '2' } },
      { type: 'intent', intent: { kind: 'pins', heap: 0, amount: '2', left: '1' } },
      { type: 'intent', intent: { kind: 'act', act: 'knock', args: ['0', 2, '1'] } },
      { type: 'intent', intent: { kind: 'act', act: 'knock', args: { 0: '0' } } },
    ]) {
      assert.equal(parseToHost(bad), null, JSON.stringify(bad));
    }
    for (const bad of [
      null,
      'move',
      42,
      {},
      { type: 'intent', intent: { kind: 'act', act: 'take', args: [-1, '1'] } },
      { type: 'intent', intent: { kind: 'act', act: 'take', args: [0.5, '1'] } },
      { type: 'intent', intent: { kind: 'act', act: 'take ', args: ['0', '1'] } },
      { type: 'intent', intent: { kind: 'act', act: 'take', args: ['0', '1\r'] } },
      { type: 'intent', intent: { kind: 'act', act: 'take', args: null } },
      { type: 'intent', intent: { kind: 'take', heap: 0, amount: '1' } },
      { type: 'options', mode: 'chess', randomShare: 0, youStart: true },
      { type: 'options', mode: 'computer', randomShare: 101, youStart: true },
      { type: 'eval', code: 'x' },
      { type: '__proto__' },
    ]) {
      assert.equal(parseToHost(bad), null, JSON.stringify(bad));
    }
  });
});

describe('play: sums of games, a move in one part', () => {
  const sumRules: Rules = {
    game: {
      kind: 'sum',
      components: [{ kind: 'nim' }, octalGame([7, 7]), { kind: 'wythoff', diagonal: null }],
    },
    misere: false,
  };
  /** `3 4 + 7 + (3, 5)` as the solver reads it. */
  const start = encodeParts([B(3, 4), B(7), B(3, 5)]);
  const noExtra = { verdict: null, hint: null, notice: null, source: null, busy: false };
  const partsOf = (heaps: readonly bigint[]) => decodeParts(heaps)!.parts.map((p) => p.map(String));

  it('shows each part with its name, rules, heaps, controls and Grundy value, and writes the position as a sum', () => {
    const g = new PlayGame(sumRules, start);
    const v = g.view(noExtra);
    assert.equal(v.sum, true);
    assert.equal(v.position, '3 4 + 7 + (3, 5)');
    assert.equal(v.title, 'nim + Kayles + wythoff (nim + octal 0.77 + wythoff)');
    assert.match(v.rulesSentence, /^A move is made in one part, by that part's rules\. Making the last move wins\.$/);
    assert.deepEqual(v.heaps, start.map(String), 'the vector, as the solver reads it');
    // Each part's controls are its game's: heaps of tokens, rows of pins, Wythoff's both heaps.
    assert.deepEqual(
      v.components.map((c) => [
        c.controls!.groups.map((g) => `${g.shape} ${g.card!.heading}: ${g.pieces.length}`),
        c.controls!.choice?.options ?? null,
        c.controls!.typed.map((m) => m.act),
      ]),
      [
        [['stack Heap 1: 3', 'stack Heap 2: 4'], null, []],
        [['pin row Heap 1: 7'], [' 1 pin', ' 2 pins'], []],
        [['stack Heap 1: 3', 'stack Heap 2: 5'], null, ['both']],
      ],
    );
    assert.equal(v.components[2]!.controls!.groups[0]!.label, 'Heap 1 in part 3: 3 tokens');
    assert.deepEqual(
      v.components.map(({ controls: _, ...c }) => ({ ...c, rulesSentence: c.rulesSentence.slice(0, 20) })),
      [
        {
          name: 'nim',
          rulesText: 'nim',
          rulesSentence: 'Take any number of t',
          heaps: ['3', '4'],
          grundy: '7',
          position: '3 4',
          choices: null,
        },
        {
          name: 'Kayles',
          rulesText: 'octal 0.77',
          rulesSentence: 'Take 1 or 2 neighbou',
          heaps: ['7'],
          grundy: '2',
          position: '7',
          choices: null,
        },
        {
          name: 'wythoff',
          rulesText: 'wythoff',
          rulesSentence: 'Take any number of t',
          heaps: ['3', '5'],
          grundy: '0',
          position: '(3, 5)',
          choices: null,
        },
      ],
    );
    // A game on its own is one component: its heaps, its controls, its value.
    const one = new PlayGame(nim(), B(3, 4, 5)).view(noExtra);
    assert.equal(one.sum, false);
    assert.equal(one.position, '3 4 5');
    assert.deepEqual(
      one.components[0]!.controls!.groups.map((g) => g.label),
      ['Heap 1: 3 tokens', 'Heap 2: 4 tokens', 'Heap 3: 5 tokens'],
    );
    assert.deepEqual(
      one.components.map(({ controls: _, ...c }) => c),
      [
        {
          name: 'nim',
          rulesText: 'nim',
          rulesSentence: 'Take any number of tokens from one heap. Taking the last token wins.',
          heaps: ['3', '4', '5'],
          grundy: '2',
          position: '3 4 5',
          choices: null,
        },
      ],
    );
  });

  it('refuses a move that names no part, a part that is not there, or an illegal move, naming the part', () => {
    const g = new PlayGame(sumRules, start);
    const reason = (a: ReturnType<PlayGame['attempt']>) => (a.ok ? 'played' : a.reason);
    assert.equal(
      reason(g.attempt(takeIntent(0, 1n, false))),
      'in a sum of games a move is made in one part: say which',
    );
    assert.equal(reason(g.attempt(takeIntent(0, 1n, false), 3)), 'there is no part 4: this sum has 3 parts');
    assert.equal(reason(g.attempt(takeIntent(0, 4n, false), 0)), 'in part 1 (nim): heap 1 has only 3 tokens');
    assert.equal(reason(g.attempt(takeIntent(2, 1n, false), 0)), 'in part 1 (nim): there is no heap 3');
    assert.equal(reason(g.attempt(takeIntent(0, 1n, true), 0)), 'in part 1 (nim): this game has no move of that kind');
    assert.equal(reason(g.attempt(takeIntent(0, 4n, true), 2)), 'in part 3 (wythoff): heap 1 has only 3 tokens');
    assert.equal(reason(g.attempt(pinsIntent(0, 1n, 0n), 0)), 'in part 1 (nim): this game has no move of that kind');
    assert.match(
      reason(g.attempt(pinsIntent(0, 3n, 0n), 1)),
      /^in part 2 \(Kayles\): octal 0\.77 does not allow taking 3/,
    );
    assert.match(reason(g.attempt(pinsIntent(0, 2n, 6n), 1)), /^in part 2 \(Kayles\): heap 1 has only 7 pins/);
    assert.equal(
      reason(g.attempt({ kind: 'act', act: 'take', args: ['0', '1'] }, 7)),
      'there is no part 8: this sum has 3 parts',
    );
    const single = new PlayGame(nim(), B(3, 4, 5));
    assert.equal(reason(single.attempt(takeIntent(0, 1n, false), 1)), 'there is no part 2: nim is one game');
    assert.ok(single.attempt(takeIntent(0, 1n, false), 0).ok, 'part 0 of a game on its own is the game');
    assert.deepEqual(g.heaps, start, 'nothing was played');
  });

  it('plays a game out against the computer: moves in every part, perfect replies, a record written as sums', () => {
    const g = new PlayGame(sumRules, start, { mode: 'computer', randomShare: 0, youStart: true });
    const solver = solverFor(sumRules);
    const notices: string[] = [];
    let wins = 0;
    const reply = () => {
      const before = g.heaps;
      const win = solver.solve(before).outcome === 'win';
      if (win) wins++;
      const move = g.computerMove()!;
      assert.ok(move.part, 'a move of a sum says its part');
      notices.push(computerMoveNotice(move, g.panelStyle));
      if (win)
        assert.equal(solver.solve(g.heaps).outcome, 'loss', `the computer keeps the win from ${before.join(' ')}`);
    };
    // Wythoff's move from both heaps, in its part only.
    assert.ok(g.attempt({ kind: 'act', act: 'both', args: ['1'] }, 2).ok);
    assert.deepEqual(partsOf(g.heaps), [['3', '4'], ['7'], ['2', '4']]);
    assert.equal(g.view(noExtra).history[0]!.text, 'take 1 from both heaps in part 3 (wythoff)');
    assert.equal(g.view(noExtra).history[0]!.toText, '3 4 + 7 + (2, 4)');
    reply();
    // A Kayles break: the middle pin of its longest row.
    const rows = decodeParts(g.heaps)!.parts[1]!;
    const longest = rows.reduce((best, h, i) => (h > rows[best]! ? i : best), 0);
    const size = rows[longest]!;
    assert.ok(size >= 3n, `a row to break in ${partsOf(g.heaps)[1]!.join(' ')}`);
    const left = (size - 1n) / 2n;
    assert.ok(g.attempt({ kind: 'act', act: 'knock', args: [String(longest), '1', String(String(left))] }, 1).ok);
    const broken = g.view(noExtra).history[2]!;
    assert.ok(broken.text.includes(' in part 2 (Kayles)') && broken.text.includes(', leaving '), broken.text);
    reply();
    // Then the person takes one token wherever there is one, nim first, and the computer wins.
    const personParts = new Set([2, 1]);
    while (!g.isOver) {
      if (g.toMove === 'computer') {
        reply();
        continue;
      }
      const parts = decodeParts(g.heaps)!.parts;
      const played =
        parts[0]!.some((h, i) => h > 0n && g.attempt(takeIntent(i, 1n, false), 0).ok && personParts.add(0)) ||
        parts[2]!.some((h, i) => h > 0n && g.attempt(takeIntent(i, 1n, false), 2).ok && personParts.add(2)) ||
        parts[1]!.some((h, i) => h > 0n && g.attempt(pinsIntent(i, 1n, 0n), 1).ok && personParts.add(1));
      assert.ok(played, `a move from ${g.view(noExtra).position}`);
    }
    assert.deepEqual([...personParts].sort(), [0, 1, 2], 'the person moved in every part');
    assert.ok(wins >= 2, `the computer replied to ${wins} wins`);
    assert.equal(g.winner, 'computer');
    const view = g.view(noExtra);
    assert.match(view.over!.text, /^You took the last (token|pin): The computer wins\.$|^The computer took the last/);
    for (const m of view.history) assert.match(m.toText, /^[0-9 ]* \+ [0-9 ]* \+ \(\d+, \d+\)$/, m.toText);
    for (const n of notices)
      assert.match(n, /^The computer played: .* in part \d \(.*\).* → .* \+ .* \+ \(\d+, \d+\)\.$/);
    assert.ok(view.history.some((m) => / in part 1 \(nim\)$/.test(m.text)));
    // The review writes positions as sums; so does the record, which passes the worksheet's checks.
    assert.ok(view.review!.length >= 1, 'the person gave the win away');
    for (const r of view.review!) {
      assert.match(r.position, /^[0-9 ]* \+ [0-9 ]* \+ \(\d+, \d+\)$/);
      assert.match(r.played, / in part \d \(.*\).* → [0-9 ]* \+ [0-9 ]* \+ \(\d+, \d+\)$/);
    }
    const record = g.record();
    assert.ok(record.startsWith('3 4 + 7 + (3, 5) -> 3 4 + 7 + (2, 4) -> '), record);
    assert.equal(record.split(' -> ').length, g.moveCount + 1);
    const a = analyseText(`nim + kayles + wythoff\n${record}\n`);
    assert.deepEqual(
      a.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message),
      [],
    );
    assert.match(g.hintText(), /^No move is left\.$|^No hint/);
  });

  it('starts with the computer from a win and keeps it, and the hint names the part', () => {
    const g = new PlayGame(sumRules, start, { mode: 'computer', randomShare: 0, youStart: false });
    assert.match(
      new PlayGame(sumRules, start).hintText(),
      /^Hint: .* in part \d \(.*\).* → [0-9 ]* \+ .* \(a winning move\)$/,
    );
    const solver = solverFor(sumRules);
    const random = rng(11);
    while (!g.isOver) {
      if (g.toMove === 'computer') {
        const win = solver.solve(g.heaps).outcome === 'win';
        g.computerMove();
        if (win) assert.equal(solver.solve(g.heaps).outcome, 'loss');
        continue;
      }
      const moves = [...legalMoves(sumRules, g.heaps)];
      const m = moves[Math.floor(random() * moves.length)]!;
      assert.ok(checkMove(sumRules, g.heaps, m.result).legal);
      // The person's move, as the webview sends it: its part and the part's own heap.
      const local = m.part!.move;
      const intent =
        local.pieces === undefined
          ? g.attempt(takeIntent(local.heaps[0]!, local.amount, local.heaps.length > 1), m.part!.index)
          : g.attempt(pinsIntent(local.heaps[0]!, local.amount, local.pieces[0] ?? 0n), m.part!.index);
      assert.ok(intent.ok, `${moveText(m)} from ${g.view(noExtra).position}`);
    }
    assert.equal(g.winner, 'computer');
  });

  it('writes the record in the style of the source line', () => {
    const st = parseLine('3 4 + 7 + (3,5)', 0).statement!;
    assert.ok(st.kind === 'position');
    const g = new PlayGame(sumRules, start, undefined, st.items[0]!.position.style);
    g.attempt(takeIntent(0, 1n, true), 2);
    assert.equal(g.record(), '3 4 + 7 + (3,5) -> 3 4 + 7 + (2,4)');
    // So does the panel's history.
    assert.equal(g.view(noExtra).history[0]!.toText, '3 4 + 7 + (2,4)');
  });

  it('random moves are legal and spread over the parts, on small and on 40-digit heaps', () => {
    const big = 10n ** 39n + 5n;
    for (const position of [
      [B(5, 9), B(6, 4), B(4, 6)],
      [
        [big, 17n],
        [big, 3n],
        [big, big + 2n],
      ],
    ]) {
      const heaps = encodeParts(position);
      const g = new PlayGame(sumRules, heaps, { mode: 'two-players', randomShare: 100, youStart: true });
      const random = rng(5);
      const parts = new Set<number>();
      for (let k = 0; k < 12 && !g.isOver; k++) {
        const before = g.heaps;
        const move = g.computerMove(random)!;
        assert.ok(checkMove(sumRules, before, move.result).legal, `${before.join(' ')} -> ${move.result.join(' ')}`);
        parts.add(move.part!.index);
      }
      assert.ok(parts.size >= 2, `moves in ${[...parts].join(', ')}`);
    }
    assert.ok(estimateWork(sumRules, encodeParts([[big, 17n], [big], [big, big]])) >= 5000, 'not by listing');
  });

  it('restores a sum from its snapshot, and refuses a forged one', () => {
    const g = new PlayGame(sumRules, start, { mode: 'computer', randomShare: 0, youStart: true });
    g.attempt(pinsIntent(0, 1n, 3n), 1);
    g.computerMove();
    const kept = JSON.parse(JSON.stringify(g.snapshot())) as PlaySnapshot;
    assert.deepEqual(kept.start, ['2', '3', '4', '1', '7', '2', '3', '5']);
    const again = PlayGame.restore(sumRules, kept)!;
    assert.ok(again);
    assert.deepEqual(again.heaps, g.heaps);
    assert.deepEqual(again.view(noExtra), g.view(noExtra));
    assert.equal(again.record(), g.record());
    // The style kept by the webview, checked as untrusted input: a sum's parts survive the reload.
    const line = parseLine('3 4 + 7 + (3,5)', 0).statement!;
    assert.ok(line.kind === 'position');
    const style = parsePlayStyle(JSON.parse(JSON.stringify(line.items[0]!.position.style)));
    assert.deepEqual(style.parts?.join, ' + ');
    assert.ok(PlayGame.restore(sumRules, kept, style)!.record().startsWith('3 4 + 7 + (3,5) -> 3 4 + 3 3 + (3,5)'));
    for (const forged of [
      { ...kept, start: ['3', '4', '7', '3', '5'] },
      { ...kept, start: ['2', '3', '4', '1', '7'] },
      { ...kept, start: ['2', '3', '4', '1', '7', '3', '3', '5', '1'] },
      { ...kept, start: ['2', '3', '4', '0', '2', '3', '5'] },
      { ...kept, moves: [['2', '2', '4', '1', '6', '2', '3', '5']] },
    ])
      assert.equal(PlayGame.restore(sumRules, forged), null, JSON.stringify(forged.start));
    assert.equal(PlayGame.restore(wythoff(), { ...kept, start: ['3', '5', '1'], moves: [] }), null, 'two heaps');
  });

  it('keeps the style of an untrusted state only where it is well-formed', () => {
    const plain = { open: '', close: '', separator: ' ', underscores: false };
    assert.deepEqual(parsePlayStyle(null), plain);
    assert.deepEqual(parsePlayStyle({ open: '(', close: ')', separator: ', ', underscores: false }), {
      open: '(',
      close: ')',
      separator: ', ',
      underscores: false,
    });
    assert.deepEqual(parsePlayStyle({ open: '<script>', close: ')', separator: ', ', underscores: false }), plain);
    const sum = {
      ...plain,
      parts: { styles: [plain, { ...plain, open: '(', close: ')', separator: ',' }], join: ' + ' },
    };
    assert.deepEqual(parsePlayStyle(sum), sum);
    assert.deepEqual(parsePlayStyle({ ...sum, parts: { ...sum.parts, join: ' - ' } }), plain);
    assert.deepEqual(parsePlayStyle({ ...sum, parts: { styles: 'x', join: ' + ' } }), plain);
    assert.deepEqual(parsePlayStyle({ ...sum, parts: { styles: [{ open: 'x' }], join: ' + ' } }), {
      ...plain,
      parts: { styles: [plain], join: ' + ' },
    });
    // A part is never a sum itself.
    assert.deepEqual(parsePlayStyle({ ...plain, parts: { styles: [sum], join: '+' } }), {
      ...plain,
      parts: { styles: [plain], join: '+' },
    });
  });

  it('accepts a part in move and break messages only as a whole number', () => {
    assert.deepEqual(parseToHost({ type: 'intent', intent: { kind: 'act', act: 'both', args: ['3'] }, part: 2 }), {
      type: 'intent',
      intent: { kind: 'act', act: 'both', args: ['3'] },
      part: 2,
    });
    assert.deepEqual(
      parseToHost({ type: 'intent', intent: { kind: 'act', act: 'knock', args: ['0', '1', '3'] }, part: 1 }),
      { type: 'intent', intent: { kind: 'act', act: 'knock', args: ['0', '1', '3'] }, part: 1 },
    );
    for (const part of [-1, 1.5, '1', null, 10_001, true])
      for (const m of [
        { type: 'intent', intent: { kind: 'act', act: 'take', args: ['0', '1'] }, part: part },
        { type: 'intent', intent: { kind: 'act', act: 'knock', args: ['0', '1', '0'] }, part: part },
      ])
        assert.equal(parseToHost(m), null, JSON.stringify(m));
  });
});

describe('play: direct controls for coins, stairs and Euclid’s game', () => {
  const code = (text: string): Rules => {
    const r = parseRulesLine(text);
    assert.ok(r.ok, text);
    return r.rules;
  };
  const viewOf = (g: PlayGame) => g.view({ verdict: null, hint: null, notice: null, source: null, busy: false });
  const reason = (a: unknown) => (a as { reason: string }).reason;

  it('a row: the view says what a move turns; turning coins plays the move or says why not', () => {
    const style = parseLine('THHTH', 0).statement;
    const st = style?.kind === 'position' ? style.items[0]!.position.style : undefined;
    const g = new PlayGame(code('turning turtles'), B(2, 3, 5), undefined, st);
    const row = viewOf(g).components[0]!.controls!;
    assert.deepEqual(
      row.groups[0]!.pieces.map((p) => [p.id, p.text, p.look, p.key]),
      [
        ['coin-1', 'T', 'tails', '1'],
        ['coin-2', 'H', 'heads', '2'],
        ['coin-3', 'H', 'heads', '3'],
        ['coin-4', 'T', 'tails', '4'],
        ['coin-5', 'H', 'heads', '5'],
      ],
    );
    assert.deepEqual(row.groups[0]!.pick, { into: 'turn-coins', mode: 'toggle', most: 2 });
    assert.deepEqual(
      row.typed.map((m) => [m.id, m.act, m.args, m.fields.map((f) => f.id)]),
      [['turn', 'turn', [], ['turn-coins']]],
    );
    assert.match(reason(g.attempt(turnIntent(['4']))), /coin 4 shows tails/);
    assert.match(reason(g.attempt(turnIntent(['5', '4', '1']))), /Turning Turtles turns over one or two/);
    assert.match(reason(g.attempt(turnIntent(['5', '5']))), /coin 5 is named twice/);
    assert.match(reason(g.attempt(turnIntent(['0']))), /no coin 0/);
    assert.match(reason(g.attempt(turnIntent(['5 x']))), /write the coins to turn over as numbers/);
    assert.match(reason(g.attempt(turnIntent(['1-20000']))), /write the coins to turn over as numbers/);
    const played = g.attempt(turnIntent(['5', '1']));
    assert.ok(played.ok);
    assert.deepEqual(g.heaps, B(1, 2, 3));
    assert.equal(viewOf(g).history[0]!.text, moveText((played as { move: Parameters<typeof moveText>[0] }).move));
    // Every legal move of small rows is one turn of the coins it changes, for each rule.
    for (const rules of ['turning turtles', 'mock turtles', 'ruler'])
      for (const start of [B(1, 4, 6), B(3), B(2, 5, 7, 8)]) {
        for (const m of legalMoves(code(rules), start)) {
          const game = new PlayGame(code(rules), start);
          const changed = [...new Set([...start, ...m.result])].filter(
            (c) => start.includes(c) !== m.result.includes(c),
          );
          const a = game.attempt(turnIntent(changed.map(String)));
          assert.ok(a.ok, `${rules} ${start.join(' ')}: ${changed.join(' ')}`);
          assert.deepEqual(game.heaps, m.result);
        }
      }
    // Ruler's run, and a long row that is typed only.
    assert.match(
      reason(new PlayGame(code('ruler'), B(4, 6)).attempt(turnIntent(['6', '4']))),
      /not a run of neighbours/,
    );
    const long = new PlayGame(code('mock turtles'), B(3, 100));
    const d = viewOf(long).components[0]!.controls!;
    assert.deepEqual(d.groups, [], 'a row of 100 coins is typed only');
    assert.equal(d.typed[0]!.act, 'turn');
    assert.ok(long.attempt(turnIntent(['100', '99', '7'])).ok);
    assert.deepEqual(long.heaps, B(3, 7, 99));
  });

  it('a grid: the far corner and the near corner turn the four corners', () => {
    const g = new PlayGame(code('corners'), B(1, 2, 2, 3));
    const grid = viewOf(g).components[0]!.controls!.groups[0]!;
    assert.equal(grid.columns, 4);
    assert.equal(grid.pieces.filter((p) => p.look !== 'axis').length, 12);
    assert.deepEqual(
      grid.pieces.filter((p) => p.look === 'heads').map((p) => [p.id, p.key]),
      [
        ['cell-2-3', '2,3'],
        ['cell-1-2', '1,2'],
      ],
    );
    assert.deepEqual(grid.pick, { into: 'corners', mode: 'toggle', most: 2 });
    assert.match(reason(g.attempt(turnIntent(['0,0', '0,3', '2,0']))), /write two opposite corners/);
    assert.match(reason(g.attempt(turnIntent(['1,1', '1,2', '2,1', '2,2']))), /\(2, 2\) shows tails/);
    assert.match(reason(g.attempt(turnIntent(['2,3', '2,3', '0,0', '0,3']))), /named twice/);
    assert.match(reason(g.attempt(turnIntent(['2']))), /write two opposite corners/);
    // Two opposite corners, in either order, stand for the four.
    assert.ok(new PlayGame(code('corners'), B(1, 2, 2, 3)).attempt(turnIntent(['0,0', '(2, 3)'])).ok);
    for (const m of legalMoves(code('corners'), B(1, 2, 2, 3))) {
      const game = new PlayGame(code('corners'), B(1, 2, 2, 3));
      const key = (h: readonly bigint[]) => {
        const out: string[] = [];
        for (let i = 0; i + 1 < h.length; i += 2) out.push(`${h[i]},${h[i + 1]}`);
        return out;
      };
      const [before, after] = [key(B(1, 2, 2, 3)), key(m.result)];
      const changed = [...new Set([...before, ...after])].filter((c) => before.includes(c) !== after.includes(c));
      assert.ok(game.attempt(turnIntent(changed)).ok, changed.join(' '));
      assert.deepEqual(game.heaps, m.result);
    }
    const big = new PlayGame(code('corners'), B(1, 2, 40, 3));
    assert.deepEqual(viewOf(big).components[0]!.controls!.groups, [], 'a grid 41 wide is typed only');
  });

  it('stairs: coins taken from a stair go down one stair, from stair 1 off the stairs', () => {
    const g = new PlayGame(code('staircase'), B(3, 0, 5, 2));
    const stairs = viewOf(g).components[0]!.controls!;
    assert.deepEqual(
      stairs.groups.map((s) => s.card!.heading),
      ['Stair 1', 'Stair 2', 'Stair 3', 'Stair 4'],
    );
    assert.deepEqual(
      stairs.groups[0]!.pieces.map((p) => [p.plays[0]!.label, p.plays[0]!.intent]),
      [
        ['Move 1 coin from stair 1 off the stairs', { kind: 'act', act: 'take', args: ['0', '1'] }],
        ['Move 2 coins from stair 1 off the stairs', { kind: 'act', act: 'take', args: ['0', '2'] }],
        ['Move 3 coins from stair 1 off the stairs', { kind: 'act', act: 'take', args: ['0', '3'] }],
      ],
    );
    assert.equal(stairs.groups[2]!.pieces[1]!.plays[0]!.label, 'Move 2 coins from stair 3 to stair 2');
    assert.deepEqual(g.attempt(takeIntent(2, 6n, false)), { ok: false, reason: 'stair 3 has only 5 coins' });
    assert.deepEqual(g.attempt(takeIntent(7, 1n, false)), { ok: false, reason: 'there is no stair 8' });
    assert.deepEqual(g.attempt(takeIntent(0, 0n, false)), { ok: false, reason: 'move at least one coin' });
    assert.ok(g.attempt(takeIntent(2, 2n, false)).ok);
    assert.deepEqual(g.heaps, B(3, 2, 3, 2));
    const h = new PlayGame(code('staircase'), B(3, 0, 5, 2));
    assert.ok(h.attempt(takeIntent(0, 3n, false)).ok);
    assert.deepEqual(h.heaps, B(0, 0, 5, 2));
  });

  it('Euclid: the multiples of the smaller number, subtracted from the larger', () => {
    const g = new PlayGame(code('euclid'), B(8, 21));
    const multiples = viewOf(g).components[0]!.controls!;
    assert.deepEqual(
      multiples.groups[0]!.pieces.map((p) => [p.text, p.plays[0]!.intent]),
      [
        ['1 × 8', { kind: 'act', act: 'multiple', args: ['1'] }],
        ['2 × 8', { kind: 'act', act: 'multiple', args: ['2'] }],
      ],
    );
    assert.deepEqual(multiples.typed, [], 'two multiples are buttons only');
    assert.match(reason(g.attempt({ kind: 'act', act: 'multiple', args: ['3'] })), /heap 2 has only 21 tokens/);
    assert.match(reason(g.attempt({ kind: 'act', act: 'multiple', args: ['two'] })), /whole number/);
    assert.match(reason(g.attempt(takeIntent(1, 5n, false))), /not a multiple of 8/);
    assert.match(reason(g.attempt(takeIntent(0, 8n, false))), /smaller number/);
    assert.ok(g.attempt(takeIntent(1, 16n, false)).ok);
    assert.deepEqual(g.heaps, B(8, 5));
    const equal = new PlayGame(code('euclid'), B(4, 4));
    assert.deepEqual(
      viewOf(equal).components[0]!.controls!.groups[0]!.pieces.map((p) => p.text),
      ['1 × 4'],
    );
    assert.ok(equal.attempt({ kind: 'act', act: 'multiple', args: ['1'] }).ok);
    assert.deepEqual(equal.heaps, B(0, 4));
    // Numbers of any size.
    const huge = 10n ** 40n;
    const e = new PlayGame(code('euclid'), [huge + 3n, 10n ** 20n]);
    const d = viewOf(e).components[0]!.controls!;
    assert.equal(d.groups[0]!.pieces.length, 12);
    assert.equal(d.typed[0]!.act, 'multiple');
    assert.equal(d.typed[0]!.fields[0]!.size, 12);
    assert.ok(e.attempt(takeIntent(0, 7n * 10n ** 20n, false)).ok);
  });

  it('in a sum, a turn is made in the part it names', () => {
    const sum = new PlayGame(code('mock turtles + kayles'), encodeParts([[2n, 5n], [3n]]));
    assert.match(reason(sum.attempt(turnIntent(['5']))), /say which/);
    assert.match(reason(sum.attempt(turnIntent(['5']), 1)), /no move of that kind/);
    assert.ok(sum.attempt(turnIntent(['5', '1']), 0).ok);
    assert.deepEqual(sum.heaps, encodeParts([[1n, 2n], [3n]]));
  });

  it('turn messages are validated as untrusted input', () => {
    assert.deepEqual(parseToHost({ type: 'intent', intent: { kind: 'act', act: 'turn', args: ['5', '1'] } }), {
      type: 'intent',
      intent: { kind: 'act', act: 'turn', args: ['5', '1'] },
    });
    assert.deepEqual(parseToHost({ type: 'intent', intent: { kind: 'act', act: 'turn', args: ['1,2'] }, part: 1 }), {
      type: 'intent',
      intent: { kind: 'act', act: 'turn', args: ['1,2'] },
      part: 1,
    });
    for (const bad of [
      { type: 'intent', intent: { kind: 'act', act: 'Turn', args: ['1'] } },
      { type: 'intent', intent: { kind: 'act', act: 'x'.repeat(21), args: ['1'] } },
      { type: 'intent', intent: { kind: 'act', act: 'turn', args: ['1\u0000'] } },
      { type: 'intent', intent: { kind: 'act', act: 'turn', args: ['1'.repeat(1_000_001)] } },
      {
        type: 'intent',
        intent: { kind: 'act', act: 'turn', args: Array.from({ length: 5 }, () => '1'.repeat(900_000)) },
      },
      { type: 'intent', intent: { kind: 'act', act: 'turn', args: Array.from({ length: 100_002 }, () => '1') } },
      { type: 'intent', intent: { kind: 'act', act: 'turn', args: [5] } },
      { type: 'intent', intent: { kind: 'act', act: 'turn', args: '5' } },
      { type: 'intent', intent: { kind: 'act', act: 'turn', args: ['1'] }, part: -1 },
      { type: 'intent', intent: { kind: 'turn', coins: Array.from({ length: 10_001 }, () => '1') } },
      // A sparse array (structured clone keeps holes; `every` would skip them).
      // eslint-disable-next-line no-sparse-arrays
      { type: 'intent', intent: { kind: 'act', act: 'turn', args: [, '5'] } },
      // eslint-disable-next-line no-sparse-arrays
      { type: 'intent', intent: { kind: 'choose', index: 0, to: [, '5'] } },
    ])
      assert.equal(parseToHost(bad), null, JSON.stringify(bad).slice(0, 80));
  });
});

describe("the play panel: Moore's Nim and Fibonacci Nim", () => {
  const two = { mode: 'two-players', randomShare: 0, youStart: true } as const;
  const reason = (a: ReturnType<PlayGame['attempt']>) => (a.ok ? 'played' : a.reason);

  it("Moore's Nim takes an amount from each heap in one move, refuses more than K heaps, and records it", () => {
    const rules: Rules = { game: { kind: 'moore', k: 2n }, misere: false };
    const g = new PlayGame(rules, B(3, 5, 6), two);
    const message = parseToHost({ type: 'intent', intent: { kind: 'act', act: 'amounts', args: ['1', '1', '1'] } });
    assert.ok(message && message.type === 'intent');
    const refused = g.attempt(message.intent, message.part);
    assert.equal(refused.ok, false);
    assert.match(!refused.ok ? refused.reason : '', /at most 2 heaps/);
    const played = g.attempt({ kind: 'act', act: 'amounts', args: ['0', '2', '3'] });
    assert.ok(played.ok);
    assert.deepEqual(g.heaps, B(3, 3, 3));
    assert.equal(g.record(), '3 5 6 -> 3 3 3');
    // What the fields hold is the game's to read.
    assert.match(reason(g.attempt({ kind: 'act', act: 'amounts', args: ['1', '-1', ''] })), /whole number/);
    assert.match(reason(g.attempt({ kind: 'act', act: 'amounts', args: [] })), /an amount for each of the 3 heaps/);
    const view = g.view({ verdict: null, hint: null, notice: null, source: null, busy: false });
    const moore = view.components[0]!.controls!;
    assert.equal(moore.how, 'Amounts to take, 0 for a heap left alone (at most 2 heaps):');
    assert.deepEqual(
      moore.typed.map((m) => [m.act, m.stacked, m.fields.map((f) => [f.id, f.lead, f.value])]),
      [
        [
          'amounts',
          true,
          [
            ['several-0', 'Heap 1 (3): ', '0'],
            ['several-1', 'Heap 2 (3): ', '0'],
            ['several-2', 'Heap 3 (3): ', '0'],
          ],
        ],
      ],
    );
  });

  it('Fibonacci Nim takes one amount up to the limit, and writes the limit in the panel and the record', () => {
    const parsed = parseLine('20', 1);
    assert.ok(parsed.statement?.kind === 'position');
    const style = parsed.statement.items[0]!.position.style;
    const rules: Rules = { game: { kind: 'fibonacci' }, misere: false };
    const g = new PlayGame(rules, B(20), two, style);
    assert.equal(g.attempt({ kind: 'act', act: 'take', args: ['0', '20'] }).ok, false);
    assert.ok(g.attempt({ kind: 'act', act: 'take', args: ['0', '3'] }).ok);
    assert.deepEqual(g.heaps, B(17, 6));
    const view = g.view({ verdict: null, hint: null, notice: null, source: null, busy: false });
    assert.equal(view.position, '17 <= 6');
    const fibonacci = view.components[0]!.controls!;
    assert.equal(fibonacci.how, 'Heap of 17: this move may take 1 to 6.');
    assert.deepEqual(
      fibonacci.typed.map((m) => [m.act, m.args, m.fields.map((f) => f.id)]),
      [['take', ['0'], ['amount-0']]],
    );
    assert.equal(g.attempt({ kind: 'act', act: 'take', args: ['0', '7'] }).ok, false);
    assert.ok(g.attempt({ kind: 'act', act: 'take', args: ['0', '6'] }).ok);
    assert.equal(g.record(), '20 -> 17 <= 6 -> 11 <= 12');
    const a = analyseText(`fibonacci\n${g.record()}\n`);
    assert.deepEqual(
      a.diagnostics.filter((d) => d.severity === 'error'),
      [],
    );
  });
});

/** How lines are read under `hackenbush`: its form reads its own text. */
const HACKENBUSH_LINES = { parts: [null], forms: ownTextParts({ kind: 'hackenbush' }) };

describe('the play panel: Green Hackenbush', () => {
  const two = { mode: 'two-players', randomShare: 0, youStart: true } as const;

  it('lists the cuts with what falls, plays the one chosen, and writes the record as edges', () => {
    // Read as a line under the rules in force: edges are Hackenbush's own text.
    const parsed = parseLine('0-1 1-2 2-3 0-4', 1, HACKENBUSH_LINES);
    assert.ok(parsed.statement?.kind === 'position');
    const position = parsed.statement.items[0]!.position;
    const rules: Rules = { game: { kind: 'hackenbush' }, misere: false };
    const shape = positionShape(rules, position);
    assert.ok(shape.ok);
    const g = new PlayGame(rules, shape.heaps, two, position.style);
    const view = g.view({ verdict: null, hint: null, notice: null, source: null, busy: false });
    assert.equal(view.position, '0-1 1-2 2-3 0-4');
    const choices = view.components[0]!.choices!;
    assert.deepEqual(
      choices.moves.map((m) => `${m.text} → ${m.toText}`),
      [
        'cut 0-1 (and 2 edges fall) → 0-4',
        'cut 1-2 (and 1 edge falls) → 0-1 0-4',
        'cut 2-3 → 0-1 1-2 0-4',
        'cut 0-4 → 0-1 1-2 2-3',
      ],
    );
    const cut = choices.moves[1]!;
    assert.equal(g.attempt({ kind: 'choose', index: 0, to: cut.to }).ok, false, 'the result must be the move chosen');
    assert.ok(g.attempt({ kind: 'choose', index: 1, to: cut.to }).ok);
    assert.equal(g.record(), '0-1 1-2 2-3 0-4 -> 0-1 0-4');
    const a = analyseText(`hackenbush\n${g.record()}\n`);
    assert.deepEqual(
      a.diagnostics.filter((d) => d.severity !== 'information'),
      [],
    );
  });
});

describe('the play panel: a digraph with a cycle', () => {
  it('keeps the draw as the computer, and offers to stop once a drawn position comes back', () => {
    const read = parseRulesLine('digraph a: b; b: a');
    assert.ok(read.ok);
    const name = (v: string) => 65536n + BigInt(v.charCodeAt(0));
    const g = new PlayGame(read.rules, [name('a')], { mode: 'computer', randomShare: 0, youStart: true });
    const idle = { verdict: null, hint: null, notice: null, source: null, busy: false };
    assert.equal(g.view(idle).drawOffer, false);
    // a → b; the computer keeps the draw, b → a, the only move.
    assert.ok(g.attempt({ kind: 'choose', index: 0, to: [String(name('b'))] }).ok);
    assert.ok(g.computerMove(() => 0.5));
    assert.deepEqual(g.heaps, [name('a')]);
    assert.equal(solverFor(read.rules).solve(g.heaps).outcome, 'draw', 'the computer kept the draw');
    // Back at a with the person to move: the position has come back.
    const view = g.view(idle);
    assert.equal(view.drawOffer, true);
    // On the person's turn the arrows a token can follow are buttons, each its move in the list.
    assert.match(view.picture!.svg, /data-choice="0"[^>]*role="button"[^>]*aria-label="Move a token from a to b"/);
    assert.deepEqual(parseToHost({ type: 'agreeDraw' }), { type: 'agreeDraw' });
    assert.ok(g.agreeDraw());
    assert.ok(g.isOver);
    assert.equal(g.winner, null);
    assert.match(g.view(idle).over!.text, /a draw, agreed/);
    assert.equal(g.computerMove(), null);
    // The agreement is kept across a reload of the panel; a snapshot that claims one where none
    // is offered (state is untrusted) restores the game without it.
    const snapshot = g.snapshot();
    assert.equal(snapshot.drawnAt, 2);
    const back = PlayGame.restore(read.rules, snapshot);
    assert.ok(back?.isDrawn && back.isOver);
    assert.match(back.view(idle).over!.text, /a draw, agreed/);
    const forged = PlayGame.restore(read.rules, { ...snapshot, drawnAt: 1 });
    assert.equal(forged?.isOver, false);
    assert.equal(forged?.drawOffered, true);
    // An undo takes the game back before the agreement.
    assert.ok(g.undo());
    assert.equal(g.isOver, false);
  });

  it('a token along a self-loop: the person may play it as the computer does, and the game restores after a reload (issue 44)', () => {
    const read = parseRulesLine('digraph a: a b; b: a');
    assert.ok(read.ok);
    const name = (v: string) => String(nameNumber(v));
    const g = new PlayGame(read.rules, [nameNumber('a')], { mode: 'two-players', randomShare: 0, youStart: true });
    const idle = { verdict: null, hint: null, notice: null, source: null, busy: false };
    const choices = g.view(idle).components[0]!.choices!;
    assert.deepEqual(
      choices.moves.map((m) => m.text),
      ['move the token on a to a', 'move the token on a to b'],
    );
    assert.ok(g.attempt({ kind: 'choose', index: 0, to: [name('a')] }).ok, 'the self-loop is a move');
    assert.ok(g.attempt({ kind: 'choose', index: 1, to: [name('b')] }).ok);
    assert.equal(g.record(), 'a -> a -> b');
    const back = PlayGame.restore(read.rules, JSON.parse(JSON.stringify(g.snapshot())) as PlaySnapshot);
    assert.ok(back, 'restored');
    assert.equal(back.record(), 'a -> a -> b');
    // In the picture, on the person's turn, the loop is a button too.
    const again = new PlayGame(read.rules, [nameNumber('a')], { mode: 'two-players', randomShare: 0, youStart: true });
    assert.match(again.view(idle).picture!.svg, /aria-label="Move a token from a to a"/);
  });
});

describe('the play panel: the written style of a position across a reload (issue 39)', () => {
  const two = { mode: 'two-players', randomShare: 0, youStart: true } as const;
  /** The style as the webview keeps it and hands back: JSON, then checked as untrusted. */
  const reloaded = (style: unknown) => parsePlayStyle(JSON.parse(JSON.stringify(style)));

  it('Hackenbush edges keep their commas, in the record after a reload', () => {
    const parsed = parseLine('0-1, 1-2', 0, HACKENBUSH_LINES);
    assert.ok(parsed.statement?.kind === 'position');
    const position = parsed.statement.items[0]!.position;
    const rules: Rules = { game: { kind: 'hackenbush' }, misere: false };
    const shape = positionShape(rules, position);
    assert.ok(shape.ok);
    const style = reloaded(position.style);
    assert.deepEqual(style, position.style);
    const g = new PlayGame(rules, shape.heaps, two, style);
    const cut = g.view({ verdict: null, hint: null, notice: null, source: null, busy: false }).components[0]!.choices!
      .moves[1]!;
    assert.ok(g.attempt({ kind: 'choose', index: 1, to: cut.to }).ok);
    assert.equal(g.record(), '0-1, 1-2 -> 0-1');
    // A forged separator is not written: the form writes its own where the saved one is not one it writes.
    const forged = reloaded({ ...position.style, own: { form: 'edges', between: ' - ' } });
    assert.equal(formatPosition([...shape.heaps].slice(0, 2), forged), '0-1');
    assert.equal(formatPosition([...shape.heaps], forged), '0-1 1-2');
  });

  it('digraph names keep their parentheses and commas, alone and as a part of a sum', () => {
    const a = analyseText('digraph a: b; b: c; c:\n(a, b)\nnim + digraph a: b; b:\n3 + a  a\n');
    const alone = a.positions[0]!;
    const style = reloaded(alone.statement.items[0]!.position.style);
    assert.deepEqual(style, alone.statement.items[0]!.position.style);
    const g = new PlayGame(alone.rules!, [nameNumber('a'), nameNumber('b')], two, style);
    assert.ok(g.attempt({ kind: 'choose', index: 0, to: [String(nameNumber('b')), String(nameNumber('b'))] }).ok);
    assert.equal(g.record(), '(a, b) -> (b, b)');
    const sum = a.positions[1]!;
    const sumStyle = reloaded(sum.statement.items[0]!.position.style);
    assert.deepEqual(sumStyle, sum.statement.items[0]!.position.style);
    const h = new PlayGame(sum.rules!, encodeParts([[3n], [nameNumber('a'), nameNumber('a')]]), two, sumStyle);
    assert.ok(h.attempt({ kind: 'act', act: 'take', args: ['0', '1'] }, 0).ok);
    assert.equal(h.record(), '3 + a  a -> 2 + a  a');
  });
});

describe("play: the panel answers a worksheet's position as the editor did", () => {
  it("asks the editor's verdicts first: a period the panel's budget would not prove is the editor's reason", () => {
    // The editor answered `octal 0.644` / `9 15` with the full budget (its background search); the
    // panel's own solver, on the host's thread, has a smaller one (too small for the 7,399 values
    // that prove the period).
    const text = 'octal 0.644\n9 15\n';
    const cache = new VerdictCache();
    const full = analyseText(text, { budget: 2_000_000, cache }).positions[0]!;
    const rules = full.rules!;
    const small = new PlayGame(rules, B(9, 15), undefined, undefined, 20_000);
    assert.doesNotMatch(small.verdictText(), /period 442/, 'the panel alone does not prove it');
    const panel = new PlayGame(rules, B(9, 15), undefined, undefined, 20_000);
    panel.known = (r, preference, heaps) => cache.get(verdictKey(r, preference, heaps));
    assert.match(panel.verdictText(), /period 442 from 3256/);
    assert.ok(panel.verdictText().includes(full.verdicts[0]!.method));
  });

  it("never takes a weaker answer than its own: the editor's quick one is not used where the panel proves more", () => {
    const cache = new VerdictCache();
    const quick = analyseText('octal 0.644\n9 15\n', { budget: 20_000, cache }).positions[0]!;
    assert.doesNotMatch(quick.verdicts[0]!.method, /period/);
    const panel = new PlayGame(quick.rules!, B(9, 15), undefined, undefined, 2_000_000);
    panel.known = (r, preference, heaps) => cache.get(verdictKey(r, preference, heaps));
    assert.match(panel.verdictText(), /period 442 from 3256/);
  });
});
