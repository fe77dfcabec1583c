// The messages of a worksheet's module thread are read as untrusted (a game module runs there and
// can post anything): every message the lines task itself sends is taken as it is, and a view with
// a range or an edit off its line, a code or severity of no diagnostic, or a field of the wrong
// type, is refused.

import * as assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { modulePaths } from '../../src/core/games/module/paths';
import { type FromModuleThread, runModuleThread } from '../../src/editor/moduleProtocol';
import { readFromLinesThread } from '../../src/editor/linesThreadMessages';
import { root } from './moduleHelpers';

// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the one way to import an ES module by URL from CommonJS
const importModule = new Function('url', 'return import(url)') as (url: string) => Promise<unknown>;
const load = (path: string) => importModule(pathToFileURL(join(root, 'examples', 'games', path)).href);

const SHEET = [
  'game ./cram.mjs',
  '3x4',
  '2x2 : loss',
  '2x2 : win',
  '..#./..../.... -> ..##/..../....',
  '3x3 -> 9x9',
  'game ./node-kayles.mjs + nim',
  'path 4 + 3',
  'practice',
  'game ./cram.mjs',
  '2x3 : win',
];

async function said(lines: string[], practice: boolean): Promise<FromModuleThread[]> {
  const out: FromModuleThread[] = [];
  const view = {
    lens: 'full',
    dark: false,
    withPicture: true,
    remotenessBudget: 100_000,
    rulesBudget: 1000,
    practice,
  } as const;
  await runModuleThread(
    'en',
    { kind: 'lines', session: { lines, from: 0, budget: 2_000_000, modules: modulePaths(lines), refused: [] }, view },
    load,
    (m) => out.push(m),
  );
  return out;
}

/** A copy of the message with the value at `path` replaced by `change(value)`. */
function changed(
  message: FromModuleThread,
  path: readonly (string | number)[],
  change: (v: unknown) => unknown,
): unknown {
  const copy = structuredClone(message) as unknown;
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  node[last] = change(node[last]);
  return copy;
}

/** The message through structured clone, as a thread posts it, then read. */
const read = (m: unknown) => readFromLinesThread(structuredClone(m));

describe("a worksheet's module thread, read as untrusted", () => {
  let messages: FromModuleThread[] = [];
  before(async function () {
    this.timeout(60_000);
    messages = [...(await said(SHEET, false)), ...(await said(SHEET, true))];
  });

  it('takes every message the lines task sends, as it is', () => {
    const lines = messages.filter((m) => m.kind === 'line');
    assert.ok(lines.length >= 2 * (SHEET.length - 1), `${lines.length} lines`);
    // The views cover positions, fixes, winning moves, diagnostics and practice lines.
    const views = lines.map((m) => (m.kind === 'line' ? m.out : null));
    assert.ok(views.some((v) => v?.position?.winning));
    assert.ok(views.some((v) => (v?.position?.fixes.length ?? 0) > 0));
    assert.ok(views.some((v) => v?.diagnostics.some((d) => d.fix)));
    assert.ok(views.some((v) => v?.practice));
    for (const m of messages) assert.deepEqual(read(m), m, JSON.stringify(m).slice(0, 200));
  });

  it('refuses a view with anything off its line, of the wrong type, or of no known kind', () => {
    const withFix = messages.find((m) => m.kind === 'line' && m.out.position && m.out.position.fixes.length > 0);
    const withDiagnostic = messages.find((m) => m.kind === 'line' && m.out.diagnostics.length > 0);
    const withPractice = messages.find((m) => m.kind === 'line' && m.out.practice);
    assert.ok(withFix && withDiagnostic && withPractice);
    const plus = (k: number) => (v: unknown) => (v as number) + k;
    const to = (x: unknown) => () => x;
    const mutants: [string, FromModuleThread, (string | number)[], (v: unknown) => unknown][] = [
      ['a view of another line', withFix, ['out', 'line'], plus(1)],
      ['a fix that edits another line', withFix, ['out', 'position', 'fixes', 0, 'edit', 'range', 'line'], plus(1)],
      ['a range that ends before it starts', withFix, ['out', 'position', 'range', 'end'], to(-1)],
      ['a lens that is not text', withFix, ['out', 'position', 'lens'], to({ toString: 'x' })],
      ['an outcome of no verdict', withFix, ['out', 'position', 'outcome'], to('maybe')],
      ['a hover that is a number', withFix, ['out', 'position', 'items', 0, 'hover'], to(3)],
      [
        'a list of fixes that is not a list',
        withFix,
        ['out', 'position', 'fixes'],
        (v) => ({ 0: (v as unknown[])[0] }),
      ],
      ['a diagnostic of no code', withDiagnostic, ['out', 'diagnostics', 0, 'code'], to('made-up')],
      ['a diagnostic of no severity', withDiagnostic, ['out', 'diagnostics', 0, 'severity'], to('fatal')],
      ['a diagnostic on another line', withDiagnostic, ['out', 'diagnostics', 0, 'range', 'line'], plus(2)],
      ['a practice line of another line', withPractice, ['out', 'practice', 'line'], plus(1)],
      ['a claim mark of no kind', withPractice, ['out', 'practice', 'claims'], to(['maybe'])],
      ['a rules hover that is not text', withFix, ['out', 'rulesHover'], to(1)],
      ['a line that is not a whole number', withFix, ['line'], to(1.5)],
    ];
    for (const [what, message, path, change] of mutants)
      assert.equal(readFromLinesThread(changed(message, path, change)), null, what);
    for (const junk of [
      null,
      3,
      'line',
      [],
      { kind: 'eval' },
      { kind: 'loading', path: 1 },
      { kind: 'start', line: -1 },
    ])
      assert.equal(readFromLinesThread(junk), null, JSON.stringify(junk));
  });
});
