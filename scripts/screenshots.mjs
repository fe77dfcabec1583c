// The README's screenshots (media/screenshots/) and the walkthrough's pictures (media/walkthrough/,
// packaged), taken on purpose from the worksheets of examples/, never by a test run:
//   npm run screenshots    (packages dist/nim-lens.vsix first)
// A fresh copy of examples/ is the workspace of a fresh code-server with the packaged extension;
// Chromium shows it at 1280×800 with a larger editor font, so that the pictures stay readable once
// GitHub scales them to the README's width.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
// The browser tests' own ways through the workbench: Go to Line, a hover, the theme picker, the panel's frame.
import { goToLine, pickTheme, playFrame, showHover } from '../test/e2e/env.mjs';
import { installVsix, launchChromium, log, startCodeServer } from './lib/tools.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const out = join(root, 'media', 'screenshots');
const VIEWPORT = { width: 1280, height: 800 };
/** The walkthrough's pictures: each one a README screenshot scaled to this width. */
const WALKTHROUGH_WIDTH = 800;
const WALKTHROUGH = {
  'worksheet.png': 'worksheet.png',
  'hover.png': 'hover.png',
  'quick-fix.png': 'quick-fix.png',
  'play.png': 'play-wythoff-board.png',
  'practice.png': 'practice.png',
};

const vsix = join(root, 'dist', 'nim-lens.vsix');
if (!existsSync(vsix)) throw new Error(`${vsix} is missing: run \`npm run package\` first`);

const tmp = mkdtempSync(join(tmpdir(), 'nim-lens-screenshots-'));
const workspace = join(tmp, 'examples');
cpSync(join(root, 'examples'), workspace, { recursive: true });
const extensionsDir = join(tmp, 'extensions');
installVsix(vsix, extensionsDir);
const server = await startCodeServer({
  workspace,
  userDataDir: join(tmp, 'user-data'),
  extensionsDir,
  settings: {
    'workbench.colorTheme': 'Default Light Modern',
    'editor.fontSize': 16,
    'editor.minimap.enabled': false,
    // Nothing on screen that the pictures are not about.
    'workbench.editor.enablePreview': false,
    'breadcrumbs.enabled': false,
    'editor.renderWhitespace': 'none',
    'editor.occurrencesHighlight': 'off',
    'editor.selectionHighlight': false,
    'workbench.layoutControl.enabled': false,
    // Hovers below their line, where there is room to make them tall enough for their picture.
    'editor.hover.above': false,
  },
});
const browser = await launchChromium();
let page;

/** Runs a command by its exact title from the palette (not one whose title merely starts the same). */
async function command(title) {
  await page.keyboard.press('F1');
  const input = page.locator('.quick-input-widget input').first();
  await input.waitFor();
  await input.fill(`>${title}`);
  const exact = new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  await page
    .locator('.quick-input-list .monaco-list-row')
    .filter({ has: page.locator('.label-name', { hasText: exact }) })
    .first()
    .click();
  await page.locator('.quick-input-widget').waitFor({ state: 'hidden', timeout: 10_000 });
}

/** Closes every editor and panel, then opens one example with Quick Open and waits for its first lens. */
async function open(name, lens) {
  await page.keyboard.press('Escape');
  await command('View: Close All Editors');
  await page.keyboard.press('Control+P');
  const input = page.locator('.quick-input-widget input').first();
  await input.waitFor();
  await input.fill(name);
  // A click on the file's own row: Enter could take a recent file the list shows before it filters.
  await page
    .locator('.quick-input-list .monaco-list-row')
    .filter({ has: page.locator('.label-name', { hasText: new RegExp(`^${name.replace('.', '\\.')}$`) }) })
    .first()
    .click();
  await page.locator('.tab.active', { hasText: name }).waitFor();
  await page.locator('.codelens-decoration', { hasText: lens }).first().waitFor({ timeout: 90_000 });
}

/** The side bar shown or hidden (the play panel's pictures need the room). */
async function sideBar(visible) {
  const shown = await page.locator('.part.sidebar').isVisible();
  if (shown !== visible) await page.keyboard.press('Control+B');
  await page.locator('.part.sidebar').waitFor({ state: visible ? 'visible' : 'hidden' });
}

/** Opens the play panel on a line of the active worksheet, as its Play lens does. */
async function play(line) {
  await goToLine(page, line);
  await command('Nim Lens: Play This Position');
  const frame = await playFrame(page);
  await frame.locator('.status').first().waitFor();
  // The pointer rests on the panel's empty lower right, where no tooltip opens.
  await page.mouse.move(VIEWPORT.width - 20, VIEWPORT.height - 60);
  return frame;
}

