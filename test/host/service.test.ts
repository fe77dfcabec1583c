// The analysis service and the background search in a real extension host: callers with their own
// cancellation tokens, the settings, and searches that fail.

import * as assert from 'assert';
import * as vscode from 'vscode';
import { AnalysisService } from '../../src/editor/analysisService';
import {
  BackgroundSearch,
  type FinishedSearch,
  MAX_QUEUED,
  type StartSearchThread,
} from '../../src/editor/backgroundSearch';
import type { SearchJob } from '../../src/core/worksheet/analyser';
import { answerSearch } from '../../src/editor/searchAnswer';
import { activate, lensTitles, openWorksheet, until } from './helpers';
import { type ModuleWorkers } from '../../src/shared/moduleThreads';

function longWorksheet(lines: number): string {
  const out = ['nim'];
  for (let i = 1; i < lines; i++) out.push(`${i % 97} ${(i * 7) % 101} ${(i * 13) % 89}`);
  return out.join('\n');
}

const job: SearchJob = {
  key: 'nim|prefer fewest|3 4 5',
  rules: { game: { kind: 'nim' }, misere: false },
  preference: { kind: 'fewest', diagonalCost: 0n },
  heaps: [3n, 4n, 5n],
};

async function finishedWith(start: StartSearchThread): Promise<FinishedSearch> {
  const log = vscode.window.createOutputChannel('Nim Lens test', { log: true });
  const search = new BackgroundSearch(start, log);
  try {
    const finished = new Promise<FinishedSearch>((resolve) => search.onDidFinish(resolve));
    search.request(job, 'untitled:a', 1_000_000);
    return await finished;
  } finally {
    search.dispose();
    log.dispose();
  }
}

/** Module threads these services never start (their worksheets name no module). */
const NO_MODULE_THREADS: ModuleWorkers = {
  unavailable: () => null,
  start: () => Promise.resolve('no module threads in this test'),
};

