// `nim-lens check [--json] [--budget N] [--allow-modules] FILE...`: the report of each worksheet,
// streamed as it is analysed (report.ts), its progress on a terminal. A worksheet that names game
// modules is analysed in a worker that runs them (moduleCheck.ts), only with --allow-modules;
// without it, the rules lines that name them say so. The status: 0 when no file has an error, 1
// when any has, 2 when a file cannot be read.

import { setModuleRefusal } from '../core/games/module/connected';
import { t } from '../core/l10n';
import type { Output } from './output';
import { type Progress, progressText } from './progress';
import { readWorksheet } from './readWorksheet';
import { Chunks, reportWorksheet } from './report';
import { reportModuleWorksheet } from './moduleCheck';
import { namesModules } from '../core/worksheet/moduleWatch';

export async function check(
  files: readonly string[],
  json: boolean,
  budget: number,
  io: Output,
  progress: Progress,
  allowModules = false,
): Promise<number> {
  let status = 0;
  setModuleRefusal(() =>
    t('nim-lens runs game modules only with --allow-modules (a module is code: run it only if you trust it)'),
  );
  const out = new Chunks((text) => io.write(text), io.pause ? () => io.pause!() : undefined);
  if (json) out.push('{"files":[');
  let first = true;
  for (const [k, path] of files.entries()) {
    const read = await readWorksheet(path);
    if (!read.ok) {
      io.err(`nim-lens: ${path}: ${read.message}`);
      status = 2;
      continue;
    }
    const onLine = (line: number, lines: number) =>
      progress.update(() => progressText('checking', path, line, lines, k + 1, files.length));
    const job = { path, text: read.text, budget, json, first, out, onLine };
    const hadErrors =
      allowModules && namesModules(read.text) ? await reportModuleWorksheet(job) : await reportWorksheet(job);
    first = false;
    if (status === 0 && hadErrors) status = 1;
    out.flush();
  }
  if (json) out.push(']}\n');
  out.flush();
  return status;
}