/**
 * Points at a token of a line until its hover shows `shows`, with the hover as tall as its content:
 * VS Code caps a hover at 250 px (or a quarter of the editor) until a person drags its edge, and
 * keeps the size dragged for the next hovers. The drag's end closes this one; the next one opens
 * whole.
 */
async function hoverWhole(lineText, token, shows) {
  let content = await showHover(page, lineText, token, shows);
  const hidden = await content.evaluate((e) => e.scrollHeight - e.clientHeight);
  if (hidden > 0) {
    const sash = page.locator('.monaco-resizable-hover .monaco-sash.horizontal:not(.disabled)');
    let south = null;
    for (const box of await Promise.all((await sash.all()).map((s) => s.boundingBox())))
      if (box && box.width > 0 && (!south || box.y > south.y)) south = box;
    if (!south) throw new Error('the hover has no edge to drag');
    const x = south.x + south.width / 2;
    const y = south.y + south.height / 2;
    // Into the hover first, then onto its edge: a pointer that leaves it closes it.
    const inside = await content.boundingBox();
    await page.mouse.move(x, inside.y + inside.height / 2, { steps: 5 });
    await page.mouse.move(x, y, { steps: 5 });
    // As tall as its content, or down to the editor's last line when the window is shorter (its
    // picture shows whole either way; the reason's details below it scroll, as they do for anyone).
    const editor = await page.locator('.monaco-editor .overflow-guard').first().boundingBox();
    await page.mouse.down();
    await page.mouse.move(x, Math.min(y + hidden + 8, editor.y + editor.height - 24), { steps: 10 });
    await page.mouse.up();
    // The button went up over the edge, not the editor, which still counts it down (and so opens
    // no hover) until a click in its text.
    await page.locator('.view-line', { hasText: lineText }).first().click();
    content = await showHover(page, lineText, token, shows);
  }
  // The picture whole in the hover's visible box.
  const [box, img] = [await content.boundingBox(), await content.locator('img').first().boundingBox()];
  if (!img || img.y + img.height > box.y + box.height) throw new Error('the hover cuts its picture off');
}

async function shot(name, clip) {
  // The pointer's last hover and the cursor's blink settle first.
  await page.waitForTimeout(500);
  await page.screenshot({ path: join(out, name), clip });
  log(`wrote media/screenshots/${name}`);
}

