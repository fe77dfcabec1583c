// A student's view of a practice sheet, and the first-run walkthrough, in the real editor.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { goToLine, openFromExplorer, openWorkbench, screenshots, showHover } from './env.mjs';

/** Types at the end of a 1-based line that reads `before`, and waits until the editor shows the line typed. */
async function typeAtEnd(page, line, before, text) {
  await goToLine(page, line);
  await page.keyboard.press('End');
  await page.keyboard.type(text);
  await page.keyboard.press('Escape'); // closes a suggestion the words typed may have opened
  await page
    .locator('.view-line', { hasText: before + text })
    .first()
    .waitFor({ timeout: 10_000 });
}

const lensTexts = (page) => page.locator('.codelens-decoration a, .codelens-decoration span').allInnerTexts();

describe('browser: a practice sheet gives nothing away', function () {
  this.timeout(180_000);
  let page;
  before(async () => {
    page = await openWorkbench();
    await openFromExplorer(page, 'practice.nim');
    await page.locator('.codelens-decoration', { hasText: '? claim win or loss' }).first().waitFor({ timeout: 60_000 });
  });
  after(async () => {
    await page?.close();
  });

  it('shows no verdict and no move in lenses or hovers before a claim', async () => {
    const texts = (await lensTexts(page)).join(' | ');
    assert.doesNotMatch(texts, /\b(Win|Loss) ·|take \d|→/, texts);
    assert.match(texts, /Reveal/);
    const hover = await showHover(page, '7 2', '7', 'Practice');
    assert.doesNotMatch(await hover.innerText(), /\b(Win|Loss)\b|take \d|→/);
    assert.equal(await hover.locator('img').count(), 0, 'no picture: it would show the answer');
    await page.keyboard.press('Escape');
  });

  it('marks a right claim right, a wrong one "not quite", keeps the score, and reveals on request', async () => {
    await typeAtEnd(page, 3, '1 2 3', ' : loss');
    await page.locator('.codelens-decoration', { hasText: '✓ right · Loss' }).first().waitFor({ timeout: 30_000 });
    await typeAtEnd(page, 5, '7 2', ' : loss');
    await page.locator('.codelens-decoration', { hasText: '✗ not quite' }).first().waitFor({ timeout: 30_000 });
    const texts = (await lensTexts(page)).join(' | ');
    assert.doesNotMatch(texts, /Win ·|take \d/, 'the wrong claim gives nothing away');
    await page
      .locator('.statusbar-item', { hasText: '1 right / 2 claimed / 3 positions' })
      .first()
      .waitFor({ timeout: 20_000 });
    await page.screenshot({ path: join(screenshots, 'practice.png') });
    // Reveal the wrong line: its verdict and move appear.
    const reveal = page.locator('.codelens-decoration a', { hasText: 'Reveal' });
    const count = await reveal.count();
    await reveal.nth(count - 1).click();
    await page
      .locator('.codelens-decoration a', { hasText: /^\s*✓ Win · take 5 from heap 1 → 2 2/ })
      .first()
      .waitFor({ timeout: 30_000 });
  });
});

describe('browser: the walkthrough', function () {
  this.timeout(180_000);
  let page;
  before(async () => {
    page = await openWorkbench();
  });
  after(async () => {
    await page?.close();
  });

  it('opens from the palette, and its first step opens the tour worksheet', async () => {
    await page.keyboard.press('F1');
    await page.keyboard.type('Welcome: Open Walkthrough');
    await page.locator('.quick-input-list .monaco-list-row', { hasText: 'Open Walkthrough' }).first().click();
    await page.locator('.quick-input-list .monaco-list-row', { hasText: 'Get started with Nim Lens' }).first().click();
    const walkthrough = page.locator('.gettingStartedContainer');
    await walkthrough.locator('text=Open the tour worksheet').first().waitFor({ timeout: 30_000 });
    for (const step of ['Read a hover', 'Apply a quick fix', 'Play a game', 'Try a practice sheet'])
      assert.ok(await walkthrough.locator(`text=${step}`).count(), step);
    await page.screenshot({ path: join(screenshots, 'walkthrough.png') });
    await walkthrough.locator('a', { hasText: 'Open the tour' }).first().click();
    await page
      .locator('.codelens-decoration a', { hasText: '✓ Win · take 2 from heap 1 → 1 4 5' })
      .first()
      .waitFor({ timeout: 60_000 });
  });
});
