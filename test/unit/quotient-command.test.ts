// `nim-lens quotient` as a long run: its work bounded by --budget, its progress on a terminal (the
// heaps proved, the order, the time), Ctrl-C, which stops it with what it proved, and --out, whose
// file a run started again goes on from.

import * as assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../src/cli/main';
import { Progress, type Terminal } from '../../src/cli/progress';
import { INTERRUPTED, quotient } from '../../src/cli/quotient';
import { keyboard, output } from './commandLine';

async function cli(args: string[]): Promise<{ status: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const status = await run(args, { write: (text) => (out += text), err: (text) => (err += text + '\n') });
  return { status, out, err };
}

describe('nim-lens quotient: budget, progress and Ctrl-C', () => {
  it('--budget bounds the work: the quotient proved so far, and where it stopped', async () => {
    const json = await cli(['quotient', '--rules', 'kayles', '--max-heap', '200', '--budget', '3000', '--json']);
    assert.equal(json.status, 0, json.err);
    const j = JSON.parse(json.out) as { period: null; level: number; stopped: string; work: number };
    assert.equal(j.period, null);
    assert.equal(j.stopped, 'budget');
    assert.ok(j.level > 1 && j.level < 167, `${j.level}`);
    assert.ok(j.work >= 3_000 && j.work < 3_300, `${j.work}`);
    const text = await cli(['quotient', '--rules', 'kayles', '--max-heap', '200', '--budget', '3000']);
    assert.match(
      text.out,
      /^octal 0\.77 \(misère\): no period proved up to heap (\d+); the quotient of the heaps up to it has order \d+\nstopped at heap \d+: the budget of 3000 is spent \(--budget\)\n/,
    );
    // Without --budget, it goes on to the period.
    const whole = JSON.parse((await cli(['quotient', '--rules', 'kayles', '--max-heap', '200', '--json'])).out) as {
      foundAt: number;
      stopped: null;
    };
    assert.equal(whole.foundAt, 167);
    assert.equal(whole.stopped, null);
    const tiny = await cli(['quotient', '--rules', 'kayles', '--budget', '1']);
    assert.equal(tiny.status, 1);
    assert.match(tiny.err, /the budget of 1 ran out before heap 1 was proved/);
  });

  it('shows on a terminal the heaps proved, the order and the time, while a heap is being worked on', async () => {
    let clock = 0;
    let shown = '';
    const terminal: Terminal = { write: (text) => void (shown += text), columns: 200, now: () => (clock += 1000) };
    const io = output();
    const status = await quotient(
      { rules: 'octal 0.6', maxHeap: '100', budget: 1_000_000, json: false },
      io,
      new Progress(terminal),
    );
    assert.equal(status, 0);
    assert.match(shown, /quotient of octal 0\.6: heaps up to \d+ proved \(order \d+\), \d+ s, \d+ positions kept/);
    assert.match(io.out, /^octal 0\.6 \(misère\): no period proved up to heap \d+/);
  });

  it('Ctrl-C stops it with what it proved; a second Ctrl-C stops it at once', async () => {
    const keys = keyboard();
    const io = output();
    const running = quotient(
      { rules: 'octal 0.6', maxHeap: '100', budget: null, json: false },
      io,
      new Progress(undefined),
      keys.interrupts,
    );
    assert.ok(keys.listening(), 'Ctrl-C is heard while it runs');
    await new Promise((resolve) => setTimeout(resolve, 500));
    keys.press();
    assert.equal(await running, INTERRUPTED);
    assert.ok(!keys.listening(), 'and no longer once it ended');
    const m = /^octal 0\.6 \(misère\): no period proved up to heap (\d+); .*\nstopped at heap (\d+) by Ctrl-C\n/.exec(
      io.out,
    );
    assert.ok(m, io.out);
    assert.equal(Number(m[2]), Number(m[1]) + 1);
    assert.match(io.out, /\nproof: certificate: /);

    const twice = keyboard();
    const again = quotient(
      { rules: 'octal 0.6', maxHeap: '100', budget: null, json: true },
      output(),
      new Progress(undefined),
      twice.interrupts,
    );
    twice.press();
    twice.press();
    assert.equal(await again, INTERRUPTED);
  });
});

