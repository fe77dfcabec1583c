// Tokens on a digraph (spec "Games on graphs"): the graph is on the rules line (reader.ts), a
// position is one or more tokens on its vertices (a sum), and a move moves one token along one
// arrow. The graph may have cycles, and then some positions are draws. Normal play is decided by
// the generalised Sprague–Grundy function (gsg.ts), exactly, for every position; misère play by
// retrograde analysis of the positions reachable (misere.ts), within the budget. Nothing here is
// searched depth first: the search of core/search.ts assumes games that end.

import { t } from '../../l10n';
import { type Legality, type Move } from '../../move';
import { compareBigints } from '../../bigint';
import { moveWork, UNBOUNDED } from '../../budget';
import { type Decided, type GameFamily } from '../../verdict';
import { defineGame } from '../defineGame';
import { type GrundyValues, type LoopyValue, type MovesToValue } from '../definition';
import { nameNumber } from '../forms/names';
import { NAMES_FORM } from './form';
import { type Gamma, gammaText, gsg, type LoopyOutcome } from './gsg';
import { misereOutcomes } from './misere';
import { retrogradeVerdict, verdictOfOutcomes } from '../retrograde';
import { digraphPicture } from './picture';
import { digraphReader, digraphText } from './reader';
import { FR_DIGRAPH } from './fr';
import { DIGRAPH_EXPLANATION, DIGRAPH_RETROGRADE_EXPLANATION, digraphExplanation } from './explanation';

declare module '../../rules' {
  interface GameKinds {
    /**
     * Tokens on a digraph given on the rules line: vertex `names` in the order first written, each
     * vertex's `arrows` as the indices of its followers. The graph may have cycles.
     */
    digraph: DigraphGame;
  }
}

export type DigraphGame = {
  readonly kind: 'digraph';
  readonly names: readonly string[];
  readonly arrows: readonly (readonly number[])[];
};

interface Analysis {
  /** Each vertex by its name's number (the vector's entries). */
  readonly index: ReadonlyMap<bigint, number>;
  readonly values: readonly Gamma[];
}

const analyses = new WeakMap<DigraphGame, Analysis>();

function analysisOf(game: DigraphGame): Analysis {
  let a = analyses.get(game);
  if (!a) {
    const index = new Map(game.names.map((n, v) => [nameNumber(n), v] as const));
    analyses.set(game, (a = { index, values: gsg(game.arrows) }));
  }
  return a;
}

/** The vertex of each token (−1 for a name that is none of the graph's). */
export function tokenVertices(game: DigraphGame, heaps: readonly bigint[]): number[] {
  const { index } = analysisOf(game);
  return heaps.map((h) => index.get(h) ?? -1);
}

function tokensMove(game: DigraphGame, heaps: readonly bigint[], i: number, w: number): Move {
  const result = heaps.slice();
  result[i] = nameNumber(game.names[w]!);
  const from = game.names[tokenVertices(game, [heaps[i]!])[0]!] ?? '?';
  return { heaps: [i], amount: 1n, result, words: t('move the token on {from} to {to}', { from, to: game.names[w]! }) };
}

const sortedKey = (heaps: readonly bigint[]) => [...heaps].sort(compareBigints).join(',');

/** Every move, each result once (tokens on one vertex move alike), in the order of ties: token by token, arrow by arrow. */
function* allMoves(game: DigraphGame, heaps: readonly bigint[]): Generator<Move> {
  const at = tokenVertices(game, heaps);
  const seen = new Set<number>();
  // Two moves that leave the same tokens (a token along a self-loop, another staying put) are one.
  const results = new Set<string>();
  for (let i = 0; i < at.length; i++) {
    const v = at[i]!;
    if (v < 0 || seen.has(v)) continue;
    seen.add(v);
    for (const w of game.arrows[v]!) {
      const m = tokensMove(game, heaps, i, w);
      const key = sortedKey(m.result);
      if (results.has(key)) continue;
      results.add(key);
      yield m;
    }
  }
}

/** The values' sum as the rule reads it: how many tokens are infinite, the XOR of the finite ones, and the infinite one's K. */
interface Tally {
  readonly infinite: number;
  readonly xor: number;
  readonly k: readonly number[] | null;
}

function tally(values: readonly Gamma[]): Tally {
  let infinite = 0;
  let xor = 0;
  let k: readonly number[] | null = null;
  for (const v of values)
    if ('finite' in v) xor ^= v.finite;
    else {
      infinite++;
      k = v.infinite;
    }
  return { infinite, xor, k };
}

function outcomeOf(s: Tally): LoopyOutcome {
  if (s.infinite >= 2) return 'draw';
  if (s.infinite === 1) return s.k!.includes(s.xor) ? 'win' : 'draw';
  return s.xor === 0 ? 'loss' : 'win';
}

