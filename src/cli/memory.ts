// The memory a run may plan to use, before it starts (`period`, and `sweep`'s worker threads): a
// share of the machine's memory, or less where the process is held to less, by its control group
// (containers, Slurm and Kubernetes nodes) or by a limit on its address space (`ulimit -v`). The
// address space counts what is reserved, not only what is used: Node reserves hundreds of MB, each
// worker thread a few hundred more, and a WebAssembly memory 10 GB (so the tables' WebAssembly loop
// runs only where that fits, else the TypeScript loop does, the same values more slowly).

import { readFileSync } from 'node:fs';
import { freemem, totalmem } from 'node:os';
import { t } from '../core/l10n';

/** The share of the machine's (or the control group's) memory the runs may plan to use. */
const MEMORY_SHARE = 0.8;
/** What a worker thread uses besides its table (measured: about 10 MB). */
export const WORKER_BYTES = 16 << 20;
/** The address space a worker thread reserves besides its table, with a 64 MB code range (measured: 211 MB). */
export const WORKER_ADDRESS_SPACE = 256 << 20;
/** The code range of a sweep's worker thread: its code is small, and the default reserves 512 MB of address space. */
export const WORKER_CODE_RANGE_MB = 64;
/** Address space kept for what grows beside the planned tables (the heap, the tables' small side tables). */
const ADDRESS_SPACE_MARGIN = 256 << 20;
/** The address space one WebAssembly memory reserves (4 GB and its guard regions), whatever it holds. */
export const WASM_ADDRESS_SPACE = 10 * 2 ** 30;

/** A count of bytes as people read it: `1.8 GB`, `75 MB`. */
export function bytesText(bytes: number): string {
  if (bytes >= 1e9) return `${(bytes / 1e9).toFixed(1)} GB`;
  return `${Math.max(1, Math.round(bytes / 1e6))} MB`;
}

/** The soft limit on the address space and what is reserved of it now (Linux); null where there is none. */
function addressSpace(): { readonly limit: number; readonly used: number } | null {
  try {
    const limit = /^Max address space\s+(\S+)/m.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1];
    if (limit === undefined || !/^[0-9]+$/.test(limit)) return null;
    const used = /^VmSize:\s+([0-9]+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    return { limit: Number(limit), used: used === undefined ? 0 : Number(used) * 1024 };
  } catch {
    return null; // not Linux: no limit known
  }
}

/** What the tables of a run may take. */
export interface MemoryRoom {
  /** Bytes, for all its tables together. */
  readonly bytes: number;
  /** What sets that room, in words, to end a sentence: `this machine has 25.3 GB`. */
  readonly limit: string;
  /** The address space left for the tables, where it is limited (`ulimit -v`); null where not. */
  readonly addressSpace: number | null;
}

/** The room for the tables of a run with `workers` worker threads (0: the tables are the main thread's). */
export function memoryRoom(workers = 0): MemoryRoom {
  const machine = Math.max(totalmem(), freemem());
  // Node 20 gives 2^64 where no control group limits the process.
  const constrained = process.constrainedMemory?.() ?? 0;
  const held = constrained > 0 && constrained < machine;
  const physical = (held ? constrained : machine) * MEMORY_SHARE - workers * WORKER_BYTES;
  const physicalLimit = held
    ? t('this process may use {total} (the limit of its control group)', { total: bytesText(constrained) })
    : t('this machine has {total}', { total: bytesText(machine) });
  const space = addressSpace();
  if (space === null) return { bytes: Math.max(0, physical), limit: physicalLimit, addressSpace: null };
  const reserved = space.used + workers * WORKER_ADDRESS_SPACE;
  const left = Math.max(0, space.limit - reserved - ADDRESS_SPACE_MARGIN);
  const limit =
    left < physical
      ? t('the address space is limited to {total} (ulimit -v), and Node and its threads reserve {used} of it', {
          total: bytesText(space.limit),
          used: bytesText(reserved),
        })
      : physicalLimit;
  return { bytes: Math.max(0, Math.min(physical, left)), limit, addressSpace: left };
}

/** Whether `tables` tables of `tableBytes` each may run in WebAssembly: each memory reserves 10 GB of address space. */
export function kernelFits(room: MemoryRoom, tables: number, tableBytes: number): boolean {
  return room.addressSpace === null || room.addressSpace >= tables * (WASM_ADDRESS_SPACE + tableBytes);
}
