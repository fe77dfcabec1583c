// Each provider on real documents in a real VS Code: lens titles, hover text, diagnostics with
// ranges and codes, each quick fix's resulting text, the commands.

import * as assert from 'assert';
import * as vscode from 'vscode';
import { solve } from '../../src/core/solve';
import { parseRulesLine } from '../../src/core/worksheet/parse';
import { openWalkthroughOnStart } from '../../src/editor/walkthrough';
import { activate, hoverText, lensTitles, openWorksheet, until } from './helpers';

const SHEET = [
  'nim', // 0
  '3 4 5 : win', // 1
  '1 4 5 : loss', // 2
  '3 4 5 -> 3 4 4', // 3  a mistake
  'wythoff', // 4
  '20 33 : loss', // 5  a wrong claim
  '(5, 8)', // 6
  '5 8 -> 3 7', // 7  illegal
  'subtraction {}', // 8  syntax error
  'nim misere misere', // 9  repeated option
  '4 1 1', // 10
].join('\n');

async function diagnosticsOf(uri: vscode.Uri, count: number): Promise<vscode.Diagnostic[]> {
  return until(`${count} diagnostics`, () => {
    const d = vscode.languages.getDiagnostics(uri);
    return d.length >= count ? d : undefined;
  });
}

function byCode(list: vscode.Diagnostic[], code: string): vscode.Diagnostic {
  const d = list.find((x) => x.code === code);
  assert.ok(d, `a ${code} diagnostic among ${list.map((x) => String(x.code as string)).join(', ')}`);
  return d;
}

