// `nim-lens --version`: the version of package.json, written into the bundle when it is built
// (scripts/build.mjs defines NIM_LENS_VERSION); unbundled (the tests' build), read from the
// package.json above this file.

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

declare const NIM_LENS_VERSION: string | undefined;

/** The version of nim-lens, such as `0.1.0`. */
export function version(): string {
  if (typeof NIM_LENS_VERSION === 'string') return NIM_LENS_VERSION;
  for (let dir = __dirname; ; dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown; version?: unknown };
      if (pkg.name === 'nim-lens' && typeof pkg.version === 'string') return pkg.version;
    }
    if (dirname(dir) === dir) return 'unknown';
  }
}
