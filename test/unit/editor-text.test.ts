// Editor texts that need no editor: Nim source detection, hover markdown; and the rule that
// the core never imports vscode.

import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { solve } from '../../src/core/solve';
import { verdictMarkdown } from '../../src/core/worksheet/markdown';
import { looksLikeNimSource } from '../../src/core/worksheet/nimSource';
import { PLAIN_STYLE } from '../../src/core/worksheet/format';
import { pictureOf } from '../../src/core/pictures/picture';
import { parseRulesLine } from '../../src/core/worksheet/parse';
import { THEME_PALETTE } from '../../src/core/pictures/svg';
import { B, nim, sub, wythoff } from './helpers';

describe('Nim source code is not a worksheet', () => {
  it('recognises Nim programs and leaves worksheets alone', () => {
    assert.ok(looksLikeNimSource(['import std/strutils', '', 'proc main() =', '  echo "hi"']));
    assert.ok(looksLikeNimSource(['echo "hello, world"']));
    assert.ok(!looksLikeNimSource(['nim', '3 4 5 : win', '# echo is not here', 'wythoff', '5 8']));
    assert.ok(!looksLikeNimSource(['3 4 5']));
  });
});

describe('hover markdown', () => {
  it('nim: binary columns, the XOR and every winning move', () => {
    const text = verdictMarkdown(solve(nim(), B(3, 4, 5)), nim(), PLAIN_STYLE);
    assert.match(text, /\*\*Win\*\* for the player to move/);
    assert.match(text, /\| heap 1 \| `011` \| 3 \|/);
    assert.match(text, /\| \*\*XOR\*\* \| `010` \| \*\*2\*\* \|/);
    assert.match(text, /1 winning move/);
    assert.match(text, /take 2 from heap 1 → `1 4 5` \*\(recommended\)\*/);
  });

  it('leads with what fits the hover box: the verdict and its reason in one line, then the moves; the picture and the whole reason below', () => {
    const v = solve(nim(), B(3, 4, 5));
    const picture = pictureOf(nim(), B(3, 4, 5), v, { palette: THEME_PALETTE, showMoves: true });
    const text = verdictMarkdown(v, nim(), PLAIN_STYLE, picture);
    const blocks = text.split('\n\n');
    assert.equal(
      blocks[0],
      '**Win** for the player to move · `nim` · Grundy value `*2`  \n*Why:* nim\\-sum 2 \\(binary 10\\)',
    );
    const at = (what: string): number => {
      const i = text.indexOf(what);
      assert.ok(i >= 0, what);
      return i;
    };
    assert.ok(
      at('**1 winning move**') < at('![') && at('![') < at('**Why**') && at('**Why**') < at('| heap 1 |'),
      text,
    );
    // A search's reason is its one line: not written twice.
    const euclid = parseRulesLine('euclid misere');
    assert.ok(euclid.ok);
    const searched = verdictMarkdown(solve(euclid.rules, B(5, 3)), euclid.rules, PLAIN_STYLE);
    assert.match(searched, /\*Why:\* exhaustive search \\\(5 positions\\\)/);
    assert.doesNotMatch(searched, /\*\*Why\*\*/);
  });

  it('subtraction 1..k: residues; other sets: Grundy values and the certified period', () => {
    assert.match(
      verdictMarkdown(solve(sub([1, 3, 'run']), B(1, 3, 5, 7)), sub([1, 3, 'run']), PLAIN_STYLE),
      /\| heap 3 \| 5 \| 1 \| 1 \|/,
    );
    const t = verdictMarkdown(solve(sub([2, 4, 7]), B(100)), sub([2, 4, 7]), PLAIN_STYLE);
    assert.match(t, /Period 3 from 8, certified by a repeated window of 7 values/);
    // The preperiod (8 values) on its own row, then the period of 3 that repeats.
    assert.ok(t.includes(' 0 │ 0 0 1 1 2 2 0 3\n     then every 3 for ever:\n 8 │ 1 0 2\n'), t);
  });

  it('wythoff: the exact integer computation of the pair', () => {
    const t = verdictMarkdown(solve(wythoff(), B(20, 33)), wythoff(), PLAIN_STYLE);
    assert.match(t, /⌊√845⌋/);
    assert.ok(t.includes('= 21; b\\(d\\) = a\\(d\\) \\+ d = 34'), t);
  });

  it('misère: the frontier rule', () => {
    assert.match(
      verdictMarkdown(solve(nim(true), B(4, 1, 1)), nim(true), PLAIN_STYLE),
      /Misère frontier: exactly one heap is 2 or more/,
    );
  });
});

describe('architecture', () => {
  it('src/core, src/cli, src/shared and src/play/game.ts import nothing from vscode', () => {
    const root = resolve(__dirname, '../../../src');
    const files: string[] = [join(root, 'play', 'game.ts')];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const p = join(dir, name);
        if (statSync(p).isDirectory()) walk(p);
        else if (p.endsWith('.ts')) files.push(p);
      }
    };
    for (const d of ['core', 'cli', 'shared']) walk(join(root, d));
    for (const f of files)
      assert.doesNotMatch(readFileSync(f, 'utf8'), /from ['"]vscode['"]|require\(['"]vscode['"]\)/, f);
    assert.ok(files.length > 15);
  });
});

describe('hover markdown with very long numbers', () => {
  it('shortens numbers of more than 60 digits to their ends and length', () => {
    const n = 10n ** 999n + 3n;
    const text = verdictMarkdown(solve(wythoff(), [n, 2n * n]), wythoff(), PLAIN_STYLE);
    assert.ok(text.length < 4000, `hover of ${text.length} characters`);
    assert.match(text, /10000000…\d{8} \(1000 digits\)/);
  });
});