async function applyFix(uri: vscode.Uri, range: vscode.Range, title: RegExp): Promise<void> {
  const actions =
    (await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', uri, range)) ?? [];
  const action = actions.find((a) => title.test(a.title));
  assert.ok(action, `a code action ${title} among: ${actions.map((a) => a.title).join(' | ')}`);
  assert.ok(action.edit, 'the action carries its edit');
  assert.ok(await vscode.workspace.applyEdit(action.edit));
}

/**
 * Runs Show Winning Moves on the selection's line, once its list is open: the command's promise,
 * in an object (awaiting a promise of a thenable would wait for the command itself).
 */
async function showWinningMoves(): Promise<{ readonly shown: Thenable<unknown> }> {
  const api = await activate();
  const listed = new Promise<void>((resolve) => {
    const once = api.onMovesListed(() => {
      once.dispose();
      resolve();
    });
  });
  const shown = vscode.commands.executeCommand('nimLens.showWinningMoves');
  await listed;
  return { shown };
}

/** Accepts the list's first move, as Enter does, once the list is drawn; settles with the command. */
async function acceptFirstMove({ shown }: { readonly shown: Thenable<unknown> }): Promise<void> {
  let settled = false;
  // Settled either way: a command that fails ends the wait, and its error is thrown below.
  void Promise.resolve(shown).then(
    () => (settled = true),
    () => (settled = true),
  );
  await until('the list to take the move', async () => {
    if (!settled) await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
    return settled ? true : undefined;
  });
  await shown;
}

describe('worksheet features', () => {
  it('code lenses: verdict, recommended move, count; and the play lens', async () => {
    const editor = await openWorksheet('lenses.nim', SHEET);
    const titles = await until('lenses', async () => {
      const t = await lensTitles(editor.document.uri);
      return t.length >= 12 ? t : undefined;
    });
    const at = (line: number) => titles.filter((t) => t.line === line).map((t) => t.title);
    assert.deepStrictEqual(at(1), ['✓ Win · take 2 from heap 1 → 1 4 5 · 1 winning move', '$(play) Play']);
    assert.deepStrictEqual(at(2), ['✗ Loss · every move loses', '$(play) Play']);
    // A record's lens is about where it ends (3 4 4), the position its fix and commands play from.
    assert.deepStrictEqual(at(3), ['✓ Win · take 3 from heap 1 → 0 4 4 · 1 winning move', '$(play) Play']);
    const actions =
      (await vscode.commands.executeCommand<vscode.CodeAction[]>(
        'vscode.executeCodeActionProvider',
        editor.document.uri,
        new vscode.Range(3, 0, 3, 0),
      )) ?? [];
    assert.ok(
      actions.some((a) => a.title === 'Append the recommended move: -> 0 4 4'),
      actions.map((a) => a.title).join(' | '),
    );
    assert.deepStrictEqual(at(6), ['✓ Win · take 1 from both heaps → (4, 7) · 2 winning moves', '$(play) Play']);
    // A repeated option is only a warning: the positions below are analysed in misère play.
    assert.deepStrictEqual(at(10), ['✓ Win · take 3 from heap 1 → 1 1 1 · 1 winning move', '$(play) Play']);
  });

  it('sums of games: the lens names the part, the hover a row per part, the fixes keep the sum', async () => {
    const text = [
      'nim + kayles + wythoff',
      '3 4 + 7 + (3, 5) : loss',
      '3 4 + 7 + (3, 5) -> 3 3 + 6 + (3, 5)',
      '3 4 + 7',
      '3 4 + 7 + (3, 5)',
    ];
    const editor = await openWorksheet('sums.nim', text.join('\n'));
    const uri = editor.document.uri;
    const titles = await until('lenses of the sum', async () => {
      const t = await lensTitles(uri);
      return t.some((x) => x.line === 1 && x.title.startsWith('✓ Win')) ? t : undefined;
    });
    assert.ok(
      titles.some(
        (t) =>
          t.line === 1 && t.title === '✓ Win · take 3 from heap 2 in part 1 (nim) → 3 1 + 7 + (3, 5) · 3 winning moves',
      ),
      titles.map((t) => t.title).join(' | '),
    );
    const hover = await hoverText(uri, 1, 1);
    assert.match(hover, /Grundy value `\*5`/);
    assert.match(hover, /\| part 2 \| Kayles \| `7` \| \*\*2\*\* \|/);
    assert.match(hover, /XOR of the values: \*\*5\*\*/);
    const list = await diagnosticsOf(uri, 3);
    assert.match(byCode(list, 'illegal-move').message, /parts 1 and 2 change: a move is made in one part only/);
    const parts = byCode(list, 'heap-count');
    assert.ok(parts.range.isEqual(new vscode.Range(3, 0, 3, 7)));
    await applyFix(uri, byCode(list, 'wrong-claim').range, /Correct the claim to 'win'/);
    assert.strictEqual(editor.document.lineAt(1).text, '3 4 + 7 + (3, 5) : win');
    await applyFix(uri, new vscode.Range(4, 1, 4, 1), /Replace with the position after take 3 from heap 2 in part 1/);
    assert.strictEqual(editor.document.lineAt(4).text, '3 1 + 7 + (3, 5)');
  });

  it('the lens setting can show the verdict only', async () => {
    const editor = await openWorksheet('lens-setting.nim', 'nim\n3 4 5\n');
    const config = vscode.workspace.getConfiguration('nimLens');
    await config.update('codeLens.content', 'verdict', vscode.ConfigurationTarget.Global);
    try {
      const titles = await until('verdict-only lens', async () => {
        const t = await lensTitles(editor.document.uri);
        return t.some((x) => x.title === '✓ Win') ? t : undefined;
      });
      assert.ok(titles.some((x) => x.title === '✓ Win'));
    } finally {
      await config.update('codeLens.content', undefined, vscode.ConfigurationTarget.Global);
    }
  });

  it('nimLens.walkthrough.openOnStart opens the walkthrough beside the editor; off, nothing opens', async () => {
    await openWorksheet('walkthrough-setting.nim', 'nim\n3 4 5\n');
    const others = (): vscode.Tab[] =>
      vscode.window.tabGroups.all.flatMap((g) => g.tabs).filter((t) => !(t.input instanceof vscode.TabInputText));
    const before = others().length;
    await openWalkthroughOnStart(); // off by default
    await new Promise((r) => setTimeout(r, 500));
    assert.strictEqual(others().length, before, 'nothing opens while the setting is off');
    const config = vscode.workspace.getConfiguration('nimLens');
    await config.update('walkthrough.openOnStart', true, vscode.ConfigurationTarget.Global);
    try {
      await openWalkthroughOnStart();
      const opened = await until('the walkthrough', () => (others().length > before ? others() : undefined));
      await vscode.window.tabGroups.close(opened.slice(before));
    } finally {
      await config.update('walkthrough.openOnStart', undefined, vscode.ConfigurationTarget.Global);
    }
  });

  it('hover: the reason in the terms of the rules and every winning move', async () => {
    const editor = await openWorksheet('hover.nim', SHEET);
    const hoverAt = (line: number, character: number) => hoverText(editor.document.uri, line, character);
    const nimHover = await hoverAt(1, 2);
    assert.match(nimHover, /\*\*Win\*\* for the player to move/);
    assert.match(nimHover, /\| \*\*XOR\*\* \| `010` \| \*\*2\*\* \|/);
    const wythoffHover = await hoverAt(5, 1);
    assert.match(wythoffHover, /⌊√845⌋/);
    assert.match(wythoffHover, /take 21 from heap 2 → `20 12`/);
    const stepHover = await hoverAt(3, 11);
    assert.match(stepHover, /\*\*Mistake:\*\*/);
    // A rules line: the game in words, its values as a scatter plot (an SVG data URI with its
    // text alternative) and as text; Wythoff's game, of two heaps, in words only.
    const rulesHover = await hoverAt(0, 1);
    assert.match(rulesHover, /^\*\*nim\*\*/);
    assert.match(
      rulesHover,
      /!\[Scatter plot of the Grundy values of nim for heaps 0 to 1999[^\]]*\]\(data:image\/svg\+xml;base64,/,
    );
    assert.match(rulesHover, /G\(0\) to G\(39\): `0 1 2 3 4 5 6/);
    const wythoffRules = await hoverAt(4, 2);
    assert.match(wythoffRules, /Take any number of tokens from one heap, or the same number from both/);
    assert.doesNotMatch(wythoffRules, /data:image/);
  });

  it('diagnostics with their ranges, severities and codes', async () => {
    const editor = await openWorksheet('diagnostics.nim', SHEET);
    const list = await diagnosticsOf(editor.document.uri, 5);
    const wrong = byCode(list, 'wrong-claim');
    assert.strictEqual(wrong.severity, vscode.DiagnosticSeverity.Error);
    assert.ok(wrong.range.isEqual(new vscode.Range(5, 8, 5, 12)));
    const mistake = byCode(list, 'mistake');
    assert.strictEqual(mistake.severity, vscode.DiagnosticSeverity.Warning);
    assert.ok(mistake.range.isEqual(new vscode.Range(3, 9, 3, 14)));
    const illegal = byCode(list, 'illegal-move');
    assert.match(illegal.message, /takes 2 from heap 1 but 1 from heap 2/);
    assert.ok(illegal.range.isEqual(new vscode.Range(7, 7, 7, 10)));
    const empty = byCode(list, 'empty-set');
    assert.ok(empty.range.isEqual(new vscode.Range(8, 12, 8, 14)));
    assert.strictEqual(byCode(list, 'repeated-option').severity, vscode.DiagnosticSeverity.Warning);
    assert.strictEqual(wrong.source, 'nim-lens');
  });

  it('diagnostics follow typing', async () => {
    const editor = await openWorksheet('typing.nim', 'nim\n1 4 5 : loss\n');
    await until('no diagnostics', () =>
      vscode.languages.getDiagnostics(editor.document.uri).length === 0 ? true : undefined,
    );
    await editor.edit((e) => e.replace(new vscode.Range(1, 8, 1, 12), 'win'));
    const list = await diagnosticsOf(editor.document.uri, 1);
    assert.strictEqual(list[0]!.code, 'wrong-claim');
    await editor.edit((e) => e.replace(new vscode.Range(1, 8, 1, 11), 'loss'));
    await until('the diagnostic gone', () =>
      vscode.languages.getDiagnostics(editor.document.uri).length === 0 ? true : undefined,
    );
  });

  it('quick fix: correct a wrong claim', async () => {
    const editor = await openWorksheet('fix-claim.nim', 'wythoff\n20 33 : loss\n');
    const [d] = await diagnosticsOf(editor.document.uri, 1);
    await applyFix(editor.document.uri, d!.range, /Correct the claim to 'win'/);
    assert.strictEqual(editor.document.lineAt(1).text, '20 33 : win');
  });

  it('quick fix: replace a mistaken step by a winning one', async () => {
    const editor = await openWorksheet('fix-mistake.nim', 'nim\n3 4 5 -> 3 4 4\n');
    const [d] = await diagnosticsOf(editor.document.uri, 1);
    await applyFix(editor.document.uri, d!.range, /Play the winning move take 2 from heap 1/);
    assert.strictEqual(editor.document.lineAt(1).text, '3 4 5 -> 1 4 5');
  });

  it('quick fixes on a position line: replace it with the position after the move, or append the move', async () => {
    const editor = await openWorksheet('fix-position.nim', 'wythoff\n(5, 8)  # keep this comment\n');
    await applyFix(
      editor.document.uri,
      new vscode.Range(1, 1, 1, 1),
      /Replace with the position after take 1 from both heaps: \(4, 7\)/,
    );
    assert.strictEqual(editor.document.lineAt(1).text, '(4, 7)  # keep this comment');
    await vscode.commands.executeCommand('undo');
    assert.strictEqual(editor.document.lineAt(1).text, '(5, 8)  # keep this comment', 'one undoable edit');
    await applyFix(editor.document.uri, new vscode.Range(1, 1, 1, 1), /Append the recommended move: -> \(4, 7\)/);
    assert.strictEqual(editor.document.lineAt(1).text, '(5, 8) -> (4, 7)  # keep this comment');
  });

  it("a line of 20,001 heaps: the fix's title by its ends, its edit written when the fix is chosen", async () => {
    const heaps = Array.from({ length: 20_000 }, (_, i) => 1 + (i % 7)).join(' ');
    const editor = await openWorksheet('fix-wide.nim', `nim\n${heaps} 9\n`);
    const range = new vscode.Range(1, 0, 1, 0);
    const listed =
      (await vscode.commands.executeCommand<vscode.CodeAction[]>(
        'vscode.executeCodeActionProvider',
        editor.document.uri,
        range,
      )) ?? [];
    const append = listed.find((a) => a.title.startsWith('Append the recommended move'));
    assert.ok(append, listed.map((a) => a.title.slice(0, 80)).join(' | '));
    assert.ok(append.title.length < 300, append.title.slice(0, 300));
    assert.match(append.title, /\(20001 heaps\)$/);
    assert.strictEqual(append.edit, undefined, 'not written until chosen');
    // Resolved, as the light bulb resolves the one a person picks.
    const resolved =
      (await vscode.commands.executeCommand<vscode.CodeAction[]>(
        'vscode.executeCodeActionProvider',
        editor.document.uri,
        range,
        vscode.CodeActionKind.RefactorRewrite.value,
        10,
      )) ?? [];
    const chosen = resolved.find((a) => a.title.startsWith('Append the recommended move'));
    assert.ok(chosen?.edit, 'written once resolved');
    assert.ok(await vscode.workspace.applyEdit(chosen.edit));
    assert.ok(editor.document.lineAt(1).text.startsWith(`${heaps} 9 -> `));
  });

  it('quick fixes and commands on a record act on its last position, and never replace the record', async () => {
    // (4, 7) is cold: its recommended move is the slowest loss, (4, 5) by 2 from heap 2 … whichever: a step after (4, 7).
    const editor = await openWorksheet('fix-record.nim', 'wythoff\n(5, 8) -> (4, 7)\n');
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>(
      'vscode.executeCodeActionProvider',
      editor.document.uri,
      new vscode.Range(1, 1, 1, 1),
    );
    assert.ok(!actions.some((a) => a.title.startsWith('Replace with')), actions.map((a) => a.title).join('; '));
    await applyFix(editor.document.uri, new vscode.Range(1, 1, 1, 1), /Append the recommended move: -> \(\d+, \d+\)/);
    assert.match(editor.document.lineAt(1).text, /^\(5, 8\) -> \(4, 7\) -> \(\d+, \d+\)$/);
    // The command plays the last position's move too: the record gains a winning step.
    editor.selection = new vscode.Selection(1, 0, 1, 0);
    await vscode.commands.executeCommand('nimLens.applyRecommended');
    assert.match(editor.document.lineAt(1).text, /^\(5, 8\) -> \(4, 7\) -> \(\d+, \d+\) -> \(\d+, \d+\)$/);
    const [, , third, fourth] = editor.document.lineAt(1).text.split(' -> ');
    assert.notStrictEqual(third, fourth);
  });

  it('a move picked from the list is played on its line even when lines above changed meanwhile', async () => {
    const editor = await openWorksheet('pick-after-edit.nim', 'nim\n3 4 5\n');
    editor.selection = new vscode.Selection(1, 0, 1, 0);
    const shown = await showWinningMoves();
    await editor.edit((e) => e.insert(new vscode.Position(0, 0), '# added while the list was open\n'));
    await acceptFirstMove(shown);
    await until('the move played', () => (editor.document.lineAt(2).text === '1 4 5' ? true : undefined), 10_000);
    assert.strictEqual(editor.document.lineAt(1).text, 'nim', 'the rules line is left alone');
  });

  it('a move picked from the list is not played when its own line changed meanwhile, even if another line reads the same', async () => {
    const editor = await openWorksheet('pick-after-change.nim', 'nim\n3 4 5\n3 4 5\n');
    editor.selection = new vscode.Selection(1, 0, 1, 0);
    const shown = await showWinningMoves();
    await editor.edit((e) => e.replace(new vscode.Range(1, 4, 1, 5), '6'));
    // The command's promise settles once it has played the move or refused to.
    await acceptFirstMove(shown);
    assert.deepStrictEqual(
      [1, 2].map((l) => editor.document.lineAt(l).text),
      ['3 4 6', '3 4 5'],
    );
  });

  it("quick fixes on rules lines: a mistyped game word, an option before the game's bound", async () => {
    const editor = await openWorksheet('fix-rules.nim', 'kaylse\n3 4\nwythoff misere diagonal 2\n3 5\n');
    const saying = (pattern: RegExp) =>
      until(`a diagnostic ${pattern}`, () =>
        vscode.languages.getDiagnostics(editor.document.uri).find((d) => pattern.test(d.message)),
      );
    const typo = await saying(/unknown game 'kaylse': did you mean 'kayles'\?/);
    await applyFix(editor.document.uri, typo.range, /Change to 'kayles'/);
    assert.strictEqual(editor.document.lineAt(0).text, 'kayles');
    const early = await saying(/write 'misere' after 'diagonal 2'/);
    await applyFix(editor.document.uri, early.range, /misere/);
    assert.strictEqual(editor.document.lineAt(2).text, 'wythoff diagonal 2 misere');
  });

  it('quick fix: remove a repeated option', async () => {
    const editor = await openWorksheet('fix-option.nim', 'nim misere misere\n2 2\n');
    const [d] = await diagnosticsOf(editor.document.uri, 1);
    await applyFix(editor.document.uri, d!.range, /Remove the repeated 'misere'/);
    assert.strictEqual(editor.document.lineAt(0).text, 'nim misere');
  });

  it('command: apply the recommended move on the current line', async () => {
    const editor = await openWorksheet('command.nim', 'nim\n3 4 5\n');
    editor.selection = new vscode.Selection(1, 0, 1, 0);
    await vscode.commands.executeCommand('nimLens.applyRecommended');
    assert.strictEqual(editor.document.lineAt(1).text, '1 4 5');
  });

  it('the palette commands are contributed for worksheets', async () => {
    const all = await vscode.commands.getCommands(true);
    for (const id of ['nimLens.applyRecommended', 'nimLens.showWinningMoves', 'nimLens.recheck', 'nimLens.play'])
      assert.ok(all.includes(id), id);
    const pkg = vscode.extensions.getExtension('nim-lens.nim-lens')!.packageJSON as {
      contributes: { menus: { commandPalette: { command: string; when: string }[] } };
    };
    assert.ok(pkg.contributes.menus.commandPalette.every((m) => m.when === 'editorLangId == nim-worksheet'));
  });

  it('a .nim file of Nim source code is left alone', async () => {
    const editor = await openWorksheet('program.nim', 'import std/strutils\n\nproc main() =\n  echo "hello"\n');
    const api = await activate();
    assert.strictEqual(api.analyses.get(editor.document)?.analysis, null);
    assert.deepStrictEqual(await lensTitles(editor.document.uri), []);
    // The diagnostics provider awaits this same analysis, then sets what it sets in the next turn.
    await api.analyses.analyse(editor.document);
    await new Promise((r) => setTimeout(r, 0));
    assert.deepStrictEqual(vscode.languages.getDiagnostics(editor.document.uri), []);
  });

  it('a position beyond the quick budget shows at once, then is decided off the host thread', async function () {
    this.timeout(170_000); // under the harness's stall limit (180 s)
    // Wythoff diagonal 3 has no closed form: its partners are computed row by row, here
    // beyond the quick budget, so the worker thread decides it and the lens refreshes.
    const api = await activate();
    // The worker answers one search at a time: let the earlier tests' documents' searches end
    // first, so that the time below is this search's alone (on a loaded machine they can be long).
    await until('the earlier searches to end', () => (api.analyses.searching ? undefined : true), 100_000);
    const editor = await openWorksheet('slow.nim', 'wythoff diagonal 3\n40000 40003\n');
    // Forget what the providers may already have learnt, then look at once, before any worker answer.
    api.analyses.recheck(editor.document);
    const started = Date.now();
    const first = api.analyses.get(editor.document)!;
    assert.ok(Date.now() - started < 1000, 'the first analysis returns at once');
    assert.strictEqual(first.analysis!.positions[0]!.verdicts[0]!.outcome, 'unknown');
    const titles = await until(
      'the worker verdict',
      async () => {
        const t = await lensTitles(editor.document.uri);
        return t.some((x) => /^[✓✗] (Win|Loss)/.test(x.title)) ? t : undefined;
      },
      60_000,
    );
    assert.match(titles[0]!.title, /^[✓✗] (Win|Loss) ·/);
  });

  it('a misère 0.75 position of 20-digit heaps is decided by its quotient (in the worker past the quick budget), the classes in the hover', async function () {
    this.timeout(170_000);
    const api = await activate();
    await until('the earlier searches to end', () => (api.analyses.searching ? undefined : true), 100_000);
    const editor = await openWorksheet(
      'misere-quotient.nim',
      'octal 0.75, misere\n12345678901234567890 98765432109876543210 31\n',
    );
    const titles = await until(
      'the verdict by the quotient',
      async () => {
        const t = await lensTitles(editor.document.uri);
        return t.some((x) => /^[✓✗] (Win|Loss)/.test(x.title)) ? t : undefined;
      },
      60_000,
    );
    // Φ = b, b and ab²: the product ab² is not in P = {a, b²}.
    assert.match(titles[0]!.title, /^✓ Win · .+ · \d+ winning moves?$/);
    const hover = await hoverText(editor.document.uri, 1, 3);
    assert.match(hover, /\| heap 1 \| 12345678901234567890 \| Φ = b \|/);
    assert.match(hover, /\| heap 3 \| 31 \| Φ = ab² \|/);
    assert.match(hover, /ab² is not in P = \\\{a, b²\\\}: the player to move wins/);
    assert.match(hover, /`nim-lens quotient --rules "octal 0\.75"`/);
  });

  it("a table past the quick budget (Grundy's game, a heap of 20,000) is computed by the worker; the lens says so, then refreshes", async () => {
    const editor = await openWorksheet('long-table.nim', 'grundy\n20000 7\n');
    const api = await activate();
    api.analyses.recheck(editor.document);
    const first = api.analyses.get(editor.document)!;
    const quick = first.analysis!.positions[0]!.verdicts[0]!;
    assert.strictEqual(quick.outcome, 'unknown');
    assert.match(quick.method, /beyond the \d+ values computed within the budget of 20000/);
    const pending = await lensTitles(editor.document.uri);
    if (!pending.some((t) => /^[✓✗] (Win|Loss)/.test(t.title)))
      assert.ok(
        pending.some((t) => t.title === 'Computing in the background… (beyond the quick budget)'),
        JSON.stringify(pending),
      );
    const titles = await until(
      'the worker verdict',
      async () => {
        const t = await lensTitles(editor.document.uri);
        return t.some((x) => /^[✓✗] (Win|Loss)/.test(x.title)) ? t : undefined;
      },
      60_000,
    );
    // The same answer as the core's within the default budget.
    const grundy = parseRulesLine('grundy');
    assert.ok(grundy.ok);
    const expected = solve(grundy.rules, [20_000n, 7n], { budget: 2_000_000 });
    assert.strictEqual(titles[0]!.title.split(' ·')[0], expected.outcome === 'win' ? '✓ Win' : '✗ Loss');
    assert.ok(titles[0]!.title.includes(`${expected.winningMoveCount} winning moves`), titles[0]!.title);
  });
});

describe('New Practice Sheet', () => {
  it('finds its positions in slices, giving the host thread back between them, and opens the sheet', async () => {
    const api = await activate();
    // Misère Kayles is decided by search, position by position: the slow case.
    await vscode.commands.executeCommand('nimLens.newPracticeSheet', { rules: 'kayles misere', count: 20, level: 3 });
    const sheet = vscode.window.activeTextEditor!.document;
    assert.match(sheet.getText(), /^kayles misere\npractice$/m);
    const positions = sheet
      .getText()
      .split('\n')
      .filter((l) => /^\d+( \d+)*$/.test(l));
    assert.ok(positions.length >= 10, `${positions.length} positions`);
    assert.ok(
      (api.longestProviderMs.get('new practice sheet slices') ?? 0) > 1,
      'the search gave the thread back at least once',
    );
  });
});
