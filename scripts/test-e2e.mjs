// The browser tests, twice: with the extension in code-server's Node extension host, then in the
// browser's web worker extension host (the build that vscode.dev and github.dev run). The webview
// tests that need no extension host run once. Then the French passes, in both hosts: VS Code in
// French (the test language pack of scripts/lib/languagePack.mjs, `--locale fr`), running only
// test/e2e/french.e2e.mjs. `node scripts/test-e2e.mjs [node|web] [en|fr]` runs some of them.
//
// Without arguments, the quick tier (`npm test`) runs the Node host's run whole and, in the web
// worker host, the smoke tests (the web build activates and answers); the slow tier
// (NIM_LENS_SLOW=1, `npm run test:all`, what CI runs) runs everything: the web host's run whole
// and both French passes (the extension-host suite has its own French pass in either tier).
import { spawnSync } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const mocha = join(root, 'node_modules', 'mocha', 'bin', 'mocha.js');
const runs = [
  { host: 'node', config: 'test/e2e/mocharc.json', quickConfig: null },
  // The quick tier's web run: the smoke tests only.
  { host: 'web', config: 'test/e2e/mocharc.web.json', quickConfig: 'test/e2e/mocharc.web.quick.json' },
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
/** The quick tier: nothing chosen on the command line, and not the slow tier. */
const quick = chosen.length === 0 && process.env.NIM_LENS_SLOW !== '1';
let failed = false;
for (const { host, config, quickConfig } of runs) {
  if ((onlyHost && onlyHost !== host) || onlyLocale === 'fr') continue;
  const some = quick && quickConfig !== null;
  console.log(
    `\n[nim-lens] browser tests with the extension in the ${host} extension host${some ? ' (quick tier: the smoke tests; all of them with npm run test:all)' : ''}`,
  );
  const r = spawnSync(process.execPath, [mocha, '--config', some ? quickConfig : config], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NIM_LENS_HOST: host, NIM_LENS_LOCALE: '' },
  });
  if (r.status !== 0) failed = true;
}
if (quick) console.log('\n[nim-lens] the French browser passes run in the slow tier: npm run test:all');
for (const { host, locale } of frenchRuns) {
  if (quick || (onlyHost && onlyHost !== host) || onlyLocale === 'en') continue;
  console.log(`\n[nim-lens] browser tests with VS Code in French, the extension in the ${host} extension host`);
  const r = spawnSync(process.execPath, [mocha, ...FRENCH_ARGS], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NIM_LENS_HOST: host, NIM_LENS_LOCALE: locale },
  });
  if (r.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
