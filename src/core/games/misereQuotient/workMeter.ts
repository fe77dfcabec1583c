// What the quotient engine's parts charge their work to (the outcomes' searches are one).

/** Counts work like the outcomes do: past `limit`, `overLimit` throws OutOfWork or sets a new limit. */
export interface WorkMeter {
  work: number;
  readonly limit: number;
  /** Called once the work passed `limit`: throws OutOfWork when it ran out (or is to stop), else goes on. */
  overLimit(): void;
}
