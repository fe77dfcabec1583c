// Editor figures, measured in the real extension host (run by `npm run bench:editor`, never by
// `npm test`): they are printed, not asserted.

import * as fs from 'fs';
import * as vscode from 'vscode';
import { activate, openWorksheet } from './helpers';

function worksheet(lines: number): string {
  const out: string[] = [];
  let seed = 7;
  const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
  const sections = ['nim', 'nim misere', 'subtraction {1, 3, 4}', 'wythoff', 'wythoff diagonal 1'];
  for (let i = 0; out.length < lines; i++) {
    if (i % 50 === 0) out.push(sections[(i / 50) % sections.length]!);
    const rules = out.filter((l) => /^[a-z]/.test(l)).pop()!;
    const heaps = rules.startsWith('wythoff') ? 2 : 3;
    out.push(Array.from({ length: heaps }, () => next(1000)).join(' ') + (i % 7 === 0 ? ' : win' : ''));
  }
  return out.join('\n');
}

const ms = (t0: bigint) => Number(process.hrtime.bigint() - t0) / 1e6;

describe('editor benchmark', () => {
  it('5,000-line worksheet: first analysis, lenses, a keystroke, the slowest provider call', async function () {
    this.timeout(300_000);
    const figures: string[] = [];
    const api = await activate();
    // Open a document the extension has never seen and time the first analysis on the host thread.
    const uri = (await openWorksheet('bench-5000.nim', '')).document.uri;
    const text = worksheet(5000);
    const full = new vscode.WorkspaceEdit();
    full.insert(uri, new vscode.Position(0, 0), text);
    await vscode.workspace.applyEdit(full);
    const editor = vscode.window.activeTextEditor!;
    api.analyses.recheck(editor.document);
    await new Promise((r) => setTimeout(r, 500)); // let the providers' own re-analysis settle
    api.analyses.recheck(editor.document);
    api.analyses.longestSliceMs = 0;
    let t0 = process.hrtime.bigint();
    await api.analyses.analyse(editor.document);
    figures.push(
      `first analysis of 5,000 lines: ${ms(t0).toFixed(0)} ms in all, in slices; the longest slice held the host thread ${api.analyses.longestSliceMs.toFixed(1)} ms`,
    );

    t0 = process.hrtime.bigint();
    const lenses =
      (await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', uri)) ?? [];
    figures.push(
      `code lenses for the whole file (${lenses.length} lenses): provider ${(api.longestProviderMs.get('code lens') ?? 0).toFixed(1)} ms on the host, ${ms(t0).toFixed(0)} ms round trip through the workbench`,
    );

    const keystrokes: number[] = [];
    for (let k = 0; k < 20; k++) {
      await editor.edit((e) => e.insert(new vscode.Position(2500 + k, 0), '1'));
      t0 = process.hrtime.bigint();
      api.analyses.get(editor.document);
      keystrokes.push(ms(t0));
    }
    keystrokes.sort((a, b) => a - b);
    figures.push(
      `re-analysis after a keystroke: median ${keystrokes[10]!.toFixed(1)} ms, max ${keystrokes[19]!.toFixed(1)} ms (verdicts cached; lines re-parsed)`,
    );

    let slowest = 0;
    for (let k = 0; k < 20; k++) {
      const line = 100 + k * 200;
      t0 = process.hrtime.bigint();
      await vscode.commands.executeCommand('vscode.executeHoverProvider', uri, new vscode.Position(line, 1));
      slowest = Math.max(slowest, ms(t0));
      t0 = process.hrtime.bigint();
      await vscode.commands.executeCommand('vscode.executeCodeActionProvider', uri, new vscode.Range(line, 0, line, 0));
      slowest = Math.max(slowest, ms(t0));
    }
    figures.push(`slowest hover or code-action request of 40 (round trip): ${slowest.toFixed(1)} ms`);
    figures.push(
      `longest time on the host thread, per provider: ${[...api.longestProviderMs].map(([k, v]) => `${k} ${v.toFixed(1)} ms`).join(', ')}`,
    );

    const far = await openWorksheet('bench-unknown.nim', 'wythoff diagonal 5\n300000 300007\n');
    t0 = process.hrtime.bigint();
    const entry = api.analyses.get(far.document)!;
    figures.push(
      `a position beyond the quick budget: ${entry.analysis!.positions[0]!.verdicts[0]!.outcome} after ${ms(t0).toFixed(1)} ms on the host thread, then searched in the worker`,
    );

    const out = process.env.NIM_LENS_BENCH_OUT;
    if (out) fs.writeFileSync(out, figures.join('\n') + '\n');
    else console.log(figures.join('\n'));
  });
});
