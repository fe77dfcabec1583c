// Bundles the command line, the extension host code and the webview with esbuild.
import * as esbuild from 'esbuild';
import { existsSync } from 'node:fs';

const production = process.argv.includes('--production');
const common = { bundle: true, sourcemap: !production, minify: production, logLevel: 'warning', legalComments: 'none' };

const builds = [
  esbuild.build({ ...common, entryPoints: ['src/cli/index.ts'], outfile: 'dist/cli.js', platform: 'node', target: 'node20', format: 'cjs' }),
];
if (existsSync('src/editor/extension.ts')) {
  builds.push(esbuild.build({ ...common, entryPoints: ['src/editor/extension.ts'], outfile: 'dist/extension.js', platform: 'node', target: 'node20', format: 'cjs', external: ['vscode'] }));
}
if (existsSync('src/webview/main.ts')) {
  builds.push(esbuild.build({ ...common, entryPoints: ['src/webview/main.ts'], outfile: 'dist/webview.js', platform: 'browser', target: 'es2022', format: 'iife' }));
}
await Promise.all(builds);
