// The play panel's state machine and message validation, in Node.

import * as assert from 'node:assert/strict';
import { PlayGame } from '../../src/play/game';
import { parseToHost } from '../../src/shared/playProtocol';
import { parseLine } from '../../src/core/worksheet/parse';
import { analyseText } from '../../src/core/worksheet/analyser';
import { B, nim, rng, sub, wythoff } from './helpers';

describe('play: the game state machine', () => {
  it('plays legal moves, refuses illegal ones with the reason, and alternates', () => {
    const g = new PlayGame(nim(), B(3, 4, 5));
    assert.equal(g.toMove, 'you');
    assert.deepEqual(g.attempt(0, 4n, false), { ok: false, reason: 'heap 1 has only 3 tokens' });
    assert.deepEqual(g.attempt(5, 1n, false), { ok: false, reason: 'there is no heap 6' });
    assert.deepEqual(g.attempt(0, 1n, true), { ok: false, reason: 'only Wythoff allows taking from both heaps' });
    assert.ok(g.attempt(0, 2n, false).ok);
    assert.deepEqual(g.heaps, B(1, 4, 5));
    assert.equal(g.toMove, 'computer');
    const s = new PlayGame(sub([1, 3, 4]), B(10));
    assert.match((s.attempt(0, 2n, false) as { reason: string }).reason, /amounts allowed are \{1, 3, 4\}/);
    const w = new PlayGame(wythoff(1), B(3, 5));
    assert.match((w.attempt(0, 2n, true) as { reason: string }).reason, /over the diagonal bound 1/);
    assert.ok(w.attempt(0, 1n, true).ok);
    assert.deepEqual(w.heaps, B(2, 4));
  });

  it('the computer plays perfectly: from a win it wins, from a loss it loses slowest', () => {
    for (const [rules, start] of [[nim(), B(3, 4, 5)], [nim(true), B(4, 1, 1)], [sub([1, 3, 4]), B(9, 5)], [wythoff(), B(5, 8)]] as const) {
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
            played = g.attempt(i, 1n + BigInt(Math.floor(random() * Number(h))), false).ok;
          }
          if (!played) break;
        }
      }
      assert.equal(g.winner, 'computer', `${JSON.stringify(start.map(String))}`);
    }
  });

  it('undo takes back the person\'s move and the reply; redo replays them', () => {
    const g = new PlayGame(nim(), B(3, 4, 5));
    assert.equal(g.canUndo, false);
    g.attempt(2, 1n, false); // a mistake: 3 4 4 is a win for the computer
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
    g.attempt(0, 2n, false);
    assert.equal(g.canRedo, false);
  });

  it('announces the end with who took the last token, in normal and misère play', () => {
    const normal = new PlayGame(nim(), B(2));
    normal.attempt(0, 2n, false);
    assert.ok(normal.isOver);
    assert.equal(normal.winner, 'you');
    assert.equal(normal.view({ verdict: null, hint: null, notice: null, source: null, busy: false }).over!.text, 'You took the last token: You win.');
    const misere = new PlayGame(nim(true), B(2));
    misere.attempt(0, 2n, false);
    assert.equal(misere.winner, 'computer');
    assert.match(misere.view({ verdict: null, hint: null, notice: null, source: null, busy: false }).over!.text, /You took the last token and so lose \(misère\): The computer wins\./);
    const stuck = new PlayGame(sub([2, 3]), B(1));
    assert.ok(stuck.isOver, 'a heap of 1 under {2, 3} has no move');
    assert.equal(stuck.winner, 'computer');
  });

  it('two players alternate; hints and verdicts in words', () => {
    const g = new PlayGame(wythoff(), B(5, 8), { mode: 'two-players', randomShare: 0, youStart: true });
    assert.equal(g.toMove, 'player 1');
    assert.match(g.hintText(), /take 5 from heap 2 → 5 3 \(a winning move\)/);
    assert.match(g.verdictText(), /^Player 1 can force a win/);
    g.attempt(0, 1n, true);
    assert.equal(g.toMove, 'player 2');
    assert.match(g.hintText(), /Every move loses/);
    assert.ok(g.canUndo);
  });

  it('exports the game as a record in the line\'s style that passes the worksheet checks', () => {
    const st = parseLine('(5, 8)', 0).statement!;
    assert.ok(st.kind === 'position');
    const style = st.items[0]!.position.style;
    const g = new PlayGame(wythoff(), B(5, 8), { mode: 'computer', randomShare: 0, youStart: true }, style);
    g.attempt(1, 5n, false);
    g.computerMove();
    const record = g.record();
    assert.match(record, /^\(5, 8\) -> \(5, 3\) -> \(\d+, \d+\)$/);
    const a = analyseText(`wythoff\n${record}\n`);
    assert.deepEqual(a.diagnostics.filter((d) => d.severity === 'error'), []);
  });

  it('restores a snapshot and refuses a forged one', () => {
    const g = new PlayGame(nim(), B(3, 4, 5));
    g.attempt(0, 2n, false);
    g.computerMove();
    const again = PlayGame.restore(nim(), g.snapshot())!;
    assert.deepEqual(again.heaps, g.heaps);
    assert.equal(again.moveCount, 2);
    assert.equal(PlayGame.restore(nim(), { ...g.snapshot(), moves: [['3', '4', '9']] }), null);
  });

  it('stays usable with 1,000-digit heaps and 200 heaps', () => {
    const big = 10n ** 999n + 7n;
    const w = new PlayGame(wythoff(), [big, big * 2n]);
    assert.ok(w.attempt(0, 1n, false).ok);
    assert.ok(w.computerMove());
    const many = new PlayGame(nim(), Array.from({ length: 200 }, (_, i) => BigInt(i + 1)));
    assert.ok(many.attempt(199, 5n, false).ok);
    assert.ok(many.computerMove());
    const noisy = new PlayGame(nim(), [big, big + 1n], { mode: 'computer', randomShare: 100, youStart: false });
    assert.ok(noisy.computerMove(), 'a random move on huge heaps');
  });
});

describe('play: messages from the webview are untrusted', () => {
  it('accepts well-formed intents only', () => {
    assert.deepEqual(parseToHost({ type: 'move', heap: 1, amount: '3', bothHeaps: false }), { type: 'move', heap: 1, amount: '3', bothHeaps: false });
    assert.deepEqual(parseToHost({ type: 'ready', extra: 1 }), { type: 'ready' });
    for (const bad of [null, 'move', 42, {}, { type: 'move', heap: -1, amount: '1', bothHeaps: false }, { type: 'move', heap: 0.5, amount: '1', bothHeaps: false },
      { type: 'move', heap: 0, amount: '-1', bothHeaps: false }, { type: 'move', heap: 0, amount: '1e9', bothHeaps: false }, { type: 'move', heap: 0, amount: 3, bothHeaps: false },
      { type: 'move', heap: 0, amount: '1' }, { type: 'options', mode: 'chess', randomShare: 0, youStart: true }, { type: 'options', mode: 'computer', randomShare: 101, youStart: true },
      { type: 'eval', code: 'x' }, { type: '__proto__' }]) {
      assert.equal(parseToHost(bad), null, JSON.stringify(bad));
    }
  });
});
