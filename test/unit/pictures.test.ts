// The pictures are tested on what they draw: the SVG's cells, marks and brackets carry data
// attributes, read back here and compared with exhaustive search and the known tables.

import * as assert from 'node:assert/strict';
import { wythoffPartner, wythoffPartners } from '../../src/core/games/wythoff';
import { pictureOf, type PictureOptions } from '../../src/core/pictures/picture';
import { DARK_PALETTE, LIGHT_PALETTE, svgDataUri, THEME_PALETTE } from '../../src/core/pictures/svg';
import { boardWindow } from '../../src/core/pictures/wythoffBoard';
import type { Rules } from '../../src/core/rules';
import { ExhaustiveSearch } from '../../src/core/search';
import { solve } from '../../src/core/solve';
import { PLAIN_STYLE } from '../../src/core/worksheet/format';
import { verdictMarkdown } from '../../src/core/worksheet/markdown';
import { B, nim, sub, wythoff } from './helpers';

const drawn: PictureOptions = { palette: LIGHT_PALETTE, showMoves: true };

/** Every element of a class, with its data attributes. */
function marks(svg: string, cls: string): Record<string, string>[] {
  const out: Record<string, string>[] = [];
  for (const m of svg.matchAll(/<(\w+)([^>]*)>/g)) {
    const attrs = Object.fromEntries([...m[2]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!]));
    if ((attrs.class ?? '').split(' ').includes(cls)) out.push(attrs);
  }
  return out;
}

/** The board's cells as real coordinates: the window's corner plus each mark's offset (or its own coordinates). */
function cellsOf(svg: string, list: Record<string, string>[]): string[] {
  const board = marks(svg, 'board')[0]!;
  const [x0, y0] = [BigInt(board['data-x0']!), BigInt(board['data-y0']!)];
  return list
    .map((a) =>
      a['data-x'] !== undefined
        ? `${a['data-x']},${a['data-y']}`
        : `${x0 + BigInt(a['data-i']!)},${y0 + BigInt(a['data-j']!)}`,
    )
    .sort();
}

