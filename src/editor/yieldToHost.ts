// A turn of the extension host's event loop between two slices of work, so that typing, other
// providers and messages go on while a long worksheet is analysed or its lenses are made.

export function yieldToHost(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
