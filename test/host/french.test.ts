// Nim Lens with VS Code's display language in French, in a real extension host. The French pass
// of scripts/test-host.mjs installs a test-only language pack, starts code-server with
// `--locale fr`, sets NIM_LENS_LOCALE=fr and runs only the suite "Nim Lens in French". In the
// English pass the same worksheet is checked to stay English.
//
// The French texts are those of the catalogues (src/core/l10n/fr, l10n/bundle.l10n.fr.json,
// package.nls.fr.json); the worksheet is test/fixtures/workspace/francais.nim:
//   1 nim
//   2 3 4 5 : perdant   (a wrong claim: 3 4 5 is a win)
//   3 1 2 3
//   4 3 4 : bof         (a syntax error: an unknown claim)

import * as assert from 'assert';
import * as vscode from 'vscode';
import type { PlayPanel } from '../../src/play/panel';
import { activate, EXTENSION_ID, hoverText, lensTitles, until, workspaceFile } from './helpers';

const FRENCH = process.env.NIM_LENS_LOCALE === 'fr';

async function openFrancais(): Promise<vscode.TextEditor> {
  const document = await vscode.workspace.openTextDocument(workspaceFile('francais.nim'));
  const editor = await vscode.window.showTextDocument(document);
  await activate();
  return editor;
}

async function titlesAt(uri: vscode.Uri, line: number, count: number): Promise<string[]> {
  return until(`${count} lenses on line ${line + 1}`, async () => {
    const titles = (await lensTitles(uri)).filter((t) => t.line === line).map((t) => t.title);
    return titles.length >= count ? titles : undefined;
  });
}

