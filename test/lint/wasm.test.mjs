// The WebAssembly written by hand (src/**/*.wat) is committed assembled (…Bytes.ts, what the build
// and the browser load): the two must agree, so an edit of the .wat without `npm run wasm` fails here.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('../../scripts/wasm.mjs', import.meta.url));

describe('lint: the committed WebAssembly is its source assembled', () => {
  it('every .wat in src/ assembles (wabt) to the bytes of its …Bytes.ts', function () {
    this.timeout(60_000);
    const r = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr || r.stdout);
  });
});