try {
  mkdirSync(out, { recursive: true });
  page = await browser.newPage({ viewport: VIEWPORT });
  await page.goto(`${server.url}/?folder=${encodeURIComponent(workspace)}`);
  await page.locator('.monaco-workbench').waitFor({ timeout: 60_000 });

  // The tour, as a person first sees it: lenses above every position.
  await open('tour.nim', '✓ Win · take 2 from heap 1');
  await shot('worksheet.png');

  // wythoff.nim line 8, `20 33 : loss`: the hover's reason and board, then the light bulb's fix.
  await open('wythoff.nim', 'Win');
  await hoverWhole('20 33 : loss', '20', 'Wythoff pair for gap 13');
  await shot('hover.png');
  await page.keyboard.press('Escape');
  // The cursor on the claim (column 9), where the light bulb offers its fixes; the line stays in view.
  await goToLine(page, 8);
  for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Control+.');
  await page
    .locator('.action-widget .monaco-list-row', { hasText: "Correct the claim to 'win'" })
    .first()
    .waitFor({ timeout: 20_000 });
  await shot('quick-fix.png');
  await page.keyboard.press('Escape');

  // The same file's wrong claim (line 8) and its record with mistakes (line 9) in the Problems view.
  await command('View: Focus Problems (Errors, Warnings, Infos)');
  await page
    .locator('.markers-panel .monaco-list-row', { hasText: 'wrong claim' })
    .first()
    .waitFor({ timeout: 20_000 });
  await shot('diagnostics.png');
  await page.keyboard.press('Control+J');
  await page.locator('.part.panel').waitFor({ state: 'hidden' });

  await sideBar(false);
  // wythoff.nim line 6, `(5, 8)`: the board, and the hint's winning cells on it.
  let frame = await play(6);
  await frame.locator('#hint').click();
  await frame.locator('.nl-picture .target').first().waitFor();
  await shot('play-wythoff-board.png');

  // tour.nim line 13, `4 1 1 : win` in misère Nim, played to the end without a mistake.
  await open('tour.nim', 'Win');
  frame = await play(13);
  await frame.getByRole('button', { name: 'Take 3 from heap 1', exact: true }).click();
  // Then one token at a time, after each of the computer's replies, until the game is over.
  for (let moves = 1; ; moves += 2) {
    await frame.waitForFunction(
      (n) => document.querySelector('.status.over') || document.querySelectorAll('.history li').length > n,
      moves,
    );
    if (await frame.locator('.status.over').count()) break;
    await frame
      .getByRole('button', { name: /^Take 1 from heap \d$/ })
      .first()
      .click();
  }
  await frame.locator('.review').waitFor();
  await shot('play-game-over.png');

  // tour.nim line 10, `1, 5`: a mistake (emptying the big heap), and the review that explains it.
  await open('tour.nim', 'Win');
  frame = await play(10);
  await frame.getByRole('button', { name: 'Take 5 from heap 2', exact: true }).click();
  await frame.locator('.review-item').first().waitFor({ timeout: 20_000 });
  await shot('play-review.png');

  // kayles.nim line 5, `1 2 3 : loss`: rows of pins; the pointer shows the two pins a click takes.
  await open('kayles.nim', 'Loss');
  frame = await play(5);
  await frame.getByRole('radio', { name: '2 pins' }).click();
  await frame.locator('.heap').nth(2).locator('button.pin').nth(1).hover();
  await frame.locator('button.pin.picked').nth(1).waitFor();
  await shot('play-kayles.png');

  // sums.nim line 6, `3 4 + 7 + (3, 5) : win`: three games side by side, in the whole window (beside
  // the worksheet the third part falls below the window's edge).
  await open('sums.nim', 'Win');
  frame = await play(6);
  await command('View: Toggle Maximize Editor Group');
  await frame.locator('.parts .grundy').first().waitFor();
  // Down to the parts' controls: the parts' pictures below them would not fit in the window.
  let bottom = 0;
  for (const part of await frame.locator('.parts > [role="group"]').all()) {
    const box = await part.boundingBox();
    bottom = Math.max(bottom, box.y + box.height);
  }
  await shot('play-sum.png', { x: 0, y: 0, width: VIEWPORT.width, height: Math.ceil(bottom + 16) });
  await command('View: Toggle Maximize Editor Group');
  await sideBar(true);

  // practice.nim: two claims, one right (line 11, `7 2 : win`) and one not (line 12,
  // `3 1 5 : loss`), saved, so that no tab is left unsaved.
  await open('practice.nim', '? claim win or loss');
  for (const [line, before, claim] of [
    [11, '7 2', ' : win'],
    [12, '3 1 5', ' : loss'],
  ]) {
    await goToLine(page, line);
    await page.keyboard.press('End');
    await page.keyboard.type(claim);
    await page.keyboard.press('Escape');
    await page
      .locator('.view-line', { hasText: before + claim })
      .first()
      .waitFor();
  }
  await page.keyboard.press('Control+S');
  await page.locator('.tab.active.dirty').waitFor({ state: 'detached', timeout: 10_000 });
  await page.locator('.codelens-decoration', { hasText: '✗ not quite' }).first().waitFor({ timeout: 30_000 });
  await page.locator('.statusbar-item', { hasText: '1 right / 2 claimed' }).first().waitFor({ timeout: 20_000 });
  await page.mouse.move(0, 0);
  await shot('practice.png');

  // sums.nim line 6 in a dark theme: the hover's picture of the sum, part by part.
  await pickTheme(page, 'Dark Modern', 'vs-dark');
  await open('sums.nim', 'Win');
  await hoverWhole('3 4 + 7 + (3, 5) : win', '7', 'Grundy values 7');
  await shot('hover-dark.png');

  // The walkthrough's pictures, scaled down from the screenshots by Chromium itself.
  const walkthrough = join(root, 'media', 'walkthrough');
  mkdirSync(walkthrough, { recursive: true });
  const scaler = await browser.newPage({ viewport: { width: WALKTHROUGH_WIDTH, height: 600 } });
  for (const [name, source] of Object.entries(WALKTHROUGH)) {
    const data = readFileSync(join(out, source)).toString('base64');
    await scaler.setContent(
      `<body style="margin:0"><img id="p" style="width:${WALKTHROUGH_WIDTH}px;display:block" src="data:image/png;base64,${data}"></body>`,
    );
    await scaler.locator('#p').screenshot({ path: join(walkthrough, name) });
    log(`wrote media/walkthrough/${name}`);
  }
} catch (e) {
  // What the window showed when it failed, beside the failures of the tests.
  const failed = join(root, 'test-results', 'screenshots-failure.png');
  mkdirSync(join(root, 'test-results'), { recursive: true });
  await page?.screenshot({ path: failed }).catch(() => {});
  log(`failed; the window as it was: ${failed}`);
  throw e;
} finally {
  await browser.close();
  server.stop();
  rmSync(tmp, { recursive: true, force: true });
}
