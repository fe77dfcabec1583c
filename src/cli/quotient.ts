// `nim-lens quotient --rules RULES [--max-heap N] [--json]`: the misère quotient of a take-and-break
// code heap by heap (games/misereQuotient), to heap N (default 100) or the heap where Φ's period
// is proved: its presentation, order, P, Φ(0 … N), the period, and what proves each.

import { definitionOf, rulesText } from '../core/game';
import { presentationText } from '../core/games/misereQuotient/family';
import { classOf, type MisereQuotient, QuotientEngine } from '../core/games/misereQuotient/quotient';
import { removalRules } from '../core/games/misereQuotient/heapRules';
import { tameForm } from '../core/games/misereQuotient/tame';
import { t } from '../core/l10n';
import { parseRulesLine } from '../core/worksheet/parse';
import type { Output } from './output';
import { type Progress } from './progress';

export interface QuotientArgs {
  readonly rules: string;
  readonly maxHeap: string | undefined;
  readonly json: boolean;
}

/** The heaps `quotient` goes to unless told (the spec's default). */
export const DEFAULT_QUOTIENT_HEAPS = 100;
/** The most heaps `--max-heap` may ask for. */
const MOST_QUOTIENT_HEAPS = 100_000;

/** Orders up to this have their table written out in the human report. */
const TABLE_WRITTEN = 16;

/** What proves the quotient, in one sentence. */
export function quotientProofText(q: MisereQuotient, k: number): string {
  const certificate = t(
    'certificate: every one of the {types} types of positions of heaps up to {level} checked (a class is in P exactly when the position has a move and none to P); the monoid laws checked on its table; reduced (no two classes are P-indistinguishable)',
    { types: q.types, level: q.level },
  );
  const p = q.period;
  if (!p) return certificate;
  const n0 = Math.max(p.preperiod, 1);
  return `${certificate}; ${t(
    'Φ(n + {period}) = Φ(n) for {preperiod} ≤ n ≤ {last}, and the heaps from 2·{n0} + 2·{period} + {k} = {from} on have the types of the heaps {period} below them, all checked: every heap size',
    { period: p.period, preperiod: p.preperiod, last: q.level - p.period, n0, k, from: 2 * n0 + 2 * p.period + k },
  )}`;
}

/** Φ(0 … N) as names, by the period beyond the proved level; null entries beyond what is proved. */
function phiNames(q: MisereQuotient, heaps: number): string[] {
  const names: string[] = [];
  for (let h = 0; h <= heaps; h++) {
    const c = classOf(q, BigInt(h));
    if (c === null) break;
    names.push(q.presentation.names[c]!);
  }
  return names;
}

function quotientJson(rulesTextValue: string, q: MisereQuotient, heaps: number, k: number, seconds: number): string {
  const pr = q.presentation;
  const names = pr.names;
  const elements = pr.order;
  const p = q.period;
  const value = {
    rules: rulesTextValue,
    order: q.order,
    generators: pr.generators,
    generatorHeaps: pr.generatorHeaps,
    relations: pr.relations,
    elements: elements.map((x) => names[x]!),
    table: elements.map((x) => elements.map((y) => names[q.monoid.product(x, y)]!)),
    p: elements.filter((x) => q.inP[x] === 1).map((x) => names[x]!),
    phi: phiNames(q, heaps),
    period: p ? p.period : null,
    preperiod: p ? p.preperiod : null,
    foundAt: p ? p.foundAt : null,
    level: q.level,
    tame: p ? tameForm(q) !== null : null,
    proof: quotientProofText(q, k),
    seconds: Number(seconds.toFixed(3)),
  };
  return JSON.stringify(value);
}

/** The multiplication table as aligned rows, for small orders. */
function tableLines(q: MisereQuotient): string[] {
  const pr = q.presentation;
  const cells = pr.order.map((x) => pr.order.map((y) => pr.names[q.monoid.product(x, y)]!));
  const heads = pr.order.map((x) => pr.names[x]!);
  const width = Math.max(...heads.map((h) => h.length), ...cells.flat().map((c) => c.length));
  const pad = (s: string): string => s + ' '.repeat(width - s.length);
  return [
    `${pad('·')} | ${heads.map(pad).join(' ')}`,
    ...cells.map((row, i) => `${pad(heads[i]!)} | ${row.map(pad).join(' ')}`),
  ];
}

