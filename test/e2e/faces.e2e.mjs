// Every game's face in the three kinds of theme (light, dark, high contrast): its hover keeps the
// verdict, the reason and the first winning move in the box, and its play panel draws pieces and a
// picture whose shapes stand out from what is under them (WCAG's 3:1 for graphics), and whose
// words neither overlap nor are struck through by its lines. Screenshots of each are kept in test-results/.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { leastContrast, leastShapeContrast } from './contrast.mjs';
import {
  goToLine,
  openFromExplorer,
  openWorkbench,
  pickTheme,
  playFrame,
  runCommand,
  screenshots,
  showHover,
} from './env.mjs';

/** Each game of faces.nim: its name, its position's line (1-based) and text, and a token of it to point at. */
const GAMES = [
  ['nim', 2, '3 4 5', '4'],
  ['subtraction', 4, '10 9', '10'],
  ['wythoff', 6, '(3, 5)', '5'],
  ['kayles', 8, '7 4', '7'],
  ['dawson', 10, '6 9', '6'],
  ['grundy', 12, '9 8', '9'],
  ['staircase', 14, '3 0 5 2', '5'],
  ['euclid', 16, '(21, 8)', '21'],
  ['moore', 18, '3 5 6', '6'],
  ['fibonacci', 20, '20', '20'],
  ['coins', 22, 'THHTH', 'THHTH'],
  ['corners', 24, '(1, 2) (2, 3)', '3'],
  ['hackenbush', 26, '0-1 1-2 2-3 0-4', '0'],
  ['digraph', 28, 'b : win', 'b'],
  ['chomp', 30, '5 4 4 2', '5'],
  ['poker-nim', 32, '3 4 5 | 2 0', '4'],
  ['sum', 34, '2 6 + 7 + (4, 7)', '7'],
];

const THEMES = [
  ['Light Modern', 'vs'],
  ['Dark Modern', 'vs-dark'],
  ['Dark High Contrast', 'hc-black'],
];

/** The panel's pieces (tokens, pins, coins a person can click) and the least contrast among them. */
const PIECES = { pieces: 'button.token, button.pin, button.coin', card: null, enabledOnly: true };

/**
 * In the panel's picture: the pairs of its words that overlap, and the words a line strikes
 * through without a halo. Runs in the webview's frame.
 */
function pictureFacts() {
  // Words of the picture that overlap by more than a sliver (a pixel each way).
  const words = [...document.querySelectorAll('.nl-picture svg text')]
    .map((t) => ({ text: t.textContent, box: t.getBoundingClientRect() }))
    .filter((w) => w.text && w.box.width > 0);
  const overlaps = [];
  for (let i = 0; i < words.length; i++)
    for (let j = i + 1; j < words.length; j++) {
      const a = words[i].box;
      const b = words[j].box;
      const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (x > 1 && y > 1) overlaps.push(`'${words[i].text}' and '${words[j].text}'`);
    }
  // Words a drawn line runs through (an arrow, an edge): each must carry a halo in the picture's
  // background under its letters (paint-order: stroke), or the line strikes it through.
  const svg = document.querySelector('.nl-picture svg');
  const lines = svg
    ? [...svg.querySelectorAll('path, line, polyline')].filter((l) => {
        const style = getComputedStyle(l);
        return style.stroke !== 'none' && style.stroke !== 'transparent' && !/rgba\(.*, 0\)$/.test(style.stroke);
      })
    : [];
  const struck = [];
  for (const word of svg ? svg.querySelectorAll('text') : []) {
    if (!word.textContent) continue;
    const b = word.getBBox();
    const crossed = lines.some((l) => {
      if (l.closest('marker, defs')) return false;
      for (let i = 1; i < 8; i++)
        for (let j = 1; j < 4; j++) {
          const point = svg.createSVGPoint();
          point.x = b.x + (b.width * i) / 8;
          point.y = b.y + (b.height * j) / 4;
          // In the line's own coordinates: pictures draw in one user space, without transforms.
          if (l.isPointInStroke(point)) return true;
        }
      return false;
    });
    if (!crossed) continue;
    const style = getComputedStyle(word);
    const haloed = style.paintOrder.startsWith('stroke') && parseFloat(style.strokeWidth) >= 2;
    if (!haloed) struck.push(word.textContent);
  }
  return { overlaps, struck };
}

