// The longest time each provider held the extension host's thread, for the editor benchmark.

export const longestProviderMs = new Map<string, number>();

export function timed<T>(name: string, work: () => T): T {
  const started = performance.now();
  try {
    return work();
  } finally {
    const ms = performance.now() - started;
    if (ms > (longestProviderMs.get(name) ?? 0)) longestProviderMs.set(name, ms);
  }
}
