// The play panel's host side in a real VS Code: opening from a line, refusing forged
// messages, saving the game below its line.

import * as assert from 'assert';
import * as vscode from 'vscode';
import type { PlayPanel } from '../../src/play/panel';
import type { PersistedPlay } from '../../src/shared/playProtocol';
import { lensTitles, openWorksheet, until } from './helpers';

describe('play panel (extension host)', () => {
  it('opens beside the worksheet and refuses forged or illegal moves', async () => {
    const editor = await openWorksheet('play-forged.nim', 'nim\n3 4 5\n');
    const panel = await vscode.commands.executeCommand<PlayPanel>('nimLens.play', editor.document.uri, 1);
    assert.ok(panel, 'the command returns the panel');
    try {
      for (const forged of [
        { type: 'intent', intent: { kind: 'act', act: 'take', args: ['0', '1e9'] } },
        { type: 'intent', intent: { kind: 'act', act: 'take', args: [0, '1'] } },
        { type: 'intent', intent: { kind: 'take', heap: 0, amount: '1', both: false } },
        { type: 'setHeaps', heaps: ['0', '0', '0'] },
        'move',
        null,
      ]) {
        panel.handleMessage(forged);
      }
      assert.deepStrictEqual(panel.game.heaps, [3n, 4n, 5n], 'nothing forged was applied');
      panel.handleMessage({ type: 'intent', intent: { kind: 'act', act: 'take', args: ['7', '1'] } });
      panel.handleMessage({ type: 'intent', intent: { kind: 'act', act: 'take', args: ['0', '9'] } });
      panel.handleMessage({ type: 'intent', intent: { kind: 'act', act: 'both', args: ['1'] } });
      assert.deepStrictEqual(panel.game.heaps, [3n, 4n, 5n], 'illegal moves are refused');
      panel.handleMessage({ type: 'intent', intent: { kind: 'act', act: 'take', args: ['0', '2'] } });
      assert.deepStrictEqual(panel.game.heaps, [1n, 4n, 5n]);
      await until('the computer reply', () => (panel.game.moveCount === 2 ? true : undefined));
    } finally {
      panel.panel.dispose();
    }
  });

  it('saves the game below its line as one edit, after what was typed meanwhile', async () => {
    const editor = await openWorksheet('play-save.nim', 'wythoff\n(5, 8)\n(1, 2)\n');
    const panel = await vscode.commands.executeCommand<PlayPanel>('nimLens.play', editor.document.uri, 1);
    try {
      panel.handleMessage({ type: 'intent', intent: { kind: 'act', act: 'both', args: ['1'] } });
      await until('the computer reply', () => (panel.game.moveCount === 2 ? true : undefined));
      // The person types above the line meanwhile: the record still lands below its line.
      await editor.edit((e) => e.insert(new vscode.Position(0, 0), '# my notes\n'));
      panel.handleMessage({ type: 'save' });
      const text = await until('the record in the file', () => {
        const t = editor.document.getText();
        return t.includes(' -> ') ? t : undefined;
      });
      const lines = text.split('\n');
      assert.strictEqual(lines[0], '# my notes');
      assert.strictEqual(lines[2], '(5, 8)');
      assert.match(lines[3]!, /^\(5, 8\) -> \(4, 7\) -> \(\d+, \d+\)$/);
      assert.strictEqual(lines[4], '(1, 2)', 'nothing was overwritten');
      await until('no error on the record', () =>
        vscode.languages.getDiagnostics(editor.document.uri).some((d) => d.severity === vscode.DiagnosticSeverity.Error)
          ? undefined
          : true,
      );
    } finally {
      panel.panel.dispose();
    }
  });
});

describe('play panel: sums of games', () => {
  it('plays a move in one part by message and saves a record written as sums, with no error', async () => {
    const editor = await openWorksheet('play-sum.nim', 'nim + kayles + wythoff\n3 4 + 7 + (3, 5)\n');
    const panel = await vscode.commands.executeCommand<PlayPanel>('nimLens.play', editor.document.uri, 1);
    assert.ok(panel);
    try {
      // Take 3 from the second nim heap: the winning move, to 3 1 + 7 + (3, 5).
      panel.handleMessage({ type: 'intent', intent: { kind: 'act', act: 'take', args: ['1', '3'] }, part: 0 });
      await until('the computer reply', () => (panel.game.moveCount === 2 ? true : undefined));
      panel.handleMessage({ type: 'save' });
      const text = await until('the record in the file', () => {
        const t = editor.document.getText();
        return t.includes(' -> ') ? t : undefined;
      });
      assert.match(
        text.split('\n')[2]!,
        /^3 4 \+ 7 \+ \(3, 5\) -> 3 1 \+ 7 \+ \(3, 5\) -> [\d ]+ \+ [\d ]+ \+ \(\d+, \d+\)$/,
      );
      await until('no error on the record', () =>
        vscode.languages.getDiagnostics(editor.document.uri).some((d) => d.severity === vscode.DiagnosticSeverity.Error)
          ? undefined
          : true,
      );
    } finally {
      panel.panel.dispose();
    }
  });
});

