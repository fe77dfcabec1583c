// Green Hackenbush (Winning Ways ch. 7; spec "Games on graphs"): a position is a graph of edges
// on the ground (vertex 0); a move cuts one edge, and every edge that no longer reaches the ground
// falls. Normal play is decided by the value of the graph (value.ts: fusion and colon, exact for
// any graph, never searched), the winning cuts by the values they leave; misère play by search
// within the budget.

import { type SearchSpace, UNBOUNDED } from '../../budget';
import { plural, t } from '../../l10n';
import { type Legality } from '../../move';
import { type Decided, type GameFamily, MAX_LISTED_MOVES } from '../../verdict';
import { defineGame } from '../defineGame';
import { type GrundyValues, type MovesToValue } from '../definition';
import { nameNumber } from '../forms/names';
import { edgeKey, edgeText } from './edges';
import { HACKENBUSH_EXPLANATION, hackenbushExplanation } from './explanation';
import { EDGES_FORM } from './form';
import { hackenbushPicture } from './picture';
import { type HackenbushPosition, positionOf } from './position';
import { cutsTo } from './value';
import { FR_HACKENBUSH } from './fr';

declare module '../../rules' {
  interface GameKinds {
    /** Green Hackenbush: the position is a graph of edges on the ground, vertex 0. */
    hackenbush: HackenbushGame;
  }
}

export type HackenbushGame = { readonly kind: 'hackenbush' };

/**
 * Vertices and edges the cuts inside cycles may visit per unit of the budget: about 70 ns a visit
 * here, so that the budget stays a time (npm run bench:budget; at 16 a unit, a cycle of 3,001 edges
 * took 1.9 s within the default budget).
 */
const VISITS_PER_UNIT = 8;

/** The cuts to positions of value `target`: the first `limit` in the written order, all counted where the budget allows. */
function movesToValue(vector: readonly bigint[], target: bigint, limit: number, budget: number): MovesToValue {
  const p = positionOf(vector);
  const found = cutsTo(p.graph, p.decomposition, target, budget * VISITS_PER_UNIT);
  const cuts = p.distinctCuts(found.edges);
  let cheapest = -1;
  for (const i of cuts) if (cheapest < 0 || p.removedBy(i) < p.removedBy(cheapest)) cheapest = i;
  return {
    moves: cuts.slice(0, limit).map((i) => p.cut(i)),
    count: found.complete ? BigInt(cuts.length) : null,
    ...(found.complete
      ? {}
      : {
          uncounted: t(
            'the cuts inside cycles would take more than {work} steps to try one by one: the cuts listed win, others may too',
            { work: budget },
          ),
        }),
    cheapest: cheapest < 0 ? null : p.cut(cheapest),
  };
}

class HackenbushFamily implements GameFamily {
  constructor(
    private readonly misere: boolean,
    private readonly budget: number,
  ) {}

  decide(heaps: readonly bigint[]): Decided | null {
    if (this.misere) return null;
    const p = positionOf(heaps);
    const explanation = hackenbushExplanation(p);
    if (p.value === 0) return { outcome: 'loss', winningMoves: [], winningMoveCount: 0n, explanation, value: 0n };
    const wins = movesToValue(heaps, 0n, MAX_LISTED_MOVES, this.budget);
    return {
      outcome: 'win',
      winningMoves: wins.moves,
      winningMoveCount: wins.count,
      ...(wins.uncounted ? { uncounted: wins.uncounted } : {}),
      cheapest: wins.cheapest,
      explanation,
      value: BigInt(p.value),
    };
  }

  undecidedReason(): string | null {
    return this.misere
      ? t(
          'unknown: misère Green Hackenbush is decided by exhaustive search only, which would exceed the budget of {budget}',
          { budget: this.budget },
        )
      : null;
  }
}

class HackenbushValues implements GrundyValues {
  constructor(private readonly budget: number) {}

  value(heaps: readonly bigint[]): bigint {
    return BigInt(positionOf(heaps).value);
  }

  movesTo(heaps: readonly bigint[], target: bigint, limit: number): MovesToValue {
    return movesToValue(heaps, target, limit, this.budget);
  }

  why(heaps: readonly bigint[]): string {
    return t('*{value} by fusion and colon', { value: positionOf(heaps).value });
  }

  undecidedReason(): string {
    return t('the cuts inside its cycles would take more than {work} steps to try', { work: this.budget });
  }
}

/** Edges by their ends, counted: a multiset. */
function counted(keys: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
  return counts;
}

/** The edges of `a` beyond those of `b` (a multiset difference), in `a`'s order. */
function beyond(a: readonly string[], b: readonly string[]): string[] {
  const left = counted(b);
  const out: string[] = [];
  for (const k of a) {
    const n = left.get(k) ?? 0;
    if (n > 0) left.set(k, n - 1);
    else out.push(k);
  }
  return out;
}

function groundedKeys(p: HackenbushPosition): string[] {
  return p.edges.flatMap((e, i) => (p.stays[i] ? [edgeKey(e)] : []));
}

/**
 * A step is one cut: the edges written after it are exactly those the cut leaves, the fallen ones
 * left out. An edge the position before does not have on the ground, or one that falls, is never
 * written after it (edges off the ground count for nothing in a position; a step does not make them).
 */
