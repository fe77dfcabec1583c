// Take-and-break games beyond octal codes (`take-and-break 0.7F`, `grundy`, `lasker`): removing j
// tokens from one heap may leave up to four heaps, with `!`, `?`, `=` and repeating tails. Values by
// mex over every move; periods used beyond the table only where a theorem proves them for the code:
// the generalisation of Guy–Smith (proved in breakTable.ts, the values of one heap) for finite codes
// without modifiers, Lasker's Nim and `0.[3]` (Nim) by their closed forms. Grundy's game has no
// known period: the table only.

import { compareBigints, randomBelow } from '../../bigint';
import { BoundedCache } from '../../boundedCache';
import { plural, t } from '../../l10n';
import { partitionsUpTo, searchWorkFloor, twoSplitPositions, UNBOUNDED } from '../../budget';
import { type Legality, type Move } from '../../move';
import { breakMove, firstOfItsSize, multisetChange, multisetKey } from '../../moves';
import { type Game } from '../../rules';
import { type GameDefinition } from '../definition';
import { readTakeAndBreakCode } from './codeReader';
import { andList } from '../heapSum';
import { randomHeaps } from '../practiceLevels';
import { finiteWithoutModifiers, valuesOfTable } from './breakTable';
import {
  codeText,
  digitAt,
  largestRemoval,
  mostHeapsLeft,
  normalCode,
  type TakeAndBreakCode,
  type TakeAndBreakGame,
} from './code';

export type { TakeAndBreakGame };
import { OCTAL, octalOf } from '../octal/octal';
import { breakMoves, digitOf, heapMoves, modifierAllows, optionBound, removals } from './moves';

import { TAKE_AND_BREAK_EXPLANATION } from './explanation';
import { tableStrip, valueStrip } from '../../pictures/valueStrip';
import { defineGame } from '../defineGame';
import { searchPeriod } from './periodSearch';
import { MISERE_QUOTIENT_EXPLANATION } from '../misereQuotient/explanation';
import { type QuotientGame, QuotientFamily } from '../misereQuotient/family';
import { FR_TAKE_AND_BREAK } from './fr';
import { knockedDown, knocksAllowed, pinsControls } from './pins';
import { FR_MISERE_QUOTIENT } from '../misereQuotient/fr';
import { breakName, TakeAndBreakFamily } from './normalFamily';

declare module '../../rules' {
  interface GameKinds {
    /**
     * A take-and-break game by its code in the field's notation, normalised (`4!.0`, `0.7F`,
     * `4.[3]`); an octal code (`0.77`) is one whose digits are 0–7 with no d0, modifier or tail
     * (`isOctal`), written `octal 0.77` and answered by octal games' own tables.
     */
    'take-and-break': TakeAndBreakGame;
  }
}

/** Grundy's game: split one heap into two unequal heaps. */
export const GRUNDYS_GAME: TakeAndBreakCode = { d0: { bits: 4, modifier: '!' }, digits: [], tail: null };
/** Lasker's Nim: take any number from a heap, or split it in two. */
export const LASKERS_NIM: TakeAndBreakCode = {
  d0: { bits: 4, modifier: null },
  digits: [],
  tail: [{ bits: 3, modifier: null }],
};

/** The amounts a click of the panel's pins takes, when every move of the code is such a click; else null. */
function pinTakes(code: TakeAndBreakCode): { readonly takes: readonly number[] } | null {
  const normal = normalCode(code);
  if (normal.tail || normal.d0.bits !== 0 || mostHeapsLeft(normal) > 2) return null;
  const takes: number[] = [];
  normal.digits.forEach((d, i) => {
    if (d.bits !== 0) takes.push(i + 1);
  });
  return { takes };
}

/** Normal play's family per code and budget, shared by the solver and sums: one table each. */
const normalFamilies = new BoundedCache<TakeAndBreakFamily>(32);

function normalPlay(code: TakeAndBreakCode, budget: number): TakeAndBreakFamily {
  return normalFamilies.get(`${codeText(code)}|${budget}`, () => new TakeAndBreakFamily(code, false, budget));
}

/**
 * Legal when one heap of the first position, and only that one, became the pieces of one allowed
 * move, heaps compared as multisets.
 */
