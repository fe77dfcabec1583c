// The pictures are tested on what they draw: the SVG's cells, marks and brackets carry data
// attributes, read back here and compared with exhaustive search and the known tables.

import * as assert from 'node:assert/strict';
import { wythoffPartner, wythoffPartners } from '../../src/core/games/wythoff/partners';
import { pictureOf, type PictureOptions } from '../../src/core/pictures/picture';
import { MAX_HEIGHT, MAX_WIDTH } from '../../src/core/pictures/sumPicture';
import { DARK_PALETTE, LIGHT_PALETTE, svgDataUri, THEME_PALETTE, xml } from '../../src/core/pictures/svg';
import { boardWindow } from '../../src/core/games/wythoff/picture';
import type { Rules } from '../../src/core/rules';
import { ExhaustiveSearch } from '../../src/core/search';
import { solve } from '../../src/core/solve';
import { encodeParts } from '../../src/core/sumPosition';
import { PLAIN_STYLE } from '../../src/core/worksheet/format';
import { verdictMarkdown } from '../../src/core/worksheet/markdown';
import { parseRulesLine } from '../../src/core/worksheet/parse';
import { B, nim, sub, wythoff } from './helpers';
import { octalGame } from '../../src/core/games/octal/octal';

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
    const rules: Rules = { game: octalGame([7, 7]), misere: false };
    const heaps = B(4, 7, 100);
    const v = solve(rules, heaps);
    const picture = pictureOf(rules, heaps, v, drawn)!;
    const kayles = [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6];
    const strip = marks(picture.svg, 'value').filter((a) => Number(a['data-n']) < 12);
    assert.ok(strip.length > 0, 'the strip draws the first values');
    for (const a of strip) assert.equal(Number(a['data-g']), kayles[Number(a['data-n'])]);
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

  it("the hover's meaningful colours stand out 3:1 from its background; cold cells by their edge", () => {
    /** WCAG's contrast of two #rrggbb colours. */
    const luminance = (hex: string): number => {
      const [r, g, b] = [1, 3, 5].map((i) => {
        const c = parseInt(hex.slice(i, i + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrast = (a: string, b: string): number => {
      const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
      return (x! + 0.05) / (y! + 0.05);
    };
    for (const palette of [LIGHT_PALETTE, DARK_PALETTE]) {
      for (const role of ['text', 'muted', 'position', 'target', 'coldEdge'] as const)
        assert.ok(
          contrast(palette[role], palette.background) >= 3,
          `${role} ${palette[role]} on ${palette.background}`,
        );
      // The digits on a cold cell (Nim's XOR bits) stay readable (4.5:1 for text).
      assert.ok(contrast(palette.text, palette.cold) >= 4.5, `text on cold in ${palette.background}`);
      // Every cold cell of a board carries the edge.
      const svg = pictureOf(wythoff(), B(5, 8), solve(wythoff(), B(5, 8)), { palette, showMoves: true })!.svg;
      const cold = [...svg.matchAll(/<rect[^>]*fill="([^"]*)"[^>]*stroke="([^"]*)"/g)].filter(
        (m) => m[1] === palette.cold,
      );
      assert.ok(cold.length > 0);
      for (const m of cold) assert.equal(m[2], palette.coldEdge);
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

describe('pictures: sums of games', () => {
  const sumOf = (line: string): Rules => {
    const parsed = parseRulesLine(line);
    assert.ok(parsed.ok, line);
    return parsed.rules;
  };
  const vector = (parts: number[][]) => encodeParts(parts.map((p) => p.map(BigInt)));
  /** Each part's own stretch of the SVG, from its group's start to the next part's. */
  const partsOf = (svg: string): string[] => svg.split(/(?=<g data-part=")/).slice(1);
  const within = (p: { width: number; height: number; svg: string }) => {
    assert.ok(
      p.width <= MAX_WIDTH && p.height <= MAX_HEIGHT,
      `${p.width}x${p.height} within ${MAX_WIDTH}x${MAX_HEIGHT}`,
    );
    assert.ok(p.svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${p.width}" height="${p.height}" `));
    assert.match(p.svg, /^[\x20-\x7e]*$/, 'ASCII only');
  };

  it('nim + kayles + wythoff, 3 4 + 7 + (3, 5): each part its own picture, labelled with its value; the sum XOR in words', () => {
    const rules = sumOf('nim + kayles + wythoff');
    const heaps = vector([[3, 4], [7], [3, 5]]);
    const v = solve(rules, heaps);
    const picture = pictureOf(rules, heaps, v, drawn)!;
    assert.equal(picture.kind, 'sum');
    within(picture);
    const parts = partsOf(picture.svg);
    assert.deepEqual(
      marks(picture.svg, 'part').map((a) => [a['data-part'], a['data-kind'], a['data-grundy']]),
      [
        ['1', 'nim-columns', '7'],
        ['2', 'value-strip', '2'],
        ['3', 'wythoff-board', '0'],
      ],
    );
    // Each renderer's own drawing, in its part: bits of Nim, Kayles' values, Wythoff's board and queen.
    assert.equal(marks(parts[0]!, 'bit').length, 3 * 3, 'two heaps and the XOR, 3 bits each');
    assert.equal(marks(parts[0]!, 'odd').length, 3, 'XOR 7');
    const kayles = [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6];
    const strip = marks(parts[1]!, 'value').filter((a) => Number(a['data-n']) < 12);
    assert.ok(strip.length > 0, 'the strip draws the first values');
    for (const a of strip) assert.equal(Number(a['data-g']), kayles[Number(a['data-n'])]);
    assert.deepEqual(
      marks(parts[1]!, 'heap').map((a) => a['data-n']),
      ['7'],
    );
    assert.equal(marks(parts[2]!, 'cell').length, 49, 'the whole board 0..6');
    assert.deepEqual(cellsOf(parts[2]!, marks(parts[2]!, 'queen')), ['3,5']);
    for (const p of parts.slice(0, 2)) assert.equal(marks(p, 'cell').length, 0);
    // Labels: the part, its game's name, the value of its position (the verdict's components).
    const names = ['nim', 'Kayles', 'wythoff'];
    v.components!.forEach((c, i) => {
      assert.ok(
        parts[i]!.includes(xml(`part ${i + 1} \u00b7 ${names[i]} \u00b7 Grundy value ${c.grundy}`)),
        `label ${i + 1}`,
      );
      assert.match(picture.alt, new RegExp(`Part ${i + 1}, ${names[i]}, Grundy value ${c.grundy}: `));
    });
    const xor = v.components!.reduce((a, c) => a ^ c.grundy!, 0n);
    assert.equal(xor, 5n);
    assert.match(picture.alt, /Part 1, nim, Grundy value 7: Binary columns of the heaps 3, 4/);
    assert.match(picture.alt, /Part 2, Kayles, Grundy value 2: Grundy values of Kayles/);
    assert.match(picture.alt, /Part 3, wythoff, Grundy value 0: Board of Wythoff's game/);
    assert.ok(picture.alt.endsWith(`XOR of the values: ${xor}.`), picture.alt);
    assert.ok(picture.svg.includes(xml('XOR of the values: 7 \u2295 2 \u2295 0 = 5')));
  });

  it("the sum's moves are marked in the parts they are made in: the recommendation in its part only", () => {
    const rules = sumOf('nim + kayles + wythoff');
    const heaps = vector([[3, 4], [7], [3, 5]]);
    const v = solve(rules, heaps);
    const parts = partsOf(pictureOf(rules, heaps, v, drawn)!.svg);
    const r = v.recommended!.part!;
    assert.equal(r.index, 0, 'the recommendation is in Nim: 4 -> 1');
    assert.deepEqual(
      marks(parts.join(''), 'part').map((a) => a['data-recommended'] ?? null),
      ['true', null, null],
    );
    // Nim marks the bits the recommended move changes, in its own heap numbers.
    const i = r.move.heaps[0]!;
    const flipped = [3n, 4n][i]! ^ r.move.result[i]!;
    assert.deepEqual(
      marks(parts[0]!, 'changed').map((a) => [a['data-row'], a['data-bit']]),
      [0, 1, 2].filter((b) => (flipped >> BigInt(b)) & 1n).map((b) => [String(i), String(b)]),
    );
    // No move of the sum is made in Kayles: nothing is marked there.
    assert.equal(marks(parts[1]!, 'target').length + marks(parts[1]!, 'target-cell').length, 0);
    // Wythoff's cold position is left by the sum's winning moves in it (to value 5), not by its own (it has none).
    const inWythoff = v.winningMoves
      .filter((m) => m.part?.index === 2)
      .map((m) => `${m.part!.move.result[0]},${m.part!.move.result[1]}`)
      .sort();
    assert.deepEqual(inWythoff, ['0,5', '3,2']);
    assert.deepEqual([...new Set(cellsOf(parts[2]!, marks(parts[2]!, 'target')))], inWythoff);
    // Without the hint, nothing is marked anywhere.
    const plain = pictureOf(rules, heaps, v, { palette: LIGHT_PALETTE, showMoves: false })!.svg;
    for (const cls of ['changed', 'target', 'target-cell', 'move']) assert.equal(marks(plain, cls).length, 0, cls);
  });

  it("in the play panel's colours and cells: within the limits, no board playable, the board's cells compact where the large do not fit", () => {
    const rules = sumOf('nim + kayles + wythoff');
    const panel: PictureOptions = { palette: THEME_PALETTE, showMoves: true, interactive: true, cell: 22 };
    const cellWidths = (svg: string) => [...new Set(marks(svg, 'cell').map((a) => a.width))];
    for (const [board, cell] of [
      [[3, 5], '22'],
      [[9, 10], '14'],
    ] as const) {
      const heaps = vector([[3, 4], [7], [...board]]);
      const picture = pictureOf(rules, heaps, solve(rules, heaps), panel)!;
      within(picture);
      assert.equal(marks(picture.svg, 'reachable').length, 0);
      assert.ok(!picture.svg.includes('role="button"') && !picture.svg.includes('role:'));
      assert.ok(
        !/<svg[^>]*>[^]*<svg/.test(picture.svg),
        'parts are groups, not nested documents a stylesheet would resize',
      );
      assert.deepEqual(
        marks(picture.svg, 'part').map((a) => a['data-kind']),
        ['nim-columns', 'value-strip', 'wythoff-board'],
      );
      assert.deepEqual(cellWidths(picture.svg), [cell], `(${board.join(', ')})`);
    }
    // A whole board of 15 does not fit under the others even with compact cells: it is said in words.
    const heaps = vector([[3, 4], [7], [13, 14]]);
    const picture = pictureOf(rules, heaps, solve(rules, heaps), panel)!;
    within(picture);
    assert.deepEqual(
      marks(picture.svg, 'part').map((a) => a['data-kind']),
      ['nim-columns', 'value-strip', 'words'],
    );
    assert.match(
      picture.alt,
      /Part 3, wythoff, Grundy value \d+ \(heaps 13 14\): not drawn, as the picture of the whole sum would be too large\./,
    );
  });

  it('the limits are those of the pictures of one game: the largest of each kind fits them', () => {
    const big = 2n ** 40n - 1n;
    const nimHeaps = Array.from({ length: 12 }, (_, i) => big - BigInt(i));
    const largest = [
      pictureOf(nim(), nimHeaps, solve(nim(), nimHeaps), drawn)!,
      pictureOf(
        sub([1, 3, 4]),
        B(5, 100, 200, 300, 400, 500),
        solve(sub([1, 3, 4]), B(5, 100, 200, 300, 400, 500)),
        drawn,
      )!,
      pictureOf(wythoff(), B(15, 14), solve(wythoff(), B(15, 14)), { ...drawn, cell: 22 })!,
    ];
    for (const p of largest)
      assert.ok(p.width <= MAX_WIDTH && p.height <= MAX_HEIGHT, `${p.kind}: ${p.width}x${p.height}`);
    assert.ok(largest[0]!.width > MAX_WIDTH - 20, 'Nim at 40 bits is about as wide as the limit');
    assert.ok(largest[2]!.height > MAX_HEIGHT - 20, "the play panel's whole board about as high");
  });

  it('a sum with a heap of 10^40: the Nim part in words, the rest drawn, quickly and within the limits', () => {
    const rules = sumOf('nim + kayles');
    const heaps = encodeParts([[10n ** 40n, 3n], [10n ** 40n]]);
    const start = performance.now();
    const v = solve(rules, heaps);
    const picture = pictureOf(rules, heaps, v, drawn)!;
    const ms = performance.now() - start;
    assert.ok(ms < 1000, `${ms.toFixed(0)} ms`);
    within(picture);
    assert.deepEqual(
      marks(picture.svg, 'part').map((a) => a['data-kind']),
      ['words', 'value-strip'],
    );
    const parts = partsOf(picture.svg);
    assert.ok(parts[0]!.includes('no picture of this position'));
    assert.deepEqual(
      marks(parts[1]!, 'heap').map((a) => a['data-n']),
      [String(10n ** 40n)],
      'the huge Kayles heap has its own window',
    );
    assert.match(
      picture.alt,
      /Part 1, nim, Grundy value 10000000…00000003 \(41 digits\) \(heaps 10000000…00000000 \(41 digits\) 3\): no picture/,
    );
    assert.ok(picture.svg.length < 30_000, `${picture.svg.length} characters`);
  });

  it('a misère sum by the frontier rule: normal-play values in the labels, the misère winning moves marked', () => {
    const rules = sumOf('nim + subtraction {1, 3, 4} misere');
    const heaps = vector([[3, 4], [5]]);
    const v = solve(rules, heaps);
    assert.equal(v.explanation.kind, 'sum');
    const picture = pictureOf(rules, heaps, v, drawn)!;
    within(picture);
    assert.deepEqual(
      marks(picture.svg, 'part').map((a) => [a['data-kind'], a['data-grundy'], a['data-recommended'] ?? null]),
      v.components!.map((c, i) => [
        i === 0 ? 'nim-columns' : 'value-strip',
        String(c.grundy),
        v.recommended!.part!.index === i ? 'true' : null,
      ]),
    );
    const parts = partsOf(picture.svg);
    const r = v.recommended!.part!;
    const marked = r.index === 0 ? marks(parts[0]!, 'changed') : marks(parts[1]!, 'target');
    assert.ok(marked.length > 0, 'the recommended move is drawn in its part');
    assert.equal((r.index === 0 ? marks(parts[1]!, 'target') : marks(parts[0]!, 'changed')).length, 0);
    // Each part's strip is of normal play: {1, 3, 4} repeats 0 1 0 1 2 3 2.
    assert.deepEqual(
      marks(parts[1]!, 'value')
        .slice(0, 7)
        .map((a) => Number(a['data-g'])),
      [0, 1, 0, 1, 2, 3, 2],
    );
    assert.match(
      picture.alt,
      /XOR of the values: 4\. Misère play: decided by the frontier rule, not by the XOR alone\.$/,
    );
    assert.ok(picture.svg.includes(xml('misère play: by the frontier rule')));
  });

  it('a misère sum decided by search still draws its parts, and says how it was decided', () => {
    const rules = sumOf('nim + wythoff misere');
    const heaps = vector([[3], [2, 4]]);
    const v = solve(rules, heaps);
    assert.equal(v.explanation.kind, 'search');
    const picture = pictureOf(rules, heaps, v, drawn)!;
    within(picture);
    assert.deepEqual(
      marks(picture.svg, 'part').map((a) => [a['data-kind'], a['data-grundy']]),
      [
        ['nim-columns', '3'],
        ['wythoff-board', '3'],
      ],
    );
    assert.match(picture.alt, /XOR of the values: 0\. Misère play: decided by exhaustive search\.$/);
  });

  it('a part not decided on its own (a table beyond the budget) is a label in words, and the alt text says so', () => {
    const rules = sumOf('nim + wythoff diagonal 3');
    const heaps = vector([[3], [40, 61]]);
    const v = solve(rules, heaps);
    assert.equal(v.outcome, 'win');
    const picture = pictureOf(rules, heaps, v, { ...drawn, budget: 10 })!;
    within(picture);
    assert.deepEqual(
      marks(picture.svg, 'part').map((a) => a['data-kind']),
      ['nim-columns', 'words'],
    );
    assert.ok(partsOf(picture.svg)[1]!.includes('not decided on its own within the budget'));
    assert.match(
      picture.alt,
      /Part 2, wythoff diagonal 3, Grundy value 78 \(heaps 40 61\): not decided on its own within the budget, so not drawn\./,
    );
    assert.equal(marks(picture.svg, 'cell').length, 0);
    // With the default budget the same part is drawn.
    assert.deepEqual(
      marks(pictureOf(rules, heaps, v, drawn)!.svg, 'part').map((a) => a['data-kind']),
      ['nim-columns', 'wythoff-board'],
    );
  });

  it('an unknown sum has no picture', () => {
    const rules = sumOf('nim + wythoff');
    const heaps = encodeParts([[3n], [10n ** 30n, 10n ** 30n + 7n]]);
    const v = solve(rules, heaps);
    assert.equal(v.outcome, 'unknown');
    assert.equal(pictureOf(rules, heaps, v, drawn), null);
  });

  it('many parts: the tallest become words, the last are left out, all within the limits and all named in the alt text', () => {
    const game: Rules['game'] = {
      kind: 'sum',
      components: Array.from({ length: 60 }, () => ({ kind: 'nim' }) as const),
    };
    const rules: Rules = { game, misere: false };
    const heaps = encodeParts(Array.from({ length: 60 }, (_, i) => [BigInt(i + 1), BigInt(2 * i + 3)]));
    const v = solve(rules, heaps);
    const picture = pictureOf(rules, heaps, v, drawn)!;
    within(picture);
    const shown = marks(picture.svg, 'part');
    assert.ok(shown.length < 60 && shown.length > 10, `${shown.length} parts shown`);
    assert.equal(marks(picture.svg, 'left-out').length, 1);
    for (let i = 1; i <= 60; i++) assert.ok(picture.alt.includes(`Part ${i}, nim, `), `part ${i} in the alt text`);
    assert.match(picture.alt, /Part 60, nim, Grundy value \d+ \(heaps 60 121\): left out of the picture/);
    assert.ok(picture.svg.includes(xml('XOR of the 60 values: ')));
    // The recommendation's part keeps its picture when another can give way.
    const r = v.recommended!.part!.index;
    assert.equal(shown.find((a) => a['data-part'] === String(r + 1))?.['data-kind'], 'nim-columns');
  });

  it("in the hover: a Markdown image whose alt text is the sum picture's", () => {
    const rules = sumOf('nim + kayles + wythoff');
    const heaps = vector([[3, 4], [7], [3, 5]]);
    const v = solve(rules, heaps);
    const picture = pictureOf(rules, heaps, v, drawn)!;
    const hover = verdictMarkdown(v, rules, PLAIN_STYLE, picture);
    assert.ok(hover.includes(`![${picture.alt}](data:image/svg+xml;base64,`));
  });
});
