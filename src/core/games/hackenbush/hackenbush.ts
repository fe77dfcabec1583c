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
import { edgeKey } from './edges';
import { hackenbushExplanation } from './explanation';
import { EDGES_FORM } from './form';
import { hackenbushPicture } from './picture';
import { positionOf } from './position';
import { cutsTo } from './value';

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

/** The edges of `a` that `b` lacks, as a multiset of edges by their ends; null where `b` has an edge `a` lacks. */
function lostEdges(a: readonly string[], b: readonly string[]): { lost: string[]; added: string | null } {
  const left = new Map<string, number>();
  for (const k of a) left.set(k, (left.get(k) ?? 0) + 1);
  for (const k of b) {
    const n = left.get(k) ?? 0;
    if (n === 0) return { lost: [], added: k };
    left.set(k, n - 1);
  }
  const lost: string[] = [];
  for (const [k, n] of left) for (let j = 0; j < n; j++) lost.push(k);
  return { lost, added: null };
}

function groundedKeys(vector: readonly bigint[]): string[] {
  const p = positionOf(vector);
  return p.edges.flatMap((e, i) => (p.stays[i] ? [edgeKey(e)] : []));
}

function checkCut(from: readonly bigint[], to: readonly bigint[]): Legality {
  const a = positionOf(from);
  const b = positionOf(to);
  const { lost, added } = lostEdges(groundedKeys(from), groundedKeys(to));
  if (added !== null)
    return {
      legal: false,
      reason: t('{edge} is not an edge of the position before: a move only cuts', { edge: added }),
    };
  if (lost.length === 0) return { legal: false, reason: t('nothing is cut: a move cuts one edge') };
  // The edge cut is one of those gone, and takes exactly as many with it: few are left to try.
  const gone = new Set(lost);
  for (const i of a.allCuts()) {
    if (!gone.has(edgeKey(a.edges[i]!)) || a.removedBy(i) !== lost.length) continue;
    const move = a.cut(i);
    if (positionOf(move.result).key === b.key) return { legal: true, move };
  }
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
  panel: () => ({ twoHeapMove: false, pins: null, moveList: true, playablePicture: true }),
  practiceChoices: ['hackenbush'],
  picture: (_game, _misere, heaps, verdict, options) => hackenbushPicture(positionOf(heaps), verdict, options),
});
