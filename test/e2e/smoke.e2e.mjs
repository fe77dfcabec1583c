// What a person sees: the packaged extension in code-server, driven in Chromium.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { assertHostBuild, hostKind, openFromExplorer, openWorkbench, playFromLens, screenshots } from './env.mjs';

describe('browser: a worksheet in code-server', function () {
  this.timeout(180_000);
  let page;
  before(async () => {
    page = await openWorkbench();
  });
  after(async () => {
    await page?.close();
  });

  it('opens a worksheet from the explorer and shows the code lens text', async () => {
    await openFromExplorer(page, 'tour.nim');
    const lens = page
      .locator('.codelens-decoration a', { hasText: '✓ Win · take 2 from heap 1 → 1 4 5 · 1 winning move' })
      .first();
    await lens.waitFor({ timeout: 60_000 });
    const mode = await page.locator('.statusbar-item[id="status.editor.mode"]').innerText();
    assert.match(mode, /Nim Lens worksheet/);
    await page.screenshot({ path: join(screenshots, 'worksheet.png') });
  });

  it(`runs the extension in the ${hostKind === 'web' ? "browser's web worker" : 'Node'} extension host`, async () => {
    await assertHostBuild(page);
  });

  it('opens the play panel from the lens and finds its content among the frames', async () => {
    const frame = await playFromLens(page);
    await frame.locator('.status', { hasText: 'You to move' }).waitFor();
    assert.equal(await frame.locator('.heap').count(), 3);
    await page.screenshot({ path: join(screenshots, 'play-panel.png') });
  });
});
