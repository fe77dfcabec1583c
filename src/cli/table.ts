// `nim-lens table --rules RULES [--count N] [--json] [--svg FILE]`: the Grundy values of one heap,
// G(0) … G(N − 1), with the largest value and the period, preperiod and saltus where a theorem proves
// them; `--svg` also writes them as a scatter plot.

import { writeFileSync } from 'node:fs';
import { errorMessage } from '../core/errors';
import { definitionOf, gameName, rulesText } from '../core/game';
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
    io.err(`nim-lens: --rules '${args.rules}': ${parsed.message}`);
    return 2;
  }
  const count = args.count === undefined ? 1000 : Number(args.count);
  if (!/^[0-9]{1,8}$/.test(args.count ?? '1000') || count < 1 || count > MAX_TABLE) {
    io.err(`nim-lens: --count needs a whole number from 1 to ${MAX_TABLE}, not '${args.count}'`);
    return 2;
  }
  const { rules } = parsed;
  if (rules.misere) {
    io.err(`nim-lens: a table of Grundy values is of normal play; write the rules without misere`);
    return 2;
  }
  const values = definitionOf(rules.game).valueTable(rules.game, count, (done) =>
    progress.update(() => `table of ${rulesText(rules)}: ${done} of ${count} values`),
  );
  progress.clear();
  if (!values) {
    io.err(`nim-lens: ${rulesText(rules)} is not a game of one heap: a table lists the values of one heap`);
    return 2;
  }
  if (args.svg !== undefined) {
    const name = gameName(rules.game);
    const title = name === rulesText(rules) ? name : `${name} (${rulesText(rules)})`;
    try {
      writeFileSync(args.svg, grundyScatter(title, values.values, LIGHT_PALETTE).svg);
    } catch (e) {
      io.err(`nim-lens: cannot write ${args.svg}: ${errorMessage(e)}`);
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
  const lines = [`Grundy values of ${title}, G(0) to G(${count - 1}):`];
  for (let n = 0; n < values.values.length; n += PER_ROW) {
    const row = Array.from(values.values.slice(n, n + PER_ROW), (v: bigint | number) => String(v).padStart(width));
    lines.push(`${String(n).padStart(label)} │ ${row.join(' ')}`);
  }
  lines.push(`largest value: ${largest}`);
  if (per) {
    const saltus = per.saltus ? `, saltus ${per.saltus} (G(n + ${per.period}) = G(n) + ${per.saltus})` : '';
    lines.push(`period ${per.period} from ${per.preperiod}${saltus}: ${values.proof}`);
  } else lines.push(`no period proved: ${values.proof}`);
  if (values.values.length < count)
    lines.push(`(the table stops at G(${values.values.length - 1}): the values beyond it are not known)`);
  io.write(lines.join('\n') + '\n');
  return 0;
}