function checkCut(from: readonly bigint[], to: readonly bigint[]): Legality {
  const a = positionOf(from);
  const before = groundedKeys(a);
  const after = positionOf(to).edges.map(edgeKey);
  const lost = beyond(before, after);
  const added = beyond(after, before);
  // The edge cut is among those gone, and takes at least as many with it; the legal cut takes
  // exactly those, another may leave written edges that fall with it.
  const gone = new Set(lost);
  let fell: { edge: string; fallen: string[] } | null = null;
  for (const i of a.allCuts()) {
    if (!gone.has(edgeKey(a.edges[i]!)) || a.removedBy(i) < lost.length) continue;
    const move = a.cut(i);
    if (added.length === 0 && a.removedBy(i) === lost.length) {
      if (beyond(positionOf(move.result).edges.map(edgeKey), after).length === 0) return { legal: true, move };
      continue;
    }
    if (fell) continue;
    const left = positionOf(move.result).edges.map(edgeKey);
    const extra = beyond(after, left);
    if (beyond(left, after).length === 0 && extra.length > 0 && beyond(extra, beyond(before, left)).length === 0)
      fell = { edge: edgeText(a.edges[i]!), fallen: extra };
  }
  if (fell)
    return {
      legal: false,
      reason: plural(
        fell.fallen.length,
        '{edges} falls with the cut of {edge}: the position after leaves it out',
        '{edges} fall with the cut of {edge}: the position after leaves them out',
        { edges: fell.fallen.join(' '), edge: fell.edge },
      ),
    };
  if (added.length > 0) {
    const edge = added[0]!;
    const written = new Set(a.edges.map(edgeKey));
    return {
      legal: false,
      reason: written.has(edge)
        ? t(
            '{edge} has no path to the ground before the step: it counts for nothing, and the position after leaves it out',
            {
              edge,
            },
          )
        : t('{edge} is not an edge of the position before: a move only cuts', { edge }),
    };
  }
  if (lost.length === 0) return { legal: false, reason: t('nothing is cut: a move cuts one edge') };
  return {
    legal: false,
    reason: plural(
      lost.length,
      '{count} edge is gone ({edges}), but a move cuts one edge and removes only what then falls',
      '{count} edges are gone ({edges}), but a move cuts one edge and removes only what then falls',
      { edges: lost.join(' ') },
    ),
  };
}

/** Edges a search may take on: each position is a set of the edges, so 2^edges positions at most. */
const MAX_SEARCHED_EDGES = 40;

function searchSpaceOf(heaps: readonly bigint[]): SearchSpace {
  const p = positionOf(heaps);
  const n = p.groundedCount;
  return n > MAX_SEARCHED_EDGES ? UNBOUNDED : { positions: 2 ** n, moves: n };
}

/** A random graph on the ground: each new edge from a vertex already there, to a new vertex mostly, else to one there (a cycle, a loop, a parallel edge). */
function randomGraph(edges: number, random: () => number): bigint[] {
  let vertices = 1;
  const out: bigint[] = [];
  for (let k = 0; k < edges; k++) {
    const u = Math.floor(random() * vertices);
    const v = random() < 0.7 ? vertices++ : Math.floor(random() * vertices);
    out.push(nameNumber(String(u)), nameNumber(String(v)));
  }
  return out;
}

export const HACKENBUSH = defineGame<HackenbushGame>({
  french: { hackenbush: FR_HACKENBUSH },
  explanations: [HACKENBUSH_EXPLANATION],
  text: () => 'hackenbush',
  rulesWords: [
    {
      word: 'hackenbush',
      get takes() {
        return t('takes no parameter');
      },
      read: () => ({ kind: 'hackenbush' }),
    },
  ],
  positionForm: EDGES_FORM,
  positionKey: (_game, heaps) => positionOf(heaps).key,
  *legalMoves(_game, heaps) {
    const p = positionOf(heaps);
    for (const i of p.allCuts()) yield p.cut(i);
  },
  checkMove: (_game, from, to) => checkCut(from, to),
  cheapestMove(_game, heaps) {
    const p = positionOf(heaps);
    // A cut that makes nothing fall always exists (an edge on a cycle, or at the end of a branch).
    const i = p.allCuts().find((j) => p.removedBy(j) === 1);
    return i === undefined ? null : p.cut(i);
  },
  family: (_game, misere, budget) => new HackenbushFamily(misere, budget),
  grundy: (_game, budget) => new HackenbushValues(budget),
  searchSpace: (_game, heaps) => searchSpaceOf(heaps),
  // Each cut finds what falls with it, over the whole graph (npm run bench:budget: a fifth of the
  // budget's rate at the common charge).
  moveCost: 5,
  // Cutting an edge that makes nothing fall, again and again, removes one edge a move.
  playLength: (_game, heaps) => BigInt(positionOf(heaps).groundedCount),
  searchWorkLowerBound: (_game, heaps) => BigInt(positionOf(heaps).allCuts().length),
  randomMoveIn(_game, heaps, i, random) {
    const p = positionOf(heaps);
    const cuts = p.allCuts();
    if (cuts.length === 0) return null;
    // The edge of this number if it is on the ground, else any.
    const edge = i >> 1;
    return p.cut(
      p.stays[edge]
        ? (cuts.find((j) => edgeKey(p.edges[j]!) === edgeKey(p.edges[edge]!)) ?? edge)
        : cuts[Math.floor(random() * cuts.length)]!,
    );
  },
  randomPosition: (_game, level, random) => {
    const [least, most] = (
      [
        [3, 6],
        [6, 10],
        [10, 14],
      ] as const
    )[level - 1]!;
    return randomGraph(least + Math.floor(random() * (most - least + 1)), random);
  },
  isPosition: (_game, heaps) => heaps.length % 2 === 0,
  words: () => ({
    name: t('Green Hackenbush'),
    move: t('Cut one edge; every edge that no longer reaches the ground falls.'),
    token: 'move',
  }),
  panel: () => ({ moveList: true, playablePicture: true }),
  practiceChoices: ['hackenbush'],
  picture: (_game, _misere, heaps, verdict, options) => hackenbushPicture(positionOf(heaps), verdict, options),
});