describe('analysis service', () => {
  it('a cancelled caller does not take the answer from the others waiting on the same analysis', async () => {
    const editor = await openWorksheet('cancel.nim', longWorksheet(6000));
    // A service of its own, that no provider asks: the first call below starts the run. (With the
    // extension's, a provider could have finished the version before, and the first call would
    // get the answer at once, cancelled or not.)
    const log = vscode.window.createOutputChannel('Nim Lens test', { log: true });
    const search = new BackgroundSearch(() => ({ post: () => undefined, terminate: () => undefined }), log);
    const analyses = new AnalysisService(search, log, NO_MODULE_THREADS);
    const hover = new vscode.CancellationTokenSource();
    const lenses = new vscode.CancellationTokenSource();
    const first = analyses.analyse(editor.document, hover.token);
    const second = analyses.analyse(editor.document, lenses.token);
    hover.cancel();
    // Compared by identity: a failing deep comparison of a 6,000-line analysis would have assert
    // compute its diff for minutes, holding the extension host (that was the stalled CI run).
    assert.ok((await first) === null, 'the cancelled caller gets nothing');
    const entry = await second;
    analyses.dispose();
    search.dispose();
    log.dispose();
    assert.ok(entry?.analysis, 'the other caller gets the analysis');
    assert.strictEqual(entry.version, editor.document.version);
    assert.strictEqual(entry.analysis.positions.length, 5999);
  });

  it('the searchBudget setting: a position beyond it is unknown with the reason, and decided once it fits', async () => {
    const config = vscode.workspace.getConfiguration('nimLens');
    await config.update('searchBudget', 1000, vscode.ConfigurationTarget.Global);
    try {
      const editor = await openWorksheet('budget.nim', 'wythoff diagonal 3\n301 304\n');
      const api = await activate();
      const v = api.analyses.get(editor.document)!.analysis!.positions[0]!.verdicts[0]!;
      assert.strictEqual(v.outcome, 'unknown');
      assert.match(v.method, /exceed the budget of 1000/);
      const titles = await until('the unknown lens', async () => {
        const t = await lensTitles(editor.document.uri);
        return t.some((x) => x.title.startsWith('? Unknown')) ? t : undefined;
      });
      assert.match(titles[0]!.title, /^\? Unknown · no proved closed form applies/);
      await config.update('searchBudget', undefined, vscode.ConfigurationTarget.Global);
      assert.strictEqual(api.analyses.get(editor.document)!.analysis!.positions[0]!.verdicts[0]!.outcome, 'win');
    } finally {
      await config.update('searchBudget', undefined, vscode.ConfigurationTarget.Global);
    }
  });

  it('codeLens.content off leaves the play lens; codeLens.play false leaves the verdict lens', async () => {
    const editor = await openWorksheet('lens-off.nim', 'nim\n3 4 5\n1 2 3\n');
    const config = vscode.workspace.getConfiguration('nimLens');
    try {
      await config.update('codeLens.content', 'off', vscode.ConfigurationTarget.Global);
      const playOnly = await until('play lenses only', async () => {
        const t = await lensTitles(editor.document.uri);
        return t.length === 2 && t.every((x) => x.title === '$(play) Play') ? t : undefined;
      });
      assert.deepStrictEqual(
        playOnly.map((t) => t.line),
        [1, 2],
      );
      await config.update('codeLens.content', undefined, vscode.ConfigurationTarget.Global);
      await config.update('codeLens.play', false, vscode.ConfigurationTarget.Global);
      const verdictOnly = await until('verdict lenses only', async () => {
        const t = await lensTitles(editor.document.uri);
        return t.length === 2 && t.every((x) => !x.title.includes('Play')) ? t : undefined;
      });
      assert.deepStrictEqual(
        verdictOnly.map((t) => t.title),
        ['✓ Win · take 2 from heap 1 → 1 4 5 · 1 winning move', '✗ Loss · every move loses'],
      );
    } finally {
      await config.update('codeLens.content', undefined, vscode.ConfigurationTarget.Global);
      await config.update('codeLens.play', undefined, vscode.ConfigurationTarget.Global);
    }
  });
});

describe('background search failures end as unknown with the reason', () => {
  it('a thread that cannot start', async () => {
    const f = await finishedWith(() => {
      throw new Error('no threads here');
    });
    assert.strictEqual(f.verdict.outcome, 'unknown');
    assert.match(f.verdict.method, /no background search thread could start: no threads here/);
    assert.deepStrictEqual([...f.uris], ['untitled:a']);
  });

  it('a search that answers with an error', async () => {
    const f = await finishedWith((events) => ({
      post: (r) => setTimeout(() => events.message({ id: r.id, error: 'out of memory' }), 0),
      terminate: () => undefined,
    }));
    assert.strictEqual(f.verdict.outcome, 'unknown');
    assert.match(f.verdict.method, /background search failed \(out of memory\)/);
  });

  it('a thread that dies with the search in flight', async () => {
    const f = await finishedWith((events) => ({
      post: () => setTimeout(() => events.failed('the worker thread exited with code 1'), 0),
      terminate: () => undefined,
    }));
    assert.strictEqual(f.verdict.outcome, 'unknown');
    assert.match(f.verdict.method, /exited with code 1/);
  });

  it('the lens shows the failure instead of searching forever', async () => {
    const editor = await openWorksheet('failing-search.nim', 'wythoff diagonal 3\n40000 40003\n');
    const log = vscode.window.createOutputChannel('Nim Lens test', { log: true });
    const search = new BackgroundSearch(() => {
      throw new Error('no threads here');
    }, log);
    const service = new AnalysisService(search, log, NO_MODULE_THREADS);
    try {
      const changed = new Promise<void>((resolve) => service.onDidChange(() => resolve()));
      const first = service.get(editor.document)!;
      assert.strictEqual(first.analysis!.positions[0]!.verdicts[0]!.outcome, 'unknown');
      await changed;
      const v = service.get(editor.document)!.analysis!.positions[0]!.verdicts[0]!;
      assert.strictEqual(v.outcome, 'unknown');
      assert.match(v.method, /no background search thread could start/);
    } finally {
      service.dispose();
      search.dispose();
      log.dispose();
    }
  });
});

