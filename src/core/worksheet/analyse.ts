// The analyser: rules and preference in force for each line, a verdict for each position,
// and the findings on claims and game records. Every face of Nim Lens reads this.

import { checkMove, DEFAULT_RULES, Legality, moveText, requiredHeapCount, Rules, rulesText } from '../rules';
import { DEFAULT_BUDGET, DEFAULT_PREFERENCE, Preference, solverFor, Verdict } from '../solve';
import { formatPosition } from './format';
import { parseLine, splitLines } from './parse';
import { Diagnostic, DiagnosticCode, ItemNode, ParsedLine, PositionNode, Range, Statement } from './syntax';

export interface AnalyseOptions {
  readonly budget?: number;
  /** Verdicts kept between analyses of the same document (the editor passes one). */
  readonly cache?: VerdictCache;
  /** Line reports kept between analyses of the same document (the editor passes one). */
  readonly lineCache?: LineCache;
  /** Told of each position this budget left unknown, so that a larger search can run elsewhere. */
  readonly onUnknown?: (job: SearchJob) => void;
}

/** A position to decide with a larger budget (in the editor, off the extension host's thread). */
export interface SearchJob {
  readonly key: string;
  readonly rules: Rules;
  readonly preference: Preference;
  readonly heaps: readonly bigint[];
}

/** The cache key of a decided verdict: a proved verdict does not depend on the budget. */
export function verdictKey(rules: Rules, preference: Preference, heaps: readonly bigint[]): string {
  return `${rulesText(rules)}|${preferenceText(preference)}|${heaps.join(' ')}`;
}

export interface StepAnalysis {
  /** Index of the target item in the line (1 for the first `->`). */
  readonly index: number;
  readonly range: Range;
  readonly legality: Legality;
  /** True when the step left a win to a winning position for the opponent; null when unknown or illegal. */
  readonly mistake: boolean | null;
}

export interface PositionAnalysis {
  /** 0-based line. */
  readonly line: number;
  readonly statement: Extract<Statement, { kind: 'position' }>;
  /** Null when the rules line in force has errors. */
  readonly rules: Rules | null;
  readonly rulesLine: number | null;
  readonly preference: Preference;
  /** Verdict for each item of the line (null where the item cannot be solved, e.g. wrong heap count). */
  readonly verdicts: readonly (Verdict | null)[];
  readonly steps: readonly StepAnalysis[];
}

export interface WorksheetAnalysis {
  readonly lines: readonly ParsedLine[];
  readonly positions: readonly PositionAnalysis[];
  readonly diagnostics: readonly Diagnostic[];
}

/** Verdicts keyed by rules, preference and heaps, bounded in size. */
export class VerdictCache {
  private readonly map = new Map<string, Verdict>();
  constructor(private readonly capacity = 100_000) {}

  get(key: string): Verdict | undefined {
    return this.map.get(key);
  }

  set(key: string, v: Verdict): void {
    if (this.map.size >= this.capacity) this.map.clear();
    this.map.set(key, v);
  }

  clear(): void {
    this.map.clear();
  }
}

export function preferenceText(p: Preference): string {
  return p.kind === 'fastest' ? 'prefer fastest' : p.diagonalCost > 0n ? `prefer fewest, diagonal costs ${p.diagonalCost}` : 'prefer fewest';
}

export function analyseText(text: string, options: AnalyseOptions = {}): WorksheetAnalysis {
  return analyseLines(splitLines(text), options);
}

/** Everything about one line, handed over as soon as the line is analysed. */
export interface LineReport {
  readonly line: number;
  readonly parsed: ParsedLine;
  readonly position: PositionAnalysis | null;
  /** The line's diagnostics, syntax first. */
  readonly diagnostics: readonly Diagnostic[];
}

/**
 * Line reports by line text and the rules and preference in force: after a keystroke only the
 * changed lines are parsed and analysed again (a line that moved is relocated, not re-solved).
 * Clear it when verdicts can change without an edit (a background search finished, settings).
 */
export class LineCache {
  private map = new Map<string, LineReport>();
  constructor(private readonly capacity = 200_000) {}

  get(key: string, line: number): LineReport | undefined {
    const r = this.map.get(key);
    return r && (r.line === line ? r : relocateReport(r, line));
  }

  set(key: string, report: LineReport): void {
    if (this.map.size >= this.capacity) this.map.clear();
    this.map.set(key, report);
  }

