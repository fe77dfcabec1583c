// Runs the extension-host tests (out/test/host) inside a real VS Code: code-server with the
// smoke-test driver, opened in headless Chromium with the `payload` that loads the extension
// under development and the test index. The index writes its results to a file; a failure,
// or no result in time, fails this script.
//
// Two passes: VS Code in English (every test file), then VS Code in French (only the suite
// "Nim Lens in French" of test/host/french.test.ts), made offline with a test-only language pack
// (scripts/lib/languagePack.mjs). `node scripts/test-host.mjs en` or `… fr` runs one pass; a run
// that chooses its own tests (NIM_LENS_HOST_GREP, NIM_LENS_HOST_INDEX) is English only.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareLocale } from './lib/languagePack.mjs';
import { launchChromium, log, SetupError, startCodeServer } from './lib/tools.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
// The suite may take its time on a loaded machine; what fails it is no progress: the tests not
// loaded within START_LIMIT_MS, or one test running longer than STALL_LIMIT_MS.
const START_LIMIT_MS = Number(process.env.NIM_LENS_HOST_TIMEOUT_MS || 300_000);
const STALL_LIMIT_MS = Number(process.env.NIM_LENS_HOST_STALL_MS || 180_000);
/** The suite the French pass runs (its title in test/host/french.test.ts). */
const FRENCH_SUITE = 'Nim Lens in French';

/**
 * One run of the test index in a fresh code-server. `locale`: null for VS Code's default
 * (English), or `fr`, which installs the test language pack, starts code-server with
 * `--locale fr`, tells the tests NIM_LENS_LOCALE=fr and runs only the French suite.
 */
async function runPass(locale = null) {
  // Another index only for the harness's own test of what it says when tests stall.
  const index = process.env.NIM_LENS_HOST_INDEX || join(root, 'out', 'test', 'host', 'index.js');
  if (!existsSync(index) || !existsSync(join(root, 'dist', 'extension.js')))
    throw new SetupError('build first: npm run build && npm run compile-tests');
  const tmp = mkdtempSync(join(tmpdir(), 'nim-lens-host-'));
  const workspace = join(tmp, 'workspace');
  cpSync(join(root, 'test', 'fixtures', 'workspace'), workspace, { recursive: true });
  // The example game modules, as a person has them beside their worksheet (test/host/modules.test.ts).
  cpSync(join(root, 'examples', 'games'), join(workspace, 'games'), { recursive: true });
  const results = join(tmp, 'results.json');
  let server;
  let browser;
  try {
    const userDataDir = join(tmp, 'user-data');
    const extensionsDir = join(tmp, 'extensions');
    const localeArgs = locale
      ? prepareLocale({ locale, extensionsDir, userDataDir, workDir: join(tmp, 'language-pack') })
      : [];
    server = await startCodeServer({
      workspace,
      userDataDir,
      extensionsDir,
      args: ['--vscode-option', 'enable-smoke-test-driver', ...localeArgs],
      env: locale
        ? { NIM_LENS_TEST_RESULTS: results, NIM_LENS_LOCALE: locale, NIM_LENS_HOST_GREP: FRENCH_SUITE }
        : {
            NIM_LENS_TEST_RESULTS: results,
            NIM_LENS_LOCALE: '', // English, whatever the shell says
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
    log(
      `extension-host tests${locale ? ` with VS Code in ${locale}` : ''}: ${server.url} (code-server), waiting for results`,
    );
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
      const picture = `host-timeout${locale ? `-${locale}` : ''}.png`;
      await page.screenshot({ path: join(root, 'test-results', picture) }).catch(() => {});
      const connections = `the page opened ${sockets} connection${sockets === 1 ? '' : 's'} to the server${sockets > 2 ? ' (it kept reconnecting: the server or the machine did not answer in time)' : ''}`;
      throw new SetupError(
        [
          `the extension-host tests gave up after ${((Date.now() - started) / 1000).toFixed(0)} s, still waiting for ${waitingFor()}`,
          `${last ? `${last.passed} passed, ${last.failed} failed so far; ` : ''}${connections}; screenshot in test-results/${picture}`,
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
      `extension host${locale ? ` (VS Code in ${locale})` : ''}: ${last.passed} passed, ${last.failed} failed (${((Date.now() - started) / 1000).toFixed(1)} s)\n`,
    );
    return last.failed === 0 && last.passed > 0 ? 0 : 1;
  } finally {
    await browser?.close().catch(() => {});
    server?.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

async function main() {
  const only = process.argv[2];
  if (only && only !== 'en' && only !== 'fr') throw new SetupError(`unknown pass ${only}: en or fr`);
  // A run that chooses its own tests (the editor benchmark, the harness's own test) is English only.
  const ownTests = Boolean(process.env.NIM_LENS_HOST_GREP || process.env.NIM_LENS_HOST_INDEX);
  let code = 0;
  if (only !== 'fr') code = await runPass(null);
  if (only === 'fr' || (!only && !ownTests)) {
    process.stdout.write('extension host: the same extension with VS Code in French\n');
    code = Math.max(code, await runPass('fr'));
  }
  return code;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    process.stderr.write(`[nim-lens] ${e instanceof SetupError ? e.message : (e?.stack ?? e)}\n`);
    process.exit(1);
  },
);
