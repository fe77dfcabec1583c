// The sparse-space table with its inner loop in WebAssembly (sparseKernel.wat): the same method, step
// for step, as grundyTable.ts's TypeScript loop, so the same values, the same sparse spaces chosen at
// the same lengths and the same work; only faster (no bounds check on every read). This driver does
// what happens between values: it lays out the kernel's memory, chooses and revises the sparse space,
// grows the tables when the values need one more bit or the rare sizes more room, and takes the
// looks (progress, stop, proof). The kernel runs values until one of those is due.
//
// Where WebAssembly cannot run (no WebAssembly, a policy that forbids compiling it, a table too
// large for its 4 GB memory, no room for that memory, or `allowKernel(false)` from a command line
// whose address space is limited), `kernelSparseTable` returns null and the TypeScript loop is used.

import { type TakeAndBreakCode } from './code';
import { sparseKernelHex } from './sparseKernelBytes';
import {
  bestClass,
  classSize,
  FIRST_MASK_AT,
  type GrundyTableOptions,
  HINTS,
  MASK_BITS,
  parityTable,
  plainStats,
  type SparseClass,
  sparseMoves,
  stopAfter,
  workUntilCheck,
} from './sparseSpace';

// The little of the WebAssembly API used here, typed locally: the core's libraries (ES2022, Node)
// do not declare it, and the browser build has it as a global too.
interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (
    module: object,
    imports: object,
  ) => { readonly exports: { run(this: void, n: number, end: number): number } };
  Memory: new (descriptor: { initial: number; maximum: number }) => WasmMemory;
}

const PAGE = 65536;
/** The most pages a 32-bit memory has (4 GB), as the module declares. */
const MOST_PAGES = 65536;
/**
 * Room planned besides the values for the other tables (marks, parity, hints, rare sizes, and their
 * earlier copies): a table is left to the TypeScript loop unless the values and this fit in the 4 GB.
 * Values below 2^20 need at most about 200 MB of them (the hints are 48 bytes a value class).
 */
const OTHER_TABLES_ROOM = 256 << 20;
/** What the memory holds besides the values at the start: it grows (by an eighth at least) as needed. */
const FIRST_ROOM = 1 << 16;

/**
 * The most values one call of the kernel computes. V8 first runs a WebAssembly function in its
 * baseline code and uses the optimised code for later calls only, so a call that ran half the table
 * could run it all in the baseline code; a call per 32,768 values costs nothing beside them.
 */
const CHUNK = 1 << 15;

/** The header's slots (see sparseKernel.wat). */
const enum Slot {
  G = 0,
  Marks,
  MarksLength,
  Parity,
  HintA,
  HintB,
  Rare,
  RareValue,
  RareCount,
  RareCapacity,
  One,
  Ones,
  SplitJ,
  Distinct,
  Splits,
  Sizes,
  Largest,
  RareBelow,
  Whole,
  Wholes,
  Halves,
  HalvesCount,
  Mask,
  Twist,
  T,
  Bits,
}
/** The work so far and the work at which to stop for a look: f64 at bytes 104 and 112. */
const WORK_F64 = 13;
const CHECK_F64 = 14;
const HEADER_BYTES = 128;

let compiled: object | null | undefined;

/** Whether this thread's tables may use the kernel (see `allowKernel`). */
let allowed = true;

/**
 * Lets this thread's tables use the kernel or not. A command line whose address space is limited
 * (`ulimit -v`) turns it off where its memory would not fit: a WebAssembly memory reserves about
 * 10 GB of address space, and one that got it could leave too little for the rest.
 */
export function allowKernel(allow: boolean): void {
  allowed = allow;
}

/** The kernel's module, compiled once; null where WebAssembly is missing or refused, or the kernel is not allowed. */
function kernelModule(): { api: WasmApi; module: object } | null {
  const api = (globalThis as unknown as { WebAssembly?: WasmApi }).WebAssembly;
  if (!api || !allowed) return null;
  if (compiled === undefined) {
    try {
      const hex = sparseKernelHex;
      const bytes = new Uint8Array(hex.length / 2);
      for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
      compiled = new api.Module(bytes);
    } catch {
      compiled = null; // a content security policy without 'wasm-unsafe-eval', for one
    }
  }
  return compiled ? { api, module: compiled } : null;
}

/** Whether the WebAssembly kernel runs here (else the tables use the TypeScript loop). */
export function kernelAvailable(): boolean {
  return kernelModule() !== null;
}

/** The kernel's memory: a bump allocator over one WebAssembly memory, with views kept current. */
class KernelMemory {
  private top: number;
  i32!: Int32Array;
  /** The header's slots, read unsigned: offsets past 2 GB stay positive. */
  u32!: Uint32Array;
  u8!: Uint8Array;
  f64!: Float64Array;

  constructor(private readonly memory: WasmMemory) {
    this.top = HEADER_BYTES;
    this.refresh();
  }

