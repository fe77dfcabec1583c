// Coins, stairs, Euclid's game, Moore's Nim, Fibonacci Nim and Green Hackenbush in a real VS Code: each game's lens,
// hover (its reason and its picture) and a game played out in the panel, by the game's own controls
// (coins turned, coins down a stair, a multiple subtracted, an amount per heap, one amount up to the
// limit) and by its list of moves in turn, saved as a legal record.

import * as assert from 'assert';
import * as vscode from 'vscode';
import type { PlayPanel } from '../../src/play/panel';
import type { ComponentView } from '../../src/shared/playProtocol';
import { hoverText, lensTitles, openWorksheet, until } from './helpers';

const GAMES: readonly {
  readonly rules: string;
  readonly position: string;
  readonly lens: RegExp;
  readonly hover: RegExp;
  readonly picture: string;
  /** Whether the game has controls of its own beside its list of moves (Hackenbush's cuts are its list). */
  readonly direct?: false;
}[] = [
  {
    rules: 'turning turtles',
    position: 'THHTH',
    lens: /^✓ Win · turn over coins? [^→]+ → [HT]{5} · \d+ winning moves?$/,
    hover: /\| head \| value \|/,
    picture: 'A row of 5 coins',
  },
  {
    rules: 'mock turtles',
    position: 'heads 2 3 5',
    lens: /^✓ Win · turn over coins 5, 4 and 1 → heads 1 2 3 4 · 2 winning moves$/,
    hover: /odious/,
    picture: 'A row of 5 coins',
  },
  {
    rules: 'ruler',
    position: 'heads 4 6',
    lens: /^✓ Win · turn over coins 1 to 4 → heads 1 2 3 6 · 2 winning moves$/,
    hover: /largest power of 2 dividing/,
    picture: 'A row of 6 coins',
  },
  {
    rules: 'corners',
    position: '(1, 2) (2, 3)',
    lens: /^✓ Win · turn over \(\d+, \d+\), \(\d+, \d+\), \(\d+, \d+\), \(\d+, \d+\) → .+ · \d+ winning moves?$/,
    hover: /⊗/,
    picture: 'grid',
  },
  {
    rules: 'staircase',
    position: '3 0 5 2',
    lens: /^✓ Win · move 2 coins from stair 3 to stair 2 → 3 2 3 2 · 1 winning move$/,
    hover: /The odd stairs are Nim heaps/,
    picture: 'stair',
  },
  {
    rules: 'euclid',
    position: '(21, 8)',
    lens: /^✓ Win · subtract 2 × 8 from 21 → \(5, 8\) · 1 winning move$/,
    hover: /golden-ratio test/,
    picture: '21',
  },
  {
    rules: 'moore 2',
    position: '3 5 6',
    lens: /^✓ Win · take 2 from heap 2 and 3 from heap 3 → 3 3 3 · 1 winning move$/,
    hover: /Ones in each column, from the highest: 2 2 2; modulo 3/,
    picture: 'Binary columns of the heaps 3, 5, 6',
  },
  {
    rules: 'fibonacci',
    position: '20',
    lens: /^✓ Win · take 2 \(the next move may take up to 4\) → 18 <= 4 · 1 winning move$/,
    hover: /Zeckendorf: 20 = 13 \+ 5 \+ 2/,
    picture: 'Zeckendorf terms 13 + 5 + 2',
  },
  {
    rules: 'hackenbush',
    position: '0-1 1-2 2-0 1-3 0-4',
    lens: /^✓ Win · cut 2-0 → 0-1 1-2 1-3 0-4 · 3 winning moves$/,
    hover: /Fusion principle: the vertices of every cycle fuse into one/,
    picture: 'Green Hackenbush: 5 edges on the ground',
    direct: false,
  },
];

/**
 * The message the panel's own controls send for a listed move, by the move its controls type: the
 * coins it turns (a row's numbers, a grid's x,y), the coins a stair loses, the multiple Euclid's
 * larger number loses, an amount for each heap, the amount taken.
 */
function directMessage(controls: ComponentView['controls'], from: readonly string[], to: readonly string[]): unknown {
  assert.ok(controls, "the panel draws the game's own controls");
  const changed = (a: readonly string[], b: readonly string[]) =>
    [...new Set([...a, ...b])].filter((c) => a.includes(c) !== b.includes(c));
  const pairs = (h: readonly string[]) => h.flatMap((x, i) => (i % 2 === 0 ? [`${x},${h[i + 1]}`] : []));
  const act = (name: string, args: readonly string[]) => ({ type: 'intent', intent: { kind: 'act', act: name, args } });
  // The moves the controls make: those typed, and those a piece plays.
  const typed = [...controls.typed, ...controls.groups.flatMap((g) => g.typed)];
  const acts = new Set([
    ...typed.map((m) => m.act),
    ...controls.groups.flatMap((g) =>
      g.pieces.flatMap((p) => p.plays.flatMap((q) => (q.intent?.kind === 'act' ? [q.intent.act] : []))),
    ),
  ]);
  // Where the heaps keep their places: the heap a move takes from, and what it takes.
  const taken = () => {
    const heap = from.findIndex((h, i) => BigInt(to[i]!) < BigInt(h));
    return { heap, amount: BigInt(from[heap]!) - BigInt(to[heap]!) };
  };
  if (acts.has('turn'))
    return act(
      'turn',
      typed.some((m) => m.id === 'turn-corners') ? changed(pairs(from), pairs(to)) : changed(from, to),
    );
  if (acts.has('multiple')) {
    const { heap, amount } = taken();
    return act('multiple', [String(amount / BigInt(from[1 - heap]!))]);
  }
  if (acts.has('amounts'))
    return act(
      'amounts',
      from.map((h, i) => String(BigInt(h) - BigInt(to[i]!))),
    );
  const { heap, amount } = taken();
  return act('take', [String(heap), String(amount)]);
}

