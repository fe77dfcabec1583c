// Bundles the command line, the extension host code and the webview with esbuild.
import * as esbuild from 'esbuild';
import { readFileSync } from 'node:fs';

const production = process.argv.includes('--production');
const common = { bundle: true, sourcemap: !production, minify: production, logLevel: 'warning', legalComments: 'none' };
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
// The command line and its sweep's workers, with the version `nim-lens --version` prints.
const commandLine = {
  ...common,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  define: { NIM_LENS_VERSION: JSON.stringify(version) },
};

const builds = [
  esbuild.build({ ...commandLine, entryPoints: ['src/cli/index.ts'], outfile: 'dist/cli.js' }),
  // `nim-lens sweep`'s worker threads, beside the command line.
  esbuild.build({ ...commandLine, entryPoints: ['src/cli/sweepWorker.ts'], outfile: 'dist/sweepWorker.js' }),
  // `nim-lens quotient`'s worker thread: the engine runs there, Ctrl-C is heard here.
  esbuild.build({ ...commandLine, entryPoints: ['src/cli/quotientWorker.ts'], outfile: 'dist/quotientWorker.js' }),
  // `nim-lens check --allow-modules`'s worker thread: the only one that loads and runs game modules.
  esbuild.build({ ...commandLine, entryPoints: ['src/cli/moduleWorker.ts'], outfile: 'dist/moduleWorker.js' }),
];
builds.push(
  // The extension host: everything but the `vscode` module, which the host provides.
  esbuild.build({
    ...common,
    entryPoints: ['src/extension.ts'],
    outfile: 'dist/extension.js',
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external: ['vscode'],
  }),
  // The search worker thread: the core only.
  esbuild.build({
    ...common,
    entryPoints: ['src/editor/searchWorker.ts'],
    outfile: 'dist/searchWorker.js',
    platform: 'node',
    target: 'node20',
    format: 'cjs',
  }),
  // The module thread of worksheets that name game modules (a worker thread): the core only.
  esbuild.build({
    ...common,
    entryPoints: ['src/editor/moduleWorker.ts'],
    outfile: 'dist/editorModuleWorker.js',
    platform: 'node',
    target: 'node20',
    format: 'cjs',
  }),
  // The browser entry (web worker extension host): one file, no Node API (esbuild refuses one).
  esbuild.build({
    ...common,
    entryPoints: ['src/web/extension.ts'],
    outfile: 'dist/web/extension.js',
    platform: 'browser',
    target: 'es2022',
    format: 'cjs',
    external: ['vscode'],
  }),
  // Its search worker, started from a Blob of these bytes: a plain script.
  esbuild.build({
    ...common,
    entryPoints: ['src/web/searchWorker.ts'],
    outfile: 'dist/web/searchWorker.js',
    platform: 'browser',
    target: 'es2022',
    format: 'iife',
    sourcemap: false,
  }),
  // Its module thread, started from a Blob of these bytes as well.
  esbuild.build({
    ...common,
    entryPoints: ['src/web/moduleWorker.ts'],
    outfile: 'dist/web/moduleWorker.js',
    platform: 'browser',
    target: 'es2022',
    format: 'iife',
    sourcemap: false,
  }),
  // The play panel's webview: a browser script, no Node and no vscode.
  esbuild.build({
    ...common,
    entryPoints: ['src/webview/main.ts'],
    outfile: 'dist/webview.js',
    platform: 'browser',
    target: 'es2022',
    format: 'iife',
  }),
);
await Promise.all(builds);
