// The check report of one worksheet, streamed as it is analysed: the human text or the JSON of
// the schema of docs/cli.md. JSON is written by hand because this runs for every position of files of
// 100,000 positions; each piece is checked against JSON.parse by the tests.

import { practiceLine } from '../core/practice/practiceSheet';
import { bitLength } from '../core/bigint';
import { definitionOf, hasCanonicalForm, sumComponents, rulesText } from '../core/game';
import { plural, t } from '../core/l10n';
import { type Move } from '../core/moves';
import { decodeParts } from '../core/sumPosition';
import { type Verdict } from '../core/verdict';
import { type Game, type Rules } from '../core/rules';
import { AnalysisSteps, type LineReport, type PositionAnalysis } from '../core/worksheet/analyser';
import { splitLines } from '../core/worksheet/parse';
import { lineTitle } from '../core/worksheet/summary';
import { type Diagnostic, type PositionNode } from '../core/reading/syntax';
import { type LineOut } from './moduleProtocol';

/** The JSON report's shape (the schema of docs/cli.md), for readers of it such as the tests. */
export interface JsonReport {
  readonly files: readonly {
    readonly path: string;
    readonly positions: readonly JsonPositionReport[];
    readonly diagnostics: readonly {
      readonly line: number;
      readonly column: number;
      readonly endColumn: number;
      readonly severity: string;
      readonly code: string;
      readonly message: string;
    }[];
  }[];
}

/** A position's heaps: decimal strings, or for a sum one list of them per part. */
export type JsonHeaps = readonly string[] | readonly (readonly string[])[];

/** One position; `H` is `readonly string[]` for a game that is not a sum. */
export interface JsonPositionReport<H extends JsonHeaps = JsonHeaps> {
  readonly line: number;
  readonly rules: string | null;
  readonly heaps: H;
  readonly outcome: 'win' | 'loss' | 'draw' | 'unknown';
  readonly winningMoves: readonly H[];
  readonly winningMoveCount: string | null;
  readonly recommended: H | null;
  /**
   * Present only when `recommended` is not the move the preference asks for (the fastest win; from
   * a loss the slowest loss) because its remoteness is beyond the budget: why, in words.
   */
  readonly recommendedFallback?: string;
  readonly method: string;
  /** Normal play's Grundy value where known. */
  readonly grundy: string | null;
  /** A sum's parts with their rules and values; absent for one game. */
  readonly components?:
    readonly { readonly rules: string; readonly heaps: readonly string[]; readonly grundy: string | null }[] | null;
}

/** Collects output and hands it over in large pieces: 100,000 positions make tens of megabytes. */
export class Chunks {
  private buffer = '';
  private flushed = false;
  /** `pause` gives the output a turn of the event loop after a piece (see `Output.pause`). */
  constructor(
    private readonly write: (text: string) => void,
    private readonly pauseOutput?: () => Promise<void>,
  ) {}

  push(text: string): void {
    this.buffer += text;
    if (this.buffer.length > 1 << 16) this.flush();
  }

  flush(): void {
    if (this.buffer) {
      this.write(this.buffer);
      this.flushed = true;
    }
    this.buffer = '';
  }

  /** After a piece went out, the output's pause; otherwise undefined, so that a line costs no await. */
  pause(): Promise<void> | undefined {
    if (!this.flushed || !this.pauseOutput) return undefined;
    this.flushed = false;
    return this.pauseOutput();
  }
}

const jsonRules = new WeakMap<Rules, string>();

function jsonRulesText(rules: Rules): string {
  let text = jsonRules.get(rules);
  if (text === undefined) jsonRules.set(rules, (text = JSON.stringify(rulesText(rules))));
  return text;
}

/** A decimal string as written, when it is already canonical (no `_`, no leading zero): no bigint to convert. */
function canonicalText(text: string, value: bigint): string {
  return text.indexOf('_') < 0 && (text.length === 1 || text.charCodeAt(0) !== 48) ? text : value.toString();
}

/** `["1","4","5"]`: decimal strings need no escaping. */
function jsonStrings(values: readonly string[]): string {
  return values.length === 0 ? '[]' : `["${values.join('","')}"]`;
}

/** Written numbers this long have their neighbours' decimal text made from theirs: converting 100,000 digits takes long. */
const LONG_TEXT = 1000;

/**
 * A number's decimal text, from the text of a larger one near it (a heap of 100,000 digits less a
 * move's worth): only the digits that change are converted.
 */