  /** A new region of `bytes` bytes, zeroed, at an 8-byte boundary (growing the memory when needed). */
  alloc(bytes: number): number {
    const at = this.top;
    this.top = Math.ceil((at + bytes) / 8) * 8; // not `& ~7`: offsets pass 2^31
    if (this.top > this.memory.buffer.byteLength) {
      const pages = Math.ceil((this.top - this.memory.buffer.byteLength) / PAGE);
      // Geometric growth, so that many small regions cost few grows.
      const wanted = Math.max(pages, Math.min(MOST_PAGES, this.memory.buffer.byteLength / PAGE) >> 3);
      try {
        this.memory.grow(wanted);
      } catch {
        try {
          this.memory.grow(pages); // near the limit: only what is needed
        } catch {
          throw new RangeError(
            `the table's other tables need more than the ${OTHER_TABLES_ROOM >> 20} MB planned beside its values in WebAssembly memory`,
          );
        }
      }
      this.refresh();
    }
    return at;
  }

  /** A region holding these numbers. */
  allocFrom(values: readonly number[]): number {
    const at = this.alloc(4 * Math.max(1, values.length));
    this.i32.set(values, at / 4);
    return at;
  }

  refresh(): void {
    this.i32 = new Int32Array(this.memory.buffer);
    this.u32 = new Uint32Array(this.memory.buffer);
    this.u8 = new Uint8Array(this.memory.buffer);
    this.f64 = new Float64Array(this.memory.buffer, 0, HEADER_BYTES / 8);
  }

  get buffer(): ArrayBuffer {
    return this.memory.buffer;
  }
}

/**
 * The sparse-space table computed by the WebAssembly kernel (see grundyTable.ts for the method), or
 * null where the kernel cannot run it. Codes with `tableMethod` 'sparse space' only.
 */
