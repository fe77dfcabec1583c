// Sums of games (`nim + kayles + wythoff`): a move is made in one component, and a position is lost
// in normal play exactly when the XOR of its components' Grundy values is 0 (Sprague–Grundy); a
// winning move changes one component i of value g_i to a position of value g_i ⊕ g, g the XOR.
// Misère sums follow the frontier rule when every heap of every component is tame (games/heapSum.ts),
// else exhaustive search. A position is the vector of core/sumPosition.ts; each component's own
// definition answers for its part, so a sum knows nothing of any game but what it asks.

import { moveWork } from '../../budget';
import { type Explanation } from '../../explanation';
import { t } from '../../l10n';
import { type Legality, type Move } from '../../move';
import { compareMoves, moveCost } from '../../moves';
import { type Game } from '../../rules';
import { decodeParts, encodeParts, replacePart } from '../../sumPosition';
import { type Decided, type GameFamily, MAX_LISTED_MOVES } from '../../verdict';
import {
  type GameDefinition,
  type GrundyValues,
  type HeapFamily,
  type LoopyValue,
  type MovesToValue,
  type Part,
} from '../definition';
import { andList, decideByValue, misereNote, solveHeapsOf } from '../heapSum';
import { SUM_EXPLANATION, SUM_LOOPY_EXPLANATION, SUM_RETROGRADE_EXPLANATION, type SumRow } from './explanation';
import { defineGame } from '../defineGame';
import { retrograde, retrogradeVerdict } from '../retrograde';
import { FR_SUM } from './fr';

declare module '../../rules' {
  interface GameKinds {
    /** Games side by side (`nim + kayles`): a move is made in one of them. No component is itself a sum. */
    sum: SumGame;
  }
}

export type SumGame = { readonly kind: 'sum'; readonly components: readonly Game[] };

/** What a sum asks of the registry of games (core/game.ts), given to it so that neither imports the other. */
export interface Registry {
  readonly definitionOf: <G extends Game>(game: G) => GameDefinition<G>;
  /** The Grundy values of a game within a budget, shared by every caller. */
  readonly grundyValues: (game: Game, budget: number) => GrundyValues;
}

/** A component's name in answers: the game's own name where it has one (`Kayles`), else its rules (`nim`). */
export function componentName(registry: Registry, game: Game): string {
  return registry.definitionOf(game).words(game).name ?? registry.definitionOf(game).text(game);
}

const namesOfSums = new WeakMap<SumGame, readonly string[]>();

/** The components' names, computed once per sum: a search lifts every move it looks at. */
function namesOf(registry: Registry, game: SumGame): readonly string[] {
  let names = namesOfSums.get(game);
  if (!names) namesOfSums.set(game, (names = game.components.map((g) => componentName(registry, g))));
  return names;
}

/** The parts of a sum's vector; null when it does not have one part per component. */
function partsOf(game: SumGame, heaps: readonly bigint[]) {
  const decoded = decodeParts(heaps);
  return decoded && decoded.parts.length === game.components.length ? decoded : null;
}

/** A component's move as a move of the sum: heap indices into the vector, the whole result, and the part it is in. */
function lift(
  registry: Registry,
  game: SumGame,
  decoded: { parts: readonly (readonly bigint[])[]; offsets: readonly number[] },
  index: number,
  move: Move,
): Move {
  const offset = decoded.offsets[index]!;
  return {
    heaps: move.heaps.map((i) => offset + i),
    amount: move.amount,
    ...(move.pieces ? { pieces: move.pieces } : {}),
    // Made when read: a sum of long parts lists its moves without a copy of the whole.
    get result(): bigint[] {
      return replacePart(decoded.parts, index, move.result, (i, part) =>
        passedPart(registry, game.components[i]!, part),
      );
    },
    part: { index, name: namesOf(registry, game)[index]!, move },
  };
}

/** A part as the next player reads it when the move was made elsewhere (see `turnPassed`). */
function passedPart(registry: Registry, game: Game, part: readonly bigint[]): readonly bigint[] {
  return registry.definitionOf(game).turnPassed?.(game, part) ?? part;
}

