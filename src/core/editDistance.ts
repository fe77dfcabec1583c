// How far apart two words are, and the word a typo most likely meant: for the worksheet's words
// (worksheet/words.ts) and the command line's commands and options. Imports nothing, so that the
// command line can guess an option without loading the games.

/** Edit distance with adjacent transpositions (`kaylse` is one edit from `kayles`). */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  // Row 0 and column 0: the distance from the empty string.
  for (let i = 0; i <= a.length; i++) d[i]![0] = i;
  for (let j = 0; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The candidate a typo most likely meant: one edit away for short words, two for longer ones. */
export function closest(word: string, candidates: readonly string[]): string | null {
  if (word.length > 40) return null;
  let best: string | null = null;
  let bestDistance = word.length <= 4 ? 1 : 2;
  for (const c of candidates) {
    const distance = editDistance(word, c);
    if (distance > 0 && (distance < bestDistance || (distance === bestDistance && best === null))) {
      best = c;
      bestDistance = distance;
    }
  }
  return best;
}