describe('nim-lens quotient: the play its rules name', () => {
  it('rules that say normal are refused (the quotient is of misère play); misere may be written', async () => {
    for (const rules of ['octal 0.77 normal', 'kayles normal', 'octal 0.77, normal'])
      assert.deepEqual(await cli(['quotient', '--rules', rules, '--max-heap', '5']), {
        status: 2,
        out: '',
        err: 'nim-lens: a misère quotient is of misère play; write the rules without normal\n',
      });
    const plain = await cli(['quotient', '--rules', 'kayles', '--max-heap', '5']);
    const misere = await cli(['quotient', '--rules', 'kayles misere', '--max-heap', '5']);
    assert.equal(plain.status, 0, plain.err);
    assert.equal(misere.out.replace(/^time: .*$/m, ''), plain.out.replace(/^time: .*$/m, ''));
  });
});

describe('nim-lens quotient --out: resumed runs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nim-lens-quotient-out-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const withoutTime = (text: string) => text.replace(/^time: .*$/m, '');

  it('a run started again with its file goes on from the last heap there, to the same quotient as one run', async () => {
    const file = join(dir, 'dawson.jsonl');
    const first = await cli(['quotient', '--rules', 'octal 0.07', '--max-heap', '20', '--out', file]);
    assert.equal(first.status, 0, first.err);
    // One line a heap: the tables where they changed, the class of each other heap.
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    assert.deepEqual(
      lines.map((l) => (JSON.parse(l) as { heap: number }).heap),
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    assert.deepEqual(JSON.parse(lines[19]!), { rules: 'octal 0.07', heap: 20, class: 3 });
    const table = JSON.parse(lines[13]!) as { heap: number; order: number; changedAt: number[] };
    assert.deepEqual([table.heap, table.order, table.changedAt], [14, 24, [2, 4, 10, 14]]);
    // Past heap 24, where the expansion takes over: order 144 at heap 26, as one run finds.
    const resumed = await cli(['quotient', '--rules', 'octal 0.07', '--max-heap', '26', '--out', file]);
    const whole = await cli(['quotient', '--rules', 'octal 0.07', '--max-heap', '26']);
    assert.equal(resumed.status, 0, resumed.err);
    assert.equal(withoutTime(resumed.out), withoutTime(whole.out));
    assert.match(resumed.out, /the quotient of the heaps up to it has order 144/);
    assert.equal(readFileSync(file, 'utf8').trimEnd().split('\n').length, 26);
    // A run to its period from a file: Kayles's period proved at heap 167, as one run.
    const kayles = join(dir, 'kayles.jsonl');
    await cli(['quotient', '--rules', 'kayles', '--max-heap', '100', '--out', kayles]);
    const k = JSON.parse(
      (await cli(['quotient', '--rules', 'kayles', '--max-heap', '300', '--out', kayles, '--json'])).out,
    ) as {
      order: number;
      foundAt: number;
      period: number;
    };
    assert.deepEqual([k.order, k.foundAt, k.period], [40, 167, 12]);
  });

  it('a file of other rules, a line that is no quotient, or a quotient its certificate refuses is refused', async () => {
    const file = join(dir, 'kayles-20.jsonl');
    await cli(['quotient', '--rules', 'kayles', '--max-heap', '20', '--out', file]);
    const other = await cli(['quotient', '--rules', 'octal 0.75', '--out', file]);
    assert.equal(other.status, 2);
    assert.match(other.err, /line 1: a quotient of octal 0\.77, not of octal 0\.75: choose another --out/);
    const garbled = join(dir, 'garbled.jsonl');
    writeFileSync(garbled, '{"rules":"octal 0.77","heap":1,"class":0}\n');
    assert.match(
      (await cli(['quotient', '--rules', 'kayles', '--out', garbled])).err,
      /line 1: not a line of a quotient/,
    );
    // The last table's P changed: heap 20's class moved out of P. The certificate refuses it.
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    const last = lines.map((l) => 'table' in (JSON.parse(l) as object)).lastIndexOf(true);
    const level = JSON.parse(lines[last]!) as { p: number[] };
    level.p = level.p.slice(1);
    lines[last] = JSON.stringify(level);
    const wrong = join(dir, 'wrong.jsonl');
    writeFileSync(wrong, lines.join('\n') + '\n');
    const refused = await cli(['quotient', '--rules', 'kayles', '--out', wrong]);
    assert.equal(refused.status, 2);
    assert.match(refused.err, /wrong\.jsonl: the quotient it holds is refused \(/);
  });

  it('a line of JSON that is no quotient line, or an edited list of heaps, is refused by name, never a crash', async () => {
    const file = join(dir, 'dawson-16.jsonl');
    await cli(['quotient', '--rules', 'octal 0.07', '--max-heap', '16', '--out', file]);
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    const tried = async (name: string, text: string) => {
      const path = join(dir, `${name}.jsonl`);
      writeFileSync(path, text);
      const r = await cli(['quotient', '--rules', 'octal 0.07', '--max-heap', '18', '--out', path]);
      assert.equal(r.status, 2, `${name}: ${r.out}`);
      assert.equal(readFileSync(path, 'utf8'), text, `${name}: the file is left as it was`);
      return r.err;
    };
    // JSON of another shape (null was an internal error; the others said "a quotient of undefined").
    for (const [i, junk] of ['null', '{}', '[]', '42', 'true', '"x"', '{"rules":7}'].entries()) {
      const err = await tried(`junk-${i}`, `${lines.slice(0, 3).join('\n')}\n${junk}\n`);
      assert.match(err, /^nim-lens: [^ ]+junk-\d\.jsonl, line 4: not a line of a quotient\n$/, junk);
    }
    // Another code's name, however long, is shown shortened.
    const long = await tried('long', `{"rules":"${'x'.repeat(5000)}","heap":1,"class":0}\n`);
    assert.match(long, /line 1: a quotient of x{60}…, not of octal 0\.07: choose another --out/);
    assert.ok(long.length < 300, long);
    // The heaps where classes were added, edited: the run reported them as written.
    const whole = lines.map((l) => JSON.parse(l) as { heap: number; changedAt?: number[] });
    const last = whole.map((l) => 'changedAt' in l).lastIndexOf(true);
    assert.deepEqual(whole[last]!.changedAt, [2, 4, 10, 14]);
    for (const [i, edited] of [
      [1, 3, 5, 7],
      [2, 4, 10],
      [2, 4, 10, 14, 15],
      [-1, 2, 4, 10],
    ].entries()) {
      const changed = lines.slice();
      changed[last] = JSON.stringify({ ...whole[last], changedAt: edited });
      const err = await tried(`changed-${i}`, changed.join('\n') + '\n');
      assert.match(
        err,
        new RegExp(
          `line ${last + 1}: its heaps where classes were added \\(${edited.join(', ')}\\) are not those where the orders of its tables grew \\(2, 4, 10, 14\\)`,
        ),
        String(edited),
      );
    }
    // A heap left out, or one written twice.
    const skipped = lines.filter((_, i) => i !== 5);
    assert.match(
      await tried('skipped', skipped.join('\n') + '\n'),
      /line 6: heap 7 where heap 6 was expected \(the heaps go 1, 2, 3, …, one a line\)/,
    );
    const twice = [...lines.slice(0, 4), lines[3]!];
    assert.match(await tried('twice', twice.join('\n') + '\n'), /line 5: heap 4 where heap 5 was expected/);
    // Text that is not the start of a line (a line cut short is left out) is refused.
    assert.match(await tried('junk', `${lines[0]}\ngarbage\n`), /line 2: not a line of a quotient/);
  });

  it('a resumed file past --max-heap: the report is of every heap the file proves', async () => {
    const file = join(dir, 'dawson-past.jsonl');
    await cli(['quotient', '--rules', 'octal 0.07', '--max-heap', '20', '--out', file]);
    const one = await cli(['quotient', '--rules', 'octal 0.07', '--max-heap', '20', '--json']);
    const resumed = await cli(['quotient', '--rules', 'octal 0.07', '--max-heap', '10', '--out', file, '--json']);
    assert.equal(resumed.status, 0, resumed.err);
    const a = JSON.parse(one.out) as { level: number; phi: string[]; order: number };
    const b = JSON.parse(resumed.out) as { level: number; phi: string[]; order: number };
    assert.deepEqual([b.level, b.order, b.phi.length], [20, a.order, 21]);
    assert.deepEqual(b.phi, a.phi);
    const text = await cli(['quotient', '--rules', 'octal 0.07', '--max-heap', '10', '--out', file]);
    assert.match(text.out, /^Φ\(0 … 20\) = /m);
  });
});
