// The analyser: rules and preference in force for each line, a verdict for each position,
// and the findings on claims and game records. Every face of Nim Lens reads this.

import { anyTextPartsForms, DEFAULT_RULES, namedParts, namedPartsForms, ownTextParts, rulesText } from '../game';
import { DEFAULT_BUDGET } from '../budget';
import { DEFAULT_PREFERENCE, type Preference, preferenceText } from '../preference';
import { type Rules } from '../rules';
import { type LineCache, mayImprove, type VerdictCache } from './caches';
import { parseLine, splitLines } from './parse';
import { analysePosition } from './positionChecks';
import { ModuleFault } from '../games/module/runtime';
import { DiagnosticCode } from '../reading/syntax';
import { type LineReport, type PositionAnalysis, type SearchJob, type WorksheetAnalysis } from './analysis';
import { type Diagnostic } from '../reading/syntax';
import { type LineContext, type ParsedLine, PLAIN_CONTEXT, type Statement } from './syntax';
import { shortenWords } from '../text';

export type { LineReport, PositionAnalysis, SearchJob, StepAnalysis, WorksheetAnalysis } from './analysis';

export interface AnalyseOptions {
  readonly budget?: number;
  /** Verdicts kept between analyses of the same document (the editor passes one). */
  readonly cache?: VerdictCache;
  /** Line reports kept between analyses of the same document (the editor passes one). */
  readonly lineCache?: LineCache;
  /** Told of each position this budget left unknown, so that a larger search can run elsewhere. */
  readonly onUnknown?: (job: SearchJob) => void;
  /**
   * The budget those larger searches have: a verdict whose preference only a larger budget than
   * this could honour is final here (kept in the line cache, never asked for). Infinity when unset.
   */
  readonly largerBudget?: number;
}

export function analyseText(text: string, options: AnalyseOptions = {}): WorksheetAnalysis {
  return analyseLines(splitLines(text), options);
}

/** Analyses line by line, keeping nothing: the CLI streams its report from this. */
export function analyseEach(
  texts: readonly string[],
  options: AnalyseOptions,
  onLine: (report: LineReport) => void,
): void {
  const steps = new AnalysisSteps(texts, options);
  for (let r = steps.next(); r; r = steps.next()) onLine(r);
}

/** The analysis one line at a time, so that a caller can stop between lines (the editor works in time slices). */
export class AnalysisSteps {
  private readonly budget: number;
  private line = 0;
  private rules: Rules | null = DEFAULT_RULES;
  private rulesLine: number | null = null;
  private preference: Preference = DEFAULT_PREFERENCE;
  /** The rules and preference in force, as part of the line cache's key. */
  private context = '';
  /** How lines are read under the rules in force: the parts of a position written with names. */
  private reading: LineContext = PLAIN_CONTEXT;
  /** Under a rules line with an error, the parts it names that are written with names (for the cache's key). */
  private invalidNames = '';

  constructor(
    private readonly texts: readonly string[],
    private readonly options: AnalyseOptions,
  ) {
    this.budget = options.budget ?? DEFAULT_BUDGET;
  }

  /** The line `next` analyses (0-based): where a caller that stopped it says what failed. */
  get nextLine(): number {
    return this.line;
  }