describe('a background verdict that overtakes the analysis that asked for it', () => {
  it('is shown: the analysis from before it is not kept, and the document is analysed again', async () => {
    // The unknown position first, then a long sheet, so that its analysis runs in many slices; the
    // thread answers at once (by the real search), while that analysis still runs.
    const lines = ['wythoff diagonal 3', '40000 40003', 'nim', ...longWorksheet(3000).split('\n').slice(1)];
    const editor = await openWorksheet('overtaken-search.nim', lines.join('\n'));
    const log = vscode.window.createOutputChannel('Nim Lens test', { log: true });
    const immediate: StartSearchThread = (events) => ({
      post: (request) => queueMicrotask(() => events.message(answerSearch(request))),
      terminate: () => undefined,
    });
    const search = new BackgroundSearch(immediate, log);
    const service = new AnalysisService(search, log, NO_MODULE_THREADS);
    try {
      const changed = new Promise<void>((resolve) => service.onDidChange(() => resolve()));
      const first = (await service.analyse(editor.document))!;
      const verdictOf = (entry: typeof first) => entry.analysis!.positions[0]!.verdicts[0]!;
      // The analysis that asked: its verdict arrived before it ended, so it still says unknown.
      assert.strictEqual(verdictOf(first).outcome, 'unknown');
      await changed;
      await until('the verdict of the background search', async () =>
        verdictOf((await service.analyse(editor.document))!).outcome === 'win' ? true : undefined,
      );
      assert.strictEqual((await service.analyse(editor.document))!.pending.size, 0);
    } finally {
      service.dispose();
      search.dispose();
      log.dispose();
    }
  });
});

describe('background searches follow the documents that need them', () => {
  // A thread that takes requests and never answers: every job stays queued or in flight.
  const silent: StartSearchThread = () => ({ post: () => undefined, terminate: () => undefined });
  const unknownLines = (n: number) =>
    ['wythoff diagonal 3', ...Array.from({ length: n }, (_, i) => `${40_000 + 5 * i} ${40_003 + 5 * i}`)].join('\n');

  it('a position past the full queue is not shown as searching; an edit and a close drop the searches no longer needed', async () => {
    // Untitled: closing its editor closes the document at once (a file's may stay open a while).
    const document = await vscode.workspace.openTextDocument({
      language: 'nim-worksheet',
      content: unknownLines(MAX_QUEUED + 20),
    });
    const editor = await vscode.window.showTextDocument(document);
    const log = vscode.window.createOutputChannel('Nim Lens test', { log: true });
    const search = new BackgroundSearch(silent, log);
    const service = new AnalysisService(search, log, NO_MODULE_THREADS);
    try {
      // In slices, as the providers ask: the host's thread is never held for the whole sheet.
      const entry = (await service.analyse(editor.document))!;
      const unknown = entry.analysis!.positions.filter((p) => p.verdicts[0]?.outcome === 'unknown').length;
      assert.strictEqual(unknown, MAX_QUEUED + 20);
      // Only the searches the queue took are pending ("Searching…"); before, all 520 were.
      assert.strictEqual(entry.pending.size, MAX_QUEUED);
      assert.strictEqual(search.size, MAX_QUEUED);
      // Keep the rules line and the first three positions: the other queued searches are dropped.
      await editor.edit((e) => e.delete(new vscode.Range(4, 0, editor.document.lineCount, 0)));
      const edited = (await service.analyse(editor.document))!;
      assert.strictEqual(edited.pending.size, 3);
      assert.strictEqual(search.size, 3);
      await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
      await until('the close to drop the searches', () => (search.size <= 1 ? true : undefined), 30_000);
    } finally {
      service.dispose();
      search.dispose();
      log.dispose();
    }
  });
});
