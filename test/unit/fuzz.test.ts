// Hostile worksheets, made at random from the language's own pieces (every game's rules line, each
// form of position, claims, records, sums) and then damaged (a token dropped, doubled or swapped
// for another, a character inserted, huge numbers and long words). Whatever the text, the analysis
// must finish within its budget and give well-formed answers: no exception, every diagnostic on a
// range of its own line, every verdict consistent with itself, every hover and lens written. The
// command line's JSON of some of them must parse. Seeded: a failure comes back on the next run.

import * as assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../src/cli/main';
import { analyseText } from '../../src/core/worksheet/analyser';
import { verdictMarkdown } from '../../src/core/worksheet/markdown';
import { verdictTitle } from '../../src/core/worksheet/summary';
import { int, pick, prng, type Rand } from './random';
import { oracleCount } from './tier';

const RULES = [
  'nim',
  'nim misere',
  'subtraction {1, 3, 4}',
  'subtraction 1..3, misere',
  'wythoff',
  'wythoff diagonal 1',
  'kayles',
  'dawson misere',
  'octal 0.137',
  'octal 0.75 misere',
  'take-and-break 4.[3]',
  'grundy',
  'turning turtles',
  'mock turtles',
  'ruler',
  'corners',
  'staircase',
  'euclid',
  'moore 2',
  'moore 1 misere',
  'fibonacci',
  'hackenbush',
  'digraph a: b c; b: a; c:',
  'digraph x_1: y; y: x_1 y; z:',
  'nim + kayles + wythoff',
  'fibonacci + nim',
  'hackenbush + nim',
  'nim + digraph a: b; b: a',
  'euclid + ruler, misere',
  'prefer fastest',
  'prefer fewest, diagonal costs 4',
  'practice',
];

const PIECES = ['->', ':', '+', ',', '(', ')', '<=', '≤', '-', ';', '|', '{', '}', '..', '#', '_', '→', '!', '[', ']'];
const WORDS = ['win', 'loss', 'N', 'P', 'draw', 'nulle', 'gagnant', 'heads', 'a', 'b', 'c', 'x_1', 'y', 'z', 'H', 'T'];

function number(r: Rand): string {
  const k = r();
  if (k < 0.6) return String(int(r, 0, 12));
  if (k < 0.8) return String(int(r, 13, 200));
  if (k < 0.95) return '9'.repeat(int(r, 20, 60));
  return `1${'0'.repeat(int(r, 100, 400))}`;
}

/** A position in one of the forms the language has, not always the one the rules want. */
function position(r: Rand): string {
  const n = int(r, 1, 5);
  const nums = () => Array.from({ length: n }, () => number(r));
  switch (int(r, 0, 8)) {
    case 0:
      return nums().join(' ');
    case 1:
      return `(${number(r)}, ${number(r)})`;
    case 2:
      return Array.from({ length: int(r, 1, 12) }, () => pick(r, ['H', 'T'])).join('');
    case 3:
      return `heads ${nums().join(' ')}`;
    case 4:
      return Array.from({ length: n }, () => `(${int(r, 0, 6)}, ${int(r, 0, 6)})`).join(' ');
    case 5:
      return Array.from({ length: n }, () => `${int(r, 0, 4)}-${int(r, 0, 4)}`).join(pick(r, [' ', ', ']));
    case 6:
      return Array.from({ length: n }, () => pick(r, ['a', 'b', 'c', 'x_1', 'y', 'z'])).join(' ');
    case 7:
      return `${number(r)} <= ${number(r)}`;
    default:
      return `${nums().join(' ')} | ${int(r, 0, 3)} ${int(r, 0, 3)}`;
  }
}

function positionLine(r: Rand): string {
  const parts = Array.from({ length: int(r, 1, 3) }, () => position(r)).join(' + ');
  let line = parts;
  if (r() < 0.3) line += ` -> ${position(r)}`;
  if (r() < 0.3) line += ` : ${pick(r, WORDS)}`;
  if (r() < 0.1) line += ` # ${pick(r, WORDS)}`;
  return line;
}

