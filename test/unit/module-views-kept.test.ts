// A worksheet that names game modules, edited: the positions an edit left as they were keep their
// views (moved to their new line), and the module thread neither analyses nor reports them.

import { disconnectModules } from '../../src/core/games/module/connected';
import * as assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type FromModuleThread, runModuleThread } from '../../src/editor/moduleProtocol';
import { type LineView, movedView } from '../../src/core/worksheet/lineView';
import { lineKeys } from '../../src/core/worksheet/moduleWatch';
import { modulePaths } from '../../src/core/games/module/paths';
import { root } from './moduleHelpers';

// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the one way to import an ES module by URL from CommonJS
const importModule = new Function('url', 'return import(url)') as (url: string) => Promise<unknown>;
const load = (path: string) => importModule(pathToFileURL(join(root, 'examples', 'games', path)).href);
const VIEW = {
  lens: 'full',
  dark: false,
  withPicture: true,
  remotenessBudget: 100_000,
  rulesBudget: 1000,
  practice: false,
} as const;

/** The views a module thread sends for `lines`, by line, and every message it sent. */
async function views(
  lines: string[],
  known: number[] = [],
): Promise<{ byLine: Map<number, LineView>; said: FromModuleThread[] }> {
  const said: FromModuleThread[] = [];
  await runModuleThread(
    'en',
    {
      kind: 'lines',
      session: { lines, from: 0, budget: 2_000_000, modules: modulePaths(lines), refused: [], known },
      view: VIEW,
    },
    load,
    (m) => said.push(m),
  );
  const byLine = new Map<number, LineView>();
  for (const m of said) if (m.kind === 'line') byLine.set(m.line, m.out);
  return { byLine, said };
}

/**
 * A view with its searches' sizes left out: how many positions a search visited depends on what the
 * thread had searched before (its tables are shared by the lines), not on the line.
 */
function sameSearch(view: LineView | undefined): unknown {
  return JSON.parse(JSON.stringify(view).replace(/exhaustive search \\\\\(\d+ positions\\\\\)/g, 'exhaustive search'));
}

const SHEET = [
  'game ./cram.mjs',
  '3x4',
  '2x2 : loss',
  '..#./..../.... -> ..##/..../....',
  'game ./node-kayles.mjs + nim',
  '1-2 2-3 + 3',
];

describe('module worksheets: views kept across edits', () => {
  // What a thread run here connects stays in this process: the tests after these must not find it.
  after(() => disconnectModules());

  it('a view moved to its new line is the view the thread writes there', async () => {
    const before = await views(SHEET);
    const edited = ['# a comment above', '', ...SHEET];
    const after = await views(edited);
    const keysBefore = lineKeys(SHEET);
    const keysAfter = lineKeys(edited);
    let compared = 0;
    keysBefore.forEach((key, line) => {
      const to = keysAfter.indexOf(key);
      const view = before.byLine.get(line)!;
      if (!view.position) return;
      assert.deepEqual(sameSearch(movedView(view, to)), sameSearch(after.byLine.get(to)), `line ${line} → ${to}`);
      compared++;
    });
    assert.equal(compared, 4, 'every position of the sheet');
  });

  it('a line under other rules, or changed, has another key', () => {
    const keys = lineKeys(['game ./cram.mjs', '3x4', 'nim', '3x4', 'prefer fewest', 'game ./cram.mjs', '3x4']);
    assert.notEqual(keys[1], keys[3]);
    assert.notEqual(keys[1], keys[6], 'a preference before it');
    assert.equal(lineKeys(['game ./cram.mjs', '3x4'])[1], lineKeys(['# x', 'game ./cram.mjs', '', '3x4'])[3]);
  });

  it('the thread neither analyses nor reports the lines the face already has', async () => {
    const { said, byLine } = await views(SHEET, [1, 2, 5]);
    assert.deepEqual([...byLine.keys()], [0, 3, 4]);
    assert.ok(!said.some((m) => m.kind === 'start' && [1, 2, 5].includes(m.line)));
    // The rules in force still apply to the lines it analyses.
    assert.match(byLine.get(3)!.position!.lens, /Win|Loss/);
  });
});
