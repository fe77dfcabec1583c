// Game modules in the editor: a worksheet that names one is analysed in a module thread (a worker
// thread here), never on the extension host's thread, and answered as every worksheet is (lens,
// hover, diagnostics, quick fixes, the list of winning moves). A hostile module (a loop, a throw, a
// huge answer, a picture with a script) is said on its line; the host goes on answering. In an
// untrusted workspace nothing of a module runs and its rules line says why.

import * as assert from 'assert';
import * as vscode from 'vscode';
import { AnalysisService } from '../../src/editor/analysisService';
import { BackgroundSearch } from '../../src/editor/backgroundSearch';
import { type ModuleWorkers } from '../../src/shared/moduleThreads';
import type { PlayPanel } from '../../src/play/panel';
import { activate, hoverText, lensTitles, openWorksheet, until, workspaceFile } from './helpers';

/** A take-away module (a heap, take 1 or 2) whose `moves` body is `body` (n is the heap); `extra` adds to its export. */
function takeAway(body: string, top = '', extra = ''): string {
  return `${top}
export default {
  name: 'Take Away',
  read: (text) => (/^[0-9]+$/.test(text) ? { value: Number(text) } : { error: 'a heap' }),
  write: (n) => String(n),
  moves(n) { ${body} },
  ${extra}
};
`;
}
const FINE = 'return [1, 2].filter((k) => k <= n).map((k) => ({ text: `take ${k}`, to: n - k }));';

async function writeModule(name: string, text: string): Promise<void> {
  await vscode.workspace.fs.writeFile(workspaceFile(name), Buffer.from(text, 'utf8'));
}

function diagnosticsAt(uri: vscode.Uri, line: number): string[] {
  return vscode.languages
    .getDiagnostics(uri)
    .filter((d) => d.range.start.line === line)
    .map((d) => d.message);
}

