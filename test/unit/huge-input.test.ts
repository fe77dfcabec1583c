// Hostile input: worksheets of one enormous line. Each must be answered, in bounded memory, or
// refused with a clear diagnostic on its range; never a crash (a stack overflow from spreading a
// million arguments, a string past V8's limit, an out-of-memory abort).

import * as assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../src/cli/main';
import { solve } from '../../src/core/solve';
import { analyseText } from '../../src/core/worksheet/analyser';
import { verdictMarkdown } from '../../src/core/worksheet/markdown';
import { PLAIN_STYLE } from '../../src/core/worksheet/format';
import { verdictTitle } from '../../src/core/worksheet/summary';
import { nameNumber, numberName } from '../../src/core/games/forms/names';
import { nim } from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'nim-lens-huge-'));

async function check(text: string, json: boolean): Promise<{ code: number; out: string; err: string }> {
  const path = join(dir, 'sheet.nim');
  writeFileSync(path, text);
  let out = '';
  let err = '';
  const code = await run(['check', ...(json ? ['--json'] : []), path], {
    write: (t) => (out += t),
    err: (t) => (err += t),
  });
  return { code, out, err };
}

/** A million heaps of 1 … 1000, and one of 1023 (a win: the XOR of the rest is 0 … and then not). */
function millionHeaps(): bigint[] {
  const heaps: bigint[] = [];
  for (let i = 0; i < 1_000_000; i++) heaps.push(BigInt(1 + ((i * 7919) % 1000)));
  heaps.push(1023n);
  return heaps;
}

describe('huge input: a Nim line of a million heaps', function () {
  this.timeout(120_000);
  const heaps = millionHeaps();
  const xor = heaps.reduce((a, b) => a ^ b, 0n);

  it('is solved with its exact count, and its listed moves are changes, not copies of the position', () => {
    assert.notEqual(xor, 0n);
    const v = solve(nim(), heaps);
    assert.equal(v.outcome, 'win');
    // Every heap whose value has XOR's top bit can move: counted exactly, one by one.
    const top = 1n << BigInt(xor.toString(2).length - 1);
    const expected = heaps.filter((h) => (h & top) !== 0n).length;
    assert.equal(v.winningMoveCount, BigInt(expected));
    // The spec's 1,000, each a change of one heap: listing them costs no copy of the million.
    assert.equal(v.winningMoves.length, 1000);
    for (const m of [v.winningMoves[0]!, v.winningMoves[1]!, v.winningMoves[999]!]) {
      const i = m.heaps[0]!;
      assert.equal(heaps[i]! - m.amount, heaps[i]! ^ xor);
      const result = m.result;
      assert.equal(result.length, heaps.length);
      assert.equal(result[i], heaps[i]! ^ xor);
      assert.equal(result[i === 0 ? 1 : 0], heaps[i === 0 ? 1 : 0]);
    }
  });

  it('check writes its answer', async () => {
    const text = `nim\n${heaps.join(' ')}\n`;
    const { code, out, err } = await check(text, false);
    assert.equal(err, '');
    assert.equal(code, 0);
    assert.match(out, /:2: Win · take \d+ from heap \d+/);
  });

  it('check --json writes a huge position piece by piece: every listed move whole, never one giant string', async () => {
    // 20,001 heaps: 1,000 listed moves of 20,001 heaps each, about 100 MB of JSON.
    const some = heaps.slice(0, 20_000).concat([1023n]);
    const path = join(dir, 'wide.nim');
    writeFileSync(path, `nim\n${some.join(' ')}\n`);
    const pieces: string[] = [];
    const code = await run(['check', '--json', path], { write: (t) => pieces.push(t), err: () => {} });
    assert.equal(code, 0);
    const largest = pieces.reduce((m, p) => Math.max(m, p.length), 0);
    assert.ok(largest < 4_000_000, `a piece of ${largest} characters`);
    const report = JSON.parse(pieces.join('')) as {
      files: { positions: { winningMoveCount: string; winningMoves: string[][]; recommended: string[] }[] }[];
    };
    const p = report.files[0]!.positions[0]!;
    assert.equal(p.winningMoves.length, 1000);
    assert.ok(p.winningMoves.every((m) => m.length === some.length));
    assert.ok(BigInt(p.winningMoveCount) >= 1000n);
    assert.equal(p.recommended.length, some.length);
  });

  it("the hover's text is bounded", () => {
    const a = analyseText(`nim\n${heaps.slice(0, 100_000).join(' ')} 1\n`);
    const md = verdictMarkdown(a.positions[0]!.verdicts[0]!, a.positions[0]!.rules!, PLAIN_STYLE);
    assert.ok(md.length < 20_000, `${md.length} characters`);
  });
});