export function quotient(args: QuotientArgs, io: Output, progress: Progress): number {
  const parsed = parseRulesLine(args.rules);
  if (!parsed.ok) {
    io.err(`nim-lens: ${t("--rules '{rules}': {message}", { rules: args.rules, message: parsed.message })}`);
    return 2;
  }
  let heaps = DEFAULT_QUOTIENT_HEAPS;
  if (args.maxHeap !== undefined) {
    if (!/^[0-9]{1,6}$/.test(args.maxHeap) || Number(args.maxHeap) < 1 || Number(args.maxHeap) > MOST_QUOTIENT_HEAPS) {
      io.err(
        `nim-lens: ${t("--max-heap needs a whole number from 1 to {most}, not '{value}'", { most: MOST_QUOTIENT_HEAPS, value: args.maxHeap })}`,
      );
      return 2;
    }
    heaps = Number(args.maxHeap);
  }
  // The quotient is of misère play whichever play the rules line names.
  const rules = { ...parsed.rules, misere: false };
  const text = rulesText(rules);
  const game = definitionOf(rules.game).quotientGame?.(rules.game) ?? null;
  if (!game) {
    io.err(
      `nim-lens: ${t('{rules} has no misère quotient here: quotient works on take-and-break codes without modifiers or a repeating tail whose moves leave at most two heaps', { rules: text })}`,
    );
    return 2;
  }
  const engineRules = removalRules(game.removals);
  const engine = new QuotientEngine(engineRules);
  const started = Date.now();
  engine.advance(heaps, Infinity, (q) =>
    progress.update(() =>
      t('quotient of {rules}: heap {heap}, order {order}, {positions} positions searched', {
        rules: text,
        heap: q.level,
        order: q.order,
        positions: engine.positions,
      }),
    ),
  );
  progress.clear();
  const seconds = (Date.now() - started) / 1000;
  const k = engineRules.largestRemoval;
  if (engine.failure || !engine.quotient) {
    const level = engine.quotient?.level ?? 0;
    io.err(
      `nim-lens: ${t('the table found at heap {heap} failed a check ({failure}): the quotient stops at heap {level}', { heap: level + 1, failure: engine.failure ?? '', level })}`,
    );
    return 1;
  }
  const q = engine.quotient;
  if (args.json) {
    io.write(quotientJson(text, q, heaps, k, seconds) + '\n');
    return 0;
  }
  const pr = q.presentation;
  const p = q.period;
  const phi = phiNames(q, heaps);
  const lines = [
    p
      ? t('{rules} (misère): quotient of order {order}, found at heap {heap}', {
          rules: text,
          order: q.order,
          heap: p.foundAt,
        })
      : t(
          '{rules} (misère): no period proved up to heap {heap}; the quotient of the heaps up to it has order {order}',
          {
            rules: text,
            heap: q.level,
            order: q.order,
          },
        ),
    t('presentation: {presentation}', { presentation: presentationText(q) }),
  ];
  if (pr.generators.length)
    lines.push(
      t('generators: {generators}', {
        generators: pr.generators.map((g, i) => `${g} = Φ(${pr.generatorHeaps[i]!})`).join(', '),
      }),
    );
  lines.push(
    `P = {${pr.order
      .filter((x) => q.inP[x] === 1)
      .map((x) => pr.names[x]!)
      .join(', ')}}`,
  );
  lines.push(`Φ(0 … ${phi.length - 1}) = ${phi.join(' ')}`);
  if (p)
    lines.push(
      t('period {period} from heap {preperiod}: Φ(n + {period}) = Φ(n) for every n ≥ {preperiod}', {
        period: p.period,
        preperiod: p.preperiod,
      }),
    );
  // Tame or wild only as a whole quotient: the look for an isomorphism is made only then.
  if (p) {
    const tame = tameForm(q);
    lines.push(tame ? t('tame: the quotient is {form}', { form: tame }) : t("wild: the quotient is not misère Nim's"));
  }
  if (q.order <= TABLE_WRITTEN) lines.push(t('table:'), ...tableLines(q).map((l) => `  ${l}`));
  lines.push(t('proof: {proof}', { proof: quotientProofText(q, k) }));
  if (q.changedAt.length) lines.push(t('new classes at heaps {heaps}', { heaps: q.changedAt.join(', ') }));
  lines.push(
    t('time: {seconds} s, {positions} positions searched', {
      seconds: seconds.toFixed(2),
      positions: engine.positions,
    }),
  );
  io.write(lines.join('\n') + '\n');
  return 0;
}
