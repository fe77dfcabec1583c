// A game module's game as the rules in force hold it: data only (it crosses to workers), what the
// module said of itself when its rules line was read. Types only.

export type ModuleGame = {
  readonly kind: 'module';
  /** As the rules line writes it, relative to the worksheet (`./cram.mjs`). */
  readonly path: string;
  /** The text after the path (`4x5`), empty when none; read by the module. */
  readonly parameters: string;
  /** The module's name of its game (`Cram`). */
  readonly name: string;
  /** The module says positions can come back. */
  readonly cycles: boolean;
  /** The module draws pictures. */
  readonly picture: boolean;
};
