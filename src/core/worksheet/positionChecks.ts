// One position line: its verdicts, the claims checked, each step of a game record checked for
// legality and for mistakes.

import { checkMove, moveText } from '../moves';
import { type Preference } from '../preference';
import { requiredHeapCount, type Rules, rulesText } from '../rules';
import { solverFor } from '../solve';
import { type Verdict } from '../verdict';
import type { PositionAnalysis, SearchJob, StepAnalysis } from './analyser';
import { unknownVerdictKey, type VerdictCache, verdictKey } from './caches';
import { formatPosition } from './format';
import { type Diagnostic, DiagnosticCode, type ItemNode, type PositionNode, type Range, type Statement } from './syntax';

export function analysePosition(
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
    const unknownKey = unknownVerdictKey(key, budget);
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