describe('play panel: take-and-break games', () => {
  it('offers Play on a Kayles line, breaks rows by message, and saves a legal record', async () => {
    const editor = await openWorksheet('play-kayles.nim', 'kayles\n4 7\n');
    const titles = await until('the lenses', async () => {
      const t = await lensTitles(editor.document.uri);
      return t.some((l) => l.title.includes('Play')) ? t : undefined;
    });
    assert.ok(
      titles.some((l) => l.line === 1 && /Play/.test(l.title)),
      JSON.stringify(titles),
    );
    const panel = await vscode.commands.executeCommand<PlayPanel>('nimLens.play', editor.document.uri, 1);
    assert.ok(panel);
    try {
      panel.handleMessage({ type: 'intent', intent: { kind: 'act', act: 'knock', args: ['1', '3', '0'] } });
      panel.handleMessage({ type: 'intent', intent: { kind: 'act', act: 'knock', args: ['1', '2', '6'] } });
      panel.handleMessage({ type: 'intent', intent: { kind: 'act', act: 'knock', args: ['1', 2, '1'] } });
      panel.handleMessage({ type: 'intent', intent: { kind: 'pins', heap: 1, amount: '2', left: '1' } });
      assert.deepStrictEqual(panel.game.heaps, [4n, 7n], 'illegal and malformed breaks are refused');
      panel.handleMessage({ type: 'intent', intent: { kind: 'act', act: 'knock', args: ['1', '1', '3'] } });
      assert.deepStrictEqual(panel.game.heaps, [4n, 3n, 3n]);
      await until('the computer reply', () => (panel.game.moveCount === 2 ? true : undefined));
      panel.handleMessage({ type: 'save' });
      const text = await until('the record in the file', () => {
        const t = editor.document.getText();
        return t.includes(' -> ') ? t : undefined;
      });
      assert.match(text.split('\n')[2]!, /^4 7 -> 4 3 3 -> [0-9 ]+$/);
      await until('no error on the record', () =>
        vscode.languages.getDiagnostics(editor.document.uri).some((d) => d.severity === vscode.DiagnosticSeverity.Error)
          ? undefined
          : true,
      );
    } finally {
      panel.panel.dispose();
    }
  });
});

describe("play panel: Grundy's game, chosen from the list of moves", () => {
  it('lists the splits, plays the one chosen, refuses a forged choice, and saves a legal record', async () => {
    const editor = await openWorksheet('play-grundy.nim', 'grundy\n9\n');
    await until('the lenses', async () =>
      (await lensTitles(editor.document.uri)).some((l) => l.title.includes('Play')) ? true : undefined,
    );
    const panel = await vscode.commands.executeCommand<PlayPanel>('nimLens.play', editor.document.uri, 1);
    assert.ok(panel);
    try {
      const view = panel.game.view({ verdict: null, hint: null, notice: null, source: null, busy: false });
      const choices = view.components[0]!.choices!;
      // A heap of 9 splits into two unequal heaps in four ways.
      assert.deepStrictEqual(
        choices.moves.map((m) => m.toText),
        ['1 8', '2 7', '3 6', '4 5'],
      );
      assert.strictEqual(choices.moves[0]!.text, 'split heap 1 into 1 and 8');
      panel.handleMessage({ type: 'intent', intent: { kind: 'choose', index: 1, to: ['3', '6'] } });
      panel.handleMessage({ type: 'intent', intent: { kind: 'choose', index: 9, to: ['1', '8'] } });
      panel.handleMessage({ type: 'intent', intent: { kind: 'act', act: 'take', args: ['0', '1'] } });
      assert.deepStrictEqual(panel.game.heaps, [9n], 'a choice that does not match, or a take, is refused');
      panel.handleMessage({ type: 'intent', intent: { kind: 'choose', index: 1, to: ['2', '7'] } });
      assert.deepStrictEqual(panel.game.heaps, [2n, 7n]);
      await until('the computer reply', () => (panel.game.moveCount === 2 ? true : undefined));
      panel.handleMessage({ type: 'save' });
      const text = await until('the record in the file', () => {
        const t = editor.document.getText();
        return t.includes(' -> ') ? t : undefined;
      });
      assert.match(text.split('\n')[2]!, /^9 -> 2 7 -> [0-9 ]+$/);
      await until('no error on the record', () =>
        vscode.languages.getDiagnostics(editor.document.uri).some((d) => d.severity === vscode.DiagnosticSeverity.Error)
          ? undefined
          : true,
      );
    } finally {
      panel.panel.dispose();
    }
  });
});

describe('play panel: restoring after a reload', () => {
  it('rebuilds the game from the state the webview keeps, and refuses forged state', async () => {
    const { PANEL_BUDGET, restore } = await import('../../src/play/register');
    const editor = await openWorksheet('play-restore.nim', 'nim\n3 4 5\n');
    const panel = await vscode.commands.executeCommand<PlayPanel>('nimLens.play', editor.document.uri, 1);
    try {
      panel.handleMessage({ type: 'intent', intent: { kind: 'act', act: 'take', args: ['0', '2'] } });
      await until('the computer reply', () => (panel.game.moveCount === 2 ? true : undefined));
      const kept = JSON.parse(JSON.stringify(panel.persisted())) as PersistedPlay;
      const known = (uri: string) => uri === editor.document.uri.toString();
      const again = restore(kept, known);
      assert.ok(again, `restored from ${JSON.stringify(kept)}`);
      assert.deepStrictEqual(again.game.heaps, panel.game.heaps);
      assert.strictEqual(again.source?.uri, editor.document.uri.toString());
      // A state that names another file as its source is restored without one: Save writes nowhere.
      const forged = restore({ ...kept, source: { ...kept.source!, uri: 'file:///etc/passwd' } }, known);
      assert.ok(forged);
      assert.strictEqual(forged.source, null);
      // The panel's budget, not the default: a position keeps its verdict across a reload.
      assert.strictEqual(again.game.budget, PANEL_BUDGET);
      assert.strictEqual(again.game.budget, panel.game.budget);
      assert.strictEqual(
        restore({ ...kept, snapshot: { ...kept.snapshot, moves: [['3', '9', '5']] } }, known),
        null,
        'an illegal move in the state',
      );
      assert.strictEqual(restore({ ...kept, rules: 'chess' }, known), null);
      assert.strictEqual(restore('nonsense', known), null);
    } finally {
      panel.panel.dispose();
    }
  });
});
