// The messages of a worksheet's module thread, read as untrusted: a game module runs in that
// thread and can post anything there, so the editor takes only what the lines task itself sends —
// a line's view whose every range and edit lies on that line, its texts strings, its codes and
// severities the core's. No vscode here: unit-tested in Node.

import { DiagnosticCode, type Diagnostic, type Range, type Severity } from '../core/reading/syntax';
import { type PracticeLine } from '../core/practice/practiceSheet';
import { type LineEdit, type LineView, type MoveChoiceView, type PositionView } from '../core/worksheet/lineView';
import { isCount, isFields } from '../core/untrusted';
import { type FromModuleThread } from './moduleProtocol';

const isText = (x: unknown): x is string => typeof x === 'string';
const isTextOrNull = (x: unknown): x is string | null => x === null || typeof x === 'string';

const SEVERITIES: readonly unknown[] = ['error', 'warning', 'information'] satisfies Severity[];
const CODES: readonly unknown[] = Object.values(DiagnosticCode);
const OUTCOMES: readonly unknown[] = ['win', 'loss', 'draw', 'unknown'];
const CLAIM_MARKS: readonly unknown[] = ['right', 'wrong', 'undecided'];

/** Each of `items` passes `ok` (and `items` is an array). */
function every<T>(items: unknown, ok: (item: unknown) => item is T): items is T[] {
  return Array.isArray(items) && items.every((item) => ok(item));
}

/** A message of a worksheet's module thread, checked; null when it is not one the lines task sends. */
export function readFromLinesThread(raw: unknown): FromModuleThread | null {
  if (!isFields(raw)) return null;
  switch (raw.kind) {
    case 'ready':
    case 'done':
      return { kind: raw.kind };
    case 'loading':
      return isText(raw.path) ? { kind: 'loading', path: raw.path } : null;
    case 'start':
      return isCount(raw.line) ? { kind: 'start', line: raw.line } : null;
    case 'line':
      return isCount(raw.line) && isLineView(raw.out, raw.line) ? { kind: 'line', line: raw.line, out: raw.out } : null;
    default:
      return null;
  }
}

/** A line's view, every range and edit of it on `line`. */
export function isLineView(x: unknown, line: number): x is LineView {
  const onLine = (r: unknown): r is Range =>
    isFields(r) && r.line === line && isCount(r.start) && isCount(r.end) && r.start <= r.end;
  const isEdit = (e: unknown): e is LineEdit => isFields(e) && onLine(e.range) && isText(e.text);
  const isDiagnostic = (d: unknown): d is Diagnostic =>
    isFields(d) &&
    onLine(d.range) &&
    SEVERITIES.includes(d.severity) &&
    CODES.includes(d.code) &&
    isText(d.message) &&
    (d.fix === undefined || (isFields(d.fix) && isText(d.fix.title) && onLine(d.fix.range) && isText(d.fix.text)));
  const isItem = (i: unknown): i is PositionView['items'][number] =>
    isFields(i) && onLine(i.range) && onLine(i.hoverRange) && isTextOrNull(i.hover);
  const isChoice = (m: unknown): m is MoveChoiceView =>
    isFields(m) && isText(m.label) && isText(m.description) && isText(m.words) && isEdit(m.edit);
  const isFix = (f: unknown): f is PositionView['fixes'][number] => isFields(f) && isText(f.title) && isEdit(f.edit);
  const isPosition = (p: unknown): p is PositionView =>
    isFields(p) &&
    onLine(p.range) &&
    isText(p.lens) &&
    (p.outcome === null || OUTCOMES.includes(p.outcome)) &&
    every(p.items, isItem) &&
    (p.winning === null || (isFields(p.winning) && isText(p.winning.heading) && every(p.winning.moves, isChoice))) &&
    every(p.fixes, isFix);
  const isPractice = (p: unknown): p is PracticeLine =>
    isFields(p) &&
    p.line === line &&
    every(p.claims, (c): c is string => CLAIM_MARKS.includes(c)) &&
    isCount(p.mistakes) &&
    isCount(p.illegalSteps) &&
    isCount(p.undecidedSteps) &&
    [p.missing, p.open, p.revealed, p.draws].every((b) => typeof b === 'boolean');
  return (
    isFields(x) &&
    x.line === line &&
    every(x.diagnostics, isDiagnostic) &&
    (x.position === null || isPosition(x.position)) &&
    isTextOrNull(x.rulesHover) &&
    (x.practice === undefined || isPractice(x.practice))
  );
}