/** Whether a component's part is the same position in both (as a multiset where the game says so). */
function samePart(registry: Registry, game: Game, a: readonly bigint[], b: readonly bigint[]): boolean {
  const def = registry.definitionOf(game);
  if (def.multiset) return def.positionKey(game, a) === def.positionKey(game, b);
  return a.length === b.length && a.every((h, i) => h === b[i]);
}

/** The cheaper of two moves (fewest tokens), the first in the order of ties on equal cost. */
function cheaper(a: Move | null, b: Move | null): Move | null {
  if (!a || !b) return a ?? b;
  const ca = moveCost(a, 0n);
  const cb = moveCost(b, 0n);
  if (ca !== cb) return ca < cb ? a : b;
  return compareMoves(a, b) <= 0 ? a : b;
}

export function sumDefinition(registry: Registry): GameDefinition<SumGame> {
  const { definitionOf } = registry;
  const each = (game: SumGame, heaps: readonly bigint[]) => {
    const decoded = partsOf(game, heaps);
    return decoded ? decoded.parts.map((part, i) => ({ game: game.components[i]!, part, index: i })) : [];
  };
  return defineGame<SumGame>({
    french: { sum: FR_SUM },
    text: (game) => game.components.map((g) => definitionOf(g).text(g)).join(' + '),
    // A sum is written with `+` between games, not named by a word.
    rulesWords: [],
    explanations: [SUM_EXPLANATION, SUM_LOOPY_EXPLANATION, SUM_RETROGRADE_EXPLANATION],
    positionKey(game, heaps) {
      return each(game, heaps)
        .map(({ game: g, part }) => definitionOf(g).positionKey(g, part))
        .join('+');
    },
    *legalMoves(game, heaps) {
      const decoded = partsOf(game, heaps);
      if (!decoded) return;
      for (let i = 0; i < game.components.length; i++) {
        const g = game.components[i]!;
        for (const m of definitionOf(g).legalMoves(g, decoded.parts[i]!)) yield lift(registry, game, decoded, i, m);
      }
    },
    checkMove(game, from, to): Legality {
      const a = partsOf(game, from);
      const b = partsOf(game, to);
      const n = game.components.length;
      if (!a || !b)
        return { legal: false, reason: t("a position of this sum has {count} parts joined by '+'", { count: n }) };
      const changed: number[] = [];
      // A part no move is made in reads as it did once the turn passes (the same, but for Poker Nim's banks).
      for (let i = 0; i < n; i++) {
        const g = game.components[i]!;
        if (!samePart(registry, g, passedPart(registry, g, a.parts[i]!), b.parts[i]!)) changed.push(i);
      }
      if (changed.length === 0) {
        // A move that leaves its part as it was (a token along a digraph's self-loop): the first part that has one.
        for (let i = 0; i < n; i++) {
          const g = game.components[i]!;
          const step = definitionOf(g).checkMove(g, a.parts[i]!, b.parts[i]!);
          if (step.legal) return { legal: true, move: lift(registry, game, a, i, step.move) };
        }
        return { legal: false, reason: t('no part changes: a move is made in one part') };
      }
      if (changed.length > 1)
        return {
          legal: false,
          reason: t('parts {parts} change: a move is made in one part only', {
            parts: andList(changed.map((i) => i + 1)),
          }),
        };
      const i = changed[0]!;
      const g = game.components[i]!;
      const step = definitionOf(g).checkMove(g, a.parts[i]!, b.parts[i]!);
      if (!step.legal)
        return {
          legal: false,
          reason: t('in part {part} ({name}): {reason}', {
            part: i + 1,
            name: componentName(registry, g),
            reason: step.reason,
          }),
        };
      return { legal: true, move: lift(registry, game, a, i, step.move) };
    },
    cheapestMove(game, heaps) {
      const decoded = partsOf(game, heaps);
      if (!decoded) return null;
      let best: Move | null = null;
      game.components.forEach((g, i) => {
        const m = definitionOf(g).cheapestMove(g, decoded.parts[i]!);
        if (m) best = cheaper(best, lift(registry, game, decoded, i, m));
      });
      return best;
    },
    family: (game, misere, budget) => new SumFamily(registry, game, misere, budget),
    grundy: (game, budget) => sumGrundy(registry, game, budget),
    components: (game) => game.components,
    parts(game, heaps): readonly Part[] | null {
      return each(game, heaps).map(({ game: g, part }) => ({ game: g, heaps: part }));
    },
    searchSpace(game, heaps) {
      // A position of the sum is one of each part's: the product of their positions, the sum of their moves.
      let positions = 1;
      let moves = 0;
      let heapCount = heaps.length;
      for (const { game: g, part } of each(game, heaps)) {
        const space = definitionOf(g).searchSpace(g, part);
        positions *= space.positions;
        moves += space.moves;
        heapCount += Math.max(0, (space.heapCount ?? 0) - part.length);
      }
      return { positions, moves, heapCount };
    },
    playLength: (game, heaps) =>
      each(game, heaps).reduce((a, { game: g, part }) => a + definitionOf(g).playLength(g, part), 0n),
    searchWorkLowerBound(game, heaps) {
      // The search plays out each part with the others standing still: those positions are the
      // root's only in common, so it does at least each part's own search, the root counted once.
      // And it reaches every combination of positions along a longest play of each part.
      const parts = each(game, heaps);
      let alone = 0n;
      let combinations = 1n;
      for (const { game: g, part } of parts) {
        const def = definitionOf(g);
        alone += def.searchWorkLowerBound(g, part);
        combinations *= def.playLength(g, part) + 1n;
      }
      if (parts.length > 1) alone -= BigInt(parts.length - 1);
      return alone > combinations ? alone : combinations;
    },
    randomMoveIn(game, heaps, i, random) {
      const decoded = partsOf(game, heaps);
      if (!decoded) return null;
      for (let c = game.components.length - 1; c >= 0; c--) {
        const offset = decoded.offsets[c]!;
        if (i < offset) continue;
        const g = game.components[c]!;
        const m = definitionOf(g).randomMoveIn(g, decoded.parts[c]!, i - offset, random);
        return m && lift(registry, game, decoded, c, m);
      }
      return null;
    },
    randomPosition(game, level, random) {
      // A sum is harder than its parts: each part one level easier, and as small as that level allows.
      const easier = level === 1 ? 1 : ((level - 1) as 1 | 2);
      return encodeParts(game.components.map((g) => definitionOf(g).randomPosition(g, easier, random)));
    },
    words(game) {
      const parts = game.components.map((g) =>
        t('{name}: {move}', { name: componentName(registry, g), move: definitionOf(g).words(g).move }),
      );
      return { name: null, move: t('Move in one part. {parts}', { parts: parts.join(' ') }), token: 'token' };
    },
  });
}

