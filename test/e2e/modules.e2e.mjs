// Game modules in a real VS Code in the browser: examples/games/modules.nim, as a person opens it,
// answered by its two modules (Cram and Node Kayles) run in the module thread: a Node worker thread
// in the Node extension host, a Web Worker that imports each module from a Blob URL in the web
// worker extension host. The lens and the hover say what the command line says, and the play panel
// plays a module's game in a module thread of its own, the module's picture the board.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { openWorkbench, playFrame, reloadWindow, screenshots, showHover } from './env.mjs';

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

  it("plays Cram in the panel: a piece of the module's picture is a move, the computer replies, a reload restores it", async () => {
    // The first Play lens is the one of 3x4. A click while the lenses are drawn again (their views
    // arrive from the module thread) can land on one being replaced: then it is clicked again.
    let frame;
    for (let attempt = 1; !frame; attempt++) {
      await page
        .locator('.codelens-decoration a', { hasText: /^\s*Play\s*$/ })
        .first()
        .click();
      frame = await playFrame(page, 30_000).catch((e) => {
        if (attempt >= 3) throw e;
      });
    }
    await frame.locator('.nl-picture svg[role="group"]').waitFor({ timeout: 60_000 });
    // 3 rows of 3 dominoes across, 2 × 4 down: each a piece of the board, named by its move.
    assert.equal(await frame.locator('.nl-picture [data-choice]').count(), 17);
    const piece = frame.locator('.nl-picture [data-choice="0"]');
    const move = (await piece.getAttribute('aria-label')).replace(/^Play /, '');
    await piece.click();
    await frame.locator('.history li', { hasText: 'The computer' }).first().waitFor({ timeout: 60_000 });
    const played = await frame.locator('.history li').allInnerTexts();
    assert.equal(played.length, 2, played.join('\n'));
    assert.ok(played[0].includes(move), `${played[0]} is ${move}`);
    await page.screenshot({ path: join(screenshots, 'modules-panel.png') });
    // Developer: Reload Window: the game is played again in a new module thread, every move replayed by the module.
    await reloadWindow(page);
    frame = await playFrame(page, 120_000);
    await frame.locator('.history li', { hasText: 'The computer' }).first().waitFor({ timeout: 60_000 });
    assert.deepEqual(await frame.locator('.history li').allInnerTexts(), played);
  });
});
