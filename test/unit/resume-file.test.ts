// `--out FILE` of sweep and quotient (src/cli/resumeFile.ts): opened for appending, a line a stop
// cut short, a file of the other command refused by name; and both commands through it.

import * as assert from 'node:assert/strict';
import {
  closeSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Output, run } from '../../src/cli/main';
import { LINE_STARTS, openResumeFile, ResumeFile, wholeLines } from '../../src/cli/resumeFile';
import { MOST_FILE_BYTES, readAll } from '../../src/cli/sweepFile';
import { setLanguage } from '../../src/core/l10n';

const dir = mkdtempSync(join(tmpdir(), 'nim-lens-resume-'));

async function cli(args: string[]): Promise<{ status: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: Output = { write: (text) => void (out += text), err: (text) => void (err += text + '\n') };
  const status = await run(args, io);
  return { status, out, err };
}

const quotientLines =
  '{"rules":"octal 0.07","heap":1,"order":1,"table":[0],"p":[],"phi":[0,0],"changedAt":[]}\n' +
  '{"rules":"octal 0.07","heap":2,"order":2,"table":[0,1,1,0],"p":[1],"phi":[0,0,1],"changedAt":[2]}\n';

describe('nim-lens --out FILE: the resume file of sweep and quotient', () => {
  afterEach(() => setLanguage('en'));

  it('without --out there is no file; a missing FILE is created empty and appended to', () => {
    const none = openResumeFile(undefined, 'sweep');
    assert.ok(none.ok);
    assert.equal(none.file, null);
    const path = join(dir, 'new.jsonl');
    const opened = openResumeFile(path, 'quotient');
    assert.ok(opened.ok && opened.file);
    assert.equal(opened.file.text, '');
    opened.file.append('{"rules":"a"}\n');
    opened.file.close();
    assert.equal(readFileSync(path, 'utf8'), '{"rules":"a"}\n');
  });

  it('a last line a stop cut short stays where it is, is not read, and the next line starts on its own line', () => {
    const path = join(dir, 'cut.jsonl');
    const cut = '{"rules":"octal 0.07","heap":3,"ord';
    writeFileSync(path, quotientLines + cut);
    const opened = ResumeFile.open(path);
    assert.ok(opened.ok);
    assert.equal(opened.value.text, quotientLines + cut);
    assert.deepEqual(
      wholeLines(opened.value.text).map((l) => l.line),
      [1, 2],
    );
    opened.value.append('{"rules":"octal 0.07","heap":3,"class":1}\n');
    opened.value.append('{"rules":"octal 0.07","heap":4,"class":0}\n');
    opened.value.close();
    assert.equal(
      readFileSync(path, 'utf8'),
      quotientLines + cut + '\n{"rules":"octal 0.07","heap":3,"class":1}\n{"rules":"octal 0.07","heap":4,"class":0}\n',
    );
    // Blank lines are passed over, their numbers kept; a file that ends with its newline loses nothing.
    assert.deepEqual(wholeLines('a\n\nb\n'), [
      { line: 1, text: 'a' },
      { line: 3, text: 'b' },
    ]);
    assert.deepEqual(wholeLines(''), []);
  });

  it('refuses a file the other command wrote, naming both, and leaves it as it was', () => {
    const sweepFile = join(dir, 'a-sweep.jsonl');
    const sweepText = `\n${LINE_STARTS.sweep}"0.1","rules":"octal 0.1"}\n`;
    writeFileSync(sweepFile, sweepText);
    const asQuotient = openResumeFile(sweepFile, 'quotient');
    assert.ok(!asQuotient.ok);
    assert.equal(
      asQuotient.message,
      `${sweepFile} holds the lines of nim-lens sweep, not of nim-lens quotient: choose another --out`,
    );
    assert.equal(readFileSync(sweepFile, 'utf8'), sweepText);
    const quotientFile = join(dir, 'a-quotient.jsonl');
    writeFileSync(quotientFile, quotientLines);
    const asSweep = openResumeFile(quotientFile, 'sweep');
    assert.ok(!asSweep.ok);
    assert.match(asSweep.message, /holds the lines of nim-lens quotient, not of nim-lens sweep: choose another --out$/);
    setLanguage('fr');
    const fr = openResumeFile(quotientFile, 'sweep');
    assert.ok(!fr.ok);
    assert.match(
      fr.message,
      /contient les lignes de nim-lens quotient, pas de nim-lens sweep : choisissez un autre --out$/,
    );
    // Its own command's file, and a file of neither (the command's reader names the bad line).
    for (const [path, command] of [
      [quotientFile, 'quotient'],
      [sweepFile, 'sweep'],
    ] as const) {
      const own = openResumeFile(path, command);
      assert.ok(own.ok && own.file);
      own.file.close();
    }
    const notes = join(dir, 'notes.txt');
    writeFileSync(notes, 'my notes\n');
    const neither = openResumeFile(notes, 'sweep');
    assert.ok(neither.ok && neither.file);
    neither.file.close();
  });

  it('refuses what is not a regular file: a symbolic link, a folder', () => {
    const target = join(dir, 'target.jsonl');
    writeFileSync(target, '');
    const link = join(dir, 'link.jsonl');
    symlinkSync(target, link);
    const linked = openResumeFile(link, 'quotient');
    assert.ok(!linked.ok);
    assert.match(linked.message, /is a symbolic link/);
    const folder = openResumeFile(dir, 'sweep');
    assert.ok(!folder.ok);
    assert.match(folder.message, /is a folder, not a regular file/);
  });

  it('a file too long to be read back as one text is refused with its size, before it is read', async () => {
    const small = join(dir, 'hundred.jsonl');
    writeFileSync(small, 'x'.repeat(100));
    const fd = openSync(small, 'r');
    try {
      assert.equal(readAll(fd, 100, 100).length, 100);
      assert.throws(
        () => readAll(fd, 100, 50),
        /^Error: it has 100 bytes, more than the 50 a file read back may have$/,
      );
    } finally {
      closeSync(fd);
    }
    // A sparse file one byte past the limit (no disk used): it said "Cannot create a string longer
    // than 0x1fffffe8 characters" after reading it all, for --out and --merge alike.
    const huge = join(dir, 'huge.jsonl');
    writeFileSync(huge, '');
    truncateSync(huge, MOST_FILE_BYTES + 1);
    try {
      const message = `it has ${MOST_FILE_BYTES + 1} bytes, more than the ${MOST_FILE_BYTES} a file read back may have`;
      const resumed = await cli(['quotient', '--rules', 'octal 0.07', '--max-heap', '5', '--out', huge]);
      assert.equal(resumed.status, 2);
      assert.equal(resumed.err, `nim-lens: cannot read ${huge}: ${message}\n`);
      const merged = await cli(['sweep', '--merge', huge]);
      assert.equal(merged.status, 2);
      assert.match(merged.err, new RegExp(`cannot read ${huge.replace(/[.]/g, '\\.')}: ${message}`));
    } finally {
      rmSync(huge);
    }
  });

  it('through the commands: each refuses the other’s file, and its own of other parameters, with status 2', async () => {
    const sweepFile = join(dir, 'sweep-0.jsonl');
    const first = await cli(['sweep', '0.?', '--max', '100', '--jobs', '1', '--out', sweepFile]);
    assert.equal(first.status, 0, first.err);
    const quotient = await cli(['quotient', '--rules', 'octal 0.1', '--out', sweepFile]);
    assert.equal(quotient.status, 2);
    assert.match(quotient.err, /holds the lines of nim-lens sweep, not of nim-lens quotient: choose another --out/);
    const otherMax = await cli(['sweep', '0.?', '--max', '200', '--out', sweepFile]);
    assert.equal(otherMax.status, 2);
    assert.match(otherMax.err, /is a sweep of 0\.\? up to 100, not of 0\.\? up to 200: choose another --out/);

    const quotientFile = join(dir, 'quotient-0.07.jsonl');
    writeFileSync(quotientFile, quotientLines);
    const sweep = await cli(['sweep', '0.?', '--max', '100', '--out', quotientFile]);
    assert.equal(sweep.status, 2);
    assert.match(sweep.err, /holds the lines of nim-lens quotient, not of nim-lens sweep: choose another --out/);
    assert.equal(readFileSync(quotientFile, 'utf8'), quotientLines, 'kept as it was');
    const otherRules = await cli(['quotient', '--rules', 'octal 0.75', '--out', quotientFile]);
    assert.equal(otherRules.status, 2);
    assert.match(otherRules.err, /line 1: a quotient of octal 0\.07, not of octal 0\.75: choose another --out/);
  });

  it('quotient carries on from a file whose last line a stop cut short, to the same answer', async () => {
    const whole = await cli(['quotient', '--rules', 'octal 0.07', '--max-heap', '12', '--json']);
    const path = join(dir, 'quotient-cut.jsonl');
    writeFileSync(path, quotientLines + '{"rules":"octal 0.07","heap":3,"cl');
    const resumed = await cli(['quotient', '--rules', 'octal 0.07', '--max-heap', '12', '--json', '--out', path]);
    assert.equal(resumed.status, whole.status, resumed.err);
    const answer = (text: string) => {
      const j = JSON.parse(text) as Record<string, unknown>;
      delete j.seconds;
      delete j.work;
      return j;
    };
    assert.deepEqual(answer(resumed.out), answer(whole.out));
    const lines = readFileSync(path, 'utf8').split('\n');
    assert.equal(lines[2], '{"rules":"octal 0.07","heap":3,"cl', 'the cut line stays where it is');
    assert.match(lines[3]!, /^\{"rules":"octal 0\.07","heap":3,/);
    // And the run after that reads past it (it was "line 3: not a line of a quotient"), to the same answer.
    const further = await cli(['quotient', '--rules', 'octal 0.07', '--max-heap', '16', '--json', '--out', path]);
    const wholeFurther = await cli(['quotient', '--rules', 'octal 0.07', '--max-heap', '16', '--json']);
    assert.equal(further.status, 0, further.err);
    assert.deepEqual(answer(further.out), answer(wholeFurther.out));
    // Cut twice, at the start of a line too: each left out.
    writeFileSync(path, quotientLines + '{"ru');
    assert.equal((await cli(['quotient', '--rules', 'octal 0.07', '--max-heap', '5', '--out', path])).status, 0);
    writeFileSync(path, readFileSync(path, 'utf8') + '{"rules":"octal 0.07","heap":6,"cla');
    const twice = await cli(['quotient', '--rules', 'octal 0.07', '--max-heap', '12', '--json', '--out', path]);
    assert.equal(twice.status, 0, twice.err);
    assert.deepEqual(answer(twice.out), answer(whole.out));
  });
});
