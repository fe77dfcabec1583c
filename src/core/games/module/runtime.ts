// A game module as the core calls it: every function of its export (api.ts) behind one that checks
// the answer as untrusted input. A module that breaks the contract (throws, answers a move whose
// result does not read back, a key that is not a string, too much, a picture with a script) raises
// a `ModuleFault` with what it did, in words: the worksheet says it on the line, nothing trusts it.
// Only a thread that loaded the module (a worker: cli/moduleWorker.ts) holds one of these; what the
// module costs in time is bounded by that thread's watchdog, which ends it.

import { t } from '../../l10n';
import { type GameModule, type GamePicture, type TextRange } from './api';
import { MAX_SVG, svgProblem } from './svgCheck';

/** The longest text of a position, a key or the parameters a module may answer. */
export const MAX_TEXT = 10_000;
/** The most moves one position may have. */
export const MAX_MOVES = 10_000;
/** The longest text of a move, and of the game's name. */
const MAX_MOVE_TEXT = 200;
const MAX_NAME = 80;
/** The most samples a module may give for its closed forms to be checked on. */
export const MAX_SAMPLES = 1_000;
/** Positions read kept between calls at most (each move's result is read back once). */
const KEPT_POSITIONS = 200_000;

/** The module broke its contract: what it did, in words. */
export class ModuleFault extends Error {
  override readonly name = 'ModuleFault';
}

/** A reading of the module's: the value, or its message and where in the text. */
export type ModuleRead<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly message: string; readonly at: readonly [number, number] | null };

/** A move as the core keeps it: its text, and the text of the position it leaves (canonical). */
export interface TextMove {
  readonly text: string;
  readonly to: string;
}

/** Text of a thrown value, whatever it is (a getter may throw again). */
function thrownText(e: unknown): string {
  try {
    const text = e instanceof Error ? String(e.message) : String(e);
    return text.length > 200 ? `${text.slice(0, 200)}…` : text;
  } catch {
    return t('a value that cannot be written');
  }
}