describe('pictures: Wythoff boards', () => {
  const variants: [string, Rules][] = [
    ['wythoff', wythoff()],
    ['misère wythoff', wythoff(null, true)],
    ['diagonal 1', wythoff(1)],
    ['diagonal 2, misère', wythoff(2, true)],
    ['diagonal 3', wythoff(3)],
    ['diagonal 4, misère', wythoff(4, true)],
  ];
  for (const [name, rules] of variants) {
    it(`${name}: the shaded cells are exactly the losses in the window, the marked moves exactly the winning moves`, () => {
      const search = new ExhaustiveSearch(rules);
      for (const [x, y] of [
        [5, 8],
        [0, 0],
        [3, 3],
        [9, 13],
        [14, 15],
        [20, 27],
        [40, 31],
      ] as const) {
        const heaps = B(x, y);
        const v = solve(rules, heaps);
        const picture = pictureOf(rules, heaps, v, drawn)!;
        const win = boardWindow(heaps[0]!, heaps[1]!);
        const losses: string[] = [];
        for (let j = win.y0; j <= win.y1; j++)
          for (let i = win.x0; i <= win.x1; i++)
            if (search.solve([i, j], 1e8)!.outcome === 'loss') losses.push(`${i},${j}`);
        assert.deepEqual(cellsOf(picture.svg, marks(picture.svg, 'cold')), losses.sort(), `${name} (${x}, ${y})`);
        const targets = [...marks(picture.svg, 'target'), ...marks(picture.svg, 'outside')];
        const winning = v.winningMoves.map((m) => `${m.result[0]},${m.result[1]}`).sort();
        assert.deepEqual([...new Set(cellsOf(picture.svg, targets))], winning, `${name} (${x}, ${y}) moves`);
        assert.equal(marks(picture.svg, 'cell').length, Number(win.x1 - win.x0 + 1n) * Number(win.y1 - win.y0 + 1n));
        assert.deepEqual(cellsOf(picture.svg, marks(picture.svg, 'queen')), [`${x},${y}`]);
      }
    });
  }

  it('the partners walked along a range of rows are those of the closed form', () => {
    for (const [from, to] of [
      [0n, 300n],
      [10n ** 30n, 10n ** 30n + 200n],
      [7n, 7n],
    ] as const) {
      const walked = wythoffPartners(from, to);
      for (let v = from; v <= to; v++) assert.equal(walked[Number(v - from)], wythoffPartner(v), `partner of ${v}`);
    }
  });

  it('a 31-digit position: a 12-by-12 window next to the queen with its real coordinates, never the whole board', () => {
    const x = 10n ** 30n + 12345n;
    const y = wythoffPartner(x) + 3n;
    const v = solve(wythoff(), [x, y]);
    const picture = pictureOf(wythoff(), [x, y], v, drawn)!;
    assert.equal(marks(picture.svg, 'cell').length, 144);
    const shown = cellsOf(picture.svg, marks(picture.svg, 'cell')).map(
      (c) => c.split(',').map(BigInt) as [bigint, bigint],
    );
    assert.ok(shown.every(([i, j]) => i <= x && i > x - 12n && j <= y && j > y - 12n));
    // Cold cells by the closed form: (i, j) is cold exactly when i is the partner of j.
    const cold = shown
      .filter(([i, j]) => wythoffPartner(j) === i)
      .map(([i, j]) => `${i},${j}`)
      .sort();
    assert.ok(picture.svg.length < 20_000, `${picture.svg.length} characters: coordinates are not repeated per cell`);
    assert.deepEqual(cellsOf(picture.svg, marks(picture.svg, 'cold')), cold);
    assert.deepEqual(
      [...new Set(cellsOf(picture.svg, [...marks(picture.svg, 'target'), ...marks(picture.svg, 'outside')]))],
      v.winningMoves.map((m) => `${m.result[0]},${m.result[1]}`).sort(),
    );
    assert.match(picture.svg, /columns: heap 1 from 10000000&#8230;00012334 \(31 digits\)/);
    assert.match(picture.alt, /a window of 12 by 12 cells next to the queen/);
    assert.ok(picture.width <= 500 && picture.height <= 400, `${picture.width}x${picture.height} fits a hover`);
  });

  it('the playable board makes exactly the cells the queen can reach into buttons', () => {
    const rules = wythoff(2);
    const v = solve(rules, B(6, 4));
    const svg = pictureOf(rules, B(6, 4), v, { palette: THEME_PALETTE, showMoves: false, interactive: true })!.svg;
    const reachable = cellsOf(svg, marks(svg, 'reachable'));
    const expected: string[] = [];
    for (let i = 0; i < 6; i++) expected.push(`${i},4`);
    for (let j = 0; j < 4; j++) expected.push(`6,${j}`);
    expected.push('5,3', '4,2');
    assert.deepEqual(reachable, expected.sort());
    assert.equal(marks(svg, 'target').length, 0, 'no move is marked without a hint');
    assert.ok(!svg.includes('role:') && !/fill="var/.test(svg), 'theme colours are classes for the stylesheet');
    assert.match(svg, /class="cell fill-bg stroke-grid"/);
  });
});

describe('pictures: strips of Grundy values', () => {
  it('subtraction {1, 3, 4}: values from the search, the period bracket spans 7 cells from 0, heaps and the target marked', () => {
    const rules = sub([1, 3, 4]);
    const heaps = B(9, 5, 100);
    const v = solve(rules, heaps);
    const svg = pictureOf(rules, heaps, v, drawn)!.svg;
    const values = marks(svg, 'value').filter((a) => Number(a['data-n']) < 32);
    const search = new ExhaustiveSearch(rules);
    for (const a of values)
      assert.equal(
        a['data-g'] === '0',
        search.solve([BigInt(a['data-n']!)], 1e6)!.outcome === 'loss',
        `G(${a['data-n']})`,
      );
    assert.deepEqual(
      marks(svg, 'period').map((a) => [a['data-from'], a['data-to']]),
      [['0', '6']],
    );
    assert.deepEqual(
      marks(svg, 'heap')
        .map((a) => a['data-n'])
        .sort(),
      ['100', '5', '9'],
    );
    const target = marks(svg, 'target-cell');
    assert.deepEqual(
      target.map((a) => a['data-n']),
      [String(v.recommended!.result[v.recommended!.heaps[0]!])],
    );
  });

  it('Kayles: the strip shows G from the table, the heap of 100 its own window, the period (12 from 71) beyond the strip in words', () => {
    const rules: Rules = { game: { kind: 'octal', digits: [7, 7] }, misere: false };
    const heaps = B(4, 7, 100);
    const v = solve(rules, heaps);
    const picture = pictureOf(rules, heaps, v, drawn)!;
    const kayles = [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6];
    for (const a of marks(picture.svg, 'value'))
      if (Number(a['data-n']) < 12) assert.equal(Number(a['data-g']), kayles[Number(a['data-n'])]);
    assert.deepEqual(
      marks(picture.svg, 'value')
        .filter((a) => a['data-n'] === '100')
        .map((a) => a['data-g']),
      ['1'],
      'G(100) = G(71 + 29 mod 12)',
    );
    assert.match(picture.alt, /period 12 from heap 71/);
    assert.deepEqual(
      marks(picture.svg, 'target').map((a) => [a['data-heap'], a['data-g']]),
      [['1', '3']],
    );
  });

  it('the preperiod and the period of {2, 4, 7} (8, then 3) are bracketed where they are', () => {
    const rules = sub([2, 4, 7]);
    const svg = pictureOf(rules, B(10), solve(rules, B(10)), drawn)!.svg;
    assert.deepEqual(
      marks(svg, 'preperiod').map((a) => [a['data-from'], a['data-to']]),
      [['0', '7']],
    );
    assert.deepEqual(
      marks(svg, 'period').map((a) => [a['data-from'], a['data-to']]),
      [['8', '10']],
    );
  });
});

describe('pictures: Nim columns', () => {
  it('the bits of each heap and of the XOR; the bits the recommended move changes are marked', () => {
    const heaps = B(3, 4, 5);
    const v = solve(nim(), heaps);
    const svg = pictureOf(nim(), heaps, v, drawn)!.svg;
    const m = v.recommended!;
    const i = m.heaps[0]!;
    const flipped = heaps[i]! ^ m.result[i]!;
    assert.deepEqual(
      marks(svg, 'changed').map((a) => [a['data-row'], a['data-bit']]),
      [...Array(3).keys()]
        .filter((b) => (flipped >> BigInt(b)) & 1n)
        .map((b) => [String(i), String(b)])
        .reverse(),
    );
    assert.deepEqual(
      marks(svg, 'odd').map((a) => a['data-bit']),
      ['1'],
      'XOR 2: the 2s column is odd',
    );
    assert.equal(
      pictureOf(nim(), [10n ** 30n, 1n], solve(nim(), [10n ** 30n, 1n]), drawn),
      null,
      'a 100-bit heap is explained in words',
    );
  });
});

describe('pictures: in the hover', () => {
  it('an SVG data URI with its text alternative, plain ASCII, in light and dark colours', () => {
    const rules = wythoff();
    const v = solve(rules, B(5, 8));
    for (const palette of [LIGHT_PALETTE, DARK_PALETTE]) {
      const picture = pictureOf(rules, B(5, 8), v, { palette, showMoves: true })!;
      assert.match(picture.svg, /^[\x20-\x7e]*$/, 'ASCII only');
      assert.equal(Buffer.from(svgDataUri(picture.svg).split(',')[1]!, 'base64').toString('latin1'), picture.svg);
      assert.ok(picture.svg.includes(`fill="${palette.background}"`));
      const hover = verdictMarkdown(v, rules, PLAIN_STYLE, picture);
      assert.ok(hover.startsWith('**Win** for the player to move'));
      assert.match(
        hover,
        /\n\n!\[Board of Wythoff's game, columns 0 to 9 and rows 0 to 9: the queen at \(5, 8\); cold positions shaded at .*winning moves to \(4, 7\), \(5, 3\)\.\]\(data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+\)\n\n/,
      );
    }
  });

  it('a 1,000-digit position still gets its board, a window of 8 by 8', () => {
    const x = 10n ** 999n;
    const v = solve(wythoff(), [x, 2n * x]);
    const picture = pictureOf(wythoff(), [x, 2n * x], v, drawn)!;
    assert.equal(marks(picture.svg, 'cell').length, 64);
    assert.ok(picture.svg.length < 30_000, `${picture.svg.length} characters`);
  });
});