/** The line with one thing broken: a token dropped, doubled or replaced, a character put in. */
function damaged(r: Rand, line: string): string {
  const tokens = line.split(' ');
  const at = int(r, 0, tokens.length - 1);
  switch (int(r, 0, 5)) {
    case 0:
      tokens.splice(at, 1);
      break;
    case 1:
      tokens.splice(at, 0, tokens[at]!);
      break;
    case 2:
      tokens[at] = pick(r, PIECES);
      break;
    case 3:
      tokens[at] = pick(r, WORDS) + pick(r, PIECES);
      break;
    case 4: {
      const i = int(r, 0, line.length);
      return line.slice(0, i) + pick(r, [...PIECES, '\t', 'é', '\u00a0', '𝟙', 'x'.repeat(300)]) + line.slice(i);
    }
    default:
      return line;
  }
  return tokens.join(' ');
}

function worksheet(r: Rand): string {
  const lines: string[] = [];
  for (let k = int(r, 1, 4); k > 0; k--) {
    const rules = pick(r, RULES);
    lines.push(r() < 0.2 ? damaged(r, rules) : rules);
    for (let j = int(r, 1, 4); j > 0; j--) {
      const line = positionLine(r);
      lines.push(r() < 0.35 ? damaged(r, line) : line);
    }
  }
  return lines.join('\n') + '\n';
}

describe('fuzz: hostile worksheets are answered, never a crash', function () {
  this.timeout(600_000);
  const count = oracleCount(1200);
  const dir = mkdtempSync(join(tmpdir(), 'nim-lens-fuzz-'));

  it(`${count} damaged worksheets: well-formed answers and diagnostics`, async () => {
    const r = prng(44);
    const failures: string[] = [];
    for (let k = 0; k < count; k++) {
      const text = worksheet(r);
      const lines = text.split('\n');
      try {
        const a = analyseText(text, { budget: 50_000 });
        for (const d of a.diagnostics) {
          const line = lines[d.range.line];
          assert.ok(line !== undefined, `a diagnostic on line ${d.range.line + 1}, which does not exist`);
          assert.ok(
            0 <= d.range.start && d.range.start <= d.range.end && d.range.end <= line.length,
            `range ${d.range.start}–${d.range.end} outside line ${d.range.line + 1} (${line.length} characters)`,
          );
          assert.ok(d.message.length > 0 && d.message.length < 5_000, `a message of ${d.message.length} characters`);
        }
        for (const p of a.positions)
          for (const v of p.verdicts) {
            if (!v || !p.rules) continue;
            assert.ok(v.winningMoves.length <= 1000, `${v.winningMoves.length} moves listed`);
            if (v.outcome !== 'win')
              assert.equal(v.winningMoves.length, 0, 'moves listed for a position that is no win');
            if (v.winningMoveCount !== null && v.outcome === 'win')
              assert.ok(v.winningMoveCount >= BigInt(v.winningMoves.length), 'fewer counted than listed');
            assert.ok(verdictTitle(v).length > 0);
            assert.ok(verdictMarkdown(v, p.rules, p.statement.items[0]!.position.style).length > 0);
          }
        if (k % 25 === 0) {
          const path = join(dir, `sheet${k}.nim`);
          writeFileSync(path, text);
          let out = '';
          const code = await run(['check', '--json', '--budget', '50000', path], {
            write: (t) => (out += t),
            err: () => {},
          });
          assert.ok(code === 0 || code === 1, `check exited ${code}`);
          JSON.parse(out);
        }
      } catch (e) {
        failures.push(`${e instanceof Error ? e.message.split('\n')[0] : String(e)}\n--- worksheet ${k}:\n${text}`);
        if (failures.length >= 5) break;
      }
    }
    assert.deepEqual(failures, []);
  });
});