function checkBreak(code: TakeAndBreakCode, from: readonly bigint[], to: readonly bigint[]): Legality {
  const { removed, added } = multisetChange(from, to);
  const game = `take-and-break ${codeText(code)}`;
  if (removed.length === 0)
    return {
      legal: false,
      reason: added.length
        ? t('heaps of {heaps} appear from nowhere', { heaps: added.join(', ') })
        : t('nothing changes: a move takes tokens or splits a heap'),
    };
  if (removed.length > 1)
    return {
      legal: false,
      reason: t('heaps of {heaps} changed: a move is made in one heap', { heaps: andList(removed) }),
    };
  const h = removed[0]!;
  if (added.length > 4)
    return {
      legal: false,
      reason: t('a heap of {heap} became {count} heaps: a move leaves at most four', { heap: h, count: added.length }),
    };
  const left = added.reduce((sum, x) => sum + x, 0n);
  if (left > h)
    return {
      legal: false,
      reason: t('a heap of {heap} became {heaps}: a move never adds tokens', { heap: h, heaps: andList(added) }),
    };
  const j = h - left;
  const d = digitOf(code, j);
  const args = { game, j, heap: h };
  if ((d.bits & (1 << added.length)) === 0 || (j === 0n && added.length < 2))
    return {
      legal: false,
      reason:
        added.length === 0
          ? t('{game} does not allow taking {j} from a heap of {heap} and leaving nothing', args)
          : plural(
              added.length,
              '{game} does not allow taking {j} from a heap of {heap} and leaving {count} heap ({left})',
              '{game} does not allow taking {j} from a heap of {heap} and leaving {count} heaps ({left})',
              { ...args, left: added.join(', ') },
            ),
    };
  if (!modifierAllows(d.modifier, added)) {
    const reasons = {
      '!': t('{game}: the heaps left by taking {j} from a heap of {heap} must be pairwise different', args),
      '?': t('{game}: the heaps left by taking {j} from a heap of {heap} must be not all equal', args),
      '=': t('{game}: the heaps left by taking {j} from a heap of {heap} must be all equal', args),
    };
    return { legal: false, reason: reasons[d.modifier!] };
  }
  return { legal: true, move: { heaps: [from.indexOf(h)], amount: j, pieces: added, result: to } };
}

