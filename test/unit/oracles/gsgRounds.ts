// The generalised Sprague–Grundy labelling as first written in Nim Lens (Fraenkel's algorithm read
// literally: in round i, passes over every vertex until none changes, then the infinite ones), kept
// as an oracle for the counting version of src/core/games/digraph/gsg.ts: quadratic, but plainly
// the algorithm of the papers. Written without the project's code.

export type GammaValue = { readonly finite: number } | { readonly infinite: readonly number[] };

export function gsgByRounds(arrows: readonly (readonly number[])[]): GammaValue[] {
  const n = arrows.length;
  // −1: unlabelled; −2: infinite; else the finite label.
  const label = new Int32Array(n).fill(-1);
  let unlabelled = n;
  for (let i = 0; unlabelled > 0; i++) {
    const hasFollowerI = (u: number): boolean => arrows[u]!.some((w) => label[w] === i);
    for (let changed = true; changed;) {
      changed = false;
      for (let u = 0; u < n; u++) {
        if (label[u] !== -1 || hasFollowerI(u)) continue;
        const ok = arrows[u]!.every((w) => (label[w] !== -1 && label[w] !== -2) || hasFollowerI(w));
        if (!ok) continue;
        label[u] = i;
        unlabelled--;
        changed = true;
      }
    }
    for (let u = 0; u < n; u++)
      if (label[u] === -1 && !hasFollowerI(u)) {
        label[u] = -2;
        unlabelled--;
      }
  }
  return Array.from(label, (l, u) => {
    if (l >= 0) return { finite: l };
    const k = new Set<number>();
    for (const w of arrows[u]!) if (label[w]! >= 0) k.add(label[w]!);
    return { infinite: [...k].sort((a, b) => a - b) };
  });
}