  clear(): void {
    this.map.clear();
  }
}

/** Analyses line by line, keeping nothing: the CLI streams its report from this. */
export function analyseEach(texts: readonly string[], options: AnalyseOptions, onLine: (report: LineReport) => void): void {
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

  constructor(private readonly texts: readonly string[], private readonly options: AnalyseOptions) {
    this.budget = options.budget ?? DEFAULT_BUDGET;
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
    const parsed = cached ? cached.parsed : parseLine(text, line);
    const st = parsed.statement;
    if (st && (st.kind === 'rules' || st.kind === 'prefer')) this.enter(st, line);
    if (cached) {
      // A report found in the cache may still name the rules line it was first analysed under.
      return cached.position && cached.position.rulesLine !== this.rulesLine ? { ...cached, position: { ...cached.position, rulesLine: this.rulesLine } } : cached;
    }
    let position: PositionAnalysis | null = null;
    let diagnostics = parsed.diagnostics;
    if (st && st.kind === 'position') {
      const found: Diagnostic[] = [...parsed.diagnostics];
      position = analysePosition(st, line, this.rules, this.rulesLine, this.preference, this.budget, this.options.cache, this.options.onUnknown, found);
      diagnostics = found;
    }
    const report: LineReport = { line, parsed, position, diagnostics };
    // Unknown verdicts are not kept: a larger search may decide them.
    if (lineCache && !position?.verdicts.some((v) => v?.outcome === 'unknown')) lineCache.set(key, report);
    return report;
  }

  /** A rules line sets the rules and resets the preference; a prefer line sets the preference. */
  private enter(st: Extract<Statement, { kind: 'rules' | 'prefer' }>, line: number): void {
    if (st.kind === 'rules') {
      this.rules = st.rules;
      this.rulesLine = line;
      this.preference = DEFAULT_PREFERENCE;
    } else if (st.preference) {
      this.preference = st.preference;
    }
    this.context = this.rules ? `${rulesText(this.rules)}|${preferenceText(this.preference)}|${this.budget}` : `invalid@${this.rulesLine}`;
  }
}

function at(r: Range, line: number): Range {
  return { line, start: r.start, end: r.end };
}

function relocateDiagnostic(d: Diagnostic, line: number): Diagnostic {
  return d.fix ? { ...d, range: at(d.range, line), fix: { ...d.fix, range: at(d.fix.range, line) } } : { ...d, range: at(d.range, line) };
}

function relocateStatement(st: Statement, line: number): Statement {
  if (st.kind !== 'position') return { ...st, range: at(st.range, line) };
  return {
    ...st,
    range: at(st.range, line),
    arrows: st.arrows.map((a) => at(a, line)),
    items: st.items.map((item) => ({
      position: { ...item.position, range: at(item.position.range, line), heaps: item.position.heaps.map((h) => ({ ...h, range: at(h.range, line) })) },
      claim: item.claim && { ...item.claim, range: at(item.claim.range, line) },
    })),
  };
}