/** Take-and-break games by a code of the field's notation that is not octal. */
const GENERAL_CODES: GameDefinition<TakeAndBreakGame> = defineGame<TakeAndBreakGame>({
  french: { takeAndBreak: FR_TAKE_AND_BREAK },
  text: (game) => `take-and-break ${codeText(game.code)}`,
  rulesWords: [
    {
      word: 'take-and-break',
      // Getters: the sentences are written in the language of the moment they are read.
      get takes() {
        return t('takes one code, such as {codes} or {last}', { codes: '0.7F, 4!.0', last: '4.[3]' });
      },
      // An octal code is answered as one, whatever the keyword: one game, one answer, `octal 0.77`.
      read: (r, word): Game | null => {
        const code = readTakeAndBreakCode(r, word);
        return code && { kind: 'take-and-break', code: normalCode(code) };
      },
    },
    {
      word: 'grundy',
      get takes() {
        return t('takes no code (it is {rules}, {name})', { rules: 'take-and-break 4!.0', name: t("Grundy's game") });
      },
      read: () => ({ kind: 'take-and-break', code: GRUNDYS_GAME }),
    },
    {
      word: 'lasker',
      get takes() {
        return t('takes no code (it is {rules}, {name})', { rules: 'take-and-break 4.[3]', name: t("Lasker's Nim") });
      },
      read: () => ({ kind: 'take-and-break', code: LASKERS_NIM }),
    },
  ],
  explanations: [TAKE_AND_BREAK_EXPLANATION, MISERE_QUOTIENT_EXPLANATION],
  picture(_game, _misere, _heaps, verdict, options) {
    const e = verdict.explanation;
    if (e.kind !== 'take-and-break') return null;
    return valueStrip(
      tableStrip(e.name ?? `take-and-break ${e.code}`, e.firstValues, e.period),
      e.heaps,
      verdict,
      options,
    );
  },
  multiset: true,
  positionKey: (_game, heaps) => multisetKey(heaps),
  legalMoves: (game, heaps) => breakMoves(game.code, heaps),
  checkMove: (game, from, to) => checkBreak(game.code, from, to),
  cheapestMove(game, heaps) {
    let best: Move | null = null;
    for (let i = 0; i < heaps.length; i++) {
      if (heaps[i]! === 0n || !firstOfItsSize(heaps, i)) continue;
      // The first move of a heap removes fewest from it.
      for (const m of heapMoves(game.code, heaps, i)) {
        if (!best || m.amount < best.amount) best = m;
        break;
      }
    }
    return best;
  },
  family: (game, misere, budget) =>
    misere ? new TakeAndBreakFamily(game.code, true, budget) : normalPlay(game.code, budget),
  grundy: (game, budget) => normalPlay(game.code, budget).values,
  heapTable: true,
  valueTable(game, count, onProgress) {
    const { values, proof: p, computed } = valuesOfTable(game.code, count, onProgress);
    const finite = finiteWithoutModifiers(game.code);
    let proof = finite
      ? t('none within the {count} values computed (the generalised Guy–Smith theorem would certify one)', {
          count: computed,
        })
      : t(
          'no theorem proves a period for a code with modifiers or a repeating tail: the values are computed one by one',
        );
    if (p?.kind === 'closed form')
      proof = t('closed form ({form}), checked against the mex table by the tests', { form: p.form.name });
    else if (p?.kind === 'period')
      proof = t(
        'generalised Guy–Smith: G(n + {period}) = G(n) for every n checked below {below}, hence for every n ≥ {preperiod}',
        { period: p.period, below: p.provedFrom - p.period, preperiod: p.preperiod },
      );
    let period: { period: bigint; preperiod: number; saltus: number } | null = null;
    if (p?.kind === 'closed form')
      period = { period: BigInt(p.form.period), preperiod: p.form.preperiod, saltus: p.form.saltus };
    else if (p?.kind === 'period') period = { period: BigInt(p.period), preperiod: p.preperiod, saltus: 0 };
    return { values, period, proof };
  },
  searchSpace(game, heaps) {
    // Positions as multisets of heaps adding up to at most the total; each with at most the options bound.
    let total = 0n;
    for (const h of heaps) total += h;
    if (total > 200n) return UNBOUNDED;
    let options = 0n;
    for (const h of heaps) options += optionBound(game.code, h);
    return { positions: partitionsUpTo(Number(total)), moves: Number(options), heapCount: Number(total) };
  },
  // Each move takes a token or splits a heap: a play of one move at least while any move exists.
  playLength: (game, heaps) => (GENERAL_CODES.cheapestMove(game, heaps) ? 1n : 0n),
  searchWorkLowerBound(game, heaps) {
    // The root's moves, counted only where one surely exists, among the first removals (a lower
    // bound must never count a move that is not there: a removal whose digit is 0, or a split a
    // modifier may forbid).
    let rootMoves = 0n;
    for (let i = 0; i < heaps.length; i++) {
      if (!firstOfItsSize(heaps, i)) continue;
      const h = heaps[i]!;
      for (const j of removals(game.code, h < 64n ? h : 64n)) {
        const d = digitOf(game.code, j);
        const r = h - j;
        const none = (d.bits & 1) !== 0 && r === 0n;
        const one = (d.bits & 2) !== 0 && r > 0n && j > 0n;
        const split = d.modifier === null && (d.bits & 4) !== 0 && r >= 2n;
        if (none || one || split) rootMoves++;
      }
    }
    // Two splits in a row of the largest heap by the first removal that may split in two (a `!` or
    // `?` split into two different heaps is always allowed; `=` is not counted).
    const largest = heaps.reduce((a, b) => (a > b ? a : b), 0n);
    let reachable = 0n;
    for (const j of removals(game.code, largest < 64n ? largest : 64n)) {
      const d = digitOf(game.code, j);
      if ((d.bits & 4) === 0 || d.modifier === '=') continue;
      reachable = twoSplitPositions(largest, j, d.modifier !== null);
      break;
    }
    return searchWorkFloor(heaps, { rootMoves, least: null, splits: true, reachable });
  },
  randomMoveIn(game, heaps, i, random) {
    const h = heaps[i]!;
    // Tries random removals and random pieces; a move found this way is legal by construction.
    for (let attempt = 0; attempt < 64; attempt++) {
      const largest = largestRemoval(game.code);
      const top = largest === null || BigInt(largest) > h ? h : BigInt(largest);
      const j = randomBelow(top + 1n, random);
      const d = digitOf(game.code, j);
      const ms = [0, 1, 2, 3, 4].filter((m) => d.bits & (1 << m));
      if (!ms.length) continue;
      const m = ms[Math.floor(random() * ms.length)]!;
      const r = h - j;
      if ((m === 0 && r !== 0n) || (m > 0 && r < BigInt(m)) || (j === 0n && m < 2)) continue;
      const pieces: bigint[] = [];
      let rest = r;
      for (let k = m; k > 1; k--) {
        const a = 1n + randomBelow(rest - BigInt(k) + 1n, random);
        pieces.push(a);
        rest -= a;
      }
      if (m > 0) pieces.push(rest);
      pieces.sort(compareBigints);
      if (!modifierAllows(d.modifier, pieces)) continue;
      return breakMove(heaps, i, j, pieces);
    }
    return null;
  },
  randomPosition: randomHeaps([
    { heaps: [1, 2], max: 9 },
    { heaps: [2, 3], max: 14 },
    { heaps: [2, 4], max: 20 },
  ]),
  words: (game) => ({
    name: breakName(game.code),
    move: t(
      'Take and break by the code {code}: removing j tokens from one heap may leave the heaps its digit d_j allows (bit 2^m: m heaps).',
      { code: codeText(game.code) },
    ),
    token: 'token',
  }),
  // Rows of pins where every move is one the panel's pins make: take j neighbouring pins (j >= 1),
  // leaving nothing, one row or two.
  panel: (game) => {
    const pins = pinTakes(game.code);
    // Splits without taking and three-way breaks are chosen from the list of moves instead.
    if (pins === null) return { moveList: true };
    return {
      controls: (heaps, _style, part) =>
        pinsControls(
          pins.takes,
          heaps,
          part,
          knocksAllowed(heaps, (to) => TAKE_AND_BREAK.checkMove(game, heaps, to).legal),
        ),
    };
  },
});

