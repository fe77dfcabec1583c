// The extension-host tests (out/test/host) in desktop VS Code through @vscode/test-electron: it
// downloads VS Code (cached in .vscode-test/), starts it with the extension under development
// and runs the same test index that scripts/test-host.mjs runs in code-server. Needs a network
// that reaches update.code.visualstudio.com, and a display (on Linux without one, run it under
// xvfb-run). These build machines have neither: `npm test` uses code-server instead.
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runTests } from '@vscode/test-electron';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const workspace = join(mkdtempSync(join(tmpdir(), 'nim-lens-desktop-')), 'workspace');
cpSync(join(root, 'test', 'fixtures', 'workspace'), workspace, { recursive: true });

try {
  await runTests({
    version: process.env.NIM_LENS_VSCODE_VERSION || 'stable',
    extensionDevelopmentPath: root,
    extensionTestsPath: join(root, 'out', 'test', 'host', 'index.js'),
    launchArgs: [
      workspace,
      '--disable-extensions',
      '--disable-workspace-trust',
      '--skip-welcome',
      '--skip-release-notes',
    ],
  });
} catch (e) {
  console.error(`[nim-lens] desktop extension-host tests failed: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
