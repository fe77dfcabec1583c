// A game module's closed forms (its `grundy` and `outcome`) are claims, used only once exhaustive
// search agreed with them: on every position its samples reach, the mex over the moves (mexSearch.ts,
// which knows nothing of the forms) is compared with what each form says. A form that disagrees, or
// that could not be checked within the check's budget, is never used, and the rules line says why.

import { t } from '../../l10n';
import { type Move } from '../../move';
import { type Decided, MAX_LISTED_MOVES } from '../../verdict';
import { type Explanation } from '../../explanation';
import { MexSearchValues } from '../mexSearch';
import { runtimeAt } from './connected';
import { positionVector, textNumber, vectorText } from './positionText';
import { type ModuleGame } from './types';

/** The most positions the check visits, and the work its search may spend (in budget units). */
const CHECK_POSITIONS = 20_000;
const CHECK_BUDGET = 4_000_000;

export interface CheckedForms {
  /** The form may be used: search agreed with it wherever it gave a value. */
  readonly grundy: boolean;
  readonly outcome: boolean;
  /** How many positions the check compared. */
  readonly positions: number;
  /** Why a form the module has is not used, in words; null where none is refused. */
  readonly refused: string | null;
}

const NONE: CheckedForms = { grundy: false, outcome: false, positions: 0, refused: null };

const checked = new Map<string, CheckedForms>();

/** The module's closed forms for these parameters, checked once per thread. */
export function closedFormsOf(game: ModuleGame): CheckedForms {
  const key = `${game.path}\u0000${game.parameters}`;
  let forms = checked.get(key);
  if (!forms) checked.set(key, (forms = check(game)));
  return forms;
}

/** Forgets the checks (a module loaded again). */
export function forgetClosedForms(): void {
  checked.clear();
}

function check(game: ModuleGame): CheckedForms {
  const runtime = runtimeAt(game.path);
  const hasGrundy = runtime.has('grundy');
  const hasOutcome = runtime.has('outcome');
  if (!hasGrundy && !hasOutcome) return NONE;
  if (game.cycles)
    return { ...NONE, refused: t('its positions come back, so its formula is not checked by search and not used') };
  const samples = runtime.samples(game.parameters);
  if (samples.length === 0)
    return { ...NONE, refused: t('it gives no samples to check its formula on, so the formula is not used') };
  // Every position the samples reach, up to the check's size.
  const seen = new Set<string>(samples);
  const queue = [...samples];
  for (let head = 0; head < queue.length; head++) {
    for (const m of runtime.moves(queue[head]!, game.parameters)) {
      if (seen.has(m.to)) continue;
      if (seen.size >= CHECK_POSITIONS)
        return {
          ...NONE,
          refused: t(
            'its samples reach more than {count} positions, too many to check its formula on: it is not used',
            {
              count: CHECK_POSITIONS,
            },
          ),
        };
      seen.add(m.to);
      queue.push(m.to);
    }
  }
  const mex = new MexSearchValues(
    {
      moves: (v) =>
        runtime
          .moves(vectorText(v)!, game.parameters)
          .map((m): Move => ({ heaps: [0], amount: 1n, result: [textNumber(m.to)] })),
      key: (v) => runtime.key(vectorText(v)!, game.parameters),
      why: () => '',
      moveCount: () => 1n,
    },
    CHECK_BUDGET,
  );
  for (const text of queue) {
    const found = mex.value(positionVector(text));
    if (found === null)
      return {
        ...NONE,
        refused: t('exhaustive search could not check its formula within {budget} steps: it is not used', {
          budget: CHECK_BUDGET,
        }),
      };
    const g = hasGrundy ? runtime.grundy(text, game.parameters) : null;
    if (g !== null && g !== found)
      return {
        ...NONE,
        refused: t(
          "its formula gives the Grundy value {said} to '{position}', exhaustive search {found}: it is not used",
          {
            said: g,
            position: text,
            found,
          },
        ),
      };
    const o = hasOutcome ? runtime.outcome(text, game.parameters) : null;
    const searched = found === 0n ? 'loss' : 'win';
    if (o !== null && o !== searched)
      return {
        ...NONE,
        refused: t("its formula says '{position}' is a {said}, exhaustive search a {found}: it is not used", {
          position: text,
          said: o,
          found: searched,
        }),
      };
  }
  return { grundy: hasGrundy, outcome: hasOutcome, positions: queue.length, refused: null };
}

function explanation(game: ModuleGame, forms: CheckedForms, said: string): Explanation {
  return { kind: 'module-formula', name: game.name, positions: forms.positions, said };
}

/**
 * The position decided by the module's checked forms: a loss where its value is 0 (or its outcome a
 * loss); a win with every winning move where the form answers for each move's result too. Null
 * where the forms say nothing (the search decides).
 */
export function decideByForms(
  game: ModuleGame,
  vector: readonly bigint[],
  forms: CheckedForms,
  movesOf: (vector: readonly bigint[]) => Iterable<Move>,
): Decided | null {
  if (!forms.grundy && !forms.outcome) return null;
  const runtime = runtimeAt(game.path);
  const text = vectorText(vector);
  if (text === null) return null;
  const lossOf = (v: readonly bigint[]): boolean | null => {
    const t2 = vectorText(v)!;
    if (forms.grundy) {
      const g = runtime.grundy(t2, game.parameters);
      if (g !== null) return g === 0n;
    }
    if (forms.outcome) {
      const o = runtime.outcome(t2, game.parameters);
      if (o !== null) return o === 'loss';
    }
    return null;
  };
  const value = forms.grundy ? runtime.grundy(text, game.parameters) : null;
  const lost = lossOf(vector);
  if (lost === null) return null;
  let said = lost ? t('a loss for the player to move') : t('a win for the player to move');
  if (value !== null) said = t('Grundy value {value}', { value });
  if (lost)
    return {
      outcome: 'loss',
      winningMoves: [],
      winningMoveCount: 0n,
      explanation: explanation(game, forms, said),
      ...(value !== null ? { value } : {}),
    };
  const winning: Move[] = [];
  let count = 0n;
  for (const m of movesOf(vector)) {
    const after = lossOf(m.result);
    if (after === null) return null;
    if (!after) continue;
    count++;
    if (winning.length < MAX_LISTED_MOVES) winning.push(m);
  }
  return {
    outcome: 'win',
    winningMoves: winning,
    winningMoveCount: count,
    cheapest: winning[0] ?? null,
    explanation: explanation(game, forms, said),
    ...(value !== null ? { value } : {}),
  };
}
