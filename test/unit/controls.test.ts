// The play panel's controls as each game builds them (core/games/controls.ts): over random
// positions of every game with controls, every piece the game draws as a move plays a legal move
// (every option of a choice too), leaving the position its label says where the label says it;
// heaps of tokens offer every take; picks and typed moves are read by the game.
import * as assert from 'node:assert/strict';
import { compareBigints } from '../../src/core/bigint';
import { checkMove, definitionOf, legalMoves } from '../../src/core/game';
import { intentTarget } from '../../src/core/games/intents';
import { type ControlsView } from '../../src/core/games/controls';
import { parseRulesLine } from '../../src/core/worksheet/parse';
import { type Rules } from '../../src/core/rules';
import { PlayGame } from '../../src/play/game';
import { componentView } from '../../src/play/componentView';
import { encodeParts } from '../../src/core/sumPosition';
import { B, rng } from './helpers';

const two = { mode: 'two-players', randomShare: 0, youStart: true } as const;
const noExtra = { verdict: null, hint: null, notice: null, source: null, busy: false };

function rules(text: string): Rules {
  const r = parseRulesLine(text);
  assert.ok(r.ok, text);
  return r.rules;
}

function controlsOf(g: PlayGame, part = 0): ControlsView | null {
  return g.view(noExtra).components[part]!.controls;
}

/** Games whose panel has controls, each as a rules line. */
const GAMES = [
  'nim',
  'subtraction {1, 3, 4}',
  'wythoff',
  'kayles',
  'dawson',
  'octal 0.137',
  'staircase',
  'euclid',
  'moore 2',
  'fibonacci',
  'turning turtles',
  'mock turtles',
  'ruler',
  'corners',
];