class DigraphFamily implements GameFamily {
  /** The misère analysis that last stopped at the budget: its position, and the positions it had found. */
  private stopped: { readonly key: string; readonly positions: number } | null = null;

  constructor(
    private readonly game: DigraphGame,
    private readonly misere: boolean,
    private readonly budget: number,
  ) {}

  decide(heaps: readonly bigint[]): Decided | null {
    const game = this.game;
    const { values } = analysisOf(game);
    const at = tokenVertices(game, heaps);
    if (at.some((v) => v < 0)) return null;
    if (this.misere) {
      const outcomes = misereOutcomes(game.arrows, at, this.budget);
      if (!outcomes.done) {
        this.stopped = { key: sortedKey(heaps), positions: outcomes.positions };
        return null;
      }
      // The analysis of vertices read as one of positions: each token's vertex by its name.
      const analysis = {
        done: true as const,
        positions: outcomes.positions,
        of: (h: readonly bigint[]) => outcomes.of(tokenVertices(game, h)),
      };
      return retrogradeVerdict(
        analysis,
        heaps,
        allMoves(game, heaps),
        (reason) => ({ kind: 'digraph-retrograde', ...reason }),
        () => false,
      );
    }
    const s = tally(at.map((v) => values[v]!));
    const outcome = outcomeOf(s);
    // Each result tallied afresh: which infinite token is left after a move depends on which moved.
    const tokens = at.map((v) => ({ vertex: game.names[v]!, gamma: values[v]! }));
    const decided = verdictOfOutcomes(
      outcome,
      allMoves(game, heaps),
      (m) => outcomeOf(tally(tokenVertices(game, m.result).map((v) => values[v]!))),
      () => false,
      digraphExplanation(tokens, s, outcome),
    );
    // Finite values only: the tokens' XOR is the position's Grundy value.
    return s.infinite === 0 ? { ...decided, value: BigInt(s.xor) } : decided;
  }

  undecidedReason(heaps: readonly bigint[]): string | null {
    if (tokenVertices(this.game, heaps).some((v) => v < 0)) return t('unknown: a token is on no vertex of the graph');
    const key = sortedKey(heaps);
    // The reason says what the analysis did: run it again if this family has not met the position.
    if (this.stopped?.key !== key) this.decide(heaps);
    const stopped = this.stopped?.key === key ? this.stopped : null;
    if (!stopped) return null;
    return t(
      'unknown: misère play on a digraph is decided by retrograde analysis of the positions reachable, which stopped at the budget of {budget} after finding {count} positions (each position and each move it examines costs {cost} units, for its {tokens} tokens)',
      { budget: this.budget, cost: moveWork(heaps.length), tokens: heaps.length, count: stopped.positions },
    );
  }
}

class DigraphValues implements GrundyValues {
  constructor(private readonly game: DigraphGame) {}

  value(heaps: readonly bigint[]): bigint | null {
    const { values } = analysisOf(this.game);
    const at = tokenVertices(this.game, heaps);
    if (at.some((v) => v < 0)) return null;
    const s = tally(at.map((v) => values[v]!));
    return s.infinite === 0 ? BigInt(s.xor) : null;
  }

  /** The moves to positions of finite value `target`: from an infinite value too (a sum's infinite part). */
  movesTo(heaps: readonly bigint[], target: bigint, limit: number): MovesToValue | null {
    if (tokenVertices(this.game, heaps).some((v) => v < 0)) return null;
    const moves: Move[] = [];
    let count = 0n;
    for (const m of allMoves(this.game, heaps))
      if (this.value(m.result) === target) {
        count++;
        if (moves.length < limit) moves.push(m);
      }
    return { moves, count, cheapest: moves[0] ?? null };
  }

  loopy(heaps: readonly bigint[]): LoopyValue | null {
    const { values } = analysisOf(this.game);
    const at = tokenVertices(this.game, heaps);
    if (at.some((v) => v < 0)) return null;
    let xor = 0;
    const infinite: (readonly number[])[] = [];
    for (const v of at) {
      const g = values[v]!;
      if ('finite' in g) xor ^= g.finite;
      else infinite.push(g.infinite);
    }
    return { xor: BigInt(xor), infinite };
  }

  why(heaps: readonly bigint[]): string {
    const { values } = analysisOf(this.game);
    return tokenVertices(this.game, heaps)
      .map((v) => `γ(${this.game.names[v] ?? '?'}) = ${values[v] ? gammaText(values[v]) : '?'}`)
      .join(', ');
  }

  undecidedReason(): string {
    return t('a token stands on a vertex of infinite value (∞): the part has no Grundy value');
  }
}

