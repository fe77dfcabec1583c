// npm start: the packaged extension in a real VS Code (code-server on 127.0.0.1) with the
// examples/ worksheets open, the tour worksheet in the editor and the walkthrough beside it. Prints the address to visit; Ctrl+C stops it. `npm start -- --web`
// runs the browser build in the web worker extension host instead, as vscode.dev would.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CACHE, installVsix, log, SetupError, startCodeServer } from './lib/tools.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

async function main() {
  const vsix = join(root, 'dist', 'nim-lens.vsix');
  if (!existsSync(vsix)) throw new SetupError('package the extension first: npm run package');
  const home = join(CACHE, 'start');
  const extensionsDir = join(home, 'extensions');
  installVsix(vsix, extensionsDir);
  const web = process.argv.includes('--web');
  // The walkthrough opens beside the tour worksheet: what a first run should teach.
  const settings = {
    'nimLens.walkthrough.openOnStart': true,
    // This folder sits in Nim Lens's own repository: no offer to open it in the Git view.
    'git.openRepositoryInParentFolders': 'never',
    ...(web ? { 'remote.extensionKind': { 'nim-lens.nim-lens': ['web'] } } : {}),
  };
  const server = await startCodeServer({
    workspace: join(root, 'examples'),
    userDataDir: join(home, web ? 'user-data-web' : 'user-data'),
    extensionsDir,
    port: 8377,
    quiet: true,
    settings,
  });
  const examples = join(root, 'examples');
  // VS Code in the browser opens the payload's `openFile` once the workbench is up: the tour.
  const authority = new URL(server.url).host;
  const payload = JSON.stringify([['openFile', `vscode-remote://${authority}${join(examples, 'tour.nim')}`]]);
  const address = `${server.url}/?folder=${encodeURIComponent(examples)}&payload=${encodeURIComponent(payload)}`;
  const where = web ? "the browser's web worker extension host, as in vscode.dev" : 'the Node extension host';
  process.stdout.write(
    `\nNim Lens is running in code-server (VS Code in the browser), in ${where}.\nOpen: ${address}\nPress Ctrl+C to stop.\n\n`,
  );
  log(`user data and extensions: ${home}`);
  await new Promise(() => {}); // until a signal stops it (tools.mjs stops code-server on exit)
}

main().catch((e) => {
  process.stderr.write(`[nim-lens] ${e instanceof SetupError ? e.message : (e?.stack ?? e)}\n`);
  process.exit(1);
});
