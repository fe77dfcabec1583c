// What a hover shows first, in the box VS Code gives it: the verdict, the reason in one line and
// the first winning move, above the fold for every kind of picture (Nim's columns, Wythoff's board,
// a sum's parts, Hackenbush, a digraph, a strip of Grundy values). The rest scrolls.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { openFromExplorer, openWorkbench, screenshots, showHover } from './env.mjs';

const CASES = [
  ['nim', '3 4 5 6 7', '7'],
  ['wythoff', '(5, 8)', '8'],
  ['sum', '3 4 + 7 + (3, 5)', '7'],
  ['hackenbush', '0-1 1-2 2-3 1-4', '0'],
  ['digraph', 'z : win', 'z'],
  ['subtraction', '41', '41'],
];

describe('browser: hovers that fit', function () {
  this.timeout(180_000);
  let page;
  before(async () => {
    page = await openWorkbench();
    await openFromExplorer(page, 'hovers.nim');
    await page.locator('.codelens-decoration', { hasText: 'Win' }).first().waitFor({ timeout: 60_000 });
  });
  after(async () => {
    await page?.close();
  });

  for (const [name, line, token] of CASES)
    it(`${name}: the verdict, its reason and the first winning move are in view without scrolling`, async () => {
      const hover = await showHover(page, line, token, 'for the player to move');
      // The box is the hover's scrollable frame; what is below its bottom edge is out of view.
      const box = await page.locator('.monaco-hover .monaco-scrollable-element').first().boundingBox();
      const bottom = box.y + box.height;
      const seen = async (locator, what) => {
        assert.ok((await locator.count()) > 0, `${what} is in the hover`);
        const b = await locator.first().boundingBox();
        assert.ok(b, `${what} is drawn`);
        assert.ok(b.y + b.height <= bottom + 1, `${what} ends at ${b.y + b.height}, below the box's ${bottom}`);
      };
      await seen(hover.locator('p', { hasText: 'Why:' }), 'the verdict and its reason');
      await seen(hover.locator('li'), 'the first winning move');
      await page.screenshot({ path: join(screenshots, `hover-fits-${name}.png`) });
      await page.keyboard.press('Escape');
    });
});