function checkStep(game: DigraphGame, from: readonly bigint[], to: readonly bigint[]): Legality {
  const refuse = (reason: string): Legality => ({ legal: false, reason });
  if (to.length !== from.length)
    return refuse(t('a move moves one token: {from} tokens before, {to} after', { from: from.length, to: to.length }));
  const a = tokenVertices(game, from);
  const b = tokenVertices(game, to);
  // The multisets of vertices before and after: one token gone from v, one come to w.
  const left = new Map<number, number>();
  for (const v of a) left.set(v, (left.get(v) ?? 0) + 1);
  const arrived: number[] = [];
  for (const w of b) {
    const n = left.get(w) ?? 0;
    if (n > 0) left.set(w, n - 1);
    else arrived.push(w);
  }
  const gone = [...left].flatMap(([v, n]) => Array.from({ length: n }, () => v));
  if (arrived.length === 0) {
    // The same tokens after as before: a token went along a self-loop (`a -> a` under `a: a`).
    const i = a.findIndex((v) => v >= 0 && game.arrows[v]!.includes(v));
    if (i >= 0) return { legal: true, move: tokensMove(game, from, i, a[i]!) };
    return refuse(
      t(
        'no token moved: a move moves one token along one arrow, and no token stands on a vertex with an arrow to itself',
      ),
    );
  }
  if (arrived.length > 1) return refuse(t('{count} tokens moved: a move moves one token', { count: arrived.length }));
  const v = gone[0]!;
  const w = arrived[0]!;
  if (!game.arrows[v]!.includes(w))
    return refuse(t('there is no arrow from {from} to {to}', { from: game.names[v]!, to: game.names[w]! }));
  return { legal: true, move: tokensMove(game, from, a.indexOf(v), w) };
}

export const DIGRAPH = defineGame<DigraphGame>({
  french: { digraph: FR_DIGRAPH },
  explanations: [DIGRAPH_EXPLANATION, DIGRAPH_RETROGRADE_EXPLANATION],
  text: (game) => digraphText(game),
  rulesWords: [
    {
      word: 'digraph',
      french: 'graphe',
      get takes() {
        return t('takes its graph: each vertex and its arrows, digraph a: b c; b: a');
      },
      read: digraphReader,
    },
  ],
  positionForm: NAMES_FORM,
  multiset: true,
  positionKey: (_game, heaps) => sortedKey(heaps),
  legalMoves: (game, heaps) => allMoves(game, heaps),
  checkMove: (game, from, to) => checkStep(game, from, to),
  cheapestMove(game, heaps) {
    for (const m of allMoves(game, heaps)) return m;
    return null;
  },
  family: (game, misere, budget) => new DigraphFamily(game, misere, budget),
  grundy: (game) => new DigraphValues(game),
  // Games with cycles go on forever: never searched depth first (the families decide every position).
  recurs: true,
  searchSpace: () => UNBOUNDED,
  playLength: () => 0n,
  searchWorkLowerBound: () => 1n << 62n,
  randomMoveIn(game, heaps, i, random) {
    const v = tokenVertices(game, [heaps[i]!])[0]!;
    const out = v >= 0 ? game.arrows[v]! : [];
    return out.length ? tokensMove(game, heaps, i, out[Math.floor(random() * out.length)]!) : null;
  },
  randomPosition: (game, level, random) =>
    Array.from({ length: level }, () => nameNumber(game.names[Math.floor(random() * game.names.length)]!)),
  isPosition: (game, heaps) => heaps.length > 0 && tokenVertices(game, heaps).every((v) => v >= 0),
  words: () => ({
    name: t('tokens on a digraph'),
    move: t('Move one token along one arrow.'),
    token: 'move',
  }),
  panel: () => ({ moveList: true, playablePicture: true }),
  hasDraws: (game) => analysisOf(game).values.some((v) => 'infinite' in v),
  practiceChoices: ['digraph a: b; b: a c; c: d; d:'],
  picture(game, _misere, heaps, verdict, options) {
    const at = tokenVertices(game, heaps);
    if (at.some((v) => v < 0)) return null;
    const m = verdict.recommended;
    const i = m?.heaps[0];
    const move = m && i !== undefined ? { from: at[i]!, to: tokenVertices(game, [m.result[i]!])[0]! } : null;
    // In the panel each arrow a token can follow is its move in the list (the same order as `legalMoves`).
    const choices = new Map<string, number>();
    if (options.interactive) {
      let k = 0;
      for (const m of allMoves(game, heaps)) {
        const j = m.heaps[0]!;
        choices.set(`${at[j]},${tokenVertices(game, [m.result[j]!])[0]}`, k++);
      }
    }
    return digraphPicture(
      { names: game.names, arrows: game.arrows, values: analysisOf(game).values, tokens: at, move, choices },
      verdict,
      options,
    );
  },
});