function decimalBelow(value: bigint, near: bigint, nearText: string): string {
  const difference = near - value;
  if (difference === 0n) return nearText;
  if (nearText.length < LONG_TEXT || difference < 0n || value < 0n) return value.toString();
  // Digits of the difference, one more for the borrow: a longer tail where the borrow runs on.
  for (
    let tail = Math.ceil(bitLength(difference) * Math.LOG10E * Math.LN2) + 2;
    tail < nearText.length / 2;
    tail *= 2
  ) {
    const digits = BigInt(nearText.slice(-tail));
    if (digits >= difference) return nearText.slice(0, -tail) + (digits - difference).toString().padStart(tail, '0');
  }
  return value.toString();
}

/**
 * The heaps after a move, converting only the heaps it changed (the others keep their text): a
 * move may change more places than it names (a staircase's stair below), so every place is compared.
 */
function jsonResult(move: Move, before: readonly string[], position: PositionNode): string {
  const result = move.result;
  if (result.length !== before.length)
    // A Fibonacci heap written fresh gets its limit: the heap's text still serves.
    return jsonStrings(
      result.map((r, i) => (i < before.length ? decimalBelow(r, position.heaps[i]!.value, before[i]!) : String(r))),
    );
  if (result.length === 0) return '[]';
  if (result.length > 16) {
    // A long line: one join (a string grown by thousands of pieces is a rope the collector pays for).
    const out = before.slice();
    for (let i = 0; i < result.length; i++) {
      const heap = position.heaps[i]!.value;
      if (result[i] !== heap) out[i] = decimalBelow(result[i]!, heap, before[i]!);
    }
    return jsonStrings(out);
  }
  // Written straight into one string: this runs for every winning move of 100,000 positions.
  let text = '["';
  for (let i = 0; i < result.length; i++) {
    const r = result[i]!;
    const heap = position.heaps[i]!.value;
    text += (i ? '","' : '') + (r === heap ? before[i]! : decimalBelow(r, heap, before[i]!));
  }
  return text + '"]';
}

/** Whether the rules' positions are a sum's parts, and whether they are coins (not heaps as written): asked once per rule set. */
const formsOfRules = new WeakMap<Rules, { readonly sum: boolean; readonly coins: Game | null }>();

function formsOf(rules: Rules): { readonly sum: boolean; readonly coins: Game | null } {
  let forms = formsOfRules.get(rules);
  if (!forms)
    formsOfRules.set(
      rules,
      (forms = { sum: sumComponents(rules.game) !== null, coins: coinForm(rules.game) ? rules.game : null }),
    );
  return forms;
}

/** A sum's vector as its parts, one list of decimal strings each. */
function jsonParts(vector: readonly bigint[]): string {
  const decoded = decodeParts(vector);
  return `[${(decoded?.parts ?? [vector]).map((part) => jsonStrings(part.map(String))).join(',')}]`;
}

/** The exact count as a decimal string; null where it is not computable within the budget. */
function jsonCount(v: Verdict | null): string {
  if (!v) return '"0"';
  return v.winningMoveCount === null ? 'null' : `"${v.winningMoveCount}"`;
}

function jsonGrundy(g: bigint | null): string {
  return g === null ? 'null' : `"${g}"`;
}

/** A sum's parts as written, one list each (a position written without `+` is one part). */
function writtenParts(position: PositionNode): string {
  const parts = position.parts ?? [position];
  // Escaped: a game module's part is its text as written.
  return `[${parts.map((part) => JSON.stringify(part.heaps.map((h) => canonicalText(h.text, h.value)))).join(',')}]`;
}

/** Whether a game's positions (a sum's parts' included) are rows or grids of coins, not heaps as written. */
function coinForm(game: Game): boolean {
  return (sumComponents(game) ?? [game]).some(hasCanonicalForm);
}

/** One game's position in the JSON: decimal strings, a grid's heads each as `"x,y"`. */
function jsonVector(game: Game, vector: readonly bigint[]): string {
  // Written by the game (a game module's text may hold quotes): escaped.
  return JSON.stringify(definitionOf(game).positionForm.json(vector));
}

/** A position of these rules from its vector: one game's list, or a sum's lists per part. */
function jsonOfVector(game: Game, vector: readonly bigint[]): string {
  const components = sumComponents(game);
  if (!components) return jsonVector(game, vector);
  const parts = decodeParts(vector)?.parts ?? [vector];
  return `[${parts.map((part, i) => jsonVector(components[i] ?? game, part)).join(',')}]`;
}

/**
 * One position of the JSON report, in pieces: its head, each listed winning move, its tail. A move
 * of a line of a million heaps is megabytes of JSON; written piece by piece, the report never
 * holds them all.
 */
