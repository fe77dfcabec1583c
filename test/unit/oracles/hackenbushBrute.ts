// Green Hackenbush by exhaustive search, written without the project's code: a position is a list
// of edges [u, v] (vertex 0 the ground); a move removes one edge and then every edge with no path
// to the ground. Grundy values (normal play) and outcomes (normal and misère) over the memo of
// positions as sorted multisets of edges.

export type BruteEdge = readonly [string, string];

function onGround(edges: readonly BruteEdge[]): BruteEdge[] {
  const reached = new Set(['0']);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [u, v] of edges)
      if (reached.has(u) !== reached.has(v)) {
        reached.add(u);
        reached.add(v);
        grew = true;
      }
  }
  return edges.filter(([u]) => reached.has(u));
}

export function bruteKey(edges: readonly BruteEdge[]): string {
  return onGround(edges)
    .map(([u, v]) => (u < v ? `${u}-${v}` : `${v}-${u}`))
    .sort()
    .join(' ');
}

/** The positions one cut leaves (each edge cut in turn; equal results kept once), by key. */
export function bruteCuts(edges: readonly BruteEdge[]): Map<string, BruteEdge[]> {
  const live = onGround(edges);
  const out = new Map<string, BruteEdge[]>();
  live.forEach((_e, i) => {
    const rest = onGround(live.filter((_x, j) => j !== i));
    const key = bruteKey(rest);
    if (!out.has(key)) out.set(key, rest);
  });
  return out;
}

const grundyMemo = new Map<string, number>();

export function bruteGrundy(edges: readonly BruteEdge[]): number {
  const key = bruteKey(edges);
  const known = grundyMemo.get(key);
  if (known !== undefined) return known;
  const seen = new Set<number>();
  for (const next of bruteCuts(edges).values()) seen.add(bruteGrundy(next));
  let g = 0;
  while (seen.has(g)) g++;
  grundyMemo.set(key, g);
  return g;
}

const misereMemo = new Map<string, boolean>();

/** Whether the player to move wins in misère play (who cannot move wins). */
export function bruteMisereWins(edges: readonly BruteEdge[]): boolean {
  const key = bruteKey(edges);
  const known = misereMemo.get(key);
  if (known !== undefined) return known;
  const cuts = [...bruteCuts(edges).values()];
  const wins = cuts.length === 0 || cuts.some((next) => !bruteMisereWins(next));
  misereMemo.set(key, wins);
  return wins;
}
