// The browser tests, twice: with the extension in code-server's Node extension host, then in the
// browser's web worker extension host (the build that vscode.dev and github.dev run). The webview
// tests that need no extension host run once.
import { spawnSync } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const mocha = join(root, 'node_modules', 'mocha', 'bin', 'mocha.js');
const runs = [
  { host: 'node', config: 'test/e2e/mocharc.json' },
  { host: 'web', config: 'test/e2e/mocharc.web.json' },
];
const only = process.argv[2];
let failed = false;
for (const { host, config } of runs) {
  if (only && only !== host) continue;
  console.log(`\n[nim-lens] browser tests with the extension in the ${host} extension host`);
  const r = spawnSync(process.execPath, [mocha, '--config', config], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NIM_LENS_HOST: host },
  });
  if (r.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
