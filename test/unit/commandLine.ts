// What the command line's tests press and read: Ctrl-C, and an output that keeps what is written.

import { type Interrupts } from '../../src/cli/interrupts';
import { type Output } from '../../src/cli/output';

/** Ctrl-C as a test presses it: `press()` calls what the command listens with. */
export function keyboard(): { interrupts: Interrupts; press: () => void; listening: () => boolean } {
  let listener: (() => void) | null = null;
  return {
    interrupts: (l) => {
      listener = l;
      return () => void (listener = null);
    },
    press: () => listener?.(),
    listening: () => listener !== null,
  };
}

/** An output that keeps what is written. */
export function output(): Output & { out: string; errors: string } {
  const io = {
    out: '',
    errors: '',
    write: (text: string) => void (io.out += text),
    err: (text: string) => void (io.errors += text + '\n'),
  };
  return io;
}
