// Misère play of octal games by exhaustive search, written without the project's code: a position
// is a multiset of heap sizes; taking j tokens from a heap may leave nothing, one heap or two (bits
// 1, 2 and 4 of digit d_j). The player who cannot move wins.

export class MisereOctalBrute {
  private readonly memo = new Map<string, boolean>();

  constructor(private readonly digits: readonly number[]) {}

  /** Each position one move in one heap leaves, ascending heaps, equal results kept once. */
  options(heaps: readonly number[]): number[][] {
    const seen = new Set<string>();
    const out: number[][] = [];
    for (let i = 0; i < heaps.length; i++) {
      const h = heaps[i]!;
      const rest = heaps.filter((_, k) => k !== i);
      this.digits.forEach((d, index) => {
        const j = index + 1;
        const left = h - j;
        const results: number[][] = [];
        if (d & 1 && left === 0) results.push(rest);
        if (d & 2 && left > 0) results.push([...rest, left]);
        if (d & 4) for (let a = 1; a <= left - a; a++) results.push([...rest, a, left - a]);
        for (const r of results) {
          const sorted = r.sort((x, y) => x - y);
          const key = sorted.join(' ');
          if (!seen.has(key)) {
            seen.add(key);
            out.push(sorted);
          }
        }
      });
    }
    return out;
  }

  /** Whether the player to move loses (misère P-position). */
  loses(heaps: readonly number[]): boolean {
    const sorted = heaps.filter((h) => h > 0).sort((a, b) => a - b);
    const key = sorted.join(' ');
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    const options = this.options(sorted);
    const result = options.length > 0 && options.every((o) => !this.loses(o));
    this.memo.set(key, result);
    return result;
  }
}

/** Every multiset of positive heap sizes with total at most `total`. */
export function positionsUpTo(total: number): number[][] {
  const out: number[][] = [];
  const walk = (left: number, least: number, heaps: number[]): void => {
    out.push(heaps.slice());
    for (let h = least; h <= left; h++) {
      heaps.push(h);
      walk(left - h, h, heaps);
      heaps.pop();
    }
  };
  walk(total, 1, []);
  return out;
}
