// Ctrl-C for the long commands (`quotient`, `sweep`, `quotient PATTERN`): while one listens, SIGINT
// no longer ends the process, so that the command can stop its work and say what it did.

/** Where Ctrl-C is heard: a listener is added, and the function returned removes it. */
export type Interrupts = (listener: () => void) => () => void;

/** The process's SIGINT (Ctrl-C on a terminal). */
export const processInterrupts: Interrupts = (listener) => {
  process.on('SIGINT', listener);
  return () => void process.off('SIGINT', listener);
};

/** The exit status of a run stopped by Ctrl-C (128 + SIGINT's number, as shells report it). */
export const INTERRUPTED = 130;