/** The Grundy values of a sum: the XOR of its components' (a sum may be a component of nothing, but the rule is the same). */
function sumGrundy(registry: Registry, game: SumGame, budget: number): GrundyValues {
  const values = game.components.map((g) => registry.grundyValues(g, budget));
  const valuesOf = (heaps: readonly bigint[]) => {
    const decoded = partsOf(game, heaps);
    if (!decoded) return null;
    const gs: bigint[] = [];
    for (let i = 0; i < values.length; i++) {
      const g = values[i]!.value(decoded.parts[i]!);
      if (g === null) return null;
      gs.push(g);
    }
    return { decoded, gs, xor: gs.reduce((a, b) => a ^ b, 0n) };
  };
  const partName = (i: number) => componentName(registry, game.components[i]!);
  /** The first part whose value is beyond the budget, and why. */
  const firstUnknown = (heaps: readonly bigint[]): string => {
    const decoded = partsOf(game, heaps);
    if (!decoded) return t('a position of this sum has {count} parts', { count: game.components.length });
    for (let i = 0; i < values.length; i++) {
      const part = decoded.parts[i]!;
      if (values[i]!.value(part) === null)
        return t('part {part} ({name}): {reason}', {
          part: i + 1,
          name: partName(i),
          reason: values[i]!.undecidedReason(part),
        });
    }
    return t('the moves to that value are beyond the budget');
  };
  return {
    value: (heaps) => valuesOf(heaps)?.xor ?? null,
    movesTo(heaps, target, limit): MovesToValue | null {
      const known = valuesOf(heaps);
      if (!known) return null;
      const moves: Move[] = [];
      let count = 0n;
      let cheapest: Move | null = null;
      // A part whose moves to its value are beyond the budget leaves the others' moves listed, uncounted.
      let uncounted: string | null = null;
      // Moves of a part counted but never listed (a Ruler run too long to write), said part by part.
      const unlisted: string[] = [];
      for (let i = 0; i < values.length; i++) {
        const part = known.decoded.parts[i]!;
        const want = known.gs[i]! ^ known.xor ^ target;
        const found = values[i]!.movesTo(part, want, Math.max(1, limit - moves.length));
        if (!found || found.count === null) {
          uncounted ??=
            found?.uncounted ??
            t('the moves of part {part} ({name}) to Grundy value {value} are beyond the budget: {reason}', {
              part: i + 1,
              name: partName(i),
              value: want,
              reason: values[i]!.undecidedReason(part),
            });
          if (!found) continue;
        } else count += found.count;
        if (found.unlisted)
          unlisted.push(
            t('in part {part} ({name}): {reason}', { part: i + 1, name: partName(i), reason: found.unlisted }),
          );
        if (found.cheapest) cheapest = cheaper(cheapest, lift(registry, game, known.decoded, i, found.cheapest));
        for (const m of found.moves) if (moves.length < limit) moves.push(lift(registry, game, known.decoded, i, m));
      }
      const note = unlisted.length ? { unlisted: unlisted.join(' ') } : {};
      return uncounted === null
        ? { moves, count, cheapest, ...note }
        : { moves, count: null, cheapest, uncounted, ...note };
    },
    why: (heaps) => {
      const known = valuesOf(heaps);
      return known ? known.gs.join(' ⊕ ') : firstUnknown(heaps);
    },
    undecidedReason: firstUnknown,
  };
}

