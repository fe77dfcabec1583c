// `nim-lens check [--json] FILE...`: the worksheet checker for terminals and CI.
// Exit status: 0 when no file has an error, 1 when any has, 2 on a usage error or an unreadable file.

import { promises as fs } from 'fs';
import { analyseEach, PositionAnalysis } from '../core/worksheet/analyse';
import { splitLines } from '../core/worksheet/parse';
import { Diagnostic } from '../core/worksheet/syntax';
import { verdictTitle } from '../core/worksheet/summary';
import { Rules, rulesText } from '../core/rules';
import { DEFAULT_BUDGET } from '../core/solve';

/** Larger files are refused with a clear message rather than analysed for minutes. */
export const MAX_FILE_BYTES = 32 * 1024 * 1024;

const USAGE = `usage: nim-lens check [--json] [--budget N] FILE...

Checks .nim worksheets: a verdict for every position, errors for bad syntax,
illegal moves and wrong claims, warnings for mistakes in game records.

  --json        machine-readable report (see the README for the schema)
  --budget N    work allowed per position for exhaustive search (default ${DEFAULT_BUDGET})

exit status: 0 no errors, 1 errors found, 2 usage error or unreadable file`;

export interface Output {
  /** Writes text as it is. */
  write(text: string): void;
  /** Writes a line to standard error. */
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

const jsonRules = new WeakMap<Rules, string>();

/** Decimal strings need no escaping, so heaps are written directly: this runs 100,000 times a file. */
function jsonHeaps(heaps: readonly bigint[]): string {
  let s = '[';
  for (let i = 0; i < heaps.length; i++) s += (i ? ',"' : '"') + heaps[i]!.toString() + '"';
  return s + ']';
}

/** One position of the JSON report, as the spec's schema says. */
export function jsonPosition(p: PositionAnalysis): string {
  const v = p.verdicts[0] ?? null;
  let rules = 'null';
  if (p.rules) {
    rules = jsonRules.get(p.rules) ?? JSON.stringify(rulesText(p.rules));
    jsonRules.set(p.rules, rules);
  }
  const heaps = jsonHeaps(p.statement.items[0]!.position.heaps.map((h) => h.value));
  const outcome = v ? v.outcome : 'unknown';
  let winning = '[';
  if (v) for (let i = 0; i < v.winningMoves.length; i++) winning += (i ? ',' : '') + jsonHeaps(v.winningMoves[i]!.result);
  winning += ']';
  const recommended = v && v.recommended ? jsonHeaps(v.recommended.result) : 'null';
  const method = v ? v.method : p.rules ? 'not analysed: wrong number of heaps' : 'not analysed: the rules line has an error';
  return `{"line":${p.line + 1},"rules":${rules},"heaps":${heaps},"outcome":"${outcome}","winningMoves":${winning},"recommended":${recommended},"method":${JSON.stringify(method)}}`;
}

export function jsonDiagnostic(d: Diagnostic): string {
  return JSON.stringify({
    line: d.range.line + 1,
    column: d.range.start + 1,
    endColumn: d.range.end + 1,
    severity: d.severity,
    code: d.code,
    message: d.message,
  });
}

function textDiagnostic(path: string, d: Diagnostic): string {
  return `${path}:${d.range.line + 1}:${d.range.start + 1}: ${d.severity}: ${d.message} [${d.code}]`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Collects output and hands it over in large pieces: 100,000 positions make tens of megabytes. */
class Chunks {
  private buffer = '';
  constructor(private readonly write: (text: string) => void) {}

  push(text: string): void {
    this.buffer += text;
    if (this.buffer.length > 1 << 16) this.flush();
  }

  flush(): void {
    if (this.buffer) this.write(this.buffer);
    this.buffer = '';
  }
}

/** Analyses one worksheet, streaming its report; returns whether it had an error. */
function report(path: string, text: string, budget: number, json: boolean, first: boolean, out: Chunks): boolean {
  let errors = 0;
  let warnings = 0;
  let positions = 0;
  const diagnostics: string[] = [];
  if (json) out.push(`${first ? '' : ',\n'}{"path":${JSON.stringify(path)},"positions":[`);
  analyseEach(splitLines(text), { budget }, (r) => {
    for (const d of r.diagnostics) {
      if (d.severity === 'error') errors++;
      else if (d.severity === 'warning') warnings++;
    }
    if (json) {
      if (r.position) out.push(`${positions === 0 ? '\n' : ',\n'}${jsonPosition(r.position)}`);
      for (const d of r.diagnostics) diagnostics.push(jsonDiagnostic(d));
    } else {
      const v = r.position?.verdicts[0];
      if (r.position && v) out.push(`${path}:${r.line + 1}: ${verdictTitle(v, r.position.statement.items[0]!.position.style)}\n`);
      for (const d of r.diagnostics) out.push(textDiagnostic(path, d) + '\n');
    }
    if (r.position) positions++;
  });
  if (json) out.push(`],\n"diagnostics":[${diagnostics.length ? '\n' + diagnostics.join(',\n') : ''}]}`);
  else out.push(`${path}: ${plural(positions, 'position')}, ${plural(errors, 'error')}, ${plural(warnings, 'warning')}\n`);
  return errors > 0;
}

/** Runs the command line; returns the exit status. */
export async function run(argv: readonly string[], io: Output): Promise<number> {
  const [command, ...rest] = argv;
  if (command === '--help' || command === '-h' || command === 'help') {
    io.write(USAGE + '\n');
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
      io.write(USAGE + '\n');
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
  const out = new Chunks(io.write);
  if (json) out.push('{"files":[');
  let first = true;
  for (const path of files) {
    const read = await readWorksheet(path);
    if (!read.ok) {
      io.err(`nim-lens: ${path}: ${read.message}`);
      status = 2;
      continue;
    }
    const hadErrors = report(path, read.text, budget, json, first, out);
    first = false;
    if (status === 0 && hadErrors) status = 1;
    out.flush();
  }
  if (json) out.push(']}\n');
  out.flush();
  return status;
}

/** Entry point of dist/cli.js. */
export function main(): void {
  const io: Output = {
    write: (t) => void process.stdout.write(t),
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
