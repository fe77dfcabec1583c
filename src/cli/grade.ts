// `nim-lens grade [--json] [--allow-modules] FILE...`: per file, the claims right and wrong, the
// positions left without a claim or a record (missing) and the mistakes in records. For teachers,
// and for autograding in CI: the exit status is 0 unless a file cannot be read. A sheet that names
// game modules is graded in a worker that runs them (moduleCheck.ts), only with --allow-modules;
// without it, the positions of those games are undecided, and the command says why.

import { plural, t } from '../core/l10n';
import { type Grade, gradeLines, gradeOf } from '../core/practice/grade';
import { setModuleRefusal } from '../core/games/module/connected';
import { namesModules } from '../core/worksheet/moduleWatch';
import { gradeModuleWorksheet } from './moduleCheck';
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
  allowModules = false,
): Promise<number> {
  let status = 0;
  const refusal = t(
    'nim-lens runs game modules only with --allow-modules (a module is code: run it only if you trust it)',
  );
  setModuleRefusal(() => refusal);
  const rows: string[] = [];
  for (const [k, path] of files.entries()) {
    const read = await readWorksheet(path);
    if (!read.ok) {
      io.err(`nim-lens: ${path}: ${read.message}`);
      status = 2;
      continue;
    }
    const lines = splitLines(read.text);
    const onLine = (line: number) =>
      progress?.update(() => progressText('grading', path, line, lines.length, k + 1, files.length));
    let g: Grade;
    if (namesModules(read.text) && allowModules) {
      const graded = await gradeModuleWorksheet(path, read.text, budget, onLine);
      // A line a module broke is graded by no one: said, with why, on standard error.
      for (const d of graded.failed) io.err(`nim-lens: ${path}:${d.range.line + 1}: ${d.message}`);
      g = gradeOf(graded.lines);
    } else {
      if (namesModules(read.text)) io.err(`nim-lens: ${path}: ${refusal}`);
      g = gradeLines(lines, { budget }, onLine);
    }
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
