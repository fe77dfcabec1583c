// No file of src/ imports itself through others, by value or by type: shared types live in
// types-only modules (core/move.ts, core/worksheet/analysis.ts, core/pictures/pictureTypes.ts,
// cli/output.ts), so that each module can be read, and replaced, on its own.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('../../src', import.meta.url));

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** The relative imports and re-exports of a file, resolved to files. */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const out = [];
  for (const m of text.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gms)) {
    const base = normalize(join(dirname(file), m[1]));
    const target = [`${base}.ts`, join(base, 'index.ts')].find((p) => existsSync(p));
    if (target) out.push(target);
  }
  return out;
}

describe('lint: no import cycles in src/', () => {
  it('the import graph, type imports included, has no cycle', () => {
    const graph = new Map(files(src).map((f) => [f, importsOf(f)]));
    const state = new Map(); // 1: on the current path, 2: done
    const cycles = [];
    const visit = (file, path) => {
      state.set(file, 1);
      for (const next of graph.get(file) ?? []) {
        if (state.get(next) === 1)
          cycles.push([...path.slice(path.indexOf(next)), next].map((f) => relative(src, f)).join(' → '));
        else if (!state.has(next)) visit(next, [...path, next]);
      }
      state.set(file, 2);
    };
    for (const file of graph.keys()) if (!state.has(file)) visit(file, [file]);
    assert.ok(graph.size > 50, `${graph.size} files read`);
    assert.deepEqual(cycles, []);
  });
});
