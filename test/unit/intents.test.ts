// The play panel's one kind of move message, an intent: read as untrusted input, turned by the game
// into a position, and Wythoff's board carrying the intent of each cell it lets the queen reach.
import * as assert from 'node:assert/strict';
import { readIntent } from '../../src/core/games/intents';
import { pictureOf } from '../../src/core/pictures/picture';
import { THEME_PALETTE } from '../../src/core/pictures/svg';
import { solve } from '../../src/core/solve';
import { PlayGame } from '../../src/play/game';
import { MAX_CHOICES, parseToHost } from '../../src/shared/playProtocol';
import { B, nim, wythoff } from './helpers';
import { parseRulesLine } from '../../src/core/worksheet/parse';

const two = { mode: 'two-players', randomShare: 0, youStart: true } as const;

/** The reachable cells of an interactive picture: the cell's place on the board, and the intent it carries. */
function reachableCells(svg: string): { x: bigint; y: bigint; intent: unknown }[] {
  const corner = /<g data-x0="(\d+)" data-y0="(\d+)"/.exec(svg);
  const [x0, y0] = [BigInt(corner?.[1] ?? 0), BigInt(corner?.[2] ?? 0)];
  // Attribute values are written with numeric character references (svg.ts `xml`).
  const unescape = (s: string) => s.replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)));
  return [...svg.matchAll(/<rect [^>]*>/g)]
    .map((m) => m[0])
    .filter((r) => /class="[^"]*\breachable\b/.test(r))
    .map((r) => {
      const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(r)?.[1];
      const intent = attr('data-intent');
      return {
        x: x0 + BigInt(attr('data-i')!),
        y: y0 + BigInt(attr('data-j')!),
        intent: intent === undefined ? undefined : (JSON.parse(unescape(intent)) as unknown),
      };
    });
}

