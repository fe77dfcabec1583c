// Makes the walkthrough's pictures (media/walkthrough/, packaged) from the browser tests'
// screenshots (media/screenshots/, not packaged), scaled to 800 pixels wide with Chromium.
// Run after `npm run test:e2e` has refreshed the screenshots: node scripts/walkthrough-images.mjs
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './lib/tools.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const pictures = {
  'worksheet.png': 'worksheet.png',
  'hover.png': 'hover.png',
  'quick-fix.png': 'quick-fix.png',
  'play.png': 'play-wythoff-board.png',
  'practice.png': 'practice.png',
};
const out = join(root, 'media', 'walkthrough');
mkdirSync(out, { recursive: true });
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
  for (const [name, source] of Object.entries(pictures)) {
    const data = readFileSync(join(root, 'media', 'screenshots', source)).toString('base64');
    await page.setContent(
      `<body style="margin:0"><img id="p" style="width:800px;display:block" src="data:image/png;base64,${data}"></body>`,
    );
    await page.locator('#p').screenshot({ path: join(out, name) });
  }
} finally {
  await browser.close();
}
