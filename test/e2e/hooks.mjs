import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { env, root, setUp, tearDown } from './env.mjs';

export const mochaHooks = {
  async beforeAll() {
    this.timeout(600_000); // the first run installs code-server
    await setUp();
  },
  async afterEach() {
    // A failed browser test leaves a picture of every open page in test-results/.
    if (this.currentTest?.state !== 'failed' || !env.browser) return;
    const dir = join(root, 'test-results');
    mkdirSync(dir, { recursive: true });
    const name = this.currentTest
      .fullTitle()
      .replace(/[^a-z0-9]+/gi, '-')
      .slice(0, 80);
    let i = 0;
    for (const context of env.browser.contexts())
      for (const page of context.pages())
        await page.screenshot({ path: join(dir, `${name}-${i++}.png`) }).catch(() => {});
  },
  async afterAll() {
    await tearDown();
  },
};
