// The harness's own robustness: a port in use, a stale code-server, a missing Chromium each
// give a clear message, and nothing is left running.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const cache = mkdtempSync(join(tmpdir(), 'nim-lens-cache-'));
process.env.NIM_LENS_CACHE = cache;
const tools = await import('../../scripts/lib/tools.mjs');

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('harness: bad situations give clear messages', () => {
  afterEach(() => {
    delete process.env.NIM_LENS_PORT;
    delete process.env.NIM_LENS_CHROMIUM;
  });

  it('a port already in use', async () => {
    const server = createServer();
    await new Promise((r) => server.listen(0, '127.0.0.1', r));
    process.env.NIM_LENS_PORT = String(server.address().port);
    try {
      await assert.rejects(
        tools.choosePort(),
        (e) =>
          e instanceof tools.SetupError &&
          /is already in use; stop what uses it or choose another port with NIM_LENS_PORT/.test(e.message),
      );
    } finally {
      server.close();
    }
    process.env.NIM_LENS_PORT = 'eighty';
    await assert.rejects(tools.choosePort(), /is not a port number/);
  });

  it('a free port otherwise', async () => {
    const port = await tools.choosePort();
    assert.ok(Number.isInteger(port) && port > 0);
  });

  it('a stale code-server left by an earlier run is stopped, with its whole process group', async () => {
    const child = spawn('sleep', ['300'], { detached: true, stdio: 'ignore' });
    mkdirSync(join(cache, 'run'), { recursive: true });
    writeFileSync(join(cache, 'run', `${child.pid}.pid`), 'code-server 12345\n');
    assert.ok(alive(child.pid));
    tools.stopStaleServers();
    await new Promise((r) => setTimeout(r, 200));
    assert.ok(
      !alive(child.pid) || (await new Promise((r) => child.once('exit', () => r(true)))),
      'the stale process is gone',
    );
    assert.ok(!existsSync(join(cache, 'run', `${child.pid}.pid`)));
  });

  it('a Chromium that is not where it should be', () => {
    process.env.NIM_LENS_CHROMIUM = join(cache, 'no-such-chromium');
    // tools.mjs read the path when it loaded; a fresh import with the variable set sees it.
    return import(`../../scripts/lib/tools.mjs?missing`).then((fresh) => {
      assert.throws(
        () => fresh.ensureChromium(),
        (e) =>
          e instanceof fresh.SetupError &&
          /(Chromium is not at .*no-such-chromium|missing Debian packages: chromium)/.test(e.message),
      );
    });
  });
});
