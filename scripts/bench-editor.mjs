// npm run bench:editor: editor figures measured in the real extension host (code-server).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const out = join(mkdtempSync(join(tmpdir(), 'nim-lens-bench-')), 'figures.txt');
const r = spawnSync(process.execPath, [join(import.meta.dirname, 'test-host.mjs')], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, NIM_LENS_HOST_GREP: 'editor benchmark', NIM_LENS_BENCH_OUT: out },
});
if (r.status !== 0) process.exit(r.status ?? 1);
process.stdout.write(`Nim Lens in the editor (code-server, extension host)\n\n${readFileSync(out, 'utf8')}`);
