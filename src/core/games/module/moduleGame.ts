// A game from a module of the workspace (`game ./cram.mjs 4x5`; docs/game-modules.md): a room like
// every game's, whose members ask the module (runtime.ts, connected in the thread that loaded it)
// instead of knowing the rules. Positions are the module's texts (positionText.ts); they are
// decided as any game's: by the module's closed forms once exhaustive search agreed with them on its
// samples (closedForms.ts), else by the budgeted search of core/search.ts, by retrograde analysis
// where its positions can come back, and in sums by Grundy values (mex over its moves).

import { moveWork, UNBOUNDED } from '../../budget';
import { t } from '../../l10n';
import { type Legality, type Move } from '../../move';
import { DiagnosticCode } from '../../reading/syntax';
import { type RulesReader } from '../../reading/rulesReader';
import { type Token } from '../../reading/lexer';
import { type Decided, type GameFamily } from '../../verdict';
import { defineGame } from '../defineGame';
import {
  MODULE_FORMULA_EXPLANATION,
  MODULE_MISERE_RETROGRADE_EXPLANATION,
  MODULE_RETROGRADE_EXPLANATION,
} from './explanation';
import { type GrundyValues, type MovesToValue } from '../definition';
import { MexSearchValues } from '../mexSearch';
import { retrograde, retrogradeVerdict } from '../retrograde';
import { closedFormsOf, decideByForms } from './closedForms';
import { moduleConnection, runtimeAt } from './connected';
import { MODULE_FORM } from './form';
import { MODULE_PATH } from './paths';
import { FR_MODULE } from './fr';
import { modulePicture } from './picture';
import { positionVector, textNumber, vectorText } from './positionText';
import { ModuleFault } from './runtime';
import { type ModuleGame } from './types';

export { type ModuleGame };

declare module '../../rules' {
  interface GameKinds {
    /** A game module (games/module/): its path as the rules line writes it, its parameters, and what it said of itself. */
    module: ModuleGame;
  }
}

/** The text of each vector a move made: a search asks for it again and again (converting it back costs as much as a move). */
const textsOf = new WeakMap<readonly bigint[], string>();

/** The text of a position vector; a fault for a vector that is none (a state restored, a sum's part). */
function textOf(vector: readonly bigint[]): string {
  const known = textsOf.get(vector);
  if (known !== undefined) return known;
  const text = vectorText(vector);
  if (text === null) throw new ModuleFault(t('not a position of a game module'));
  return text;
}

/** The moves of a position as the core's moves: the module's text, the result's vector. */
function* movesOf(game: ModuleGame, vector: readonly bigint[]): Generator<Move> {
  const moves = runtimeAt(game.path).moves(textOf(vector), game.parameters);
  for (const m of moves) {
    const result = [textNumber(m.to)];
    textsOf.set(result, m.to);
    yield { heaps: [0], amount: 1n, words: m.text, result };
  }
}

function keyOf(game: ModuleGame, vector: readonly bigint[]): string {
  return runtimeAt(game.path).key(textOf(vector), game.parameters);
}

/**
 * `game PATH PARAMETERS`: the path (the characters up to a space), then the parameters up to a `+`
 * or an option, which the module reads. Where the module does not run here, the path says why.
 */
