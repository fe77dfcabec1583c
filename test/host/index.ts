// The extension-host test index: the same `run(): Promise<void>` that @vscode/test-electron
// loads in desktop VS Code. Here it also writes its results to the file named by
// NIM_LENS_TEST_RESULTS, because a browser window reports no exit code to the harness.

import * as fs from 'fs';
import * as path from 'path';
import Mocha from 'mocha';

interface Results {
  passed: number;
  failed: number;
  tests: { title: string; state: 'passed' | 'failed'; error?: string; ms?: number }[];
  /** The test running now and when it started (ms since the epoch): what a harness that gives up was waiting for. */
  current: { title: string; since: number } | null;
  done: boolean;
}

export function run(): Promise<void> {
  const mocha = new Mocha({ ui: 'bdd', timeout: 60_000, color: false, reporter: 'spec' });
  const dir = __dirname;
  const only = process.env.NIM_LENS_HOST_GREP;
  // The editor benchmark prints figures and runs only when asked for (npm run bench:editor).
  if (only) mocha.grep(only);
  else mocha.grep('editor benchmark').invert();
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.test.js'))
    .sort())
    mocha.addFile(path.join(dir, file));
  const results: Results = { passed: 0, failed: 0, tests: [], current: null, done: false };
  const out = process.env.NIM_LENS_TEST_RESULTS;
  const save = () => {
    if (out) fs.writeFileSync(out, JSON.stringify(results, null, 1));
  };
  // Written at once: the harness then knows the extension host loaded the tests.
  save();
  return new Promise((resolve, reject) => {
    const runner = mocha.run((failures) => {
      results.done = true;
      save();
      if (failures > 0) reject(new Error(`${failures} extension-host test${failures === 1 ? '' : 's'} failed`));
      else resolve();
    });
    runner.on('test', (test) => {
      results.current = { title: test.fullTitle(), since: Date.now() };
      save();
    });
    runner.on('pass', (test) => {
      results.current = null;
      results.passed++;
      results.tests.push({ title: test.fullTitle(), state: 'passed', ms: test.duration });
      save();
    });
    runner.on('fail', (test, err: Error) => {
      results.current = null;
      results.failed++;
      results.tests.push({
        title: test.fullTitle(),
        state: 'failed',
        error: `${err.message}\n${err.stack ?? ''}`.slice(0, 4000),
      });
      save();
    });
  });
}
