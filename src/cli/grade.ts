// `nim-lens grade [--json] FILE...`: per file, the claims right and wrong, the positions left
// without a claim or a record (missing) and the mistakes in records. For teachers, and for
// autograding in CI: the exit status is 0 unless a file cannot be read.

import { plural, t } from '../core/l10n';
import { gradeLines } from '../core/practice/grade';
import { splitLines } from '../core/worksheet/parse';
import type { Output } from './output';
import { type Progress, progressText } from './progress';
import { readWorksheet } from './readWorksheet';

export async function grade(
  files: readonly string[],
  json: boolean,
  budget: number,
  io: Output,
  progress?: Progress,
): Promise<number> {
  let status = 0;
  const rows: string[] = [];
  for (const [k, path] of files.entries()) {
    const read = await readWorksheet(path);
    if (!read.ok) {
      io.err(`nim-lens: ${path}: ${read.message}`);
      status = 2;
      continue;
    }
    const lines = splitLines(read.text);
    const g = gradeLines(lines, { budget }, (line) =>
      progress?.update(() => progressText('grading', path, line, lines.length, k + 1, files.length)),
    );
    if (json)
      rows.push(
        JSON.stringify({
          path,
          right: g.right,
          wrong: g.wrong,
          missing: g.missing,
          mistakes: g.mistakes,
          positions: g.positions,
          undecided: g.undecided,
        }),
      );
    else {
      const undecided = g.undecided ? t(', {count} undecided (verdict unknown)', { count: g.undecided }) : '';
      const line = t('{path}: {right} right, {wrong} wrong, {missing} missing, {mistakes}{undecided} {positions}', {
        path,
        right: g.right,
        wrong: g.wrong,
        missing: g.missing,
        mistakes: plural(g.mistakes, '{count} mistake in records', '{count} mistakes in records'),
        undecided,
        positions: plural(g.positions, '({count} position)', '({count} positions)'),
      });
      io.write(line + '\n');
      await io.pause?.();
    }
  }
  if (json) io.write(`{"files":[${rows.join(',\n')}]}\n`);
  return status;
}