describe('coins, stairs and Euclid’s game in the editor', () => {
  for (const g of GAMES) {
    it(`${g.rules}: the lens, the hover with its reason and picture, and a game played out in the panel`, async () => {
      const editor = await openWorksheet(`coins-${g.rules.replace(/ /g, '-')}.nim`, `${g.rules}\n${g.position}\n`);
      const uri = editor.document.uri;
      const titles = await until('the lenses', async () => {
        const t = await lensTitles(uri);
        return t.some((l) => l.line === 1 && /^[✓✗] (Win|Loss)/.test(l.title)) ? t : undefined;
      });
      const verdict = titles.find((l) => l.line === 1 && /^[✓✗] (Win|Loss)/.test(l.title))!;
      assert.match(verdict.title, g.lens);
      assert.ok(
        titles.some((l) => l.line === 1 && l.title.includes('Play')),
        JSON.stringify(titles),
      );
      const hover = await hoverText(uri, 1, 1);
      assert.match(hover, g.hover);
      const alt = /!\[([^\]]*)\]\(data:image\/svg\+xml;base64,/.exec(hover);
      assert.ok(alt, 'the hover has a picture');
      assert.ok(alt[1]!.includes(g.picture), alt[1]);

      const panel = await vscode.commands.executeCommand<PlayPanel>('nimLens.play', uri, 1);
      assert.ok(panel);
      try {
        // The person plays the first listed move each turn, by the game's own controls and by the
        // list in turn; the computer answers.
        for (let turn = 0; turn < 40 && !panel.game.isOver; turn++) {
          if (panel.game.toMove === 'computer') {
            const before = panel.game.moveCount;
            await until('the computer reply', () =>
              panel.game.moveCount > before || panel.game.isOver ? true : undefined,
            );
            continue;
          }
          const view = panel.game.view({ verdict: null, hint: null, notice: null, source: null, busy: false });
          const choices = view.components[0]!.choices;
          assert.ok(choices && choices.moves.length > 0, 'the panel lists the moves');
          const before = panel.game.moveCount;
          const first = choices.moves[0]!;
          if (turn % 4 === 0 && g.direct !== false)
            panel.handleMessage(directMessage(view.components[0]!.controls, view.components[0]!.heaps, first.to));
          else panel.handleMessage({ type: 'intent', intent: { kind: 'choose', index: 0, to: first.to } });
          assert.strictEqual(panel.game.moveCount, before + 1, `the move is played: ${first.text}`);
          assert.deepStrictEqual(panel.game.heaps.map(String), first.to);
        }
        assert.ok(panel.game.isOver, 'the game ends');
        panel.handleMessage({ type: 'save' });
        const text = await until('the record in the file', () => {
          const t = editor.document.getText();
          return t.includes(' -> ') ? t : undefined;
        });
        assert.ok(text.split('\n')[2]!.startsWith(`${g.position} -> `), text);
        await until('no error on the record', () =>
          vscode.languages.getDiagnostics(uri).some((d) => d.severity === vscode.DiagnosticSeverity.Error)
            ? undefined
            : true,
        );
      } finally {
        panel.panel.dispose();
      }
    });
  }
});

describe('a digraph with cycles in the editor', () => {
  it('says Draw in the lens, and in the hover the values γ, the rule and the move that keeps the draw', async () => {
    const editor = await openWorksheet('digraph-draw.nim', 'digraph a: b; b: a c; c: c\na : draw\n');
    const uri = editor.document.uri;
    const titles = await until('the lenses', async () => {
      const t = await lensTitles(uri);
      return t.some((l) => l.line === 1 && /^= Draw/.test(l.title)) ? t : undefined;
    });
    const verdict = titles.find((l) => l.line === 1 && /^= Draw/.test(l.title))!;
    assert.match(verdict.title, /^= Draw · move the token on a to b → b · 1 move keeps the draw$/);
    const hover = await hoverText(uri, 1, 0);
    assert.match(hover, /\*\*Draw\*\*/);
    assert.match(hover, /γ\(a\) = ∞\(\)|`a` \| ∞\(\)/);
    assert.match(hover, /1 move keeps the draw/);
    assert.deepStrictEqual(
      vscode.languages.getDiagnostics(uri).filter((d) => d.severity === vscode.DiagnosticSeverity.Error),
      [],
      'the claim of a draw is right',
    );
  });
});
