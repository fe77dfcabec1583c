// A sum of games in the browser, as a person sees it: the lens names the part the winning move is
// in, the hover has a row per part, and the play panel draws the parts side by side.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { hostKind, openFromExplorer, openWorkbench, playFromLens, screenshots, showHover } from './env.mjs';

describe('browser: a sum of games', function () {
  this.timeout(180_000);
  let page;
  const lensText = '✓ Win · take 3 from heap 2 in part 1 (nim) → 3 1 + 7 + (3, 5) · 3 winning moves';
  before(async () => {
    page = await openWorkbench();
    await openFromExplorer(page, 'sums.nim');
    await page.locator('.codelens-decoration a', { hasText: lensText }).first().waitFor({ timeout: 60_000 });
  });
  after(async () => {
    await page?.close();
  });

  it("shows the hover: a row per part with its Grundy value, the XOR, and the parts' pictures", async () => {
    const hover = await showHover(page, '3 4 + 7 + (3, 5)', '3', 'XOR of the values');
    const text = await hover.innerText();
    assert.match(text, /Grundy value \*5/);
    assert.match(text, /part 2\s+Kayles\s+7\s+2/);
    const alt = await hover.locator('img').first().getAttribute('alt');
    assert.match(alt, /^A sum of 3 games.*Part 1, nim, Grundy value 7: Binary columns/);
    assert.match(alt, /Part 3, wythoff, Grundy value 0: Board of Wythoff's game.*XOR of the values: 5\.$/);
    if (hostKind === 'node') await page.screenshot({ path: join(screenshots, 'hover-sum.png') });
    await page.keyboard.press('Escape');
  });

  it('plays it in the panel: the parts side by side, each labelled', async () => {
    const frame = await playFromLens(page);
    await frame.locator('[role="group"][aria-label="part 2: Kayles"]').waitFor({ timeout: 30_000 });
    assert.equal(await frame.locator('fieldset.part').count(), 3);
    await frame.locator('[aria-label="part 3: wythoff"]').waitFor();
  });
});
