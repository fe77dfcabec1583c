// `nim-lens check [--json] [--budget N] FILE...`: the report of each worksheet, streamed as it is
// analysed (report.ts), its progress on a terminal. The status: 0 when no file has an error, 1 when
// any has, 2 when a file cannot be read.

import type { Output } from './output';
import { type Progress, progressText } from './progress';
import { readWorksheet } from './readWorksheet';
import { Chunks, reportWorksheet } from './report';

export async function check(
  files: readonly string[],
  json: boolean,
  budget: number,
  io: Output,
  progress: Progress,
): Promise<number> {
  let status = 0;
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
    const hadErrors = await reportWorksheet(path, read.text, budget, json, first, out, (line, lines) =>
      progress.update(() => progressText('checking', path, line, lines, k + 1, files.length)),
    );
    first = false;
    if (status === 0 && hadErrors) status = 1;
    out.flush();
  }
  if (json) out.push(']}\n');
  out.flush();
  return status;
}
