// A person's view of the worksheet features: lenses, a hover, a quick fix from the light bulb,
// a diagnostic on bad input.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  env,
  goToLine,
  hostKind,
  openFromExplorer,
  openWorkbench,
  pickTheme,
  saveAndRead,
  screenshots,
  showHover,
} from './env.mjs';

/** The hover's picture: an image VS Code loaded (not refused), with its text alternative, in the theme's colours. */
async function checkPicture(hover, alt, background) {
  const img = hover.locator('img').first();
  await img.waitFor({ timeout: 20_000 });
  assert.match(await img.getAttribute('alt'), alt);
  await img.evaluate((e) =>
    e.complete
      ? null
      : new Promise((r) => {
          e.onload = r;
          e.onerror = r;
        }),
  );
  assert.ok(await img.evaluate((e) => e.naturalWidth > 0), 'the image loaded');
  const src = await img.getAttribute('src');
  assert.match(src, /^data:image\/svg\+xml;base64,/);
  assert.ok(
    Buffer.from(src.split(',')[1], 'base64').toString('latin1').includes(`fill="${background}"`),
    `painted on ${background}`,
  );
}

describe('browser: worksheet features', function () {
  this.timeout(180_000);
  let page;
  before(async () => {
    page = await openWorkbench();
    await openFromExplorer(page, 'features.nim');
    await page
      .locator('.codelens-decoration a', { hasText: '✓ Win · take 1 from both heaps → (4, 7) · 2 winning moves' })
      .first()
      .waitFor({ timeout: 60_000 });
  });
  after(async () => {
    await page?.close();
  });

  it('shows a hover with the reason', async () => {
    // In a light theme, whatever an earlier file left the window in (the theme is a user setting).
    await pickTheme(page, 'Light Modern', 'vs');
    const hover = await showHover(page, '20 33 : loss', '20', '⌊√845⌋');
    assert.match(await hover.innerText(), /Win for the player to move/);
    await checkPicture(
      hover,
      /^Board of Wythoff's game, columns 9 to 20 and rows 22 to 33: the queen at \(20, 33\).*winning move to \(20, 12\)/,
      '#ffffff',
    );
    await page.screenshot({ path: join(screenshots, 'hover.png') });
    await page.keyboard.press('Escape');
  });

  it('draws the picture in the colours of a dark theme', async () => {
    await pickTheme(page, 'Dark Modern', 'vs-dark');
    try {
      const hover = await showHover(page, '(5, 8)', '5', 'Win for the player to move');
      await checkPicture(
        hover,
        /^Board of Wythoff's game, columns 0 to 9 and rows 0 to 9: the queen at \(5, 8\)/,
        '#1e1e1e',
      );
      await page.screenshot({ path: join(screenshots, 'hover-dark.png') });
      await page.keyboard.press('Escape');
    } finally {
      await pickTheme(page, 'Light Modern', 'vs');
    }
  });

  it('applies a quick fix from the light bulb', async () => {
    await goToLine(page, 3);
    await page.keyboard.press('End');
    await page.keyboard.press('Control+.');
    const fix = page.locator('.action-widget .monaco-list-row', { hasText: "Correct the claim to 'win'" }).first();
    await fix.waitFor({ timeout: 20_000 });
    await page.screenshot({ path: join(screenshots, 'quick-fix.png') });
    await fix.click();
    await page.locator('.view-line', { hasText: '20 33 : win' }).waitFor({ timeout: 20_000 });
    await saveAndRead(page, join(env.workspace, 'features.nim'), /^20 33 : win$/m);
  });

  it('shows a diagnostic on bad input as it is typed', async () => {
    await goToLine(page, 6); // the empty last line
    await page.keyboard.type('subtraction {}');
    await page.locator('.squiggly-error').first().waitFor({ timeout: 20_000 });
    await page.locator('#status\\.problems').click();
    const problem = page.locator('.markers-panel .monaco-list-row', { hasText: 'the set of amounts is empty' }).first();
    await problem.waitFor({ timeout: 20_000 });
    await page.screenshot({ path: join(screenshots, 'diagnostics.png') });
  });

  it('clicking the verdict lens lists every winning move and plays the one picked', async () => {
    const lens = page
      .locator('.codelens-decoration a', { hasText: '✓ Win · take 1 from both heaps → (4, 7) · 2 winning moves' })
      .first();
    const pick = page.locator('.quick-input-widget .monaco-list-row', { hasText: '(5, 3)' }).first();
    // Back in the editor with the lens's line on screen, as a person would be: the previous test
    // left the Problems panel focused and the cursor on the last line.
    await page.keyboard.press('Escape');
    await goToLine(page, 2);
    // The lenses are drawn again when the previous test's typing is analysed: a click on a lens
    // being replaced is lost (or waits on one that is gone), so click again (at most three times)
    // until the list opens. A last failure says which lenses were on screen.
    for (let attempt = 1; ; attempt++) {
      try {
        await lens.click({ timeout: 20_000 });
        await pick.waitFor({ timeout: attempt < 3 ? 7_000 : 20_000 });
        break;
      } catch (e) {
        if (attempt >= 3) {
          const shown = await page.locator('.codelens-decoration').allTextContents();
          const log = env.console.filter((l) => /nim.?lens/i.test(l)).slice(-10);
          throw new Error(`${e.message}\nthe lenses on screen: ${JSON.stringify(shown)}\nthe log: ${log.join('\n')}`);
        }
        await goToLine(page, 2);
      }
    }
    assert.equal(await page.locator('.quick-input-widget .monaco-list-row').count(), 2);
    await pick.click();
    await page.locator('.view-line', { hasText: '(5, 3)' }).waitFor({ timeout: 20_000 });
  });

  it('decides positions beyond the quick budget in the background (a worker, or slices in the browser)', async () => {
    await openFromExplorer(page, 'slow.nim');
    await page
      .locator('.codelens-decoration a', { hasText: '✓ Win · take 3 from heap 2 → 40000 40000 · 1 winning move' })
      .first()
      .waitFor({ timeout: 90_000 });
    await page
      .locator('.codelens-decoration a', {
        hasText: '✓ Win · take 1 from heap 1, leaving 11 → 11 11 · 3 winning moves',
      })
      .first()
      .waitFor({ timeout: 90_000 });
    // In the browser's host the search ran in a Web Worker made from the bundle's bytes.
    if (hostKind === 'web')
      assert.ok(
        env.console.some((l) => l.includes('Nim Lens: background searches run in a Web Worker')),
        env.console.filter((l) => l.includes('Nim Lens')).join('\n'),
      );
  });
});