export function kernelSparseTable(
  code: TakeAndBreakCode,
  count: number,
  options: GrundyTableOptions,
  fixed: SparseClass | null = null,
  /** Bytes besides the values at the start (the tests start with little, so that the memory grows often). */
  firstRoom = FIRST_ROOM,
): Uint32Array | null {
  const kernel = kernelModule();
  if (!kernel || count < 2) return null;
  const valuesBytes = 4 * count;
  if (HEADER_BYTES + valuesBytes + OTHER_TABLES_ROOM > MOST_PAGES * PAGE) return null;
  let wasmMemory: WasmMemory;
  try {
    const initial = Math.ceil((HEADER_BYTES + valuesBytes + firstRoom) / PAGE);
    wasmMemory = new kernel.api.Memory({ initial, maximum: MOST_PAGES });
  } catch {
    return null; // no room for that memory: the TypeScript table tries with ordinary arrays
  }
  const run = new kernel.api.Instance(kernel.module, { env: { memory: wasmMemory } }).exports.run;
  const mem = new KernelMemory(wasmMemory);
  // Offsets are byte offsets, divided by 4 (never shifted: they pass 2^31) to index the views.
  const slot = (s: Slot, value: number): void => {
    mem.u32[s] = value;
  };
  const read = (s: Slot): number => mem.u32[s]!;

  const moves = sparseMoves(code);
  const { t, twists } = moves;
  if (fixed && fixed.twist && !twists) throw new Error('a twist needs every splitting j of one parity');
  const gAt = mem.alloc(valuesBytes);
  const values = (): Uint32Array => new Uint32Array(mem.buffer, gAt, count);
  slot(Slot.G, gAt);
  slot(Slot.One, mem.allocFrom(moves.one));
  slot(Slot.Ones, moves.one.length);
  const splits = moves.split.length;
  slot(Slot.SplitJ, mem.allocFrom(moves.split));
  slot(Slot.Distinct, mem.allocFrom(moves.distinct));
  slot(Slot.Splits, splits);
  slot(Slot.Sizes, mem.alloc(4 * Math.max(1, splits)));
  slot(Slot.Largest, mem.alloc(4 * Math.max(1, splits)));
  const rareBelowAt = mem.alloc(4 * Math.max(1, splits));
  slot(Slot.RareBelow, rareBelowAt);
  slot(Slot.Whole, mem.allocFrom(moves.whole));
  slot(Slot.Wholes, moves.whole.length);
  slot(Slot.Halves, mem.allocFrom(moves.halves));
  slot(Slot.HalvesCount, moves.halves.length);

  let bits = 0; // every value so far is below 2^bits
  let mask = fixed ? fixed.mask : 0;
  let twist = fixed && fixed.mask ? fixed.twist & 1 : 0;
  let marksLength = 64; // as ValueSet: 64, doubled as needed (the mex looks no further)
  slot(Slot.Marks, mem.alloc(4 * marksLength));
  slot(Slot.MarksLength, marksLength);
  let hintLength = 0;
  let rareCapacity = 256;
  slot(Slot.Rare, mem.alloc(4 * rareCapacity));
  slot(Slot.RareValue, mem.alloc(4 * rareCapacity));
  slot(Slot.RareCapacity, rareCapacity);
  slot(Slot.RareCount, 0);

  /** A region of `length` i32 holding the first `keep` of the region at `from`. */
  const grown = (from: number, keep: number, length: number): number => {
    const at = mem.alloc(4 * length);
    mem.i32.copyWithin(at / 4, from / 4, from / 4 + keep);
    return at;
  };
  const classify = (): void => {
    const size = classSize(mask, bits);
    const parityAt = mem.alloc(size);
    mem.u8.set(parityTable(mask, size), parityAt);
    slot(Slot.Parity, parityAt);
    if (hintLength < size * HINTS) {
      slot(Slot.HintA, grown(read(Slot.HintA), hintLength, size * HINTS));
      slot(Slot.HintB, grown(read(Slot.HintB), hintLength, size * HINTS));
      hintLength = size * HINTS;
    }
    if (marksLength < size) {
      let length = marksLength;
      while (length < size) length *= 2;
      slot(Slot.Marks, grown(read(Slot.Marks), marksLength, length));
      marksLength = length;
      slot(Slot.MarksLength, length);
    }
    slot(Slot.Mask, mask);
    slot(Slot.Twist, twist);
    slot(Slot.T, t);
    slot(Slot.Bits, bits);
  };
  const isRare = (i: number, v: number): boolean => mask !== 0 && mem.u8[read(Slot.Parity) + v] === (twist & (i ^ t));
  const pushRare = (i: number): void => {
    const rareCount = read(Slot.RareCount);
    if (rareCount === rareCapacity) {
      slot(Slot.Rare, grown(read(Slot.Rare), rareCount, 2 * rareCapacity));
      slot(Slot.RareValue, grown(read(Slot.RareValue), rareCount, 2 * rareCapacity));
      rareCapacity *= 2;
      slot(Slot.RareCapacity, rareCapacity);
    }
    mem.i32[read(Slot.Rare) / 4 + rareCount] = i;
    mem.u32[read(Slot.RareValue) / 4 + rareCount] = mem.u32[gAt / 4 + i]!;
    slot(Slot.RareCount, rareCount + 1);
  };
  const revise = (n: number): void => {
    if (fixed || bits > MASK_BITS) return;
    const best = bestClass(values(), n >> 1, n, bits, t, twists);
    if (best.mask === mask && best.twist === twist) return;
    mask = best.mask;
    twist = best.twist;
    classify();
    slot(Slot.RareCount, 0);
    mem.i32.fill(0, rareBelowAt / 4, rareBelowAt / 4 + splits);
    if (mask !== 0) {
      // Read through mem each time: pushRare may grow the memory, which detaches older views.
      for (let i = 1; i < n; i++) if (isRare(i, mem.u32[gAt / 4 + i]!)) pushRare(i);
    }
  };
  const stats = options.stats;
  const noteStats = (done: number): void => {
    if (!stats) return;
    if (mask === 0) return plainStats(stats, done);
    const rareCount = read(Slot.RareCount);
    stats.mask = mask;
    stats.twist = twist;
    stats.rareCount = rareCount;
    stats.lastRare = rareCount > 0 ? mem.i32[read(Slot.Rare) / 4 + rareCount - 1]! : 0;
  };
  classify();

  let nextMaskAt = FIRST_MASK_AT;
  let spentSoFar = 0;
  let check = workUntilCheck(options, 0);
  mem.f64[WORK_F64] = 0;
  for (let n = 1; n < count;) {
    mem.f64[CHECK_F64] = check;
    const next = run(n, Math.min(count, nextMaskAt, n + CHUNK));
    // The kernel stopped after value `last`: what it leaves to the driver, in the TypeScript
    // loop's order (a new bit, the rare size, the revision, the look).
    const last = next - 1;
    const v = mem.u32[gAt / 4 + last]!;
    if (v >>> bits) {
      while (v >>> bits) bits++;
      classify();
      if (last + 1 >= FIRST_MASK_AT) nextMaskAt = last + 1;
    }
    if (isRare(last, v)) {
      const rareCount = read(Slot.RareCount);
      if (rareCount === 0 || mem.i32[read(Slot.Rare) / 4 + rareCount - 1] !== last) pushRare(last);
    }
    if (last + 1 >= nextMaskAt) {
      revise(last + 1);
      nextMaskAt = Math.max(FIRST_MASK_AT, 2 * (last + 1));
    }
    const work = mem.f64[WORK_F64];
    if (work >= check) {
      noteStats(last + 1);
      const g = values();
      if (stopAfter(options, work, g, last + 1, count)) return g.subarray(0, last + 1);
      spentSoFar += work;
      mem.f64[WORK_F64] = 0;
      check = workUntilCheck(options, spentSoFar);
    }
    n = next;
  }
  if (options.meter) options.meter.spent += mem.f64[WORK_F64];
  noteStats(count);
  return values();
}
