// Game modules in the tests: the examples of examples/games/ loaded as the worker loads them (a real
// ES module import), and modules written in the test as plain objects, connected to the core.

import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { connectModule } from '../../src/core/games/module/connected';
import { moduleGame, type ModuleRuntime } from '../../src/core/games/module/runtime';
import { parseRulesLine } from '../../src/core/worksheet/parse';
import { type Game } from '../../src/core/rules';

export const root = resolve(__dirname, '../../..');

/** A real dynamic import (the tests compile to CommonJS, which would make it a `require`). */
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the one way to import an ES module by URL from CommonJS
const importModule = new Function('url', 'return import(url)') as (url: string) => Promise<unknown>;

/** The runtime of a module's export, or a thrown error with why it is not a game. */
export function runtimeOf(exported: unknown): ModuleRuntime {
  const loaded = moduleGame(exported);
  if (!loaded.ok) throw new Error(loaded.message);
  return loaded.runtime;
}

/** Loads examples/games/NAME and connects it as `./NAME`. */
export async function connectExample(name: string): Promise<ModuleRuntime> {
  const runtime = runtimeOf(await importModule(pathToFileURL(join(root, 'examples', 'games', name)).href));
  connectModule(`./${name}`, runtime);
  return runtime;
}

/** Connects a module written in the test as `path`. */
export function connectObject(path: string, game: object): ModuleRuntime {
  const runtime = runtimeOf({ default: game });
  connectModule(path, runtime);
  return runtime;
}

/** The game of a rules line (its module connected). */
export function gameOf(line: string): Game {
  const read = parseRulesLine(line);
  if (!read.ok) throw new Error(read.message);
  return read.rules.game;
}
