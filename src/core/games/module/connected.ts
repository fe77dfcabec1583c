// The game modules this thread may call, by their path as a rules line writes it. Only a thread
// that loaded a module (a worker: cli/moduleWorker.ts, later the editor's search worker) connects
// it; everywhere else a rules line naming a module reads with a diagnostic saying why it does not
// run (`setModuleRefusal`: the command line without --allow-modules, an untrusted workspace).

import { t } from '../../l10n';
import { ModuleFault, type ModuleRuntime } from './runtime';

type Connection = { readonly runtime: ModuleRuntime } | { readonly refused: string };

const connections = new Map<string, Connection>();

let refusal: () => string = () =>
  t('game modules run only in a worker that loaded them (the command line with --allow-modules)');

/** Connects a module loaded in this thread: rules lines naming `path` play its game. */
export function connectModule(path: string, runtime: ModuleRuntime): void {
  connections.set(path, { runtime });
}

/** A module that was not loaded here, and why (it threw, it exports no game, it did not load in time). */
export function refuseModule(path: string, reason: string): void {
  connections.set(path, { refused: reason });
}

/** Why modules that are not connected do not run in this thread, in words (asked when a line names one); gives the reason it replaces. */
export function setModuleRefusal(reason: () => string): () => string {
  const before = refusal;
  refusal = reason;
  return before;
}

/** Forgets every module connected or refused. */
export function disconnectModules(): void {
  connections.clear();
}

/** The module of `path` connected here, or why it does not run. */
export function moduleConnection(path: string): Connection {
  return connections.get(path) ?? { refused: refusal() };
}

/** The module of a game, connected here; a fault (said on the line) when it is not. */
export function runtimeAt(path: string): ModuleRuntime {
  const c = moduleConnection(path);
  if ('runtime' in c) return c.runtime;
  throw new ModuleFault(c.refused);
}