function readModuleRules(reader: RulesReader, word: Token): ModuleGame | null {
  const first = reader.peek();
  if (!first || reader.isPunct(first, '+')) {
    reader.error(
      reader.tokenRange(word),
      DiagnosticCode.Syntax,
      t('game needs the path of a module, relative to the worksheet: game ./cram.mjs'),
    );
    reader.rest();
    return null;
  }
  // The path: tokens with no space between them, up to a comma or a `+`.
  let last = reader.next()!;
  for (
    let tok = reader.peek();
    tok && tok.start === last.end && !reader.isPunct(tok, ',') && !reader.isPunct(tok, '+');
    tok = reader.peek()
  )
    last = reader.next()!;
  const path = reader.text.slice(first.start, last.end);
  const pathRange = reader.range(first.start, last.end);
  // The parameters: up to a `+` or an option word (normal, misere) and what follows it.
  let paramsStart = -1;
  let paramsEnd = -1;
  for (let tok = reader.peek(); tok && !reader.isPunct(tok, '+'); tok = reader.peek()) {
    if (tok.kind === 'word' && /^(normal|mis[eè]re)$/i.test(tok.text.normalize('NFC'))) break;
    if (reader.isPunct(tok, ',')) break;
    reader.next();
    if (paramsStart < 0) paramsStart = tok.start;
    paramsEnd = tok.end;
  }
  const parameters = paramsStart < 0 ? '' : reader.text.slice(paramsStart, paramsEnd);
  if (!MODULE_PATH.test(path)) {
    reader.error(
      pathRange,
      DiagnosticCode.Syntax,
      t(
        "'{path}' is not a module path: a game module is a .mjs or .js file named relative to the worksheet, as in game ./cram.mjs",
        { path },
      ),
    );
    return null;
  }
  const connection = moduleConnection(path);
  if ('refused' in connection) {
    reader.error(
      pathRange,
      DiagnosticCode.Syntax,
      t('the game module {path} does not run: {reason}', { path, reason: connection.refused }),
    );
    return null;
  }
  const { runtime } = connection;
  try {
    const read = runtime.parameters(parameters);
    if (!read.ok) {
      const at = read.at ?? [0, parameters.length];
      const start = paramsStart < 0 ? last.end : paramsStart;
      reader.error(
        reader.range(start + at[0], paramsStart < 0 ? last.end : start + Math.max(at[1], at[0] + 1)),
        DiagnosticCode.Syntax,
        t('{name}: {message}', { name: runtime.name, message: read.message }),
      );
      return null;
    }
  } catch (e) {
    if (!(e instanceof ModuleFault)) throw e;
    reader.error(pathRange, DiagnosticCode.Syntax, e.message);
    return null;
  }
  const game: ModuleGame = {
    kind: 'module',
    path,
    parameters,
    name: runtime.name,
    cycles: runtime.cycles,
    picture: runtime.has('picture'),
  };
  try {
    // Its closed forms are checked now, once: the line says where one is not used, and why.
    const refused = closedFormsOf(game).refused;
    if (refused)
      reader.warning(pathRange, DiagnosticCode.Syntax, t('{name}: {reason}', { name: runtime.name, reason: refused }));
  } catch (e) {
    if (!(e instanceof ModuleFault)) throw e;
    reader.error(pathRange, DiagnosticCode.Syntax, e.message);
    return null;
  }
  return game;
}

/** What a module's family decides: closed forms checked by search, or retrograde analysis where positions come back. */
class ModuleFamily implements GameFamily {
  private stopped: { readonly key: string; readonly positions: number } | null = null;

  constructor(
    private readonly game: ModuleGame,
    private readonly misere: boolean,
    private readonly budget: number,
  ) {}

  decide(vector: readonly bigint[]): Decided | null {
    if (this.game.cycles) return this.byRetrograde(vector);
    if (this.misere) return null;
    return decideByForms(this.game, vector, closedFormsOf(this.game), (v) => movesOf(this.game, v));
  }

  /** Every position reachable, analysed backwards: wins, losses and draws, within the budget. */
  private byRetrograde(vector: readonly bigint[]): Decided | null {
    const game = this.game;
    const analysis = retrograde<readonly bigint[]>(
      {
        key: (p) => keyOf(game, p),
        *moves(p) {
          for (const m of movesOf(game, p)) yield m.result;
        },
        size: () => moveWork(1),
        noMove: this.misere ? 'win' : 'loss',
      },
      vector,
      this.budget,
    );
    if (!analysis.done) {
      this.stopped = { key: keyOf(game, vector), positions: analysis.positions };
      return null;
    }
    const decided = retrogradeVerdict(
      analysis,
      vector,
      movesOf(game, vector),
      (reason) => ({ kind: 'module-misere-retrograde', ...reason }),
      () => false,
    );
    if (this.misere) return decided;
    // Normal play: the reason says that the last player to move wins.
    return { ...decided, explanation: { kind: 'module-retrograde', positions: analysis.positions } };
  }

  undecidedReason(vector: readonly bigint[]): string | null {
    if (!this.game.cycles) return null;
    const key = keyOf(this.game, vector);
    if (this.stopped?.key !== key) this.decide(vector);
    if (this.stopped?.key !== key) return null;
    return t(
      'unknown: {name} has positions that come back, decided by retrograde analysis of the positions reachable, which stopped at the budget of {budget} after finding {count} positions',
      { name: this.game.name, budget: this.budget, count: this.stopped.positions },
    );
  }
}

/** Normal play's Grundy values of a module's positions: its closed form once checked, else the mex over its moves. */
class ModuleValues implements GrundyValues {
  private readonly mex: MexSearchValues;

  constructor(
    private readonly game: ModuleGame,
    budget: number,
  ) {
    this.mex = new MexSearchValues(
      {
        moves: (v) => movesOf(game, v),
        key: (v) => keyOf(game, v),
        why: (_v, value) => t('mex of its moves: {value}', { value }),
        // Counted only by listing them: 1 lets the search charge each as it comes.
        moveCount: () => 1n,
      },
      budget,
    );
  }

