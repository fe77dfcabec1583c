// The browser tests, twice: with the extension in code-server's Node extension host, then in the
// browser's web worker extension host (the build that vscode.dev and github.dev run). The webview
// tests that need no extension host run once. Then the French passes, in both hosts: VS Code in
// French (the test language pack of scripts/lib/languagePack.mjs, `--locale fr`), running only
// test/e2e/french.e2e.mjs. `node scripts/test-e2e.mjs [node|web] [en|fr]` runs some of them.
import { spawnSync } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const mocha = join(root, 'node_modules', 'mocha', 'bin', 'mocha.js');
const runs = [
  { host: 'node', config: 'test/e2e/mocharc.json' },
  { host: 'web', config: 'test/e2e/mocharc.web.json' },
];
/** The French passes: the shared hooks of test/e2e and only the French file. */
const FRENCH_ARGS = [
  '--no-config',
  '--require',
  'test/e2e/hooks.mjs',
  '--timeout',
  '600000',
  '--reporter',
  'spec',
  'test/e2e/french.e2e.mjs',
];
const frenchRuns = [
  { host: 'node', locale: 'fr' },
  { host: 'web', locale: 'fr' },
];
const chosen = process.argv.slice(2);
const onlyHost = chosen.find((a) => a === 'node' || a === 'web');
const onlyLocale = chosen.find((a) => a === 'en' || a === 'fr');
const unknown = chosen.filter((a) => a !== onlyHost && a !== onlyLocale);
if (unknown.length) {
  console.error(`[nim-lens] unknown arguments ${unknown.join(' ')}: node or web, en or fr`);
  process.exit(1);
}
let failed = false;
for (const { host, config } of runs) {
  if ((onlyHost && onlyHost !== host) || onlyLocale === 'fr') continue;
  console.log(`\n[nim-lens] browser tests with the extension in the ${host} extension host`);
  const r = spawnSync(process.execPath, [mocha, '--config', config], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NIM_LENS_HOST: host, NIM_LENS_LOCALE: '' },
  });
  if (r.status !== 0) failed = true;
}
for (const { host, locale } of frenchRuns) {
  if ((onlyHost && onlyHost !== host) || onlyLocale === 'en') continue;
  console.log(`\n[nim-lens] browser tests with VS Code in French, the extension in the ${host} extension host`);
  const r = spawnSync(process.execPath, [mocha, ...FRENCH_ARGS], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NIM_LENS_HOST: host, NIM_LENS_LOCALE: locale },
  });
  if (r.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
