// The games added as rooms, in a real VS Code: Chomp's picture is the board, and a click on a cell
// plays the bite it stands for; Poker Nim's position is written with its banks, and an addition
// from the list of moves changes them sides.
import { join } from 'node:path';
import { openFromExplorer, openWorkbench, playFromLens, screenshots } from './env.mjs';

describe('browser: a game played by clicking its picture', function () {
  this.timeout(180_000);
  let page;
  before(async () => {
    page = await openWorkbench();
    await openFromExplorer(page, 'games.nim');
  });
  after(async () => {
    await page?.close();
  });

  it('Chomp: a click on a cell bites it, and the record says which', async () => {
    await page
      .locator('.codelens-decoration', { hasText: 'bite row 2, column 5' })
      .first()
      .waitFor({ timeout: 60_000 });
    const frame = await playFromLens(page);
    const cell = frame.locator('#cell-2-5');
    await cell.waitFor({ timeout: 20_000 });
    await page.screenshot({ path: join(screenshots, 'panel-chomp.png') });
    await cell.click();
    await frame.locator('.history li', { hasText: 'bite row 2, column 5' }).first().waitFor({ timeout: 20_000 });
    // The board left, 5 4, is a loss for the computer: whatever it bites, the panel draws what remains.
    await frame.locator('.history li', { hasText: 'The computer' }).first().waitFor({ timeout: 20_000 });
  });
});

describe('browser: Poker Nim, heaps and two banks', function () {
  this.timeout(180_000);
  let page;
  before(async () => {
    page = await openWorkbench();
    await openFromExplorer(page, 'poker.nim');
  });
  after(async () => {
    await page?.close();
  });

  it('an addition from the bank is played from the list, and the banks change sides', async () => {
    await page.locator('.codelens-decoration', { hasText: 'take 2 from heap 1' }).first().waitFor({ timeout: 60_000 });
    const frame = await playFromLens(page);
    await frame.locator('.choices .position', { hasText: '3 4 5 | 2 0' }).waitFor({ timeout: 20_000 });
    await frame.locator('.choices select').selectOption({ label: 'add 2 to heap 3 → 3 4 7 | 0 0' });
    await page.screenshot({ path: join(screenshots, 'panel-poker-nim.png') });
    await frame.getByRole('button', { name: 'Play the move chosen in the list' }).click();
    await frame.locator('.history li', { hasText: 'add 2 to heap 3' }).first().waitFor({ timeout: 20_000 });
  });
});