export function* jsonPositionPieces(p: PositionAnalysis): Generator<string> {
  const v = p.verdicts[0] ?? null;
  const position = p.statement.items[0]!.position;
  const forms = p.rules ? formsOf(p.rules) : null;
  const sum = forms?.sum === true;
  const heaps = position.heaps.map((h) => canonicalText(h.text, h.value));
  // Coins are reported by their canonical vector (heads ascending, a grid's as "x,y"), not as written.
  const coins = forms?.coins ?? null;
  const vector = coins ? (p.vectors[0] ?? null) : null;
  const resultText = (m: Move): string => {
    if (coins) return jsonOfVector(coins, m.result);
    return sum ? jsonParts(m.result) : jsonResult(m, heaps, position);
  };
  let method: string;
  if (v) method = v.method;
  else if (p.rules) method = t('not analysed: the position does not fit the rules (heaps or parts)');
  else method = t('not analysed: the rules line has an error');
  let heapsText = sum ? writtenParts(position) : jsonStrings(heaps);
  // A canonical position that does not fit is written as its tokens were (a name is not its number).
  if (coins && !sum)
    heapsText = vector ? jsonOfVector(coins, vector) : JSON.stringify(position.heaps.map((h) => h.text));
  else if (coins && vector) heapsText = jsonOfVector(coins, vector);
  yield `{"line":${p.line + 1},"rules":${p.rules ? jsonRulesText(p.rules) : 'null'},"heaps":${heapsText},"outcome":"${v ? v.outcome : 'unknown'}","winningMoves":[`;
  // The recommended move is most often the first winning move: its text is written once.
  let recommended: string | null = v?.recommended ? null : 'null';
  // Small moves are written together (a worksheet of 100,000 lines), large ones one by one.
  let winning = '';
  if (v)
    for (let i = 0; i < v.winningMoves.length; i++) {
      const m = v.winningMoves[i]!;
      const text = resultText(m);
      if (m === v.recommended) recommended = text;
      winning += (i ? ',' : '') + text;
      if (winning.length > 1 << 16) {
        yield winning;
        winning = '';
      }
    }
  recommended ??= resultText(v!.recommended!);
  // Said only where the preference could not be honoured within the budget, and why.
  if (v?.fallback) recommended += `,"recommendedFallback":${JSON.stringify(v.recommendedBecause)}`;
  let components = '';
  if (sum) {
    const games = p.rules ? sumComponents(p.rules.game) : null;
    const list = v?.components?.map((c, i) => {
      const game = games?.[i];
      const heapsOf = game ? jsonVector(game, c.heaps) : jsonStrings(c.heaps.map(String));
      return `{"rules":${JSON.stringify(c.rules)},"heaps":${heapsOf},"grundy":${jsonGrundy(c.grundy)}}`;
    });
    components = `,"components":${list ? `[${list.join(',')}]` : 'null'}`;
  }
  yield `${winning}],"winningMoveCount":${jsonCount(v)},"recommended":${recommended},"method":${JSON.stringify(method)},"grundy":${jsonGrundy(v?.grundy ?? null)}${components}}`;
}

export function jsonDiagnostic(d: Diagnostic): string {
  return JSON.stringify({
    line: d.range.line + 1,
    column: d.range.start + 1,
    endColumn: d.range.end + 1,
    severity: d.severity,
    code: d.code,
    message: d.message,
  });
}

/** `file:line:column: ` stays as compilers write it; the severity is a word of the language. */
function textDiagnostic(path: string, d: Diagnostic): string {
  const { message } = d;
  let text: string;
  if (d.severity === 'error') text = t('error: {message}', { message });
  else if (d.severity === 'warning') text = t('warning: {message}', { message });
  else text = t('information: {message}', { message });
  return `${path}:${d.range.line + 1}:${d.range.start + 1}: ${text} [${d.code}]`;
}

/** One worksheet to report: its path and text, how to write it, and `onLine` told of each line done
 * (1-based) out of all. check.ts hands it to reportWorksheet, or to reportModuleWorksheet
 * (moduleCheck.ts) when the worksheet names game modules. */
export interface WorksheetJob {
  readonly path: string;
  readonly text: string;
  readonly budget: number;
  readonly json: boolean;
  /** Whether it is the first file of the JSON report (the others start with a comma). */
  readonly first: boolean;
  readonly out: Chunks;
  readonly onLine?: ((line: number, lines: number) => void) | undefined;
}