/** The same report for the same text on another line. */
function relocateReport(r: LineReport, line: number): LineReport {
  const statement = r.parsed.statement && relocateStatement(r.parsed.statement, line);
  const parsed: ParsedLine = { ...r.parsed, statement, diagnostics: r.parsed.diagnostics.map((d) => relocateDiagnostic(d, line)) };
  const position = r.position && statement && statement.kind === 'position'
    ? { ...r.position, line, statement, steps: r.position.steps.map((s) => ({ ...s, range: at(s.range, line) })) }
    : null;
  return { line, parsed, position, diagnostics: r.diagnostics.map((d) => relocateDiagnostic(d, line)) };
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

function analysePosition(
  st: Extract<Statement, { kind: 'position' }>,
  line: number,
  rules: Rules | null,
  rulesLine: number | null,
  preference: Preference,
  budget: number,
  cache: VerdictCache | undefined,
  onUnknown: ((job: SearchJob) => void) | undefined,
  out: Diagnostic[],
): PositionAnalysis {
  if (!rules) {
    out.push({ range: st.range, severity: 'information', code: DiagnosticCode.RulesInvalid, message: `not analysed: the rules line ${rulesLine === null ? '' : rulesLine + 1} above has an error` });
    return { line, statement: st, rules, rulesLine, preference, verdicts: st.items.map(() => null), steps: [] };
  }
  const solver = solverFor(rules, budget);
  const need = requiredHeapCount(rules.game);
  const verdictOf = (item: ItemNode): Verdict | null => {
    const heaps = item.position.heaps.map((h) => h.value);
    if (need !== null && heaps.length !== need) return null;
    if (!cache) return solver.solve(heaps, preference);
    const key = verdictKey(rules, preference, heaps);
    const unknownKey = `${key}|${budget}`;
    let v = cache.get(key) ?? cache.get(unknownKey);
    if (!v) {
      v = solver.solve(heaps, preference);
      cache.set(v.outcome === 'unknown' ? unknownKey : key, v);
    }
    if (v.outcome === 'unknown' && onUnknown) onUnknown({ key, rules, preference, heaps });
    return v;
  };
  const verdicts = st.items.map(verdictOf);

  st.items.forEach((item, i) => {
    const count = item.position.heaps.length;
    if (need !== null && count !== need) {
      out.push({ range: item.position.range, severity: 'error', code: DiagnosticCode.HeapCount, message: `${rulesText(rules)} is played on exactly ${need} heaps; this position has ${count}` });
      return;
    }
    const v = verdicts[i]!;
    if (v && v.outcome === 'unknown' && i === 0) {
      out.push({ range: item.position.range, severity: 'information', code: DiagnosticCode.Unknown, message: `verdict unknown: ${v.method}` });
    }
    if (item.claim && v && v.outcome !== 'unknown' && item.claim.value !== v.outcome) {
      const correct = correctClaimText(item.claim.text, v.outcome);
      const how = v.outcome === 'win' && v.recommended ? `: ${moveText(v.recommended)} → ${formatPosition(v.recommended.result, item.position.style)}` : v.outcome === 'loss' ? ': every move leaves a win for the opponent' : '';
      out.push({
        range: item.claim.range,
        severity: 'error',
        code: DiagnosticCode.WrongClaim,
        message: `wrong claim: ${positionText(item.position)} is a ${v.outcome} for the player to move${how}`,
        fix: { title: `Correct the claim to '${correct}'`, range: item.claim.range, text: correct },
      });
    }
  });

  const steps: StepAnalysis[] = [];
  for (let i = 1; i < st.items.length; i++) {
    const from = st.items[i - 1]!.position;
    const to = st.items[i]!.position;
    const range: Range = { line, start: st.arrows[i - 1]!.start, end: to.range.end };
    const legality = checkMove(rules, from.heaps.map((h) => h.value), to.heaps.map((h) => h.value));
    if (!legality.legal) {
      out.push({ range: to.range, severity: 'error', code: DiagnosticCode.IllegalMove, message: `illegal move ${positionText(from)} → ${positionText(to)}: ${legality.reason}` });
      steps.push({ index: i, range, legality, mistake: null });
      continue;
    }
    const before = verdicts[i - 1];
    const after = verdicts[i];
    let mistake: boolean | null = null;
    if (before && after && before.outcome !== 'unknown' && after.outcome !== 'unknown') {
      mistake = before.outcome === 'win' && after.outcome === 'win';
    }
    if (mistake && before) {
      const best = before.recommended;
      const alternatives = before.winningMoves.map((m) => formatPosition(m.result, to.style)).join(', ');
      out.push({
        range: to.range,
        severity: 'warning',
        code: DiagnosticCode.Mistake,
        message: `mistake: ${positionText(from)} → ${positionText(to)} gives the win away; winning move${before.winningMoves.length === 1 ? '' : 's'}: ${alternatives}`,
        ...(best ? { fix: { title: `Play the winning move ${moveText(best)} → ${formatPosition(best.result, to.style)}`, range: to.range, text: formatPosition(best.result, to.style) } } : {}),
      });
    }
    steps.push({ index: i, range, legality, mistake });
  }
  return { line, statement: st, rules, rulesLine, preference, verdicts, steps };
}

function positionText(p: PositionNode): string {
  return p.heaps.map((h) => h.text).join(' ');
}

/** The correct claim in the writer's vocabulary: win/loss or N/P, with their case. */
export function correctClaimText(written: string, outcome: 'win' | 'loss'): string {
  const short = written.length === 1;
  const word = short ? (outcome === 'win' ? 'N' : 'P') : outcome;
  if (short) return written === written.toLowerCase() ? word.toLowerCase() : word;
  if (written === written.toUpperCase()) return word.toUpperCase();
  if (written[0] === written[0]!.toUpperCase()) return word[0]!.toUpperCase() + word.slice(1);
  return word;
}
