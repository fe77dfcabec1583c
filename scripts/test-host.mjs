// Runs the extension-host tests (out/test/host) inside a real VS Code: code-server with the
// smoke-test driver, opened in headless Chromium with the `payload` that loads the extension
// under development and the test index. The index writes its results to a file; a failure,
// or no result in time, fails this script.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, log, SetupError, startCodeServer } from './lib/tools.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const TIME_LIMIT_MS = Number(process.env.NIM_LENS_HOST_TIMEOUT_MS || 300_000);

async function main() {
  const index = join(root, 'out', 'test', 'host', 'index.js');
  if (!existsSync(index) || !existsSync(join(root, 'dist', 'extension.js'))) throw new SetupError('build first: npm run build && npm run compile-tests');
  const tmp = mkdtempSync(join(tmpdir(), 'nim-lens-host-'));
  const workspace = join(tmp, 'workspace');
  cpSync(join(root, 'test', 'fixtures', 'workspace'), workspace, { recursive: true });
  const results = join(tmp, 'results.json');
  let server;
  let browser;
  try {
    server = await startCodeServer({
      workspace,
      userDataDir: join(tmp, 'user-data'),
      extensionsDir: join(tmp, 'extensions'),
      args: ['--vscode-option', 'enable-smoke-test-driver'],
      env: {
        NIM_LENS_TEST_RESULTS: results,
        ...(process.env.NIM_LENS_HOST_GREP ? { NIM_LENS_HOST_GREP: process.env.NIM_LENS_HOST_GREP } : {}),
        ...(process.env.NIM_LENS_BENCH_OUT ? { NIM_LENS_BENCH_OUT: process.env.NIM_LENS_BENCH_OUT } : {}),
      },
    });
    const remote = (p) => `vscode-remote://127.0.0.1:${server.port}${p}`;
    const payload = [['extensionDevelopmentPath', remote(root)], ['extensionTestsPath', remote(index)]];
    const url = `${server.url}/?folder=${encodeURIComponent(workspace)}&payload=${encodeURIComponent(JSON.stringify(payload))}`;
    browser = await launchChromium();
    const page = await browser.newPage();
    const started = Date.now();
    log(`extension-host tests: ${server.url} (code-server), waiting for results`);
    await page.goto(url);
    let last = null;
    while (Date.now() - started < TIME_LIMIT_MS) {
      if (existsSync(results)) {
        try { last = JSON.parse(readFileSync(results, 'utf8')); } catch { /* being written */ }
        if (last?.done) break;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    if (!last?.done) {
      await page.screenshot({ path: join(root, 'test-results', 'host-timeout.png') }).catch(() => {});
      throw new SetupError(`no complete result from the extension-host tests within ${TIME_LIMIT_MS / 1000} s${last ? ` (${last.passed} passed, ${last.failed} failed so far)` : ''}\n${server.output().slice(-3000)}`);
    }
    for (const t of last.tests) {
      process.stdout.write(`  ${t.state === 'passed' ? '✓' : '✗'} ${t.title}${t.ms ? ` (${t.ms} ms)` : ''}\n`);
      if (t.error) process.stdout.write(`      ${t.error.split('\n').join('\n      ')}\n`);
    }
    process.stdout.write(`extension host: ${last.passed} passed, ${last.failed} failed (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
    return last.failed === 0 && last.passed > 0 ? 0 : 1;
  } finally {
    await browser?.close().catch(() => {});
    server?.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().then((code) => process.exit(code), (e) => {
  process.stderr.write(`[nim-lens] ${e instanceof SetupError ? e.message : e?.stack ?? e}\n`);
  process.exit(1);
});