/** Markdown without its escapes (`\\.` → `.`), to compare with the catalogue's sentences. */
function plain(markdown: string): string {
  return markdown.replace(/\\([\\`*_{}[\]()#+\-.!|])/g, '$1');
}

async function diagnostics(uri: vscode.Uri, count: number): Promise<vscode.Diagnostic[]> {
  return until(`${count} diagnostics`, () => {
    const d = vscode.languages.getDiagnostics(uri);
    return d.length >= count ? d : undefined;
  });
}

function byCode(list: vscode.Diagnostic[], code: string): vscode.Diagnostic {
  const d = list.find((x) => x.code === code);
  assert.ok(
    d,
    `a ${code} diagnostic among ${list.map((x) => `${String(x.code as string)}: ${x.message}`).join(' | ')}`,
  );
  return d;
}

async function codeActions(uri: vscode.Uri, range: vscode.Range): Promise<vscode.CodeAction[]> {
  return (
    (await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', uri, range)) ?? []
  );
}

if (FRENCH) {
  describe('Nim Lens in French', () => {
    it("VS Code's display language is French, and so are the extension's manifest texts", () => {
      assert.strictEqual(vscode.env.language, 'fr', 'the test language pack and --locale fr made VS Code French');
      // package.nls.fr.json: a command's title comes with its English original.
      const manifest = vscode.extensions.getExtension(EXTENSION_ID)?.packageJSON as {
        description: string;
        contributes: { commands: { command: string; title: unknown }[] };
      };
      assert.match(manifest.description, /^Verdicts exacts, explications et coups gagnants/);
      const play = manifest.contributes.commands.find((c) => c.command === 'nimLens.play');
      assert.deepStrictEqual(play?.title, { value: 'Jouer cette position', original: 'Play This Position' });
    });

    it("the walkthrough's tour opens in French", async () => {
      await activate();
      await vscode.commands.executeCommand('nimLens.openTour');
      const text = await until('the tour', () => {
        const t = vscode.window.activeTextEditor?.document.getText() ?? '';
        return t.startsWith('# Une visite') ? t : undefined;
      });
      assert.match(text, /3 4 5 : gagnant/);
      await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    });

    it('the code lenses are French', async () => {
      const editor = await openFrancais();
      const uri = editor.document.uri;
      assert.deepStrictEqual(await titlesAt(uri, 2, 2), [
        '✓ Gagnante · prendre 2 dans le tas 1 → 1 4 5 · 1 coup gagnant',
        '$(play) Jouer',
      ]);
      assert.deepStrictEqual(await titlesAt(uri, 3, 2), ['✗ Perdante · tout coup perd', '$(play) Jouer']);
    });

    it('the hovers are French: a position, its picture and a rules line', async () => {
      const editor = await openFrancais();
      const hover = await until('the hover of 3 4 5', async () => {
        const text = plain(await hoverText(editor.document.uri, 2, 1));
        return text.includes('Gagnante') ? text : undefined;
      });
      assert.match(hover, /^\*\*Gagnante\*\* pour le joueur qui a le trait · `nim` · valeur de Grundy `\*2`/);
      assert.match(hover, /\| tas 1 \| `011` \| 3 \|/);
      assert.match(
        hover,
        /La nim-somme \(le XOR\) ne vaut pas 0 : un coup peut la ramener à 0, donc le joueur qui a le trait gagne\./,
      );
      assert.match(hover, /\*\*1 coup gagnant\*\*/);
      assert.match(hover, /Coup conseillé : prendre 2 dans le tas 1 → `1 4 5` \(le moins de jetons\)/);
      assert.match(hover, /11 coups jusqu'à la fin avec un jeu parfait\./);
      assert.ok(
        hover.includes(
          '![Colonnes binaires des tas 3, 4, 5 et de leur XOR 2 (en binaire 10) ; le coup conseillé fait passer le tas 1 de 3 à 1, en changeant les bits de valeur 2.](data:image/svg+xml;base64,',
        ),
        'the picture of the columns, with its French text alternative',
      );
      assert.doesNotMatch(hover, /for the player to move|winning move|Binary columns/);
      const rules = plain(await hoverText(editor.document.uri, 1, 1));
      assert.match(rules, /Prenez n'importe quel nombre de jetons dans un seul tas\./);
      assert.match(rules, /!\[Nuage de points des valeurs de Grundy de nim pour les tas 0 à 1999/);
      assert.match(rules, /Valeurs de Grundy d'un tas, de G\(0\) à G\(39\) : `0 1 2 3/);
    });

    it('the diagnostics are French', async () => {
      const editor = await openFrancais();
      const list = await diagnostics(editor.document.uri, 2);
      const wrong = byCode(list, 'wrong-claim');
      assert.strictEqual(
        wrong.message,
        'affirmation fausse : 3 4 5 est gagnante pour le joueur qui a le trait : prendre 2 dans le tas 1 → 1 4 5',
      );
      assert.ok(wrong.range.isEqual(new vscode.Range(2, 8, 2, 15)), 'on the word perdant');
      const syntax = byCode(list, 'syntax');
      assert.strictEqual(
        syntax.message,
        "affirmation inconnue 'bof' : utilisez win (ou N, gagnant) ou loss (ou P, perdant)",
      );
    });

    it("the quick fixes are French, and the claim is corrected in the claim's own words", async () => {
      const editor = await openFrancais();
      const uri = editor.document.uri;
      const wrong = byCode(await diagnostics(uri, 2), 'wrong-claim');
      const actions = await codeActions(uri, wrong.range);
      const titles = actions.map((a) => a.title);
      assert.ok(titles.includes("Corriger l'affirmation en 'gagnant'"), titles.join(' | '));
      assert.ok(titles.includes('Ajouter le coup conseillé : -> 1 4 5'), titles.join(' | '));
      const fix = actions.find((a) => a.title === "Corriger l'affirmation en 'gagnant'")!;
      assert.ok(fix.edit && (await vscode.workspace.applyEdit(fix.edit)));
      assert.strictEqual(editor.document.lineAt(2).text, '3 4 5 : gagnant');
      await until('the wrong claim gone', () =>
        vscode.languages.getDiagnostics(uri).some((d) => d.code === 'wrong-claim') ? undefined : true,
      );
      // Undone, so that every test reads the worksheet as it is on disk.
      await vscode.commands.executeCommand('undo');
      assert.strictEqual(editor.document.lineAt(2).text, '3 4 5 : perdant');
    });

    it('a position beyond the quick budget is answered in French by the worker thread', async () => {
      const editor = await openFrancais();
      const api = await activate();
      // Forget what is known, so that the verdict of 40000 40003 comes from the worker thread.
      api.analyses.recheck(editor.document);
      const quick = api.analyses.get(editor.document)!.analysis!.positions.find((p) => p.line === 6)!;
      assert.strictEqual(quick.verdicts[0]!.outcome, 'unknown');
      const titles = await until(
        'the worker verdict',
        async () => {
          const t = (await lensTitles(editor.document.uri)).filter((x) => x.line === 6);
          return t.some((x) => x.title.startsWith('✓ Gagnante')) ? t : undefined;
        },
        60_000,
      );
      assert.strictEqual(titles[0]!.title, '✓ Gagnante · prendre 3 dans le tas 2 → 40000 40000 · 1 coup gagnant');
      // The worker thread wrote the verdict's method in French (it was told the language when it started).
      const decided = api.analyses.get(editor.document)!.analysis!.positions.find((p) => p.line === 6)!;
      assert.strictEqual(
        decided.verdicts[0]!.method,
        'paires froides calculées ligne par ligne (40004 lignes) ; le partenaire de 40000 est 40000',
      );
      const hover = plain(await hoverText(editor.document.uri, 6, 1));
      assert.match(hover, /!\[Plateau du jeu de Wythoff avec borne diagonale 3/);
      assert.match(
        hover,
        /Le partenaire de 40000 est 40000 ; la position est chaude : le joueur qui a le trait gagne\./,
      );
    });

    it('a game module is answered in French: its thread is told the language', async () => {
      const uri = workspaceFile('games/modules.nim');
      await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri));
      // 3x4 (line 5): a win with 7 winning moves; the module's own words stay its own.
      const [title] = await until(
        'the lens of a Cram board',
        async () => {
          const titles = (await lensTitles(uri)).filter((t) => t.line === 4).map((t) => t.title);
          return titles.length ? titles : undefined;
        },
        120_000,
      );
      assert.strictEqual(title, '✓ Gagnante · cells 1,1 and 2,1 → #.../#.../.... · 7 coups gagnants');
      const actions = await codeActions(uri, new vscode.Range(4, 0, 4, 0));
      assert.ok(
        actions.some((a) => a.title === 'Remplacer par la position obtenue (cells 1,1 and 2,1) : #.../#.../....'),
        actions.map((a) => a.title).join(' | '),
      );
    });

    it("the play panel's texts are French", async () => {
      const editor = await openFrancais();
      const panel = await vscode.commands.executeCommand<PlayPanel>('nimLens.play', editor.document.uri, 2);
      assert.ok(panel, 'the command returns the panel');
      try {
        assert.strictEqual(panel.panel.title, 'Jouer 3 4 5');
        assert.strictEqual(panel.game.verdictText(), 'Vous : gain forcé (nim-somme 2 (binaire 10))');
        assert.strictEqual(panel.game.hintText(), 'Indice : prendre 2 dans le tas 1 → 1 4 5 (un coup gagnant)');
      } finally {
        panel.panel.dispose();
      }
    });
  });
} else {
  describe('Nim Lens in English (the default display language)', () => {
    it('VS Code is in English and the French worksheet is answered in English', async () => {
      assert.match(vscode.env.language, /^en\b/);
      const editor = await openFrancais();
      const uri = editor.document.uri;
      assert.deepStrictEqual(await titlesAt(uri, 2, 2), [
        '✓ Win · take 2 from heap 1 → 1 4 5 · 1 winning move',
        '$(play) Play',
      ]);
      const wrong = byCode(await diagnostics(uri, 2), 'wrong-claim');
      assert.strictEqual(
        wrong.message,
        'wrong claim: 3 4 5 is a win for the player to move: take 2 from heap 1 → 1 4 5',
      );
      const titles = (await codeActions(uri, wrong.range)).map((a) => a.title);
      // English titles; the claim keeps the words it was written in.
      assert.ok(titles.includes("Correct the claim to 'gagnant'"), titles.join(' | '));
      const hover = plain(await hoverText(uri, 2, 1));
      assert.match(hover, /^\*\*Win\*\* for the player to move · `nim` · Grundy value `\*2`/);
      assert.match(hover, /!\[Binary columns of the heaps 3, 4, 5 and their XOR 2 \(binary 10\)/);
    });
  });
}