describe('the play panel: controls as each game builds them', () => {
  it('every piece drawn as a move plays a legal move, for every option, over random positions of every game', () => {
    const random = rng(40);
    let pieces = 0;
    for (const text of GAMES) {
      const r = rules(text);
      const definition = definitionOf(r.game);
      for (let n = 0; n < 60; n++) {
        const level = (1 + (n % 3)) as 1 | 2 | 3;
        const heaps = definition.randomPosition(r.game, level, random);
        // The component as the panel builds it, without the verdict and picture of a whole view.
        const controls = componentView(r.game, '', heaps, null, null).controls;
        assert.ok(controls, `${text}: the panel has controls`);
        const key = (h: readonly bigint[]) => [...h].sort(compareBigints).join(' ');
        const legal = new Set([...legalMoves(r, heaps)].map((m) => key(m.result)));
        for (const group of controls.groups)
          for (const piece of group.pieces)
            for (const play of piece.plays) {
              if (play.intent === null) {
                assert.ok(
                  play.disabled || group.pick !== null || piece.look === 'axis',
                  `${text}: a piece that does nothing is disabled`,
                );
                continue;
              }
              pieces++;
              // As the host reads it (src/play/game.ts attempt): the game's target, then its check.
              const target = intentTarget({ definition, game: r.game, heaps, listed: () => [] }, play.intent);
              assert.ok(
                typeof target === 'object',
                `${text} ${heaps.join(' ')}: ${play.label}: ${typeof target === 'string' ? target : ''}`,
              );
              const checked = checkMove(r, heaps, target.to);
              assert.ok(
                checked.legal,
                `${text} ${heaps.join(' ')}: ${play.label}: ${checked.legal ? '' : checked.reason}`,
              );
              assert.ok(legal.has(key(checked.move.result)), `${text}: ${play.label} is one of the legal moves`);
            }
      }
    }
    assert.ok(pieces > 5_000, `${pieces} pieces played`);
  });

  it('heaps of tokens offer every take from every heap drawn, labelled with the amount', () => {
    const random = rng(41);
    for (let n = 0; n < 300; n++) {
      const heaps = Array.from({ length: 1 + Math.floor(random() * 4) }, () => BigInt(Math.floor(random() * 25)));
      const controls = controlsOf(new PlayGame(rules('nim'), heaps, two))!;
      assert.equal(controls.layout, 'heaps');
      controls.groups.forEach((group, i) => {
        assert.equal(group.card!.count, String(heaps[i]));
        assert.deepEqual(
          group.pieces.map((p) => p.plays[0]!.label),
          Array.from({ length: Number(heaps[i]) }, (_, k) => `Take ${k + 1} from heap ${i + 1}`),
        );
        assert.deepEqual(
          group.typed.map((m) => [m.act, m.args, m.fields.map((f) => f.id)]),
          heaps[i] === 0n ? [] : [['take', [String(i)], [`amount-${i}`]]],
        );
      });
    }
    // A heap beyond 24 tokens is a number and an amount to type.
    const big = controlsOf(new PlayGame(rules('nim'), [25n, 10n ** 30n], two))!;
    assert.deepEqual(
      big.groups.map((g) => [g.pieces.length, g.card!.count]),
      [
        [0, '25'],
        [0, '10000000…00000000 (31 digits)'],
      ],
    );
  });

  it('a row of pins says what each click takes, and refuses the pins that do not fit', () => {
    const row = controlsOf(new PlayGame(rules('kayles'), B(3), two))!.groups[0]!;
    assert.deepEqual(
      row.pieces.map((p) => p.plays.map((q) => [q.label, q.disabled])),
      [
        [
          ['Take pin 1 of heap 1, leaving 2', false],
          ['Take pins 1 to 2 of heap 1, leaving 1', false],
        ],
        [
          ['Take pin 2 of heap 1, leaving 1 and 1', false],
          ['Take pins 2 to 3 of heap 1, leaving 1', false],
        ],
        [
          ['Take pin 3 of heap 1, leaving 2', false],
          ['Pin 3 of heap 1: 2 pins from here do not fit', true],
        ],
      ],
    );
    assert.deepEqual(
      row.typed[0]!.fields.map((f) => [f.id, f.perOption]),
      [
        ['amount-0', ['1', '2']],
        ['left-0', null],
      ],
    );
  });

  it('in a sum, each part has its own game’s controls, labelled with its part', () => {
    const g = new PlayGame(rules('nim + turning turtles + euclid'), encodeParts([[2n], [1n, 3n], [4n, 9n]]), two);
    const [nim, coins, euclid] = g.view(noExtra).components.map((c) => c.controls!);
    assert.equal(nim!.groups[0]!.pieces[0]!.plays[0]!.label, 'Take 1 from heap 1 in part 1');
    assert.equal(coins!.groups[0]!.pieces[2]!.plays[0]!.label, 'Coin 3 in part 2: heads');
    assert.equal(coins!.groups[0]!.pieces[2]!.pickedLabel, 'Coin 3 in part 2: heads, chosen');
    assert.deepEqual(
      euclid!.groups[0]!.pieces.map((p) => p.plays[0]!.label),
      ['Subtract 1 × 4 from 9 in part 3', 'Subtract 2 × 4 from 9 in part 3'],
    );
    assert.ok(g.attempt({ kind: 'act', act: 'multiple', args: ['2'] }, 2).ok);
    assert.ok(g.attempt({ kind: 'act', act: 'turn', args: ['3 1'] }, 1).ok);
    assert.deepEqual(
      g.view(noExtra).components.map((c) => c.position),
      ['2', 'heads', '(4, 1)'],
    );
  });

  it('French: the controls speak the language of the answers', async () => {
    const { setLanguage } = await import('../../src/core/l10n');
    setLanguage('fr');
    try {
      const controls = controlsOf(new PlayGame(rules('staircase'), B(0, 2), two))!;
      assert.equal(controls.groups[1]!.card!.heading, 'Marche 2');
      assert.equal(controls.groups[1]!.pieces[1]!.plays[0]!.label, 'Déplacer 2 pièces de la marche 2 à la marche 1');
    } finally {
      setLanguage('en');
    }
  });
  it('while a hint is shown, the pieces that play its move are marked and say so', () => {
    const hinted = (g: PlayGame, part = 0) =>
      g
        .view({ ...noExtra, hint: 'shown' })
        .components[part]!.controls!.groups.flatMap((gr) => gr.pieces.flatMap((p) => p.plays))
        .filter((p) => p.hinted)
        .map((p) => p.label);
    // Nim 1 2: the one winning move takes 1 from heap 2.
    assert.deepEqual(hinted(new PlayGame(rules('nim'), B(1, 2), two)), ['Take 1 from heap 2 (the hint)']);
    assert.deepEqual(
      new PlayGame(rules('nim'), B(1, 2), two)
        .view(noExtra)
        .components[0]!.controls!.groups.flatMap((gr) => gr.pieces.flatMap((p) => p.plays))
        .filter((p) => p.hinted),
      [],
      'no mark without a hint',
    );
    // Kayles 5: the middle pin, leaving 2 and 2.
    assert.deepEqual(hinted(new PlayGame(rules('kayles'), B(5), two)), [
      'Take pin 3 of heap 1, leaving 2 and 2 (the hint)',
    ]);
    // Coins are picked to make a move: the coins the hint's move turns over are marked.
    const row = new PlayGame(rules('turning turtles'), B(2, 3, 5), two);
    assert.match(row.hintText(), /^Hint: turn over coins 5 and 1 → heads 1 2 3/);
    assert.deepEqual(hinted(row), ['Coin 1: tails (the hint)', 'Coin 5: heads (the hint)']);
    const grid = new PlayGame(rules('corners'), B(1, 2, 2, 3), two);
    const corners = hinted(grid);
    assert.equal(corners.length, 4, JSON.stringify(corners));
    // In a sum, on the part the hint's move is made in: nim 2 + Euclid (2, 7), whose hint is
    // "subtract 3 × 2 from 7 in part 2".
    const sum = new PlayGame(rules('nim + euclid'), encodeParts([[2n], [2n, 7n]]), two);
    assert.deepEqual([hinted(sum, 0), hinted(sum, 1)], [[], ['Subtract 3 × 2 from 7 in part 2 (the hint)']]);
  });
  it('the last move is marked on the pieces: the tokens it took as outlines, the coins it turned', () => {
    const g = new PlayGame(rules('nim'), B(3, 4, 5), two);
    assert.ok(g.attempt({ kind: 'act', act: 'take', args: ['0', '2'] }).ok);
    const looks = g.view(noExtra).components[0]!.controls!.groups.map((gr) => gr.pieces.map((p) => p.look).join(' '));
    assert.deepEqual(looks, ['gone gone token', 'token token token token', 'token token token token token']);
    assert.equal(
      g.view(noExtra).components[0]!.controls!.groups[0]!.pieces[0]!.plays[0]!.label,
      'taken by the last move',
    );
    // Two players' turns later the marks are the second move's.
    assert.ok(g.attempt({ kind: 'act', act: 'take', args: ['2', '1'] }).ok);
    assert.deepEqual(
      g.view(noExtra).components[0]!.controls!.groups.map((gr) => gr.pieces.filter((p) => p.look === 'gone').length),
      [0, 0, 1],
    );
    const row = new PlayGame(rules('turning turtles'), B(2, 3, 5), two);
    assert.ok(row.attempt({ kind: 'act', act: 'turn', args: ['5 1'] }).ok);
    assert.deepEqual(
      row
        .view(noExtra)
        .components[0]!.controls!.groups[0]!.pieces.filter((p) => p.last)
        .map((p) => p.id),
      ['coin-1'],
      'coin 5, now tails, is beyond the row drawn (written by its heads: up to the last head)',
    );
    // In a sum, only the part the move was made in.
    const sum = new PlayGame(rules('nim + staircase'), encodeParts([[2n], [1n, 3n]]), two);
    assert.ok(sum.attempt({ kind: 'act', act: 'take', args: ['1', '2'] }, 1).ok);
    assert.deepEqual(
      sum
        .view(noExtra)
        .components.map((c) => c.controls!.groups.map((gr) => gr.pieces.filter((p) => p.look === 'gone').length)),
      [[0], [0, 2]],
    );
  });
});