/**
 * Decides sums by Sprague–Grundy (normal play), or by the frontier rule on the heaps of tame
 * components (misère); null sends the position to exhaustive search.
 */
export class SumFamily implements GameFamily {
  private readonly values: GrundyValues;
  private readonly components: readonly GrundyValues[];
  /** For misère play: each component's tame heaps, or null when some component is not proved tame. */
  private tame: readonly HeapFamily[] | null | undefined;
  /** The retrograde analysis that last stopped at the budget: its position, and the positions it had found. */
  private stopped: { readonly key: string; readonly positions: number } | null = null;

  constructor(
    private readonly registry: Registry,
    private readonly game: SumGame,
    private readonly misere: boolean,
    private readonly budget: number,
  ) {
    this.values = sumGrundy(registry, game, budget);
    this.components = game.components.map((g) => registry.grundyValues(g, budget));
  }

  /** A row per component: its game, its position, its normal-play value and how it is known. */
  private rows(parts: readonly (readonly bigint[])[]): SumRow[] {
    return parts.map((heaps, i) => {
      const g = this.game.components[i]!;
      const values = this.components[i]!;
      return {
        rules: this.registry.definitionOf(g).text(g),
        name: componentName(this.registry, g),
        heaps,
        grundy: values.value(heaps),
        why: values.why(heaps),
      };
    });
  }

  decide(heaps: readonly bigint[]): Decided | null {
    const decoded = partsOf(this.game, heaps);
    if (!decoded) return null;
    if (this.misere) return this.decideMisere(decoded) ?? this.decideByRetrograde(heaps);
    const rows = this.rows(decoded.parts);
    if (rows.some((r) => r.grundy === null)) return this.decideLoopy(decoded, rows);
    const xor = rows.reduce((a, r) => a ^ r.grundy!, 0n);
    const explanation: Explanation = { kind: 'sum', rows, xor, misere: null };
    const decided = decideByValue(this.values, heaps, xor, explanation);
    // A part's row says what its table proved, which the budget bounds (a period not yet proved).
    return decided && this.components.some((c) => c.budgetLimited?.()) ? { ...decided, budgetLimited: true } : decided;
  }

