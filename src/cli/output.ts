// Where the command line writes: a type only, so that every command can take it without
// importing the entry point that dispatches to it.

import { type Terminal } from './progress';

export interface Output {
  /** Writes text as it is. */
  write(text: string): void;
  /** Writes UTF-8 bytes as they are (long outputs made as bytes); where absent, they are written as text. */
  writeBytes?(bytes: Uint8Array): void;
  /** Writes a line to standard error. */
  err(text: string): void;
  /** A turn of the event loop after a large write, for the stream to drain or to report a closed pipe. */
  pause?(): Promise<void>;
  /** Standard error, when it is a terminal: long runs show their progress there. */
  readonly terminal?: Terminal;
}
