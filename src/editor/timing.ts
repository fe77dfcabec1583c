// The longest time each provider held the extension host's thread, for the editor benchmark.

export const longestProviderMs = new Map<string, number>();

export function timed<T>(name: string, work: () => T): T {
  const started = process.hrtime.bigint();
  try {
    return work();
  } finally {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (ms > (longestProviderMs.get(name) ?? 0)) longestProviderMs.set(name, ms);
  }
}
