// Coins, stairs and Euclid's game in the browser, as a person sees them: the lens, the hover's
// picture of a row and of a grid, a game of Euclid played in the panel from its list of moves, and
// a row's coins clicked in the panel.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { hostKind, openFromExplorer, openWorkbench, playFrame, screenshots, showHover } from './env.mjs';

describe('browser: coins, stairs and Euclid’s game', function () {
  this.timeout(180_000);
  let page;
  before(async () => {
    page = await openWorkbench();
    await openFromExplorer(page, 'coins.nim');
    await page
      .locator('.codelens-decoration a', { hasText: '✓ Win · turn over coins 5, 4 and 1 → HHHHT · 2 winning moves' })
      .first()
      .waitFor({ timeout: 60_000 });
  });
  after(async () => {
    await page?.close();
  });

  it("shows a row's hover: each head's value, the XOR, and the row drawn", async () => {
    const hover = await showHover(page, 'THHTH', 'THHTH', 'odious');
    assert.match(await hover.innerText(), /Win for the player to move/);
    const alt = await hover.locator('img').first().getAttribute('alt');
    assert.match(alt, /^A row of 5 coins: heads at 2, 3 and 5\. The recommended move turns over coins 5, 4 and 1\./);
    if (hostKind === 'node') await page.screenshot({ path: join(screenshots, 'hover-coins.png') });
    await page.keyboard.press('Escape');
  });

  it("shows a grid's hover: the nim products and the move's rectangle", async () => {
    const hover = await showHover(page, '(1, 2) (2, 3)', '2', '⊗');
    const alt = await hover.locator('img').first().getAttribute('alt');
    assert.match(alt, /^A grid of coins/);
    await page.keyboard.press('Escape');
  });

  it("plays Euclid's game in the panel from the list of moves", async () => {
    // The file's top in view (a hover may have scrolled it), then the Play lens of the last line.
    await page.keyboard.press('Escape');
    await page.locator('.view-line', { hasText: '(21, 8)' }).first().click();
    await page.keyboard.press('Control+Home');
    const plays = page.locator('.codelens-decoration a', { hasText: /^\s*Play\s*$/ });
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('.codelens-decoration a')].filter((a) => a.textContent.trim() === 'Play')
          .length >= 3,
    );
    await plays.last().click();
    const frame = await playFrame(page);
    const list = frame.getByRole('listbox', { name: 'Moves:' });
    await list.waitFor({ timeout: 30_000 });
    assert.equal(await list.locator('option').count(), 2);
    await list.selectOption({ label: 'subtract 2 × 8 from 21 → 5 8' });
    await frame.getByRole('button', { name: 'Play the move chosen in the list' }).click();
    await frame.locator('.history li', { hasText: 'subtract 2 × 8 from 21' }).waitFor({ timeout: 20_000 });
    if (hostKind === 'node') await page.screenshot({ path: join(screenshots, 'play-euclid.png') });
  });

  it('turns coins in the panel by clicking them: the rightmost, then the others', async () => {
    await page.keyboard.press('Escape');
    await page.locator('.view-line', { hasText: 'THHTH' }).first().click();
    await page.keyboard.press('Control+Home');
    await page
      .locator('.codelens-decoration a', { hasText: /^\s*Play\s*$/ })
      .first()
      .click();
    // The frame that draws the row's coins (the panel may be new or the one Euclid's game used).
    let frame = null;
    for (let tries = 0; tries < 150 && !frame; tries++) {
      for (const f of page.frames())
        if (
          await f
            .locator('#app .coin-row')
            .count()
            .catch(() => 0)
        )
          frame = f;
      if (!frame) await page.waitForTimeout(200);
    }
    assert.ok(frame, 'the panel draws the row of coins');
    await frame.getByRole('button', { name: 'Coin 5: heads' }).click();
    await frame.getByRole('button', { name: 'Coin 4: tails' }).click();
    await frame.getByRole('button', { name: 'Coin 1: tails' }).click();
    assert.equal(await frame.locator('.coin.chosen').count(), 3);
    await frame.getByRole('button', { name: 'Turn over', exact: true }).click();
    await frame.locator('.history li', { hasText: 'turn over coins 5, 4 and 1 → HHHHT' }).waitFor({ timeout: 20_000 });
    if (hostKind === 'node') await page.screenshot({ path: join(screenshots, 'play-mock-turtles.png') });
  });
});
