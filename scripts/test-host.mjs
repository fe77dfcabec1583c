// Runs the extension-host tests (out/test/host) inside a real VS Code: code-server with the
// smoke-test driver, opened in headless Chromium with the `payload` that loads the extension
// under development and the test index. The index writes its results to a file; a failure,
// or no result in time, fails this script.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, log, SetupError, startCodeServer } from './lib/tools.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
// The suite may take its time on a loaded machine; what fails it is no progress: the tests not
// loaded within START_LIMIT_MS, or one test running longer than STALL_LIMIT_MS.
const START_LIMIT_MS = Number(process.env.NIM_LENS_HOST_TIMEOUT_MS || 300_000);
const STALL_LIMIT_MS = Number(process.env.NIM_LENS_HOST_STALL_MS || 180_000);

async function main() {
  // Another index only for the harness's own test of what it says when tests stall.
  const index = process.env.NIM_LENS_HOST_INDEX || join(root, 'out', 'test', 'host', 'index.js');
  if (!existsSync(index) || !existsSync(join(root, 'dist', 'extension.js')))
    throw new SetupError('build first: npm run build && npm run compile-tests');
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
    const payload = [
      ['extensionDevelopmentPath', remote(root)],
      ['extensionTestsPath', remote(index)],
    ];
    const url = `${server.url}/?folder=${encodeURIComponent(workspace)}&payload=${encodeURIComponent(JSON.stringify(payload))}`;
    browser = await launchChromium();
    const page = await browser.newPage();
    const started = Date.now();
    log(`extension-host tests: ${server.url} (code-server), waiting for results`);
    // What the page did, for the message if it never finishes: its connections to the server
    // (a client that keeps reconnecting opens one after another) and its last console errors.
    let sockets = 0;
    const consoleErrors = [];
    page.on('websocket', () => {
      sockets++;
    });
    page.on('console', (m) => {
      if (m.type() !== 'error' && m.type() !== 'warning') return;
      consoleErrors.push(`${m.type()}: ${m.text().slice(0, 300)}`);
      if (consoleErrors.length > 10) consoleErrors.shift();
    });
    let loaded = false;
    page.on('load', () => {
      loaded = true;
    });
    await page.goto(url);
    let last = null;
    let lastText = '';
    let progressAt = Date.now();
    const waitingFor = () => {
      if (!loaded) return 'the workbench page to load';
      if (!last) return 'the extension host to load the test index (it writes its results file first)';
      if (last.current)
        return `the test "${last.current.title}", running for ${((Date.now() - last.current.since) / 1000).toFixed(0)} s`;
      return `the next test after ${last.passed} passed and ${last.failed} failed`;
    };
    for (;;) {
      if (existsSync(results)) {
        try {
          const text = readFileSync(results, 'utf8');
          const parsed = JSON.parse(text);
          if (text !== lastText) {
            lastText = text;
            progressAt = Date.now();
          }
          last = parsed;
        } catch {
          /* being written */
        }
        if (last?.done) break;
      }
      const limit = last ? STALL_LIMIT_MS : START_LIMIT_MS;
      if (Date.now() - (last ? progressAt : started) > limit) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    if (!last?.done) {
      mkdirSync(join(root, 'test-results'), { recursive: true });
      await page.screenshot({ path: join(root, 'test-results', 'host-timeout.png') }).catch(() => {});
      const connections = `the page opened ${sockets} connection${sockets === 1 ? '' : 's'} to the server${sockets > 2 ? ' (it kept reconnecting: the server or the machine did not answer in time)' : ''}`;
      throw new SetupError(
        [
          `the extension-host tests gave up after ${((Date.now() - started) / 1000).toFixed(0)} s, still waiting for ${waitingFor()}`,
          `${last ? `${last.passed} passed, ${last.failed} failed so far; ` : ''}${connections}; screenshot in test-results/host-timeout.png`,
          ...(consoleErrors.length
            ? ['last console messages of the page:', ...consoleErrors.map((m) => `  ${m}`)]
            : []),
          'code-server said:',
          server.output().slice(-3000),
        ].join('\n'),
      );
    }
    for (const t of last.tests) {
      process.stdout.write(`  ${t.state === 'passed' ? '✓' : '✗'} ${t.title}${t.ms ? ` (${t.ms} ms)` : ''}\n`);
      if (t.error) process.stdout.write(`      ${t.error.split('\n').join('\n      ')}\n`);
    }
    process.stdout.write(
      `extension host: ${last.passed} passed, ${last.failed} failed (${((Date.now() - started) / 1000).toFixed(1)} s)\n`,
    );
    return last.failed === 0 && last.passed > 0 ? 0 : 1;
  } finally {
    await browser?.close().catch(() => {});
    server?.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    process.stderr.write(`[nim-lens] ${e instanceof SetupError ? e.message : (e?.stack ?? e)}\n`);
    process.exit(1);
  },
);