  /**
   * Parts with infinite values (tokens on a digraph with cycles): the rule of sums over every
   * summand of every part (core/games/digraph/gsg.ts). Two or more infinite values: a draw; one,
   * ∞(K), with the XOR b of all the finite ones: a win when b is in K (the move is in its part, to
   * a follower of the value the rest needs), else a draw. Null where a part's value is unknown
   * for another reason.
   */
  private decideLoopy(
    decoded: { parts: readonly (readonly bigint[])[]; offsets: readonly number[] },
    rows: readonly SumRow[],
  ): Decided | null {
    const loopy = rows.map((r, i) =>
      r.grundy === null ? (this.components[i]!.loopy?.(decoded.parts[i]!) ?? null) : null,
    );
    if (rows.some((r, i) => r.grundy === null && !loopy[i])) return null;
    let xor = 0n;
    const infinite: { part: number; k: readonly number[] }[] = [];
    rows.forEach((r, i) => {
      if (r.grundy !== null) xor ^= r.grundy;
      else {
        xor ^= loopy[i]!.xor;
        for (const k of loopy[i]!.infinite) infinite.push({ part: i, k });
      }
    });
    const inK = (k: readonly number[], b: bigint) => k.some((x) => BigInt(x) === b);
    let decided: Omit<Decided, 'explanation'>;
    if (infinite.length === 1 && inK(infinite[0]!.k, xor)) {
      const c = infinite[0]!.part;
      const others = xor ^ loopy[c]!.xor;
      const found = this.components[c]!.movesTo(decoded.parts[c]!, others, MAX_LISTED_MOVES);
      if (!found || found.count === null) return null;
      const moves = found.moves.map((m) => lift(this.registry, this.game, decoded, c, m));
      decided = { outcome: 'win', winningMoves: moves, winningMoveCount: found.count, cheapest: moves[0] ?? null };
    } else {
      decided = {
        outcome: 'draw',
        winningMoves: [],
        winningMoveCount: 0n,
        drawingMoves: this.keepingTheDraw(
          decoded,
          loopy.map((own, i) => own ?? { xor: rows[i]!.grundy!, infinite: [] }),
          xor,
          infinite,
        ),
      };
    }
    const outcome = decided.outcome === 'win' ? 'win' : 'draw';
    return { ...decided, explanation: { kind: 'sum-loopy', rows, xor, infinite, outcome } };
  }

  /**
   * From a drawn sum: the moves that keep the draw, the parts of infinite value first, each part's
   * in the order of ties, within the budget and the moves listed: in a part of infinite value, those after which the rule still
   * draws; in a finite part (a Nim heap beside the digraph), those to a value that leaves the
   * finite XOR outside the one K, or any where two values stay infinite. Not counted: a finite
   * part's moves are not all listed where it has many.
   */
  private keepingTheDraw(
    decoded: { parts: readonly (readonly bigint[])[]; offsets: readonly number[] },
    loopy: readonly LoopyValue[],
    xor: bigint,
    infinite: readonly { part: number; k: readonly number[] }[],
  ): Move[] {
    const out: Move[] = [];
    let work = 0;
    // The parts of infinite value first: a big Nim heap before them would fill the list alone.
    const order = loopy
      .map((_, i) => i)
      .sort((a, b) => Number(!loopy[a]!.infinite.length) - Number(!loopy[b]!.infinite.length) || a - b);
    order.forEach((i) => {
      const own = loopy[i]!;
      const g = this.game.components[i]!;
      const values = this.components[i]!;
      const restXor = xor ^ own.xor;
      const rest = infinite.filter((x) => x.part !== i).map((x) => x.k);
      for (const m of this.registry.definitionOf(g).legalMoves(g, decoded.parts[i]!)) {
        if (++work > this.budget || out.length >= MAX_LISTED_MOVES) return;
        const v = values.value(m.result);
        const after = v === null ? values.loopy?.(m.result) : { xor: v, infinite: [] };
        if (!after) continue;
        const all = [...rest, ...after.infinite];
        const b = restXor ^ after.xor;
        const keeps = all.length >= 2 || (all.length === 1 && !all[0]!.some((x) => BigInt(x) === b));
        if (keeps) out.push(lift(this.registry, this.game, decoded, i, m));
      }
    });
    return out;
  }

