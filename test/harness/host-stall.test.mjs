// The extension-host harness gives up on a suite that stops making progress, and says what it was
// still waiting for: here a test index that starts a test and never ends it.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

// It starts a real code-server and waits for the stall limit (about 16 s): in the slow tier
// (`npm run test:all`, NIM_LENS_SLOW=1), which CI runs; skipped, and said so, in `npm test`.
const slowTier = process.env.NIM_LENS_SLOW === '1' ? describe : describe.skip;

slowTier('harness: a stalled extension-host suite', function () {
  // Installs code-server on a machine that has none yet (a few minutes, once).
  this.timeout(600_000);

  it('ends with the test it was waiting for, how long it ran, and the page connections', async () => {
    const env = {
      ...process.env,
      NIM_LENS_HOST_INDEX: fileURLToPath(new URL('fixtures/stalled-index.js', import.meta.url)),
      NIM_LENS_HOST_STALL_MS: '4000',
    };
    delete env.NIM_LENS_CACHE; // the real cache, shared with the host tests that follow
    const child = spawn(process.execPath, ['scripts/test-host.mjs'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    const code = await new Promise((resolve) => child.on('exit', resolve));
    assert.equal(code, 1, out);
    assert.match(out, /gave up after \d+ s, still waiting for the test "a test that never ends", running for \d+ s/);
    assert.match(out, /1 passed, 0 failed so far; the page opened \d+ connections? to the server/);
  });
});
