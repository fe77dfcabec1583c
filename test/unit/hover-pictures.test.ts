// The hover's pictures fit VS Code's hover box (issue 41): every picture of the example worksheets,
// and of positions with big numbers in every game, is at most 480 by 200 pixels as the hover draws
// it (the SVG's width and height, read from the image's data URI in the hover's Markdown), and comes
// after the verdict. A picture is drawn smaller or with less in it, not left out: every position of
// the examples that has a picture at its full size (the play panel's) has one in the hover.

import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOVER_ROOM, MIN_SCALE } from '../../src/core/pictures/fit';
import { hoverPicture, pictureOf } from '../../src/core/pictures/picture';
import { LIGHT_PALETTE } from '../../src/core/pictures/svg';
import { analyseText } from '../../src/core/worksheet/analyser';
import { verdictMarkdown } from '../../src/core/worksheet/markdown';
import { positionShape } from '../../src/core/worksheet/positionShape';
import { RULES_HOVER_BUDGET, rulesHover } from '../../src/core/worksheet/rulesMarkdown';
import { int, prng, type Rand } from './random';

const root = join(__dirname, '..', '..', '..');
const folder = join(root, 'examples');
const files = readdirSync(folder).filter((f) => f.endsWith('.nim'));

/** The size an SVG is drawn at: its width and height, else its view box. */
function drawnSize(svg: string): { width: number; height: number } {
  const open = /^<svg\b[^>]*>/.exec(svg)?.[0];
  assert.ok(open, 'an SVG document');
  const attributes = new Map([...open.matchAll(/\s([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
  const box = attributes.get('viewBox')?.split(/\s+/).map(Number);
  const width = Number(attributes.get('width') ?? box?.[2]);
  const height = Number(attributes.get('height') ?? box?.[3]);
  assert.ok(Number.isFinite(width) && Number.isFinite(height), open);
  return { width, height };
}

/** The pictures of a hover's Markdown: each image's SVG, decoded from its data URI. */
function imagesOf(markdown: string): { svg: string; at: number }[] {
  return [...markdown.matchAll(/!\[[^\]]*\]\(data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)\)/g)].map((m) => ({
    svg: Buffer.from(m[1]!, 'base64').toString('latin1'),
    at: m.index,
  }));
}

/** The first words of a position's hover: its verdict. */
const VERDICT = /^\*\*(Win|Loss|Draw|Unknown)\*\*[ :]/;

interface Drawn {
  readonly where: string;
  readonly width: number;
  readonly height: number;
}

/**
 * The hover of every position of a worksheet, built as the editor builds it (src/editor/hover.ts):
 * the picture drawn for the hover, in the Markdown after the verdict. Returns the pictures' sizes
 * and the positions whose full-size picture the hover lost.
 */
function hoversOf(name: string, text: string): { drawn: Drawn[]; lost: string[] } {
  const analysis = analyseText(text);
  const drawn: Drawn[] = [];
  const lost: string[] = [];
  for (const p of analysis.positions) {
    if (!p.rules) continue;
    p.statement.items.forEach((item, i) => {
      const v = p.verdicts[i];
      const shape = positionShape(p.rules!, item.position);
      if (!v || !shape.ok) return;
      const where = `${name}:${p.line + 1}${p.statement.items.length > 1 ? ` (item ${i + 1})` : ''}`;
      const picture = hoverPicture(p.rules!, shape.heaps, v, LIGHT_PALETTE);
      const full = pictureOf(p.rules!, shape.heaps, v, { palette: LIGHT_PALETTE, showMoves: true });
      if (full && !picture) lost.push(where);
      const markdown = verdictMarkdown(v, p.rules!, item.position.style, picture);
      const images = imagesOf(markdown);
      assert.equal(images.length, picture ? 1 : 0, `${where}: one picture in the hover`);
      const image = images[0];
      if (!image) return;
      const verdict = VERDICT.exec(markdown);
      assert.ok(verdict && verdict.index < image.at, `${where}: the verdict comes before the picture`);
      drawn.push({ where, ...drawnSize(image.svg) });
    });
  }
  for (const line of analysis.lines) {
    const statement = line.statement;
    if (statement?.kind !== 'rules' || !statement.rules) continue;
    const { markdown } = rulesHover(statement.rules, RULES_HOVER_BUDGET, LIGHT_PALETTE, true);
    for (const image of imagesOf(markdown))
      drawn.push({ where: `${name}:${statement.range.line + 1} (rules)`, ...drawnSize(image.svg) });
  }
  return { drawn, lost };
}

function tooLarge(drawn: readonly Drawn[]): string[] {
  return drawn
    .filter((d) => d.height > HOVER_ROOM.height || d.width > HOVER_ROOM.width)
    .map((d) => `${d.where}: ${d.width}x${d.height}`);
}

describe('hover pictures fit the hover box', () => {
  it('the room is the box the issue measured: 480 by 200 pixels, drawn at no less than 0.8', () => {
    assert.deepEqual(HOVER_ROOM, { width: 480, height: 200 });
    assert.equal(MIN_SCALE, 0.8);
  });

  for (const file of files)
    it(`${file}: every picture at most 480 by 200, after the verdict; none left out`, () => {
      const { drawn, lost } = hoversOf(file, readFileSync(join(folder, file), 'utf8'));
      assert.deepEqual(tooLarge(drawn), []);
      assert.deepEqual(lost, [], 'positions whose picture the hover left out');
    });

  it('the examples draw pictures (the checks above are not vacuous)', () => {
    let count = 0;
    for (const file of files) count += hoversOf(file, readFileSync(join(folder, file), 'utf8')).drawn.length;
    assert.ok(count > 250, `${count} pictures`);
  });

  /** A number of `digits` digits, the first not 0. */
  const digits = (r: Rand, n: number) =>
    String(int(r, 1, 9)) + Array.from({ length: n - 1 }, () => String(int(r, 0, 9))).join('');
  const heaps = (n: number, make: () => string) => Array.from({ length: n }, make).join(' ');
  /** Rules line, then positions with big numbers, long rows, large boards and graphs. */
  const games: Record<string, (r: Rand) => string[]> = {
    nim: (r) => [
      'nim',
      heaps(50, () => String(int(r, 1, 1e6))),
      heaps(12, () => String(int(r, 2 ** 38, 2 ** 40))),
      heaps(12, () => String(int(r, 1, 1000))),
      `${digits(r, 31)} ${digits(r, 30)}`,
    ],
    kayles: (r) => [
      'kayles',
      `${digits(r, 31)} ${digits(r, 30)} ${int(r, 1, 9)}`,
      heaps(20, () => String(int(r, 30, 300))),
      heaps(6, () => String(int(r, 40, 1e6))),
    ],
    subtraction: (r) => ['subtraction {1, 3, 4}', `${digits(r, 30)} 5`, heaps(8, () => String(int(r, 30, 999)))],
    octal: (r) => ['octal 0.137', heaps(5, () => String(int(r, 50, 1e9)))],
    wythoff: (r) => [
      'wythoff',
      `${int(r, 10, 16)} ${int(r, 10, 16)}`,
      `${int(r, 20, 999)} ${int(r, 20, 999)}`,
      `${digits(r, 30)} ${digits(r, 30)}`,
      `${digits(r, 200)} ${digits(r, 200)}`,
    ],
    'wythoff diagonal 3': (r) => ['wythoff diagonal 3', `${int(r, 10, 60)} ${int(r, 10, 60)}`],
    'turning turtles': (r) => [
      'turning turtles',
      `heads ${Array.from({ length: 40 }, (_, i) => i + 1)
        .filter(() => r() < 0.5)
        .join(' ')}`,
      `heads 1 50 1000 ${digits(r, 31)}`,
    ],
    ruler: (r) => [
      'ruler',
      `heads ${Array.from({ length: 40 }, (_, i) => i + 1)
        .filter(() => r() < 0.6)
        .join(' ')}`,
    ],
    corners: (r) => [
      'corners',
      Array.from({ length: 8 }, () => `(${int(r, 0, 23)}, ${int(r, 0, 23)})`).join(' '),
      '(23, 23) (0, 0)',
    ],
    staircase: (r) => [
      'staircase',
      heaps(30, () => String(int(r, 0, 12))),
      heaps(12, () => String(int(r, 0, 99))),
      `${digits(r, 31)} 3 ${digits(r, 30)}`,
    ],
    euclid: (r) => ['euclid', `(${int(r, 2, 1e6)}, ${int(r, 2, 1e6)})`, '(40, 1)', '(89, 55)', '(7, 7)'],
    moore: (r) => ['moore 3', heaps(12, () => String(int(r, 2 ** 30, 2 ** 39)))],
    fibonacci: (r) => ['fibonacci', `${digits(r, 30)} <= ${digits(r, 29)}`, `${int(r, 100, 1e6)} <= ${int(r, 1, 100)}`],
    hackenbush: (r) => [
      'hackenbush',
      Array.from({ length: int(r, 20, 60) }, (_, i) => `${i}-${i + 1}`).join(' '),
      Array.from({ length: 30 }, (_, i) => `0-${i + 1}`).join(' '),
      Array.from({ length: 40 }, (_, i) => `${Math.floor(i / 2)}-${i + 1}`).join(' '),
    ],
    digraph: () => [
      `digraph ${Array.from({ length: 50 }, (_, i) => `v${i}: ${i < 49 ? `v${i + 1}` : ''}`).join('; ')}`,
      'v0 v10 v20',
    ],
    'digraph, wide': () => [
      `digraph ${Array.from({ length: 12 }, (_, i) => `v${i}: ${i < 6 ? `v${i + 6}` : ''}`).join('; ')}`,
      'v0 v1 v2',
    ],
    chomp: (r) => [
      'chomp',
      heaps(20, () => '30'),
      heaps(int(r, 2, 8), () => String(int(r, 20, 30))),
      heaps(20, () => '3'),
    ],
    'poker nim': (r) => [
      'poker nim',
      `${heaps(12, () => String(int(r, 1, 40)))} | 5 3`,
      `${digits(r, 31)} ${digits(r, 30)} | ${digits(r, 20)} 0`,
    ],
    sum: (r) => [
      'nim + kayles + wythoff + staircase + chomp',
      `3 4 5 + 7 + (13, 8) + 3 0 5 2 + 5 4 4 2`,
      `${digits(r, 31)} 3 + 100 + (100, 162) + 1 2 3 4 5 6 7 8 + 6 5 4 3 2 1`,
    ],
    'sum of graphs': () => [
      'hackenbush + digraph a: b; b: c; c: d; d: e; e: + euclid',
      '0-1 1-2 2-3 3-4 4-5 5-6 + a + (21, 8)',
    ],
  };
  /** Games whose large positions here have no picture even at full size (a chain of 50 vertices). */
  const UNDRAWN = new Set(['digraph']);
  for (const [game, lines] of Object.entries(games))
    it(`${game}: random positions with big numbers draw pictures within the box`, () => {
      let pictures = 0;
      for (let seed = 1; seed <= 3; seed++) {
        const { drawn } = hoversOf(`${game} (seed ${seed})`, lines(prng(seed)).join('\n'));
        assert.deepEqual(tooLarge(drawn), []);
        pictures += drawn.filter((d) => !d.where.endsWith('(rules)')).length;
      }
      if (!UNDRAWN.has(game)) assert.ok(pictures > 0, 'some of the positions are drawn');
    });

  it('the largest boards and rows still have a picture in the hover', () => {
    const drawnFor = (text: string) => hoversOf('big', text).drawn.filter((d) => !d.where.endsWith('(rules)'));
    for (const text of [
      `nim\n${Array.from({ length: 12 }, (_, i) => 2 ** 39 + i).join(' ')}`,
      `chomp\n${Array.from({ length: 20 }, () => '30').join(' ')}`,
      `corners\n(23, 23) (0, 0)`,
      `wythoff\n15 15`,
      `staircase\n${Array.from({ length: 30 }, (_, i) => i % 13).join(' ')}`,
      `turning turtles\nheads ${Array.from({ length: 20 }, (_, i) => 2 * i + 1).join(' ')}`,
      `hackenbush\n${Array.from({ length: 40 }, (_, i) => `${i}-${i + 1}`).join(' ')}`,
      `hackenbush\n${Array.from({ length: 30 }, (_, i) => `0-${i + 1}`).join(' ')}`,
    ])
      assert.equal(drawnFor(text).length, 1, text.slice(0, 40));
  });
});