describe("the play panel's intents", () => {
  it("Wythoff's board: each cell the queen reaches carries the intent that moves her there", () => {
    for (const [rules, heaps] of [
      [wythoff(), B(5, 8)],
      [wythoff(), B(7, 3)],
      [wythoff(2), B(6, 6)],
      [wythoff(), B(40, 57)],
    ] as const) {
      const v = solve(rules, heaps);
      const svg = pictureOf(rules, heaps, v, { palette: THEME_PALETTE, showMoves: false, interactive: true })!.svg;
      const cells = reachableCells(svg);
      assert.ok(cells.length > 0, `${heaps.join(' ')}: cells to click`);
      for (const cell of cells) {
        const intent = readIntent(cell.intent, MAX_CHOICES);
        assert.ok(intent, `(${cell.x}, ${cell.y}) carries a well-formed intent: ${JSON.stringify(cell.intent)}`);
        const g = new PlayGame(rules, heaps, two);
        const played = g.attempt(intent);
        assert.ok(played.ok, `(${cell.x}, ${cell.y}): ${played.ok ? '' : played.reason}`);
        assert.deepEqual(g.heaps, [cell.x, cell.y], `the queen lands on the cell clicked`);
      }
    }
  });

  it('reads each kind with exactly its fields, within limits, and copies it', () => {
    const args = ['5', '1'];
    const turn = readIntent({ kind: 'act', act: 'turn', args, extra: 'ignored' }, MAX_CHOICES);
    assert.deepEqual(turn, { kind: 'act', act: 'turn', args: ['5', '1'] });
    args.push('9');
    assert.deepEqual(
      turn,
      { kind: 'act', act: 'turn', args: ['5', '1'] },
      'a copy: the message changed afterwards changes nothing',
    );
    assert.deepEqual(readIntent({ kind: 'choose', index: 0, to: [] }, MAX_CHOICES), {
      kind: 'choose',
      index: 0,
      to: [],
    });
    // What a move's arguments say is the game's to read: text, typed or carried by a piece.
    assert.deepEqual(readIntent({ kind: 'act', act: 'amounts', args: ['0', ' 2', '', '-1'] }, MAX_CHOICES), {
      kind: 'act',
      act: 'amounts',
      args: ['0', ' 2', '', '-1'],
    });
    assert.deepEqual(readIntent({ kind: 'to', to: ['3', '1'] }, MAX_CHOICES), { kind: 'to', to: ['3', '1'] });
    for (const bad of [
      null,
      [],
      'take',
      // The kinds of before issue 40's intents, each named after a game's move.
      { kind: 'take', heap: 0, amount: '1', both: false },
      { kind: 'pins', heap: 0, amount: '1', left: '0' },
      { kind: 'turn', coins: ['5'] },
      { kind: 'amounts', amounts: ['1'] },
      { kind: 'act', act: 'take' },
      { kind: 'act', act: 'take', args: '0 1' },
      { kind: 'act', act: 'take', args: [0, 1] },
      { kind: 'act', act: 'Take', args: ['0', '1'] },
      { kind: 'act', act: '', args: [] },
      { kind: 'act', act: 'a'.repeat(21), args: [] },
      { kind: 'act', act: 'turn', args: ['5\n1'] },
      { kind: 'choose', index: MAX_CHOICES + 1, to: [] },
      { kind: 'choose', index: 0, to: '3 4' },
      // eslint-disable-next-line no-sparse-arrays
      { kind: 'act', act: 'turn', args: [, '5'] },
      { kind: 'to', to: ['-1'] },
      { kind: 'to', to: '3 1' },
      { kind: 'to', to: [3, 1] },
      { kind: 'move', heap: 0, amount: '1', bothHeaps: false },
      { kind: '__proto__' },
    ])
      assert.equal(readIntent(bad, MAX_CHOICES), null, JSON.stringify(bad));
  });

  it('one message kind carries every move: the former kinds are refused', () => {
    assert.deepEqual(parseToHost({ type: 'intent', intent: { kind: 'act', act: 'take', args: ['1', '3'] }, part: 2 }), {
      type: 'intent',
      intent: { kind: 'act', act: 'take', args: ['1', '3'] },
      part: 2,
    });
    for (const old of [
      { type: 'move', heap: 1, amount: '3', bothHeaps: false },
      { type: 'break', heap: 0, amount: '1', left: '0' },
      { type: 'turn', coins: ['1'] },
      { type: 'take', amounts: ['1'] },
      { type: 'choose', index: 0, to: ['1'] },
      { type: 'intent', intent: { kind: 'act', act: 'take', args: ['1', '3'] }, part: -1 },
    ])
      assert.equal(parseToHost(old), null, JSON.stringify(old));
  });

  it('a game refuses an intent in its own words, and one its controls do not make', () => {
    const g = new PlayGame(wythoff(), B(3, 5), two);
    const reason = (r: ReturnType<PlayGame['attempt']>) => (r.ok ? '' : r.reason);
    assert.equal(
      reason(g.attempt({ kind: 'act', act: 'knock', args: ['0', '1', '0'] })),
      'this game has no move of that kind',
    );
    assert.equal(reason(g.attempt({ kind: 'act', act: 'turn', args: ['1'] })), 'this game has no move of that kind');
    assert.equal(reason(g.attempt({ kind: 'act', act: 'both', args: ['two'] })), 'write the amount as a whole number');
    assert.equal(reason(g.attempt({ kind: 'act', act: 'take', args: ['0', ' 4 '] })), 'heap 1 has only 3 tokens');
    assert.equal(reason(g.attempt({ kind: 'act', act: 'both', args: ['4'] })), 'heap 1 has only 3 tokens');
    assert.ok(g.attempt({ kind: 'act', act: 'both', args: ['2'] }).ok);
    assert.deepEqual(g.heaps, B(1, 3));
    // A position asked for whole is checked as any step is: one legal move, or the game's reason.
    assert.match(reason(g.attempt({ kind: 'to', to: ['0', '4'] })), /grows|add/);
    assert.ok(g.attempt({ kind: 'to', to: ['0', '2'] }).ok);
    assert.deepEqual(g.heaps, B(0, 2));
    // A game that is over says so first, whatever the intent (a break in Wythoff's game said "only
    // take-and-break games break a heap" before).
    const over = new PlayGame(wythoff(), B(1, 1), two);
    assert.ok(over.attempt({ kind: 'act', act: 'both', args: ['1'] }).ok);
    for (const intent of [
      { kind: 'act', act: 'knock', args: ['0', '1', '0'] },
      { kind: 'act', act: 'take', args: ['0', '1'] },
      { kind: 'act', act: 'turn', args: ['1'] },
    ] as const)
      assert.equal(reason(over.attempt(intent)), 'the game is over');
  });
});

