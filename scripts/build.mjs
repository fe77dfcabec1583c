// Bundles the command line, the extension host code and the webview with esbuild.
import * as esbuild from 'esbuild';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';

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

// The command line itself is ES modules split into chunks: each command's module (src/cli/main.ts
// imports it when that command runs) and what only it uses are read and compiled only then, as a
// single bundle made every run read and compile all of it (1 MB) first. The chunks stay beside the
// workers in dist/, where `__dirname` finds them; the old chunks go first, as their names change.
mkdirSync('dist', { recursive: true });
for (const name of readdirSync('dist')) if (/^cli-.*\.mjs(\.map)?$|^cli\.js\.map$/.test(name)) rmSync(`dist/${name}`);
const commandLineChunks = esbuild.build({
  ...commandLine,
  format: 'esm',
  splitting: true,
  entryPoints: { 'cli-main': 'src/cli/index.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  chunkNames: 'cli-[name]-[hash]',
  // An ES module has no `__dirname`: the code finds its workers and package.json by it.
  banner: {
    js: "import { dirname as __nimLensDirname } from 'node:path'; import { fileURLToPath as __nimLensPath } from 'node:url'; const __dirname = __nimLensDirname(__nimLensPath(import.meta.url));",
  },
});
// dist/cli.js stays the one entry (package.json's bin, `node dist/cli.js`): a CommonJS file that
// imports the modules.
writeFileSync(
  'dist/cli.js',
  "'use strict';\n// The command line, ES modules in chunks beside this file (scripts/build.mjs).\nimport('./cli-main.mjs');\n",
);

const builds = [
  commandLineChunks,
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
    entryPoints: ['src/moduleWorker.ts'],
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