describe('huge input: words of megabytes', () => {
  it('a diagnostic quotes a long word by its ends and its length, on its range', async () => {
    const word = 'x'.repeat(10_000_000);
    const claim = 'y'.repeat(5_000_000);
    const text = `nim\n3 4\n${word} 3\n3 : ${claim}\n4 5 ${'z'.repeat(3_000_000)}\n`;
    const a = analyseText(text);
    assert.equal(a.diagnostics.length, 3);
    for (const d of a.diagnostics) assert.ok(d.message.length < 400, d.message.slice(0, 400));
    const [game, unknownClaim, unexpected] = a.diagnostics;
    assert.match(game!.message, /^unknown game 'x{24}…x{8} \(10000000 characters\)': the games are nim/);
    assert.deepEqual([unknownClaim!.range.start, unknownClaim!.range.end], [4, 4 + claim.length]);
    assert.match(unknownClaim!.message, /^unknown claim 'y{24}…y{8} \(5000000 characters\)'/);
    assert.match(unexpected!.message, /^unexpected 'z{24}…z{8} \(3000000 characters\)'/);
    const { code, out } = await check(text, false);
    assert.equal(code, 1);
    assert.ok(out.length < 2_000, `${out.length} characters written`);
  });
});

describe('huge input: a vertex name of 150,000 characters', function () {
  this.timeout(120_000);
  it('is read, answered and written back in time linear in its length, and quoted by its ends', () => {
    const name = 'v'.repeat(150_000);
    const a = analyseText(`digraph ${name}: b; b:\n${name}\n${name} -> b\nhackenbush\n0-${name}\n`);
    const [token, record, edge] = a.positions;
    assert.equal(token!.verdicts[0]!.outcome, 'win');
    assert.equal(token!.verdicts[0]!.recommended!.result.length, 1);
    assert.equal(record!.verdicts.at(-1)!.outcome, 'loss');
    assert.equal(edge!.verdicts[0]!.outcome, 'win');
    for (const p of a.positions) {
      const title = verdictTitle(p.verdicts[0]!, p.statement.items[0]!.position.style);
      assert.ok(title.length < 400, title.slice(0, 400));
    }
    assert.deepEqual(
      a.diagnostics.map((d) => d.message),
      [],
    );
  });

  it('a name reads back from its number', () => {
    for (const name of ['a', 'v14_x', 'é', '𝟙x', '1', 'x'.repeat(70_000)])
      assert.equal(numberName(nameNumber(name)), name);
    assert.equal(numberName(5n), '?');
  });
});

describe('huge input: long positions are written by their ends and counted in their own words', () => {
  it('edges, parts, tokens and heaps', () => {
    const upTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(' ');
    const edges = Array.from({ length: 2999 }, (_, i) => `0-${i + 1}`).join(' ');
    const tokens = Array(101).fill('a').join(' ');
    const a = analyseText(
      `hackenbush\n${edges}\nnim + nim\n${upTo(61)} + ${upTo(60)}\ndigraph a: b; b:\n${tokens}\nnim\n${upTo(61)} 2\n`,
    );
    const titles = a.positions.map((p) => verdictTitle(p.verdicts[0]!, p.statement.items[0]!.position.style));
    assert.match(titles[0]!, / \(2998 edges\) · 2999 winning moves$/);
    assert.match(titles[1]!, / \(2 parts\) · /);
    assert.match(titles[2]!, / \(101 tokens\) · /);
    assert.match(titles[3]!, / \(62 heaps\) · /);
    for (const title of titles) assert.ok(title.length < 300, title);
  });
});

describe('huge input: take-and-break and sum lines of 100,000 heaps', function () {
  this.timeout(120_000);
  it('list their moves as changes: a result is made when read (each was a copy of the line: 28 s and 2.7 GB)', () => {
    const r = (i: number) => BigInt(1 + ((i * 7919) % 5000));
    const heaps = Array.from({ length: 100_000 }, (_, i) => r(i));
    // A loss would list no move: a heap of 1 (value 1) more makes it a win.
    let kayles = analyseText(`kayles\n${heaps.join(' ')}\n`).positions[0]!.verdicts[0]!;
    if (kayles.outcome === 'loss') {
      heaps.push(1n);
      kayles = analyseText(`kayles\n${heaps.join(' ')}\n`).positions[0]!.verdicts[0]!;
    }
    const half = heaps.slice(0, 50_000).join(' ');
    const sum = analyseText(`nim + nim\n${half} + ${half} 1\n`).positions[0]!.verdicts[0]!;
    for (const v of [kayles, sum]) {
      assert.equal(v.outcome, 'win');
      assert.ok(v.winningMoves.length > 0);
      for (const m of v.winningMoves.slice(0, 50))
        assert.equal(typeof Object.getOwnPropertyDescriptor(m, 'result')?.get, 'function', 'a result made when read');
    }
    // Still the right moves: the first one leaves a position of Grundy value 0.
    const first = kayles.winningMoves[0]!;
    assert.equal(first.result.length, heaps.length + (first.pieces!.length - 1));
  });
});