  private formValue(vector: readonly bigint[]): bigint | null {
    const forms = closedFormsOf(this.game);
    if (!forms.grundy) return null;
    return runtimeAt(this.game.path).grundy(textOf(vector), this.game.parameters);
  }

  value(vector: readonly bigint[]): bigint | null {
    if (this.game.cycles) return null;
    return this.formValue(vector) ?? this.mex.value(vector);
  }

  movesTo(vector: readonly bigint[], target: bigint, limit: number): MovesToValue | null {
    if (this.game.cycles) return null;
    const moves: Move[] = [];
    let count = 0n;
    let cheapest: Move | null = null;
    for (const m of movesOf(this.game, vector)) {
      const v = this.value(m.result);
      if (v === null) return null;
      if (v !== target) continue;
      count++;
      if (moves.length < limit) moves.push(m);
      cheapest ??= m;
    }
    return { moves, count, cheapest };
  }

  why(vector: readonly bigint[]): string {
    const form = this.formValue(vector);
    if (form !== null)
      return t("{value} by the module's formula (checked by search on {count} positions)", {
        value: form,
        count: closedFormsOf(this.game).positions,
      });
    return this.mex.why(vector);
  }

  undecidedReason(): string {
    if (this.game.cycles)
      return t('{name} has positions that come back: its values in sums are not computed', { name: this.game.name });
    return this.mex.undecidedReason();
  }
}

/** Why a member that needs the module was asked where it is not loaded. */
function checkMove(game: ModuleGame, from: readonly bigint[], to: readonly bigint[]): Legality {
  const target = keyOf(game, to);
  for (const m of movesOf(game, from)) if (keyOf(game, m.result) === target) return { legal: true, move: m };
  return {
    legal: false,
    reason: t('no move of {name} leads from {from} to {to}', {
      name: game.name,
      from: vectorText(from) ?? '',
      to: vectorText(to) ?? '',
    }),
  };
}

/** A game played by a module of the workspace. */
export const MODULE_GAME = defineGame<ModuleGame>({
  french: { module: FR_MODULE },
  explanations: [MODULE_FORMULA_EXPLANATION, MODULE_RETROGRADE_EXPLANATION, MODULE_MISERE_RETROGRADE_EXPLANATION],
  text: (game) => `game ${game.path}${game.parameters ? ` ${game.parameters}` : ''}`,
  rulesWords: [
    {
      word: 'game',
      get takes() {
        return t(
          "takes a module's path relative to the worksheet and the module's parameters, as in game ./cram.mjs 4x5",
        );
      },
      read: readModuleRules,
    },
  ],
  heapCount: () => 1,
  positionForm: MODULE_FORM,
  isPosition: (_game, vector) => vectorText(vector) !== null,
  positionKey: keyOf,
  legalMoves: movesOf,
  checkMove,
  cheapestMove(game, vector) {
    for (const m of movesOf(game, vector)) return m;
    return null;
  },
  family: (game, misere, budget) => new ModuleFamily(game, misere, budget),
  grundy: (game, budget) => new ModuleValues(game, budget),
  // Nothing bounds a module's positions beforehand: the search counts its work as it goes.
  searchSpace: () => UNBOUNDED,
  playLength: () => 0n,
  // Positions that come back are never searched depth first (retrograde analysis decides them).
  searchWorkLowerBound: (game) => (game.cycles ? 1n << 64n : 1n),
  randomMoveIn(game, vector, _i, random) {
    const moves = [...movesOf(game, vector)];
    return moves.length ? moves[Math.floor(random() * moves.length)]! : null;
  },
  randomPosition(game, level, random) {
    const samples = runtimeAt(game.path).samples(game.parameters);
    if (samples.length === 0)
      throw new ModuleFault(t('{name} gives no sample positions to practise on', { name: game.name }));
    // Larger samples for higher levels: the samples sorted by length, a third each.
    const sorted = [...samples].sort((a, b) => a.length - b.length);
    const third = Math.max(1, Math.ceil(sorted.length / 3));
    const pool = sorted.slice((level - 1) * third, level * third);
    const from = pool.length ? pool : sorted;
    return positionVector(from[Math.floor(random() * from.length)]!);
  },
  words: (game) => ({
    name: game.name,
    move: t('{name}, a game module: choose a move from the list.', { name: game.name }),
    token: 'move',
  }),
  panel: (game) => ({ twoHeapMove: false, pins: null, moveList: true, playablePicture: game.picture }),
  recursIn: (game) => game.cycles,
  hasDraws: (game) => game.cycles,
  picture: (game, _misere, vector, _verdict, options) => modulePicture(game, vector, options),
});
