// What a French-speaking person sees: VS Code's display language in French (the French passes of
// scripts/test-e2e.mjs: a test-only language pack and `--locale fr`, NIM_LENS_LOCALE=fr), the
// packaged extension in the Node or the web worker extension host. The worksheet is
// test/fixtures/workspace/francais.nim. Only these passes run this file; in the English passes
// it declares nothing.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  assertHostBuild,
  goToLine,
  hostKind,
  locale,
  openFromExplorer,
  openWorkbench,
  playFrame,
  screenshots,
  showHover,
} from './env.mjs';

const WIN_LENS = '✓ Gagnante · prendre 2 dans le tas 1 → 1 4 5 · 1 coup gagnant';

/** The hover of a position line, shown by pointing at its first number. */
async function hoverOf(page, lineText, shows) {
  const hover = await showHover(page, lineText, lineText.split(' ')[0], shows);
  return hover.innerText();
}

if (locale === 'fr')
  describe(`browser, VS Code in French: a worksheet in the ${hostKind} extension host`, function () {
    this.timeout(180_000);
    let page;
    before(async () => {
      page = await openWorkbench();
      await openFromExplorer(page, 'francais.nim');
      await page.locator('.codelens-decoration a', { hasText: WIN_LENS }).first().waitFor({ timeout: 90_000 });
    });
    after(async () => {
      await page?.close();
    });

    it(`runs in the ${hostKind === 'web' ? "browser's web worker" : 'Node'} extension host`, async () => {
      await assertHostBuild(page);
    });

    it('shows the code lenses in French', async () => {
      // A loss has no move to list: its lens is text, not a link.
      await page.locator('.codelens-decoration', { hasText: '✗ Perdante · tout coup perd' }).first().waitFor();
      // Each line's lenses, `verdict | Jouer`. VS Code draws them again when a verdict decided in
      // the background arrives, blank for a moment: read them until they are drawn (a CI run read
      // three blank ones).
      let lenses = [];
      for (const until = Date.now() + 30_000; Date.now() < until; await page.waitForTimeout(200)) {
        lenses = (await page.locator('.codelens-decoration').allInnerTexts()).flatMap((l) =>
          l.split('|').map((x) => x.trim()),
        );
        if (lenses.includes('Jouer')) break;
      }
      assert.ok(lenses.includes('Jouer'), `a play lens in French among: ${lenses.join(' | ')}`);
      assert.ok(!lenses.some((l) => /\b(Win|Loss|Play)\b/.test(l)), `no English lens among: ${lenses.join(' | ')}`);
      // The language's name in the status bar comes from package.nls.fr.json.
      assert.match(await page.locator('.statusbar-item[id="status.editor.mode"]').innerText(), /Feuille Nim Lens/);
      await page.screenshot({ path: join(screenshots, 'worksheet.png') });
    });

    it('shows the hover in French', async () => {
      const text = await hoverOf(page, '3 4 5 : perdant', 'pour le joueur qui a le trait');
      assert.match(text, /Gagnante pour le joueur qui a le trait · nim · valeur de Grundy \*2/);
      assert.match(
        text,
        /La nim-somme \(le XOR\) ne vaut pas 0 : un coup peut la ramener à 0, donc le joueur qui a le trait gagne\./,
      );
      assert.match(text, /1 coup gagnant/);
      assert.doesNotMatch(text, /for the player to move|winning move/);
      // The picture of the binary columns, with its French text alternative.
      const img = page.locator('.monaco-hover-content img').first();
      await img.waitFor({ timeout: 20_000 });
      assert.match(
        await img.getAttribute('alt'),
        /^Colonnes binaires des tas 3, 4, 5 et de leur XOR 2 \(en binaire 10\)/,
      );
      const svg = Buffer.from((await img.getAttribute('src')).split(',')[1], 'base64').toString('latin1');
      assert.ok(svg.includes('colonnes ayant un nombre impair de 1'), 'the legend inside the picture is French');
      await page.screenshot({ path: join(screenshots, 'hover.png') });
      await page.keyboard.press('Escape');
    });

    it('lists the diagnostics in French in the Problems panel', async () => {
      await page.locator('#status\\.problems').click();
      for (const message of [
        'affirmation fausse : 3 4 5 est gagnante pour le joueur qui a le trait : prendre 2 dans le tas 1 → 1 4 5',
        "affirmation inconnue 'bof' : utilisez win (ou N, gagnant) ou loss (ou P, perdant)",
      ])
        await page
          .locator('.markers-panel .monaco-list-row', { hasText: message })
          .first()
          .waitFor({ timeout: 20_000 });
      await page.screenshot({ path: join(screenshots, 'diagnostics.png') });
      await page.locator('#status\\.problems').click(); // closes the panel again
    });

    it('shows a position decided in the background in French', async () => {
      await page
        .locator('.codelens-decoration a', {
          hasText: '✓ Gagnante · prendre 3 dans le tas 2 → 40000 40000 · 1 coup gagnant',
        })
        .first()
        .waitFor({ timeout: 90_000 });
      const text = await hoverOf(page, '40000 40003', 'partenaire');
      assert.match(text, /les partenaires sont calculés exactement, ligne par ligne \(40004 lignes\)/);
      assert.match(
        text,
        /Le partenaire de 40000 est 40000 ; la position est chaude : le joueur qui a le trait gagne\./,
      );
      await page.keyboard.press('Escape');
    });

    it("offers the quick fix in French and corrects the claim in the claim's own words", async () => {
      await goToLine(page, 3);
      await page.keyboard.press('End');
      await page.keyboard.press('Control+.');
      const fix = page
        .locator('.action-widget .monaco-list-row', { hasText: "Corriger l'affirmation en 'gagnant'" })
        .first();
      await fix.waitFor({ timeout: 20_000 });
      await page.screenshot({ path: join(screenshots, 'quick-fix.png') });
      await fix.click();
      await page.locator('.view-line', { hasText: '3 4 5 : gagnant' }).waitFor({ timeout: 20_000 });
    });

    it('opens the play panel in French from its lens', async () => {
      // To the top of the worksheet, where the first play lens is.
      await goToLine(page, 1);
      await page
        .locator('.codelens-decoration a:visible', { hasText: /^\s*Jouer\s*$/ })
        .first()
        .click();
      const frame = await playFrame(page);
      await frame.locator('.status', { hasText: 'À vous de jouer.' }).waitFor();
      await frame.locator('.rules', { hasText: "Prenez n'importe quel nombre de jetons dans un seul tas." }).waitFor();
      await frame.locator('.source', { hasText: 'Tiré de francais.nim:3' }).waitFor();
      await page.screenshot({ path: join(screenshots, 'play-panel.png') });
      // A hint, a move by clicking, and the computer's reply, all in French.
      await frame.locator('#hint', { hasText: 'Indice' }).click();
      await frame
        .locator('#hint-text', { hasText: 'Indice : prendre 2 dans le tas 1 → 1 4 5 (un coup gagnant)' })
        .waitFor();
      // The hint shown is marked on its token, which says so in French.
      await frame.getByRole('button', { name: "Prendre 2 dans le tas 1 (l'indice)", exact: true }).click();
      await frame.locator('.history li', { hasText: "L'ordinateur" }).first().waitFor();
      await frame.locator('.status', { hasText: 'À vous de jouer.' }).waitFor();
      assert.match(await frame.locator('#notice').innerText(), /^L'ordinateur a joué : prendre \d+ dans le tas \d → /);
    });
  });