describe('browser: every game’s face in light, dark and high-contrast themes', function () {
  this.timeout(600_000);
  let page;
  before(async () => {
    page = await openWorkbench();
    await openFromExplorer(page, 'faces.nim');
    await page.locator('.codelens-decoration', { hasText: 'Win' }).first().waitFor({ timeout: 60_000 });
  });
  after(async () => {
    await page?.close();
  });

  for (const [theme, kind] of THEMES)
    describe(theme, () => {
      before(async () => {
        await pickTheme(page, theme, kind);
      });

      for (const [name, line, text, token] of GAMES) {
        it(`${name}: the hover's verdict, reason and first move are in its box`, async () => {
          const hover = await showHover(page, text, token, 'for the player to move');
          const box = await page.locator('.monaco-hover .monaco-scrollable-element').first().boundingBox();
          const bottom = box.y + box.height;
          for (const [locator, what] of [
            [hover.locator('p', { hasText: 'Why:' }), 'the verdict and its reason'],
            [hover.locator('li'), 'the first winning move'],
          ]) {
            if (what === 'the first winning move' && (await locator.count()) === 0) continue;
            const b = await locator.first().boundingBox();
            assert.ok(b, `${what} is drawn`);
            assert.ok(b.y + b.height <= bottom + 1, `${what} ends at ${b.y + b.height}, below the box's ${bottom}`);
          }
          await page.screenshot({ path: join(screenshots, `face-hover-${name}-${kind}.png`) });
          await page.keyboard.press('Escape');
        });

        it(`${name}: the panel's pieces and its picture's shapes stand out (3:1), its picture's words do not overlap`, async () => {
          await goToLine(page, line);
          await runCommand(page, 'Play This Position');
          try {
            const frame = await playFrame(page);
            await frame.locator('.status').first().waitFor();
            // The webview takes the theme's variables a moment after the workbench.
            let pieces = await frame.evaluate(leastContrast, PIECES);
            for (let i = 0; i < 30 && pieces.least !== null && pieces.least < 3; i++) {
              await page.waitForTimeout(100);
              pieces = await frame.evaluate(leastContrast, PIECES);
            }
            const facts = await frame.evaluate(pictureFacts);
            const shapes = await frame.evaluate(leastShapeContrast);
            await page.screenshot({ path: join(screenshots, `face-panel-${name}-${kind}.png`) });
            if (pieces.least !== null)
              assert.ok(pieces.least >= 3, `${pieces.count} pieces, the faintest at ${pieces.least.toFixed(2)}:1`);
            if (shapes.least !== null)
              assert.ok(
                shapes.least >= 3,
                `${shapes.count} shapes of the picture, the faintest at ${shapes.least.toFixed(2)}:1: ${shapes.faintest}`,
              );
            // Each game's measure, for the record of what the themes give.
            console.log(
              `    ${kind} ${name}: pieces ${pieces.least?.toFixed(2) ?? 'none'}, shapes ${shapes.least?.toFixed(2) ?? 'none'}`,
            );
            assert.deepEqual(facts.overlaps, [], 'words of the picture overlap');
            assert.deepEqual(facts.struck, [], 'words of the picture a line strikes through');
          } finally {
            await runCommand(page, 'View: Close Editor');
            await page
              .locator('.webview')
              .first()
              .waitFor({ state: 'detached', timeout: 10_000 })
              .catch(() => {});
          }
        });
      }
    });
});
