// Tame games: those whose misère quotient is misère Nim's of heaps below 2^k, T_k (orders 1, 2, 6,
// 10, 18, …): the classes 1 and a of positions of heaps 0 and 1 (even or odd), and one class N_v
// for every nim-value v below 2^k of the positions with a larger heap. N_v·N_w = N_(v⊕w), a·N_v =
// N_(v⊕1), a² = 1; P = {a, N_0}. A quotient is tame when it is isomorphic to one of them, P to P.

import { t } from '../../l10n';
import { type MisereQuotient } from './quotient';

/** Misère Nim's quotient T_k: element 0 is 1, 1 is a, 2 + v is N_v. */
function tk(k: number): { order: number; product: (x: number, y: number) => number; inP: (x: number) => boolean } {
  const product = (x: number, y: number): number => {
    if (x < 2 && y < 2) return x ^ y;
    if (x < 2) return 2 + ((y - 2) ^ x);
    if (y < 2) return 2 + ((x - 2) ^ y);
    return 2 + ((x - 2) ^ (y - 2));
  };
  return { order: k === 0 ? 1 : 2 + (k === 1 ? 0 : 1 << k), product, inP: (x) => x === 1 || x === 2 };
}

/** T_k's generators: a, N_2, N_4, … N_(2^(k−1)). */
function generatorsOf(k: number): number[] {
  if (k === 0) return [];
  const gens = [1];
  for (let i = 1; i < k; i++) gens.push(2 + (1 << i));
  return gens;
}

/**
 * Whether sending T_k's first generators to `images` is one to one, a homomorphism and P to P on
 * the part they generate; with all k of them, and every element reached, an isomorphism.
 */
function isomorphism(q: MisereQuotient, k: number, images: readonly number[]): boolean {
  const T = tk(k);
  const gens = generatorsOf(k).slice(0, images.length);
  const map = new Map<number, number>([[0, 0]]);
  const used = new Set<number>([0]);
  const queue = [0];
  while (queue.length) {
    const x = queue.pop()!;
    const fx = map.get(x)!;
    for (let i = 0; i < gens.length; i++) {
      const y = T.product(x, gens[i]!);
      const fy = q.monoid.product(fx, images[i]!);
      const known = map.get(y);
      if (known !== undefined) {
        if (known !== fy) return false;
        continue;
      }
      if (used.has(fy)) return false;
      map.set(y, fy);
      used.add(fy);
      queue.push(y);
    }
  }
  for (const [x, fx] of map) if (T.inP(x) !== (q.inP[fx] === 1)) return false;
  return images.length < k || map.size === q.order;
}

/** The k for which the quotient is T_k, or null when it is not tame. */
export function tameIndex(q: MisereQuotient): number | null {
  let k = 0;
  while (tk(k).order < q.order) k++;
  if (tk(k).order !== q.order) return null;
  if (k === 0) return q.inP[0] === 0 ? 0 : null;
  const m = q.monoid;
  // a: an element of P whose square is 1; each N_(2^i): outside P, y³ = y, all squares equal.
  const as: number[] = [];
  const ns: number[] = [];
  for (let x = 1; x < q.order; x++) {
    const x2 = m.product(x, x);
    if (q.inP[x] === 1 && x2 === 0) as.push(x);
    if (q.inP[x] === 0 && m.product(x2, x) === x && x2 !== 0) ns.push(x);
  }
  const images: number[] = [];
  // Each choice is checked on the part its generators make before the next is chosen.
  const search = (i: number): boolean => {
    if (i === k) return true;
    for (const y of i === 0 ? as : ns) {
      if (i > 1 && m.product(y, y) !== m.product(images[1]!, images[1]!)) continue;
      images[i] = y;
      images.length = i + 1;
      if (isomorphism(q, k, images) && search(i + 1)) return true;
    }
    images.length = i;
    return false;
  };
  return search(0) ? k : null;
}

const tameness = new WeakMap<MisereQuotient, number | null>();

/** "misère Nim's of heaps below 4" for a tame quotient, else null (looked for once per quotient). */
export function tameForm(q: MisereQuotient): string | null {
  let k = tameness.get(q);
  if (k === undefined) tameness.set(q, (k = tameIndex(q)));
  return k === null ? null : t("misère Nim's of heaps below {bound}", { bound: 2 ** k });
}