describe('intents: a game reads its own before the common reading (issue 40)', () => {
  const two = { mode: 'two-players', randomShare: 0, youStart: true } as const;
  const reason = (r: ReturnType<PlayGame['attempt']>) => (r.ok ? '' : r.reason);

  it("pins are a take-and-break game's own: knocked down in a row of Kayles, refused in its words", () => {
    const kayles = parseRulesLine('kayles');
    assert.ok(kayles.ok);
    const g = new PlayGame(kayles.rules, B(7), two);
    assert.equal(
      reason(g.attempt({ kind: 'act', act: 'knock', args: ['0', '2', '6'] })),
      'heap 1 has only 7 pins: 6 to the left and 2 taken do not fit',
    );
    assert.equal(reason(g.attempt({ kind: 'act', act: 'knock', args: ['0', '0', '1'] })), 'take at least one pin');
    assert.equal(reason(g.attempt({ kind: 'act', act: 'knock', args: ['1', '1', '1'] })), 'there is no heap 2');
    assert.ok(g.attempt({ kind: 'act', act: 'knock', args: ['0', '2', '2'] }).ok);
    assert.deepEqual(g.heaps, B(2, 3));
  });

  it("amounts from several heaps at once are Moore's Nim's own", () => {
    const moore = parseRulesLine('moore 2');
    assert.ok(moore.ok);
    const g = new PlayGame(moore.rules, B(3, 4, 5), two);
    assert.equal(
      reason(g.attempt({ kind: 'act', act: 'amounts', args: ['1', '1'] })),
      'give an amount for each of the 3 heaps (0 for a heap left alone)',
    );
    assert.equal(reason(g.attempt({ kind: 'act', act: 'amounts', args: ['0', '5', '0'] })), 'heap 2 has only 4 tokens');
    assert.ok(g.attempt({ kind: 'act', act: 'amounts', args: ['1', '0', '2'] }).ok);
    assert.deepEqual(g.heaps, B(2, 4, 3));
    const nimGame = new PlayGame(nim(), B(3, 4), two);
    assert.equal(
      reason(nimGame.attempt({ kind: 'act', act: 'amounts', args: ['1', '1'] })),
      'this game has no move of that kind',
    );
  });

  it("stairs take in their own words, and a take from both heaps is Wythoff's alone", () => {
    const stairs = parseRulesLine('staircase');
    assert.ok(stairs.ok);
    const g = new PlayGame(stairs.rules, B(0, 2, 5), two);
    assert.equal(reason(g.attempt({ kind: 'act', act: 'take', args: ['3', '1'] })), 'there is no stair 4');
    assert.equal(reason(g.attempt({ kind: 'act', act: 'take', args: ['1', '0'] })), 'move at least one coin');
    assert.equal(reason(g.attempt({ kind: 'act', act: 'take', args: ['1', '3'] })), 'stair 2 has only 2 coins');
    assert.equal(reason(g.attempt({ kind: 'act', act: 'both', args: ['1'] })), 'this game has no move of that kind');
    assert.ok(g.attempt({ kind: 'act', act: 'take', args: ['2', '3'] }).ok);
    assert.deepEqual(g.heaps, B(0, 5, 2));
  });
});
