// Games on digraphs with cycles, by retrograde analysis of the positions, written without the
// project's code: a position is a multiset of tokens on vertices, a move moves one token along one
// arrow. Positions with no move are lost (normal play) or won (misère); a position is won when some
// move reaches a lost one, lost when every move reaches a won one; the rest are draws.

export type Outcome = 'win' | 'loss' | 'draw';

const keyOf = (tokens: readonly number[]) => [...tokens].sort((a, b) => a - b).join(',');

function followers(arrows: readonly (readonly number[])[], tokens: readonly number[]): number[][] {
  const out = new Map<string, number[]>();
  tokens.forEach((v, i) => {
    for (const w of arrows[v]!) {
      const next = tokens.slice();
      next[i] = w;
      out.set(keyOf(next), next);
    }
  });
  return [...out.values()];
}

/** Every position reachable from `start`, each with its outcome. */
export function retrograde(
  arrows: readonly (readonly number[])[],
  start: readonly number[],
  misere: boolean,
): Map<string, Outcome> {
  const positions = new Map<string, number[]>([[keyOf(start), [...start]]]);
  const next = new Map<string, string[]>();
  const queue = [[...start]];
  while (queue.length) {
    const p = queue.pop()!;
    const keys: string[] = [];
    for (const q of followers(arrows, p)) {
      const k = keyOf(q);
      keys.push(k);
      if (!positions.has(k)) {
        positions.set(k, q);
        queue.push(q);
      }
    }
    next.set(keyOf(p), keys);
  }
  const outcome = new Map<string, Outcome>();
  for (let changed = true; changed;) {
    changed = false;
    for (const [k, ks] of next) {
      if (outcome.has(k)) continue;
      let o: Outcome | null = null;
      if (ks.length === 0) o = misere ? 'win' : 'loss';
      else if (ks.some((q) => outcome.get(q) === 'loss')) o = 'win';
      else if (ks.every((q) => outcome.get(q) === 'win')) o = 'loss';
      if (o) {
        outcome.set(k, o);
        changed = true;
      }
    }
  }
  for (const k of next.keys()) if (!outcome.has(k)) outcome.set(k, 'draw');
  return outcome;
}

export function bruteOutcome(
  arrows: readonly (readonly number[])[],
  tokens: readonly number[],
  misere = false,
): Outcome {
  return retrograde(arrows, tokens, misere).get(keyOf(tokens))!;
}

export { keyOf as tokensKey, followers as tokenMoves };
