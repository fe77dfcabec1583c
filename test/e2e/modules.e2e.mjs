// Game modules in a real VS Code in the browser: examples/games/modules.nim, as a person opens it,
// answered by its two modules (Cram and Node Kayles) run in the module thread: a Node worker thread
// in the Node extension host, a Web Worker that imports each module from a Blob URL in the web
// worker extension host. The lens and the hover say what the command line says.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { openWorkbench, screenshots, showHover } from './env.mjs';

/** Opens a file of the workspace by Quick Open (the examples sit in folders the explorer keeps closed). */
async function quickOpen(page, name) {
  const box = page.locator('.quick-input-widget');
  await page.keyboard.press('Control+P');
  await box.locator('input').waitFor({ state: 'visible', timeout: 10_000 });
  await page.keyboard.type(name);
  await box.locator('.monaco-list-row', { hasText: name }).first().waitFor({ timeout: 30_000 });
  await page.keyboard.press('Enter');
  await box.waitFor({ state: 'hidden', timeout: 10_000 });
  await page.locator('.monaco-editor .view-lines').first().waitFor();
}

describe('browser: game modules', function () {
  this.timeout(240_000);
  let page;
  before(async () => {
    page = await openWorkbench();
    // Quick Open needs focus in the workbench.
    await page.locator('.monaco-workbench').click({ position: { x: 600, y: 400 } });
    await quickOpen(page, 'modules.nim');
  });
  after(async () => {
    await page?.close();
  });

  it('Cram and Node Kayles answer in lenses, as the command line does', async () => {
    await page.locator('.codelens-decoration', { hasText: '7 winning moves' }).first().waitFor({ timeout: 120_000 });
    await page.locator('.codelens-decoration', { hasText: 'choose 3 → 1 5' }).first().waitFor({ timeout: 120_000 });
    const lenses = await page.locator('.codelens-decoration').allInnerTexts();
    assert.ok(
      lenses.some((l) => /Win · cells 1,1 and 2,1 → #\.\.\.\/#\.\.\.\/\.\.\.\. · 7 winning moves/.test(l)),
      lenses.join('\n'),
    );
    await page.screenshot({ path: join(screenshots, 'modules-lenses.png') });
  });

  it('the hover on a Cram board gives the verdict and its reason', async () => {
    // The claim's token: the position's span runs on into the spaces before the comment.
    const hover = await showHover(page, '2x2 : loss', 'loss', 'for the player to move');
    const text = await hover.innerText();
    assert.match(text, /Loss/);
    await page.screenshot({ path: join(screenshots, 'modules-hover.png') });
    await page.keyboard.press('Escape');
  });
});
