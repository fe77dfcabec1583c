// What the editor keeps between analyses of a document: verdicts by rules, preference and heaps,
// and whole line reports by line text and context (relocated when a line moves).

import { rulesText } from '../game';
import { preferenceText, type Preference } from '../preference';
import { type Rules } from '../rules';
import { type Verdict } from '../verdict';
import type { LineReport } from './analysis';
import { type Diagnostic, type PositionNode, type Range } from '../reading/syntax';
import { type ParsedLine, type Statement } from './syntax';

/** The cache key of a decided verdict: a proved verdict does not depend on the budget. */
export function verdictKey(rules: Rules, preference: Preference, heaps: readonly bigint[]): string {
  return `${rulesText(rules)}|${preferenceText(preference)}|${heaps.join(' ')}`;
}

/**
 * Whether a larger budget may say more: decide an unknown verdict, count the winning moves of one
 * whose count was beyond the budget (Turning Corners with long coordinates), or, with a budget of
 * `larger`, find the fastest win `prefer fastest` asked for where its search was beyond the budget
 * (`Verdict.fallback`; positions beyond any budget are not asked again). The slowest loss is not
 * asked for: a loss's lens shows no move, and a search of millions of moves in the background for
 * the move a fix would play from a loss is not worth the machine it takes (the hover says which
 * move it is and why).
 */
export function mayImprove(v: Verdict, larger = Infinity): boolean {
  return (
    v.outcome === 'unknown' ||
    (v.outcome === 'win' &&
      (v.winningMoveCount === null || (v.fallback !== undefined && v.fallback.retryFrom <= larger))) ||
    (v.saysMoreFrom !== undefined && v.saysMoreFrom <= larger)
  );
}

/** The cache key of an unknown verdict: a larger budget may decide it. */
export function unknownVerdictKey(key: string, budget: number): string {
  return `${key}|${budget}`;
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

function at(r: Range, line: number): Range {
  return { line, start: r.start, end: r.end };
}

function relocateDiagnostic(d: Diagnostic, line: number): Diagnostic {
  return d.fix
    ? { ...d, range: at(d.range, line), fix: { ...d.fix, range: at(d.fix.range, line) } }
    : { ...d, range: at(d.range, line) };
}

/** A position on another line: its heaps, and a sum's parts with theirs. */
function relocatePosition(p: PositionNode, line: number): PositionNode {
  return {
    ...p,
    range: at(p.range, line),
    heaps: p.heaps.map((h) => ({ ...h, range: at(h.range, line) })),
    parts: p.parts && p.parts.map((part) => relocatePosition(part, line)),
  };
}

function relocateStatement(st: Statement, line: number): Statement {
  if (st.kind !== 'position') return { ...st, range: at(st.range, line) };
  return {
    ...st,
    range: at(st.range, line),
    arrows: st.arrows.map((a) => at(a, line)),
    items: st.items.map((item) => ({
      position: relocatePosition(item.position, line),
      claim: item.claim && { ...item.claim, range: at(item.claim.range, line) },
    })),
  };
}

/** The same report for the same text on another line. */
function relocateReport(r: LineReport, line: number): LineReport {
  const statement = r.parsed.statement && relocateStatement(r.parsed.statement, line);
  const parsed: ParsedLine = {
    ...r.parsed,
    statement,
    diagnostics: r.parsed.diagnostics.map((d) => relocateDiagnostic(d, line)),
  };
  const position =
    r.position && statement && statement.kind === 'position'
      ? { ...r.position, line, statement, steps: r.position.steps.map((s) => ({ ...s, range: at(s.range, line) })) }
      : null;
  return { line, parsed, position, diagnostics: r.diagnostics.map((d) => relocateDiagnostic(d, line)) };
}
