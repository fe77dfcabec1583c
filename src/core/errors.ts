// What a caught value says, for messages to people and logs: anything can be thrown.

export function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
