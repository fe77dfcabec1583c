// The play panel as a board: a layout that stays where it is when a move is made, and pieces that
// stand out from their cards in light, dark and high-contrast themes (WCAG's 3:1 for graphics).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { leastContrast } from './contrast.mjs';
import { openFromExplorer, openWorkbench, pickTheme, playFromLens, runCommand, screenshots } from './env.mjs';

/** The lowest contrast of a token against its card, 0 where there is none. */
const tokenContrast = async (frame) =>
  (await frame.evaluate(leastContrast, { pieces: 'button.token', card: '.heap', enabledOnly: false })).least ?? 0;

describe('browser: the play panel is a board', function () {
  this.timeout(180_000);
  let page;
  let frame;
  before(async () => {
    page = await openWorkbench();
    await openFromExplorer(page, 'board.nim');
    frame = await playFromLens(page);
  });
  after(async () => {
    // The panel is closed, not left for the next files' window to restore.
    await runCommand(page, 'View: Close All Editors');
    await page
      .locator('.webview')
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 })
      .catch(() => {});
    await page?.close();
  });

  const heights = () =>
    frame.locator('.heap').evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().height));
  const top = async (selector) => (await frame.locator(selector).first().boundingBox()).y;

  it('stays in place when a move is made: cards of one height, the controls where they were', async () => {
    const before = await heights();
    assert.equal(before.length, 3);
    assert.ok(
      before.every((h) => Math.abs(h - before[0]) < 1),
      `cards of one height: ${before}`,
    );
    const undo = await top('#undo');
    // 3 4 5 → 3 4 0: the tallest heap goes, and the computer answers.
    await frame.getByRole('button', { name: 'Take 5 from heap 3' }).click();
    await frame.locator('.history li', { hasText: 'The computer' }).first().waitFor();
    const after = await heights();
    assert.ok(
      after.every((h) => Math.abs(h - before[0]) < 1),
      `the cards keep their height: ${before} → ${after}`,
    );
    assert.ok(Math.abs((await top('#undo')) - undo) < 1, 'the controls stay where they were');
  });

  for (const [theme, kind] of [
    ['Light Modern', 'vs'],
    ['Dark Modern', 'vs-dark'],
    ['Dark High Contrast', 'hc-black'],
  ])
    it(`draws tokens that stand out from their card (3:1 at least) in ${theme}`, async () => {
      await frame.locator('#restart').click();
      await frame.locator('.heap .count', { hasText: '5' }).waitFor();
      await pickTheme(page, theme, kind);
      // The webview takes the theme's variables a moment after the workbench.
      let contrast = 0;
      for (let i = 0; i < 50 && contrast < 3; i++) {
        contrast = await tokenContrast(frame);
        if (contrast < 3) await page.waitForTimeout(100);
      }
      await page.screenshot({ path: join(screenshots, `board-${kind}.png`) });
      assert.ok(contrast >= 3, `tokens at ${contrast.toFixed(2)}:1 against their card in ${theme}`);
    });
});
