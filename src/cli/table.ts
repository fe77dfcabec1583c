// `nim-lens table --rules RULES [--count N] [--json] [--svg FILE]`: the Grundy values of one heap,
// G(0) … G(N − 1), with the largest value and the period, preperiod and saltus where a theorem proves
// them; `--svg` also writes them as a scatter plot.

import { writeFileSync } from 'node:fs';
import { errorMessage } from '../core/errors';
import { definitionOf, gameName, rulesText } from '../core/game';
import { t } from '../core/l10n';
import { grundyScatter } from '../core/pictures/scatter';
import { LIGHT_PALETTE } from '../core/pictures/svg';
import { parseRulesLine } from '../core/worksheet/parse';
import type { Output } from './output';
import { type Progress } from './progress';

/** Values a table holds at most: ten million values of a take-and-break game fit in memory (4 bytes each). */
export const MAX_TABLE = 10_000_000;

export interface TableArgs {
  readonly rules: string;
  readonly count: string | undefined;
  readonly json: boolean;
  /** Where to write the scatter plot of the values as SVG, if anywhere. */
  readonly svg: string | undefined;
}

/** Values per line of the text table, after the heap size of the first. */
const PER_ROW = 20;

export function table(args: TableArgs, io: Output, progress: Progress): number {
  const parsed = parseRulesLine(args.rules);
  if (!parsed.ok) {
    io.err(`nim-lens: ${t("--rules '{rules}': {message}", { rules: args.rules, message: parsed.message })}`);
    return 2;
  }
  const count = args.count === undefined ? 1000 : Number(args.count);
  if (!/^[0-9]{1,8}$/.test(args.count ?? '1000') || count < 1 || count > MAX_TABLE) {
    io.err(
      `nim-lens: ${t("--count needs a whole number from 1 to {max}, not '{value}'", { max: MAX_TABLE, value: String(args.count) })}`,
    );
    return 2;
  }
  const { rules } = parsed;
  if (rules.misere) {
    io.err(`nim-lens: ${t('a table of Grundy values is of normal play; write the rules without misere')}`);
    return 2;
  }
  const values = definitionOf(rules.game).valueTable(rules.game, count, (done) =>
    progress.update(() => t('table of {rules}: {done} of {count} values', { rules: rulesText(rules), done, count })),
  );
  progress.clear();
  if (!values) {
    io.err(
      `nim-lens: ${t('{rules} is not a game of one heap: a table lists the values of one heap', { rules: rulesText(rules) })}`,
    );
    return 2;
  }
  if (args.svg !== undefined) {
    const name = gameName(rules.game);
    const title = name === rulesText(rules) ? name : `${name} (${rulesText(rules)})`;
    try {
      writeFileSync(args.svg, grundyScatter(title, values.values, LIGHT_PALETTE).svg);
    } catch (e) {
      io.err(`nim-lens: ${t('cannot write {file}: {message}', { file: args.svg, message: errorMessage(e) })}`);
      return 2;
    }
  }
  let largest = 0n;
  for (const v of values.values) if (BigInt(v) > largest) largest = BigInt(v);
  const per = values.period;
  if (args.json) {
    io.write(
      `{"rules":${JSON.stringify(rulesText(rules))},"values":[${values.values.join(',')}],"largest":${largest},` +
        `"period":${per ? per.period : null},"preperiod":${per ? per.preperiod : null},"saltus":${per ? per.saltus : null},` +
        `"proof":${per ? JSON.stringify(values.proof) : null}}\n`,
    );
    return 0;
  }
  const name = gameName(rules.game);
  const title = name === rulesText(rules) ? name : `${name} (${rulesText(rules)})`;
  const width = String(largest).length;
  const label = String(count - 1).length;
  const lines = [t('Grundy values of {title}, G(0) to G({last}):', { title, last: count - 1 })];
  for (let n = 0; n < values.values.length; n += PER_ROW) {
    const row = Array.from(values.values.slice(n, n + PER_ROW), (v: bigint | number) => String(v).padStart(width));
    lines.push(`${String(n).padStart(label)} │ ${row.join(' ')}`);
  }
  lines.push(t('largest value: {largest}', { largest }));
  if (per) {
    const period = { period: per.period, preperiod: per.preperiod, saltus: per.saltus, proof: values.proof };
    lines.push(
      per.saltus
        ? t('period {period} from {preperiod}, saltus {saltus} (G(n + {period}) = G(n) + {saltus}): {proof}', period)
        : t('period {period} from {preperiod}: {proof}', period),
    );
  } else lines.push(t('no period proved: {proof}', { proof: values.proof }));
  if (values.values.length < count)
    lines.push(
      t('(the table stops at G({last}): the values beyond it are not known)', { last: values.values.length - 1 }),
    );
  io.write(lines.join('\n') + '\n');
  return 0;
}