describe('game modules in the editor', () => {
  it('examples/games/modules.nim: lenses, hovers, quick fixes and winning moves from the module thread', async () => {
    await activate();
    const uri = workspaceFile('games/modules.nim');
    const document = await vscode.workspace.openTextDocument(uri);
    await vscode.window.showTextDocument(document);
    // 3x4 (line 5): a win with 7 winning moves, written in the module's words.
    const titles = await until(
      'the lenses of the module lines',
      async () => {
        const all = await lensTitles(uri);
        return all.some((l) => l.line === 14) && all.some((l) => l.line === 4) ? all : undefined;
      },
      120_000,
    );
    const title = (line: number) => titles.find((l) => l.line === line)?.title ?? '';
    assert.match(title(4), /Win · cells 1,1 and 2,1 → #\.\.\.\/#\.\.\.\/\.\.\.\. · 7 winning moves/);
    assert.match(title(6), /Loss/);
    assert.match(title(14), /Win · choose 3 → 1 5 · 1 winning move/);
    // The sum with Nim (line 11): a win by Grundy values.
    assert.match(title(10), /Win/);
    // No error anywhere: every line read and answered.
    await until('no diagnostics', () =>
      vscode.languages.getDiagnostics(uri).every((d) => d.severity !== vscode.DiagnosticSeverity.Error)
        ? true
        : undefined,
    );
    const hover = await hoverText(uri, 4, 1);
    assert.match(hover, /Win/);
    assert.match(hover, /cells 1,1 and 2,1/);
    const rules = await hoverText(uri, 3, 1);
    assert.match(rules, /Cram/);
    const actions =
      (await vscode.commands.executeCommand<vscode.CodeAction[]>(
        'vscode.executeCodeActionProvider',
        uri,
        new vscode.Range(4, 0, 4, 0),
      )) ?? [];
    const replace = actions.find((a) => a.title.startsWith('Replace with the position after cells 1,1 and 2,1'));
    assert.ok(replace?.edit, actions.map((a) => a.title).join('; '));
    const edits = replace.edit.entries()[0]![1];
    assert.equal(edits[0]!.newText, '#.../#.../....');
  });

  it('a worksheet that names a module is analysed in a module thread, not on the host', async () => {
    const api = await activate();
    const uri = workspaceFile('games/modules.nim');
    const entry = await api.analyses.analyse(await vscode.workspace.openTextDocument(uri));
    assert.ok(entry?.modules, 'analysed in a module thread');
    assert.equal(entry.analysis, null);
  });

  it('a loop, a throw, a huge answer, a picture with a script: said on their lines, and the host answers on', async () => {
    await writeModule('hostile-loop.mjs', takeAway(`if (n === 4) for (;;) {} ${FINE}`));
    await writeModule('hostile-throws.mjs', takeAway(`if (n === 4) throw new Error('no moves today'); ${FINE}`));
    await writeModule(
      'hostile-many.mjs',
      takeAway('return Array.from({ length: 20000 }, () => ({ text: "take 1", to: n - 1 }));'),
    );
    await writeModule(
      'hostile-svg.mjs',
      takeAway(FINE, '', "picture: (n) => ({ svg: '<svg><script>alert(1)</script></svg>' }),"),
    );
    const editor = await openWorksheet(
      'hostile.nim',
      [
        'prefer fewest',
        'game ./hostile-loop.mjs',
        '4',
        '3 : loss',
        'game ./hostile-throws.mjs',
        '4',
        'game ./hostile-many.mjs',
        '3',
        'game ./hostile-svg.mjs',
        '4',
        'nim',
        '1 2 3',
      ].join('\n'),
    );
    const uri = editor.document.uri;
    // While the loop holds its thread, the module's rules line says how far the answers are.
    const progress = await until(
      'the lens that says how far the module has answered',
      async () => (await lensTitles(uri)).find((l) => l.title.includes('Answering with the game module')),
      60_000,
    );
    assert.equal(progress.line, 1);
    assert.match(progress.title, /Answering with the game module: \d+ of 12 lines/);
    // While the loop runs in its thread, a worksheet of built-in games is answered (the host is free).
    const other = await openWorksheet('free-host.nim', 'nim\n3 4 5\n');
    assert.match(await hoverText(other.document.uri, 1, 0), /Win/);
    await vscode.window.showTextDocument(editor.document);
    const stopped = await until(
      'the loop ended at its time',
      () => diagnosticsAt(uri, 2).find((m) => /did not answer within/.test(m)),
      120_000,
    );
    assert.match(stopped, /the game module did not answer within [0-9.]+ s: it was stopped/);
    await until('the lines after the loop', () => (diagnosticsAt(uri, 7).length ? true : undefined), 120_000);
    assert.match(diagnosticsAt(uri, 5).join('\n'), /the game module threw in moves: no moves today/);
    assert.match(diagnosticsAt(uri, 7).join('\n'), /more than 10000 moves from one position/);
    const titles = await until(
      'the lenses after the hostile lines',
      async () => {
        const all = await lensTitles(uri);
        return all.some((l) => l.line === 11) ? all : undefined;
      },
      60_000,
    );
    assert.ok(!titles.some((l) => l.title.includes('Answering')), 'no progress lens once every line is answered');
    assert.match(titles.find((l) => l.line === 3)?.title ?? '', /Loss/);
    assert.match(titles.find((l) => l.line === 9)?.title ?? '', /Win/);
    assert.match(titles.find((l) => l.line === 11)?.title ?? '', /Loss/);
    // The refused picture is a warning on its position, and is not drawn: the hover answers without it.
    assert.match(
      diagnosticsAt(uri, 9).join('\n'),
      /picture is refused: its picture holds a <script> element; the move list stands in for it/,
    );
    const hover = await hoverText(uri, 9, 0);
    assert.match(hover, /Win/);
    assert.doesNotMatch(hover, /<script|data:image\/svg/);
  });

  it('a module that posts a forged view from its thread: the thread is ended, its line says why, nothing forged is shown', async () => {
    // From its thread a module can post anything to the host: here a view of line 0 whose quick fix
    // would edit line 5, sent when it is asked the moves of 4.
    const forged = JSON.stringify({
      kind: 'line',
      line: 0,
      out: {
        line: 0,
        diagnostics: [],
        position: {
          range: { line: 0, start: 0, end: 4 },
          lens: 'FORGED',
          outcome: 'win',
          items: [],
          winning: null,
          fixes: [{ title: 'forged fix', edit: { range: { line: 5, start: 0, end: 1 }, text: 'x' } }],
        },
        rulesHover: null,
      },
    });
    await writeModule(
      'hostile-post.mjs',
      takeAway(
        `if (n === 4) parentPort?.postMessage(${forged}); ${FINE}`,
        "import { parentPort } from 'node:worker_threads';",
      ),
    );
    const editor = await openWorksheet(
      'hostile-post.nim',
      ['game ./hostile-post.mjs', '4', '3 : loss', 'nim', '1 2 3'].join('\n'),
    );
    const uri = editor.document.uri;
    const refused = await until(
      'the forged message refused on its line',
      () => diagnosticsAt(uri, 1).find((m) => /not a view of a line/.test(m)),
      60_000,
    );
    assert.match(refused, /the module thread sent a message that is not a view of a line/);
    const titles = await until(
      'the lines after it answered',
      async () => {
        const all = await lensTitles(uri);
        return all.some((l) => l.line === 4) ? all : undefined;
      },
      60_000,
    );
    assert.ok(!titles.some((l) => l.title.includes('FORGED')), JSON.stringify(titles));
    assert.match(titles.find((l) => l.line === 2)?.title ?? '', /Loss/);
    assert.equal(editor.document.lineAt(0).text, 'game ./hostile-post.mjs');
  });

  it("the play panel plays Cram in the module thread: the module's picture as the board, the reply, Save", async () => {
    await activate();
    const editor = await openWorksheet('games/play-cram.nim', 'game ./cram.mjs\n2x3\n');
    const uri = editor.document.uri;
    await until(
      'the lens of 2x3',
      async () => ((await lensTitles(uri)).some((l) => l.line === 1) ? true : undefined),
      120_000,
    );
    const panel = await vscode.commands.executeCommand<PlayPanel | undefined>('nimLens.play', uri, 1);
    assert.ok(panel, 'the panel opens on a module line');
    try {
      assert.throws(() => panel.game, /plays a game module in its thread/, 'the game is not on the host');
      const first = panel.latest!;
      assert.equal(first.state.position, '.../...');
      assert.equal(first.state.title, 'Cram (game ./cram.mjs)');
      const choices = first.state.components[0]!.choices!;
      // 2 rows of 2 dominoes across, 3 down; each a piece of the module's picture.
      assert.equal(choices.moves.length, 7);
      assert.equal([...first.state.picture!.svg.matchAll(/data-choice="/g)].length, 7);
      const move = choices.moves[0]!;
      panel.handleMessage({ type: 'intent', intent: { kind: 'choose', index: 0, to: move.to } });
      const replied = await until('the computer reply from the thread', () =>
        panel.latest && panel.latest.moveCount === 2 ? panel.latest : undefined,
      );
      assert.equal(replied.state.history[0]!.text, move.text);
      assert.equal(replied.state.history[1]!.by, 'computer');
      panel.handleMessage({ type: 'save' });
      const saved = await until('the record below the line', () =>
        editor.document.lineCount > 2 && editor.document.lineAt(2).text.includes('->')
          ? editor.document.lineAt(2).text
          : undefined,
      );
      assert.equal(saved, replied.record);
      assert.match(saved, /^\.\.\.\/\.\.\. -> /);
    } finally {
      panel.panel.dispose();
    }
  });

  it('a module that hangs in the panel: its thread is ended at its time, the panel says so, and the host answers on', async () => {
    // Its picture loops on any heap below 3: the worksheet's line (3) is drawn, the position after a move is not.
    await writeModule(
      'hostile-picture.mjs',
      takeAway(
        FINE,
        '',
        'picture: (n) => { if (n < 3) for (;;) {} return { svg: \'<svg width="10" height="10"></svg>\' }; },',
      ),
    );
    const editor = await openWorksheet('hostile-play.nim', 'game ./hostile-picture.mjs\n3\n');
    const uri = editor.document.uri;
    await until(
      'the lens of 3',
      async () => ((await lensTitles(uri)).some((l) => l.line === 1) ? true : undefined),
      120_000,
    );
    const panel = await vscode.commands.executeCommand<PlayPanel | undefined>('nimLens.play', uri, 1);
    assert.ok(panel);
    try {
      panel.handleMessage({
        type: 'intent',
        intent: { kind: 'choose', index: 0, to: panel.latest!.state.components[0]!.choices!.moves[0]!.to },
      });
      // While the thread loops, the host answers a worksheet of built-in games.
      const other = await openWorksheet('free-host-play.nim', 'nim\n3 4 5\n');
      assert.match(await hoverText(other.document.uri, 1, 0), /Win/);
      const said = await until(
        'the panel says the game stopped',
        () => (panel.latest?.state.notice?.startsWith('The game stopped') ? panel.latest.state.notice : undefined),
        60_000,
      );
      assert.match(said, /the game module did not answer within 15\.0 s: it was stopped/);
    } finally {
      panel.panel.dispose();
    }
  });

  it('a practice sheet naming a module hides each answer until the claim is right or the line revealed', async () => {
    await activate();
    const editor = await openWorksheet(
      'games/practice-cram.nim',
      'practice\ngame ./cram.mjs\n2x2 : win\n2x3\n1x3 : win\n',
    );
    const uri = editor.document.uri;
    const titles = await until(
      'the lenses of the practice lines',
      async () => {
        const all = await lensTitles(uri);
        return [2, 3, 4].every((line) => all.some((l) => l.line === line)) ? all : undefined;
      },
      120_000,
    );
    const on = (line: number) => titles.filter((l) => l.line === line).map((l) => l.title);
    // A wrong claim: not quite, and nothing of the answer; a line without a claim: what to do.
    assert.deepEqual(on(2).slice(0, 2), ['✗ not quite', '$(eye) Reveal']);
    assert.deepEqual(on(3).slice(0, 2), ['? claim win or loss', '$(eye) Reveal']);
    // A right claim opens the line: its verdict and moves.
    assert.match(on(4)[0] ?? '', /^✓ Win/);
    const wrong = await until('the practice warning', () =>
      diagnosticsAt(uri, 2).length ? diagnosticsAt(uri, 2) : undefined,
    );
    assert.deepEqual(wrong, ['not quite: look at this position again']);
    const hidden = await hoverText(uri, 3, 0);
    assert.match(hidden, /^\*\*Practice\*\* · claim win or loss/);
    assert.doesNotMatch(hidden, /cells \d|Win ·|Loss ·|data:image/, 'no verdict, move or picture');
    const actions =
      (await vscode.commands.executeCommand<vscode.CodeAction[]>(
        'vscode.executeCodeActionProvider',
        uri,
        new vscode.Range(3, 0, 3, 0),
      )) ?? [];
    assert.deepEqual(
      actions.map((a) => a.title),
      ['Reveal the answer on this line'],
    );
    // Revealed: the line shows its verdict.
    await vscode.commands.executeCommand('nimLens.reveal', uri, 3);
    await until('the revealed lens', async () =>
      (await lensTitles(uri)).some((l) => l.line === 3 && /^✓ Win|^Win/.test(l.title.replace(/^\$\([^)]*\) /, '')))
        ? true
        : undefined,
    );
  });

  it('a worksheet not saved in a folder: its rules line says why, and the built-in games below are answered', async () => {
    const api = await activate();
    const document = await vscode.workspace.openTextDocument({
      language: 'nim-worksheet',
      content: 'game ./cram.mjs\n3x4\nnim\n1 2 3\n',
    });
    await vscode.window.showTextDocument(document);
    const entry = await api.analyses.analyse(document);
    assert.ok(entry?.analysis, 'analysed on the host: no module thread can find the module');
    assert.equal(entry.modules, null);
    const said = entry.analysis.diagnostics.filter((d) => d.range.line === 0).map((d) => d.message);
    assert.match(said.join('\n'), /save the worksheet in a folder first/);
    assert.equal(entry.analysis.positions.find((p) => p.line === 3)?.verdicts[0]?.outcome, 'loss');
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  });

  it('an edit keeps the answers of the positions it left as they were; a module edited is run again', async () => {
    const api = await activate();
    await writeModule('changing.mjs', takeAway(FINE));
    const editor = await openWorksheet('kept.nim', 'game ./games/cram.mjs\n3x4\n2x2 : loss\ngame ./changing.mjs\n3\n');
    // Every line answered, and still so a while later: writing the module above analyses the
    // worksheets that name modules again (the file watcher waits for a pause in such writes).
    for (;;) {
      const done = await until(
        'every line answered',
        async () => {
          const e = await api.analyses.analyse(editor.document);
          return e?.modules?.done ? e : undefined;
        },
        120_000,
      );
      await new Promise((resolve) => setTimeout(resolve, 1000));
      if ((await api.analyses.analyse(editor.document)) === done) break;
    }
    assert.match((await lensTitles(editor.document.uri)).find((l) => l.line === 4)?.title ?? '', /^✗ Loss/);
    await editor.edit((b) => b.insert(new vscode.Position(0, 0), '# a line above\n'));
    // The new version's analysis holds the kept answers from the start, before its thread runs.
    const entry = api.analyses.get(editor.document);
    assert.ok(entry?.modules);
    assert.match(entry.modules.view(2)?.position?.lens ?? '', /Win · cells 1,1 and 2,1/);
    assert.match(entry.modules.view(3)?.position?.lens ?? '', /Loss/);
    assert.equal(entry.modules.view(0), undefined, 'the new line is for the thread');
    // The module changes on disk (take 1 only): its positions are answered again by the new module.
    await writeModule('changing.mjs', takeAway('return n > 0 ? [{ text: "take 1", to: n - 1 }] : [];'));
    await until(
      'the answer of the module as it is now',
      async () =>
        (await lensTitles(editor.document.uri)).find((l) => l.line === 5)?.title.startsWith('✓ Win') ? true : undefined,
      60_000,
    );
  });

  it('in an untrusted workspace nothing of a module runs: its rules line says why', async () => {
    await activate();
    const editor = await openWorksheet('untrusted.nim', 'game ./games/cram.mjs\n3x4\nnim\n1 2 3\n');
    const log = vscode.window.createOutputChannel('Nim Lens test (untrusted)', { log: true });
    const search = new BackgroundSearch(() => ({ post: () => undefined, terminate: () => undefined }), log);
    let started = false;
    const threads: ModuleWorkers = {
      unavailable: () => null,
      start: () => {
        started = true;
        return Promise.resolve('not in this test');
      },
    };
    const service = new AnalysisService(search, log, threads, () => false);
    try {
      const entry = await service.analyse(editor.document);
      assert.ok(entry?.analysis, 'analysed on the host, where no module runs');
      assert.equal(entry.modules, null);
      assert.equal(started, false, 'no module thread was started');
      const said = entry.analysis.diagnostics.filter((d) => d.range.line === 0).map((d) => d.message);
      assert.match(said.join('\n'), /game modules run only in a trusted workspace/);
      // The built-in game below is answered as ever.
      assert.equal(entry.analysis.positions.find((p) => p.line === 3)?.verdicts[0]?.outcome, 'loss');
    } finally {
      service.dispose();
      search.dispose();
      log.dispose();
    }
  });
});