/** Short text of an answer, for a message. */
function quoted(text: string): string {
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

/** Whether `x` is a range within a text of `length` characters. */
function isRange(x: unknown, length: number): x is TextRange {
  return (
    Array.isArray(x) &&
    x.length === 2 &&
    Number.isInteger(x[0]) &&
    Number.isInteger(x[1]) &&
    0 <= x[0] &&
    x[0] <= x[1] &&
    x[1] <= length
  );
}

type AnyModule = GameModule<unknown, unknown>;

/**
 * The game a module's export holds, checked: its name and functions; or why it is not one. `exported`
 * is the module's namespace (its default export is the game).
 */
export function moduleGame(
  exported: unknown,
): { readonly ok: true; readonly runtime: ModuleRuntime } | { readonly ok: false; readonly message: string } {
  try {
    const game = (exported as { default?: unknown } | null)?.default;
    if (typeof game !== 'object' || game === null)
      return { ok: false, message: t('it has no default export: export default the game (docs/game-modules.md)') };
    const g = game as Record<string, unknown>;
    const name = g['name'];
    if (typeof name !== 'string' || name.trim() === '' || name.length > MAX_NAME || /[\r\n]/.test(name))
      return { ok: false, message: t('its game has no name: a line of at most {max} characters', { max: MAX_NAME }) };
    for (const f of ['read', 'write', 'moves'])
      if (typeof g[f] !== 'function') return { ok: false, message: t('its game has no function {name}', { name: f }) };
    for (const f of ['parameters', 'key', 'grundy', 'outcome', 'samples', 'picture'])
      if (g[f] !== undefined && typeof g[f] !== 'function')
        return { ok: false, message: t("its game's {name} is not a function", { name: f }) };
    if (g['cycles'] !== undefined && typeof g['cycles'] !== 'boolean')
      return { ok: false, message: t("its game's cycles is not true or false") };
    return { ok: true, runtime: new ModuleRuntime(game as AnyModule, name.trim(), g['cycles'] === true) };
  } catch (e) {
    return { ok: false, message: t('reading its export threw: {message}', { message: thrownText(e) }) };
  }
}

export class ModuleRuntime {
  /** Parameters read, by their text. */
  private readonly parameterValues = new Map<string, unknown>();
  /** Positions read, by parameters and text. */
  private readonly positions = new Map<string, unknown>();

  constructor(
    private readonly module: AnyModule,
    readonly name: string,
    readonly cycles: boolean,
  ) {}

  /** Whether the module has this optional function. */
  has(f: 'key' | 'grundy' | 'outcome' | 'samples' | 'picture' | 'parameters'): boolean {
    return typeof this.module[f] === 'function';
  }

  /** Calls the module; anything it throws is a fault. */
  private call<T>(what: string, f: () => T): T {
    try {
      return f();
    } catch (e) {
      if (e instanceof ModuleFault) throw e;
      throw new ModuleFault(
        t('the game module threw in {function}: {message}', { function: what, message: thrownText(e) }),
      );
    }
  }

  /** A reading answered by the module (`read` or `parameters`), checked. */
  private reading<T>(what: string, text: string, answer: unknown): ModuleRead<T> {
    if (typeof answer !== 'object' || answer === null)
      throw new ModuleFault(t("the game module's {function} answered no value and no error", { function: what }));
    const a = answer as { value?: unknown; error?: unknown; at?: unknown };
    if ('error' in a) {
      const error = a.error;
      if (typeof error !== 'string' || error === '')
        throw new ModuleFault(t("the game module's {function} answered an error that is not text", { function: what }));
      const at = a.at === undefined ? null : a.at;
      if (at !== null && !isRange(at, text.length))
        throw new ModuleFault(t("the game module's {function} answered a range outside the text", { function: what }));
      const message = error.length > 500 ? `${error.slice(0, 500)}…` : error;
      return { ok: false, message, at: at === null ? null : [at[0]!, at[1]!] };
    }
    if (!('value' in a))
      throw new ModuleFault(t("the game module's {function} answered no value and no error", { function: what }));
    return { ok: true, value: a.value as T };
  }

  /** The module's reading of the parameters (its text kept as the key). */
  parameters(text: string): ModuleRead<null> {
    if (this.parameterValues.has(text)) return { ok: true, value: null };
    if (!this.has('parameters')) {
      if (text !== '')
        return { ok: false, message: t('{name} takes no parameters', { name: this.name }), at: [0, text.length] };
      this.parameterValues.set(text, text);
      return { ok: true, value: null };
    }
    const read = this.reading<unknown>(
      'parameters',
      text,
      this.call('parameters', () => this.module.parameters!(text)),
    );
    if (!read.ok) return read;
    this.parameterValues.set(text, read.value);
    return { ok: true, value: null };
  }

  private parametersOf(text: string): unknown {
    if (!this.parameterValues.has(text)) {
      const read = this.parameters(text);
      if (!read.ok)
        throw new ModuleFault(t('the game module refused its parameters: {message}', { message: read.message }));
    }
    return this.parameterValues.get(text);
  }

  /** The module's text of a position value, checked: one line, not too long. */
  private written(what: string, position: unknown, q: unknown): string {
    const text = this.call('write', () => this.module.write(position, q));
    if (typeof text !== 'string')
      throw new ModuleFault(t('the game module wrote a position that is not text ({what})', { what }));
    if (text.length > MAX_TEXT)
      throw new ModuleFault(
        t('the game module wrote a position of {count} characters, more than {max}', {
          count: text.length,
          max: MAX_TEXT,
        }),
      );
    if (/[\r\n]/.test(text) || /(^|\s)#(\s|$)|->|[+:→]/.test(text))
      throw new ModuleFault(
        t(
          "the game module wrote '{text}', which a worksheet line cannot hold (a line break, '+', ':', '->', or a '#' alone)",
          { text: quoted(text) },
        ),
      );
    return text;
  }

  /**
   * Reads a position's text: the canonical text (as the module writes the value it read, which
   * must read back to itself), or the module's message and columns.
   */
  read(text: string, parameters: string): ModuleRead<string> {
    const q = this.parametersOf(parameters);
    const read = this.readText(text, q);
    if (!read.ok) return read;
    const canonical = this.written(text, read.value, q);
    if (canonical !== text) {
      const again = this.readText(canonical, q);
      if (!again.ok)
        throw new ModuleFault(
          t("the game module writes '{text}' as '{written}', which it does not read back: {message}", {
            text: quoted(text),
            written: quoted(canonical),
            message: again.message,
          }),
        );
      this.keep(parameters, canonical, again.value);
    } else this.keep(parameters, canonical, read.value);
    return { ok: true, value: canonical };
  }

  /** The module's reading of a text, checked. */
  private readText(text: string, q: unknown): ModuleRead<unknown> {
    return this.reading<unknown>(
      'read',
      text,
      this.call('read', () => this.module.read(text, q)),
    );
  }

  private keep(parameters: string, text: string, value: unknown): void {
    if (this.positions.size >= KEPT_POSITIONS) this.positions.clear();
    this.positions.set(`${parameters}\u0000${text}`, value);
  }

  /** The module's value of a canonical text (read again when it is no longer kept). */
  private value(text: string, parameters: string): unknown {
    const kept = this.positions.get(`${parameters}\u0000${text}`);
    if (kept !== undefined) return kept;
    const read = this.read(text, parameters);
    if (!read.ok)
      throw new ModuleFault(
        t("the game module does not read its own position '{text}': {message}", {
          text: quoted(text),
          message: read.message,
        }),
      );
    return this.positions.get(`${parameters}\u0000${read.value}`);
  }

  /** Every move of a position, each result written and read back (so that it is a position), checked. */
  moves(text: string, parameters: string): TextMove[] {
    const q = this.parametersOf(parameters);
    const position = this.value(text, parameters);
    const out: TextMove[] = [];
    this.call('moves', () => {
      const answer = this.module.moves(position, q);
      if (
        typeof answer !== 'object' ||
        answer === null ||
        typeof (answer as Iterable<unknown>)[Symbol.iterator] !== 'function'
      )
        throw new ModuleFault(t("the game module's moves answered no list of moves"));
      for (const m of answer as Iterable<unknown>) {
        if (out.length >= MAX_MOVES)
          throw new ModuleFault(
            t('the game module answered more than {max} moves from one position', { max: MAX_MOVES }),
          );
        if (typeof m !== 'object' || m === null)
          throw new ModuleFault(t('the game module answered a move that is not an object'));
        const move = m as { text?: unknown; to?: unknown };
        const said = move.text;
        if (typeof said !== 'string' || said === '' || said.length > MAX_MOVE_TEXT || /[\r\n]/.test(said))
          throw new ModuleFault(
            t('the game module answered a move whose text is not a line of at most {max} characters', {
              max: MAX_MOVE_TEXT,
            }),
          );
        const to = this.written(said, move.to, q);
        const back = this.readText(to, q);
        if (!back.ok)
          throw new ModuleFault(
            t("the game module's move '{move}' leads to '{text}', which does not read back as a position: {message}", {
              move: quoted(said),
              text: quoted(to),
              message: back.message,
            }),
          );
        this.keep(parameters, to, back.value);
        out.push({ text: said, to });
      }
    });
    return out;
  }

  /** The key of a position: the module's, checked, or its text. */
  key(text: string, parameters: string): string {
    if (!this.has('key')) return text;
    const q = this.parametersOf(parameters);
    const position = this.value(text, parameters);
    const key = this.call('key', () => this.module.key!(position, q));
    if (typeof key !== 'string')
      throw new ModuleFault(t("the game module's key of '{text}' is not a string", { text: quoted(text) }));
    if (key.length > MAX_TEXT)
      throw new ModuleFault(
        t("the game module's key of '{text}' has more than {max} characters", { text: quoted(text), max: MAX_TEXT }),
      );
    return key;
  }

  /** The module's closed form for the Grundy value, unchecked against search (null where it has none). */
  grundy(text: string, parameters: string): bigint | null {
    if (!this.has('grundy')) return null;
    const q = this.parametersOf(parameters);
    const position = this.value(text, parameters);
    const g = this.call('grundy', () => this.module.grundy!(position, q));
    if (g === null || g === undefined) return null;
    if (typeof g === 'bigint' && g >= 0n) return g;
    if (typeof g === 'number' && Number.isSafeInteger(g) && g >= 0) return BigInt(g);
    throw new ModuleFault(
      t("the game module's Grundy value of '{text}' is not a whole number", { text: quoted(text) }),
    );
  }

  /** The module's closed form for normal play's outcome, unchecked against search (null where it has none). */
  outcome(text: string, parameters: string): 'win' | 'loss' | null {
    if (!this.has('outcome')) return null;
    const q = this.parametersOf(parameters);
    const position = this.value(text, parameters);
    const o = this.call('outcome', () => this.module.outcome!(position, q));
    if (o === null || o === undefined) return null;
    if (o === 'win' || o === 'loss') return o;
    throw new ModuleFault(t("the game module's outcome of '{text}' is not win, loss or null", { text: quoted(text) }));
  }

  /** The positions a closed form is checked on, read (canonical texts); empty without `samples`. */
  samples(parameters: string): string[] {
    if (!this.has('samples')) return [];
    const q = this.parametersOf(parameters);
    const out: string[] = [];
    this.call('samples', () => {
      const answer = this.module.samples!(q);
      if (
        typeof answer !== 'object' ||
        answer === null ||
        typeof (answer as Iterable<unknown>)[Symbol.iterator] !== 'function'
      )
        throw new ModuleFault(t("the game module's samples answered no list"));
      for (const s of answer as Iterable<unknown>) {
        if (out.length >= MAX_SAMPLES)
          throw new ModuleFault(t('the game module answered more than {max} samples', { max: MAX_SAMPLES }));
        if (typeof s !== 'string' || s.length > MAX_TEXT)
          throw new ModuleFault(t("the game module answered a sample that is not a position's text"));
        const read = this.read(s, parameters);
        if (!read.ok)
          throw new ModuleFault(
            t("the game module's sample '{text}' does not read: {message}", { text: quoted(s), message: read.message }),
          );
        out.push(read.value);
      }
    });
    return out;
  }

  /** The module's picture of a position, checked; null where it draws none. */
  picture(text: string, parameters: string): GamePicture | null {
    if (!this.has('picture')) return null;
    const q = this.parametersOf(parameters);
    const position = this.value(text, parameters);
    const p = this.call('picture', () => this.module.picture!(position, q));
    if (p === null || p === undefined) return null;
    if (typeof p !== 'object') throw new ModuleFault(t('the game module answered a picture that is not an object'));
    const svg = (p as { svg?: unknown }).svg;
    if (typeof svg !== 'string') throw new ModuleFault(t("the game module's picture has no svg text"));
    const problem = svgProblem(svg);
    if (problem) throw new ModuleFault(t("the game module's picture is refused: {reason}", { reason: problem }));
    const regions = (p as { regions?: unknown }).regions ?? [];
    if (!Array.isArray(regions) || regions.length > MAX_MOVES)
      throw new ModuleFault(t("the game module's picture regions are not a list of at most {max}", { max: MAX_MOVES }));
    const checked: { id: string; move: string }[] = [];
    for (const r of regions as unknown[]) {
      const { id, move } = (r ?? {}) as { id?: unknown; move?: unknown };
      if (
        typeof id !== 'string' ||
        !/^[A-Za-z][\w:.-]{0,99}$/.test(id) ||
        typeof move !== 'string' ||
        move.length > MAX_MOVE_TEXT
      )
        throw new ModuleFault(t("the game module's picture has a region that is not an element id and a move's text"));
      if (!svg.includes(`id="${id}"`) && !svg.includes(`id='${id}'`))
        throw new ModuleFault(t("the game module's picture has a region '{id}' that is no element of it", { id }));
      checked.push({ id, move });
    }
    return svg.length <= MAX_SVG ? { svg, regions: checked } : null;
  }
}