  /** The next line's report, or null after the last line. */
  next(): LineReport | null {
    const line = this.line;
    if (line >= this.texts.length) return null;
    this.line++;
    const text = this.texts[line]!;
    const lineCache = this.options.lineCache;
    const key = lineCache ? `${this.context}\n${text}` : '';
    const cached = lineCache?.get(key, line);
    // Read under the rules in force: under a digraph, a line that begins with one of its vertices is a position.
    const parsed = cached ? cached.parsed : parseLine(text, line, this.reading);
    const st = parsed.statement;
    if (st && (st.kind === 'rules' || st.kind === 'prefer')) this.enter(st, line);
    if (cached) {
      // A report found in the cache may still name the rules line it was first analysed under.
      return cached.position && cached.position.rulesLine !== this.rulesLine
        ? { ...cached, position: { ...cached.position, rulesLine: this.rulesLine } }
        : cached;
    }
    let position: PositionAnalysis | null = null;
    let diagnostics = parsed.diagnostics;
    if (st && st.kind === 'position') {
      const found: Diagnostic[] = [...parsed.diagnostics];
      try {
        position = analysePosition(
          st,
          line,
          this.rules,
          this.rulesLine,
          this.preference,
          this.budget,
          this.options.cache,
          this.options.onUnknown,
          found,
          this.options.largerBudget,
        );
      } catch (e) {
        // A game module that broke its contract while the line was analysed: said on the line, never trusted.
        if (!(e instanceof ModuleFault)) throw e;
        found.push({ range: st.range, severity: 'error', code: DiagnosticCode.Syntax, message: e.message });
        position = null;
      }
      diagnostics = found;
    }
    // A message quotes what was written: a word of megabytes is quoted by its ends.
    if (diagnostics.some((d) => d.message.length > 240))
      diagnostics = diagnostics.map((d) => (d.message.length > 240 ? { ...d, message: shortenWords(d.message) } : d));
    const report: LineReport = { line, parsed, position, diagnostics };
    // Unknown verdicts are not kept: a larger search may decide them.
    // A line a larger budget may still improve is analysed again: its answer may come from the worker.
    if (lineCache && !position?.verdicts.some((v) => v && mayImprove(v, this.options.largerBudget)))
      lineCache.set(key, report);
    return report;
  }

  /** A rules line sets the rules and resets the preference; a prefer line sets the preference. */
  private enter(st: Extract<Statement, { kind: 'rules' | 'prefer' }>, line: number): void {
    if (st.kind === 'rules') {
      this.rules = st.rules;
      this.rulesLine = line;
      this.preference = DEFAULT_PREFERENCE;
      // Under a rules line with an error its tokens are still read as its positions (not analysed).
      this.invalidNames = st.rules
        ? ''
        : `${(st.namedParts ?? []).map((n) => (n ? 'names' : '')).join(',')}|${(st.anyTextParts ?? []).map((a) => (a ? 'text' : '')).join(',')}`;
      const parts = st.rules ? namedParts(st.rules.game) : (st.namedParts ?? []).map((n) => (n ? 'unknown' : null));
      // Parts in a form that reads its own text are handed to it (a game module's too, under a rules line with an error).
      const anyText = anyTextPartsForms(st.anyTextParts ?? []);
      const forms = st.rules
        ? ownTextParts(st.rules.game)
        : namedPartsForms(st.namedParts ?? []).map((f, i) => f ?? anyText[i] ?? null);
      if (!st.rules) for (let i = forms.length; i < anyText.length; i++) forms.push(anyText[i] ?? null);
      const owned = forms.some((f) => f !== null);
      const reading = parts.some((p) => p !== null) || owned ? { parts, ...(owned ? { forms } : {}) } : PLAIN_CONTEXT;
      // Under a rules line with an error, a part some game's form reads is that game's (not analysed).
      this.reading = st.rules ? reading : { ...reading, anyForm: true };
    } else if (st.preference) {
      this.preference = st.preference;
    }
    this.context = this.rules
      ? `${rulesText(this.rules)}|${preferenceText(this.preference)}|${this.budget}`
      : `invalid@${this.rulesLine}|${this.invalidNames}`;
  }
}

export function analyseLines(texts: readonly string[], options: AnalyseOptions = {}): WorksheetAnalysis {
  const collector = new AnalysisCollector();
  analyseEach(texts, options, (r) => collector.add(r));
  return collector.result();
}

/** Gathers line reports into a whole analysis. */
export class AnalysisCollector {
  private readonly lines: ParsedLine[] = [];
  private readonly positions: PositionAnalysis[] = [];
  private readonly diagnostics: Diagnostic[] = [];

  add(r: LineReport): void {
    this.lines.push(r.parsed);
    if (r.position) this.positions.push(r.position);
    for (const d of r.diagnostics) this.diagnostics.push(d);
  }

  result(): WorksheetAnalysis {
    return { lines: this.lines, positions: this.positions, diagnostics: this.diagnostics };
  }
}

/** The analysis of the position on a line, if the line holds one (positions are in line order). */
export function positionAt(positions: readonly PositionAnalysis[], line: number): PositionAnalysis | undefined {
  let lo = 0;
  let hi = positions.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const p = positions[mid]!;
    if (p.line === line) return p;
    if (p.line < line) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}