/** Analyses one worksheet, handing its report to `out` piece by piece as lines are analysed (holding
 * 100,000 small strings until the end would double the time spent collecting garbage). Returns
 * whether it had an error. */
export async function reportWorksheet(job: WorksheetJob): Promise<boolean> {
  const { out, onLine } = job;
  const report = new LinesReport(job.path, job.json, out, job.first);
  const lines = splitLines(job.text);
  const steps = new AnalysisSteps(lines, { budget: job.budget });
  for (let r = steps.next(); r; r = steps.next()) {
    await report.addAnalysed(r);
    onLine?.(r.line + 1, lines.length);
    // Between pieces, so that a closed pipe (`| head`) stops the work instead of waiting for the end.
    const pause = out.pause();
    if (pause) await pause;
  }
  return report.end();
}

/** The end of a worksheet's report: the JSON's diagnostics, or the line that counts what was found. */
function reportEnd(
  path: string,
  json: boolean,
  diagnostics: readonly string[],
  positions: number,
  errors: number,
  warnings: number,
): string {
  if (json) return `],\n"diagnostics":[${diagnostics.length ? '\n' + diagnostics.join(',\n') : ''}]}`;
  return (
    t('{path}: {positions}, {errors}, {warnings}', {
      path,
      positions: plural(positions, '{count} position', '{count} positions'),
      errors: plural(errors, '{count} error', '{count} errors'),
      warnings: plural(warnings, '{count} warning', '{count} warnings'),
    }) + '\n'
  );
}

/** One line's report as data (the JSON of its position or its lens title, its diagnostics): what a worker sends. */
export function lineOut(r: LineReport, json: boolean, grade = false): LineOut {
  let position: string | null = null;
  if (r.position) position = json ? [...jsonPositionPieces(r.position)].join('') : (lineTitle(r.position) ?? '');
  const out = { line: r.line, position, diagnostics: r.diagnostics };
  if (!grade) return out;
  if (r.position) return { ...out, practice: practiceLine(r.position, true) };
  // A position the analysis could not finish (its module threw, say): graded by no one.
  return r.parsed.statement?.kind === 'position'
    ? { ...out, diagnostics: r.diagnostics.filter((d) => d.severity === 'error'), broken: true }
    : out;
}

/** A worksheet's report written line by line, in line order: from a line analysed here
 * (reportWorksheet) or from a line's report as data (a worker's, moduleCheck.ts). */
export class LinesReport {
  private errors = 0;
  private warnings = 0;
  private positions = 0;
  private readonly diagnostics: string[] = [];

  constructor(
    private readonly path: string,
    private readonly json: boolean,
    private readonly out: Chunks,
    first: boolean,
  ) {
    if (json) out.push(`${first ? '' : ',\n'}{"path":${JSON.stringify(path)},"positions":[`);
  }

  /** A line analysed here: a position's JSON goes out a piece at a time, with `out.pause()` between
   * them, so that a huge position's megabytes go out as they are made. */
  async addAnalysed(r: LineReport): Promise<void> {
    if (r.position) {
      if (this.json) {
        this.out.push(this.positions === 0 ? '\n' : ',\n');
        for (const piece of jsonPositionPieces(r.position)) {
          this.out.push(piece);
          const pause = this.out.pause();
          if (pause) await pause;
        }
      } else this.title(r.line, lineTitle(r.position) ?? '');
      this.positions++;
    }
    this.diagnose(r.diagnostics);
  }

  /** A line's report as data (`lineOut`): its position written whole. */
  add(o: LineOut): void {
    if (o.position !== null) {
      if (this.json) this.out.push((this.positions === 0 ? '\n' : ',\n') + o.position);
      else this.title(o.line, o.position);
      this.positions++;
    }
    this.diagnose(o.diagnostics);
  }

  /** As the lens says it: a record by its last position, where its next move is played from. */
  private title(line: number, title: string): void {
    if (title) this.out.push(`${this.path}:${line + 1}: ${title}\n`);
  }

  /** A line's diagnostics counted, and written (text) or kept for the end (JSON). */
  private diagnose(diagnostics: readonly Diagnostic[]): void {
    for (const d of diagnostics) {
      if (d.severity === 'error') this.errors++;
      else if (d.severity === 'warning') this.warnings++;
      if (this.json) this.diagnostics.push(jsonDiagnostic(d));
      else this.out.push(textDiagnostic(this.path, d) + '\n');
    }
  }

  /** Ends the report; whether it had an error. */
  end(): boolean {
    this.out.push(reportEnd(this.path, this.json, this.diagnostics, this.positions, this.errors, this.warnings));
    return this.errors > 0;
  }
}