/**
 * The game the misère quotient engine works on, for a finite code without modifiers whose moves
 * leave at most two heaps (the engine's periodicity proof counts every split); else null.
 */
function quotientGameOf(code: TakeAndBreakCode, text: string, name: string | null): QuotientGame | null {
  if (code.tail || mostHeapsLeft(code) > 2) return null;
  const removals = [];
  for (let j = 0; j <= code.digits.length; j++) {
    const d = digitAt(code, j);
    if (d.modifier !== null) return null;
    if (d.bits) removals.push({ j, none: (d.bits & 1) !== 0, one: (d.bits & 2) !== 0, two: (d.bits & 4) !== 0 });
  }
  return { text, name, removals };
}

/** The members of a take-and-break definition that answer for a game. */
type GameMember = {
  [K in keyof Definition]-?: NonNullable<Definition[K]> extends (game: TakeAndBreakGame, ...args: never[]) => unknown
    ? K
    : never;
}[keyof Definition];
type Definition = GameDefinition<TakeAndBreakGame>;
type AnyMember = (game: unknown, ...args: unknown[]) => unknown;

/**
 * A member of the definition: the octal games' answer for an octal code (their tables, splits and
 * pictures), else the general one. Octal is a predicate of a code, not a second game.
 */
function byCode<K extends GameMember>(name: K): NonNullable<Definition[K]> {
  const member = (game: TakeAndBreakGame, ...args: unknown[]): unknown => {
    const octal = octalOf(game);
    if (octal) return (OCTAL as unknown as Record<string, AnyMember>)[name]!(octal, ...args);
    return (GENERAL_CODES as unknown as Record<string, AnyMember>)[name]!(game, ...args);
  };
  return member as NonNullable<Definition[K]>;
}

/** Take-and-break games by any code of the field's notation, octal codes included. */
export const TAKE_AND_BREAK: Definition = defineGame<TakeAndBreakGame>({
  // The octal codes and the misère quotients are rooms of this game: their French comes with it.
  french: { ...OCTAL.french, ...GENERAL_CODES.french, misereQuotient: FR_MISERE_QUOTIENT },
  text: byCode('text'),
  rulesWords: [...OCTAL.rulesWords, ...GENERAL_CODES.rulesWords],
  explanations: [...(OCTAL.explanations ?? []), ...(GENERAL_CODES.explanations ?? [])],
  picture: byCode('picture'),
  practiceChoices: [...(OCTAL.practiceChoices ?? []), ...(GENERAL_CODES.practiceChoices ?? [])],
  multiset: true,
  heapTable: true,
  positionKey: byCode('positionKey'),
  legalMoves: byCode('legalMoves'),
  checkMove: byCode('checkMove'),
  cheapestMove: byCode('cheapestMove'),
  // Misère play by the code's quotient where the engine applies, else by search (the code's family).
  family: (game, misere, budget) => {
    const quotient = misere ? TAKE_AND_BREAK.quotientGame!(game) : null;
    return quotient ? new QuotientFamily(quotient, budget) : byCode('family')(game, misere, budget);
  },
  quotientGame: (game) => quotientGameOf(game.code, TAKE_AND_BREAK.text(game), TAKE_AND_BREAK.words(game).name),
  grundy: byCode('grundy'),
  tameHeaps: byCode('tameHeaps'),
  valueTable: byCode('valueTable'),
  // Octal or not, one table: the sparse-space method and the Guy–Smith proof read the code alone.
  periodSearch: (game, options) => searchPeriod(game.code, options),
  searchSpace: byCode('searchSpace'),
  playLength: byCode('playLength'),
  searchWorkLowerBound: byCode('searchWorkLowerBound'),
  randomMoveIn: byCode('randomMoveIn'),
  randomPosition: byCode('randomPosition'),
  words: byCode('words'),
  panel: byCode('panel'),
  // The panel's pins, octal or not: a click knocks down neighbouring pins and the row breaks.
  intent: (game, heaps, intent) => knockedDown(pinTakes(game.code), heaps, intent),
});
