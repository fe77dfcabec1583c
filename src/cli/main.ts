// `nim-lens check [--json] FILE...`: the worksheet checker for terminals and CI.
// Exit status: 0 when no file has an error, 1 when any has, 2 on a usage error or an unreadable file.

import { promises as fs } from 'fs';
import { analyseText, WorksheetAnalysis } from '../core/worksheet/analyse';
import { verdictTitle } from '../core/worksheet/summary';
import { rulesText } from '../core/rules';
import { DEFAULT_BUDGET } from '../core/solve';

/** Larger files are refused with a clear message rather than analysed for minutes. */
export const MAX_FILE_BYTES = 32 * 1024 * 1024;

const USAGE = `usage: nim-lens check [--json] [--budget N] FILE...

Checks .nim worksheets: a verdict for every position, errors for bad syntax,
illegal moves and wrong claims, warnings for mistakes in game records.

  --json        machine-readable report (see the README for the schema)
  --budget N    work allowed per position for exhaustive search (default ${DEFAULT_BUDGET})

exit status: 0 no errors, 1 errors found, 2 usage error or unreadable file`;

interface Output {
  out(text: string): void;
  err(text: string): void;
}

type ReadResult = { ok: true; text: string } | { ok: false; message: string };

export async function readWorksheet(path: string): Promise<ReadResult> {
  let stat;
  try {
    stat = await fs.stat(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return { ok: false, message: code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'permission denied' : `cannot read (${code ?? String(e)})` };
  }
  if (stat.isDirectory()) return { ok: false, message: 'is a directory, not a worksheet' };
  if (!stat.isFile()) return { ok: false, message: 'is not a regular file' };
  if (stat.size > MAX_FILE_BYTES) return { ok: false, message: `is ${(stat.size / 1048576).toFixed(1)} MiB; worksheets over ${MAX_FILE_BYTES / 1048576} MiB are not analysed` };
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return { ok: false, message: code === 'EACCES' ? 'permission denied' : `cannot read (${code ?? String(e)})` };
  }
  if (bytes.includes(0)) return { ok: false, message: 'holds binary data (a NUL byte), not a UTF-8 worksheet' };
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, message: 'is not valid UTF-8 text' };
  }
}

export function jsonReport(path: string, a: WorksheetAnalysis): object {
  return {
    path,
    positions: a.positions.map((p) => {
      const v = p.verdicts[0] ?? null;
      return {
        line: p.line + 1,
        rules: p.rules ? rulesText(p.rules) : null,
        heaps: p.statement.items[0]!.position.heaps.map((h) => h.value.toString()),
        outcome: v ? v.outcome : 'unknown',
        winningMoves: v ? v.winningMoves.map((m) => m.result.map(String)) : [],
        recommended: v && v.recommended ? v.recommended.result.map(String) : null,
        method: v ? v.method : p.rules ? 'not analysed: wrong number of heaps' : 'not analysed: the rules line has an error',
      };
    }),
    diagnostics: a.diagnostics.map((d) => ({
      line: d.range.line + 1,
      column: d.range.start + 1,
      endColumn: d.range.end + 1,
      severity: d.severity,
      code: d.code,
      message: d.message,
    })),
  };
}

export function textReport(path: string, a: WorksheetAnalysis): string {
  const out: string[] = [];
  const diagsByLine = new Map<number, string[]>();
  for (const d of a.diagnostics) {
    const list = diagsByLine.get(d.range.line) ?? [];
    list.push(`${path}:${d.range.line + 1}:${d.range.start + 1}: ${d.severity}: ${d.message} [${d.code}]`);
    diagsByLine.set(d.range.line, list);
  }
  const positionLines = new Map(a.positions.map((p) => [p.line, p]));
  const lines = new Set<number>([...diagsByLine.keys(), ...positionLines.keys()]);
  for (const line of [...lines].sort((x, y) => x - y)) {
    const p = positionLines.get(line);
    const v = p?.verdicts[0];
    if (p && v) out.push(`${path}:${line + 1}: ${verdictTitle(v, p.statement.items[0]!.position.style)}`);
    for (const d of diagsByLine.get(line) ?? []) out.push(d);
  }
  const count = (s: string) => a.diagnostics.filter((d) => d.severity === s).length;
  out.push(`${path}: ${a.positions.length} position${a.positions.length === 1 ? '' : 's'}, ${count('error')} error${count('error') === 1 ? '' : 's'}, ${count('warning')} warning${count('warning') === 1 ? '' : 's'}`);
  return out.join('\n');
}

/** Runs the command line; returns the exit status. */
export async function run(argv: readonly string[], io: Output): Promise<number> {
  const [command, ...rest] = argv;
  if (command === '--help' || command === '-h' || command === 'help') {
    io.out(USAGE);
    return 0;
  }
  if (command !== 'check') {
    io.err(command === undefined ? USAGE : `nim-lens: unknown command '${command}'\n${USAGE}`);
    return 2;
  }
  let json = false;
  let budget = DEFAULT_BUDGET;
  const files: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === '--json') json = true;
    else if (arg === '--budget') {
      const value = rest[++i];
      if (!value || !/^[0-9]+$/.test(value) || Number(value) < 1) {
        io.err('nim-lens: --budget needs a positive whole number');
        return 2;
      }
      budget = Number(value);
    } else if (arg === '--help' || arg === '-h') {
      io.out(USAGE);
      return 0;
    } else if (arg === '--') files.push(...rest.slice(i + 1)), (i = rest.length);
    else if (arg.startsWith('-') && arg !== '-') {
      io.err(`nim-lens: unknown option '${arg}'\n${USAGE}`);
      return 2;
    } else files.push(arg);
  }
  if (files.length === 0) {
    io.err(`nim-lens: no file to check\n${USAGE}`);
    return 2;
  }
  let status = 0;
  const reports: object[] = [];
  for (const path of files) {
    const read = await readWorksheet(path);
    if (!read.ok) {
      io.err(`nim-lens: ${path}: ${read.message}`);
      status = 2;
      continue;
    }
    const analysis = analyseText(read.text, { budget });
    if (status === 0 && analysis.diagnostics.some((d) => d.severity === 'error')) status = 1;
    if (json) reports.push(jsonReport(path, analysis));
    else io.out(textReport(path, analysis));
  }
  if (json) io.out(JSON.stringify({ files: reports }, null, 1));
  return status;
}

/** Entry point of dist/cli.js. */
export function main(): void {
  const io: Output = {
    out: (t) => void process.stdout.write(t + '\n'),
    err: (t) => void process.stderr.write(t + '\n'),
  };
  run(process.argv.slice(2), io).then(
    (status) => { process.exitCode = status; },
    (e: unknown) => {
      process.stderr.write(`nim-lens: internal error: ${e instanceof Error ? e.message : String(e)}\n`);
      process.exitCode = 2;
    },
  );
}