  /** The frontier rule over every heap of every component, each heap with its own game's values. */
  private decideMisere(decoded: { parts: readonly (readonly bigint[])[]; offsets: readonly number[] }): Decided | null {
    const { definitionOf } = this.registry;
    this.tame ??= (() => {
      const out: HeapFamily[] = [];
      for (const g of this.game.components) {
        const heaps = definitionOf(g).tameHeaps(g, this.budget);
        if (!heaps) return null;
        out.push(heaps);
      }
      return out;
    })();
    const tame = this.tame;
    if (!tame) return null;
    const families: HeapFamily[] = [];
    const all: bigint[] = [];
    const place: { part: number; heap: number }[] = [];
    decoded.parts.forEach((part, i) =>
      part.forEach((h, j) => {
        families.push(tame[i]!);
        all.push(h);
        place.push({ part: i, heap: j });
      }),
    );
    const r = solveHeapsOf(families, all, true);
    if (!r) return null;
    // The rule's moves are amounts from one heap: the same move in its component, lifted to the sum.
    const asSum = (m: Move): Move => {
      const { part, heap } = place[m.heaps[0]!]!;
      const local = decoded.parts[part]!.slice();
      local[heap] = local[heap]! - m.amount;
      return lift(this.registry, this.game, decoded, part, { heaps: [heap], amount: m.amount, result: local });
    };
    const rows = this.rows(decoded.parts);
    const explanation: Explanation = {
      kind: 'sum',
      rows,
      xor: rows.reduce((a, row) => a ^ (row.grundy ?? 0n), 0n),
      misere: misereNote(r),
    };
    return {
      outcome: r.outcome,
      winningMoves: r.winningMoves.map(asSum),
      winningMoveCount: r.winningMoveCount,
      cheapest: r.cheapest && asSum(r.cheapest),
      explanation,
    };
  }

  /** Whether a part's positions can come back (a digraph's tokens): misère play is then a retrograde analysis. */
  private get recurs(): boolean {
    return this.game.components.some((g) => {
      const definition = this.registry.definitionOf(g);
      return definition.recurs === true || definition.recursIn?.(g) === true;
    });
  }

  /**
   * Misère sums with a part whose positions come back (a digraph's tokens), where the frontier rule
   * does not apply: retrograde analysis of the sum's positions within the budget (draws included).
   */
  private decideByRetrograde(heaps: readonly bigint[]): Decided | null {
    if (!this.recurs) return null;
    const sum = this.registry.definitionOf(this.game);
    const game = this.game;
    const analysis = retrograde<readonly bigint[]>(
      {
        key: (p) => sum.positionKey(game, p),
        *moves(p) {
          for (const m of sum.legalMoves(game, p)) yield m.result;
        },
        size: (p) => moveWork(p.length),
        noMove: 'win',
      },
      heaps,
      this.budget,
    );
    if (!analysis.done) {
      this.stopped = { key: sum.positionKey(game, heaps), positions: analysis.positions };
      return null;
    }
    // The recommendation: the first winning move in the order of ties.
    return retrogradeVerdict(
      analysis,
      heaps,
      sum.legalMoves(game, heaps),
      (reason) => ({ kind: 'sum-retrograde', ...reason }),
      () => false,
    );
  }

  undecidedReason(heaps: readonly bigint[]): string | null {
    if (this.misere && this.recurs) {
      const key = this.registry.definitionOf(this.game).positionKey(this.game, heaps);
      // The reason says what the analysis did: run it again if this family has not met the position.
      if (this.stopped?.key !== key) this.decide(heaps);
      if (this.stopped?.key !== key) return null;
      return t(
        'unknown: misère play of this sum, which has a part whose positions can come back (tokens on a digraph), is decided by retrograde analysis of the positions reachable, which stopped at the budget of {budget} after finding {count} positions',
        { budget: this.budget, count: this.stopped.positions },
      );
    }
    if (this.misere)
      return t(
        'unknown: misère play of this sum is decided by the frontier rule only when every part is tame (nim, proved subtraction sets), else by exhaustive search, which would exceed the budget of {budget} (a misère quotient is of one game, not of a sum of different games)',
        { budget: this.budget },
      );
    return t('unknown: {reason}', { reason: this.values.undecidedReason(heaps) });
  }
}
