// The pictures of coins, stairs and Euclid's game, tested on what they draw: their elements carry
// classes and data attributes, read back here. The verdicts are built by hand (only the outcome and
// the recommended move matter to a picture), so that these tests do not depend on the games.

import * as assert from 'node:assert/strict';
import { coinGridPicture, MAX_GRID } from '../../src/core/games/corners/picture';
import { coinRowPicture, MAX_COINS } from '../../src/core/games/coins/picture';
import { euclidPicture, MAX_SQUARES } from '../../src/core/games/euclid/picture';
import { type Picture, type PictureOptions } from '../../src/core/pictures/pictureTypes';
import { MAX_STAIRS, staircasePicture } from '../../src/core/games/staircase/picture';
import { DARK_PALETTE, LIGHT_PALETTE, THEME_PALETTE, xml } from '../../src/core/pictures/svg';
import { type Verdict } from '../../src/core/verdict';

const shown: PictureOptions = { palette: LIGHT_PALETTE, showMoves: true };
const hidden: PictureOptions = { palette: LIGHT_PALETTE, showMoves: false };
const B = (...ns: (number | bigint)[]): bigint[] => ns.map((n) => BigInt(n));

/** A verdict with only what a picture reads: the outcome and the position after the recommended move. */
function verdictOf(outcome: Verdict['outcome'], result: readonly bigint[] | null): Verdict {
  return {
    outcome,
    winningMoves: [],
    winningMoveCount: 0n,
    recommended: result ? { heaps: [0], amount: 1n, result } : null,
    recommendedBecause: '',
    remoteness: null,
    explanation: { kind: 'unknown', reason: '' },
    method: '',
    grundy: null,
    components: null,
  };
}
const noMove = verdictOf('loss', null);

/** Every element of a class, with its attributes. */
function marks(svg: string, cls: string): Record<string, string>[] {
  const out: Record<string, string>[] = [];
  for (const m of svg.matchAll(/<(\w+)([^>]*)>/g)) {
    const attrs = Object.fromEntries([...m[2]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!]));
    if ((attrs.class ?? '').split(' ').includes(cls)) out.push(attrs);
  }
  return out;
}
const values = (svg: string, cls: string, attr: string) => marks(svg, cls).map((a) => a[attr]!);

/** A picture as the hover and the play panel take it: within 840 by 420, its document's size, ASCII. */
function fits(p: Picture | null): Picture {
  assert.ok(p, 'a picture');
  assert.ok(p.width <= 840 && p.height <= 420, `${p.width}x${p.height} within 840x420`);
  assert.ok(p.svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${p.width}" height="${p.height}" `));
  assert.match(p.svg, /^[\x20-\x7e]*$/, 'ASCII only');
  assert.ok(p.svg.includes(`<title>${xml(p.alt)}</title>`), 'the alt text is the title');
  return p;
}

describe('pictures: a row of coins', () => {
  it('heads 2 3 5: five coins, heads filled and labelled H; the move turning 5 and 2 ringed, 5 from heads to tails', () => {
    const p = fits(coinRowPicture(B(2, 3, 5), verdictOf('win', B(3)), shown));
    assert.equal(p.alt, 'A row of 5 coins: heads at 2, 3 and 5. The recommended move turns over coins 5 and 2.');
    assert.deepEqual(values(p.svg, 'coin', 'data-coin'), ['1', '2', '3', '4', '5']);
    assert.deepEqual(values(p.svg, 'head', 'data-coin'), ['2', '3', '5']);
    assert.deepEqual(values(p.svg, 'tail', 'data-coin'), ['1', '4']);
    assert.equal((p.svg.match(/>H<\/text>/g) ?? []).length, 3);
    assert.equal((p.svg.match(/>T<\/text>/g) ?? []).length, 2);
    assert.deepEqual(
      marks(p.svg, 'number').map((a) => a.x),
      marks(p.svg, 'coin').map((a) => a.cx),
      'a number under each coin',
    );
    assert.deepEqual(
      marks(p.svg, 'turned').map((a) => [a['data-coin'], a['data-from']]),
      [
        ['2', 'H'],
        ['5', 'H'],
      ],
    );
    assert.deepEqual(values(p.svg, 'rightmost', 'data-coin'), ['5']);
    assert.equal(marks(p.svg, 'move').length, 1, 'the caption');
  });

  it('the marked coins are those whose side differs, tails turned to heads too; nothing marked without showMoves or a winning move', () => {
    const p = fits(coinRowPicture(B(1, 4, 6), verdictOf('win', B(1, 3, 4, 5)), shown));
    assert.deepEqual(
      marks(p.svg, 'turned').map((a) => [a['data-coin'], a['data-from']]),
      [
        ['3', 'T'],
        ['5', 'T'],
        ['6', 'H'],
      ],
    );
    assert.deepEqual(values(p.svg, 'rightmost', 'data-coin'), ['6']);
    assert.match(p.alt, /The recommended move turns over coins 6, 5 and 3\.$/);
    for (const [v, options] of [
      [verdictOf('win', B(1, 3, 4, 5)), hidden],
      [verdictOf('loss', B(1, 3, 4, 5)), shown],
      [noMove, shown],
    ] as const) {
      const q = fits(coinRowPicture(B(1, 4, 6), v, options));
      assert.equal(marks(q.svg, 'turned').length + marks(q.svg, 'move').length, 0);
      assert.equal(q.alt, 'A row of 6 coins: heads at 1, 4 and 6.');
    }
    // Not a move of a row (the rightmost changed coin goes from tails to heads): nothing marked.
    assert.equal(marks(coinRowPicture(B(2), verdictOf('win', B(2, 3)), shown)!.svg, 'turned').length, 0);
  });

  it(`a row of ${MAX_COINS} coins is drawn whole; a longer one in windows around its heads, gaps for the tails left out`, () => {
    assert.equal(marks(fits(coinRowPicture(B(MAX_COINS), noMove, shown)).svg, 'coin').length, MAX_COINS);
    const big = 10n ** 30n;
    const p = fits(coinRowPicture([5n, big, big + 3n], verdictOf('win', [5n, big, big + 2n]), shown));
    const coins = values(p.svg, 'coin', 'data-coin');
    assert.deepEqual(coins.slice(0, 3), ['4', '5', '6']);
    assert.deepEqual(
      coins.slice(3),
      [-1n, 0n, 1n, 2n, 3n].map((d) => (big + d).toString()),
      'the two heads near 10^30 share a window',
    );
    assert.deepEqual(
      marks(p.svg, 'gap').map((a) => [a['data-from'], a['data-to']]),
      [
        ['1', '3'],
        ['7', (big - 2n).toString()],
      ],
    );
    assert.deepEqual(values(p.svg, 'head', 'data-coin'), ['5', big.toString(), (big + 3n).toString()]);
    assert.deepEqual(values(p.svg, 'turned', 'data-coin'), [(big + 2n).toString(), (big + 3n).toString()]);
    assert.equal(
      p.alt,
      'A row of 10000000\u202600000003 (31 digits) coins, drawn in windows around its heads (the coins left out show tails): ' +
        'heads at 5, 10000000\u202600000000 (31 digits) and 10000000\u202600000003 (31 digits). ' +
        'The recommended move turns over coins 10000000\u202600000003 (31 digits) and 10000000\u202600000002 (31 digits).',
    );
    // A gap of one coin is the coin itself: heads 3 and 45 in a row of 45 coins.
    const q = fits(coinRowPicture(B(3, 45), noMove, shown));
    assert.deepEqual(values(q.svg, 'coin', 'data-coin'), ['1', '2', '3', '4', '44', '45']);
    assert.deepEqual(values(q.svg, 'gap', 'data-from'), ['5']);
  });

  it('no picture for an empty row, nor for heads too spread out for the windows', () => {
    assert.equal(coinRowPicture([], noMove, shown), null);
    const spread = Array.from({ length: 12 }, (_, i) => BigInt(10 * i + 1));
    assert.equal(coinRowPicture(spread, noMove, shown), null);
    assert.ok(coinRowPicture(spread.slice(0, 9), noMove, shown), 'nine windows of three coins and their gaps fit');
  });
});

describe('pictures: Turning Corners', () => {
  it('heads (1, 2) and (3, 3): a 4 by 4 grid, the rectangle (1, 2) to (3, 3) outlined, its corners ringed, (3, 3) crossed', () => {
    const p = fits(coinGridPicture(B(1, 2, 3, 3), verdictOf('win', B(1, 3, 3, 2)), shown));
    assert.equal(
      p.alt,
      'A grid of coins, columns 0 to 3 and rows 0 to 3, (0, 0) bottom left: heads at (1, 2) and (3, 3). ' +
        'The recommended move turns over the four corners (1, 2), (1, 3), (3, 2) and (3, 3) of a rectangle, ' +
        'the corner (3, 3) from heads to tails.',
    );
    assert.deepEqual(
      marks(p.svg, 'grid').map((a) => [a['data-cols'], a['data-rows']]),
      [['4', '4']],
    );
    assert.deepEqual(
      marks(p.svg, 'head').map((a) => `${a['data-x']},${a['data-y']}`),
      ['1,2', '3,3'],
    );
    assert.deepEqual(
      marks(p.svg, 'move').map((a) => [a['data-x0'], a['data-y0'], a['data-x1'], a['data-y1']]),
      [['1', '2', '3', '3']],
    );
    assert.deepEqual(
      marks(p.svg, 'corner').map((a) => `${a['data-x']},${a['data-y']},${a['data-from']}`),
      ['1,2,H', '1,3,T', '3,2,T', '3,3,H'],
    );
    assert.deepEqual(
      marks(p.svg, 'far').map((a) => `${a['data-x']},${a['data-y']}`),
      ['3,3'],
    );
    // (0, 0) bottom left: row 3 above row 2, column 3 right of column 1.
    const [h12, h33] = marks(p.svg, 'head');
    assert.ok(Number(h33!.cy) < Number(h12!.cy) && Number(h33!.cx) > Number(h12!.cx));
  });

  it('the corners are the coins whose side differs, whatever they show; nothing marked without showMoves or for a non-move', () => {
    // Heads (0, 0), (2, 1), (2, 4); the rectangle (0, 1) to (2, 4) turns (0, 1) and (0, 4) to heads.
    const p = fits(coinGridPicture(B(0, 0, 2, 1, 2, 4), verdictOf('win', B(0, 0, 0, 1, 0, 4)), shown));
    assert.deepEqual(
      marks(p.svg, 'corner').map((a) => `${a['data-x']},${a['data-y']},${a['data-from']}`),
      ['0,1,T', '0,4,T', '2,1,H', '2,4,H'],
    );
    assert.deepEqual(values(p.svg, 'far', 'data-y'), ['4']);
    for (const [v, options] of [
      [verdictOf('win', B(0, 0, 0, 1, 0, 4)), hidden],
      [verdictOf('loss', B(0, 0, 0, 1, 0, 4)), shown],
      [verdictOf('win', B(0, 0)), shown],
      [verdictOf('win', B(0, 0, 2, 1, 2, 4, 5, 5)), shown],
    ] as const) {
      const q = fits(coinGridPicture(B(0, 0, 2, 1, 2, 4), v, options));
      for (const cls of ['move', 'corner', 'far', 'caption']) assert.equal(marks(q.svg, cls).length, 0, cls);
      assert.ok(!q.alt.includes('recommended'));
    }
  });

  it(`grids up to ${MAX_GRID} by ${MAX_GRID} are drawn, within the limits even with the play panel's cells; larger ones and empty ones are not`, () => {
    const corner = MAX_GRID - 1;
    for (const options of [shown, { ...shown, cell: 22 }, { palette: THEME_PALETTE, showMoves: true, cell: 30 }]) {
      const p = fits(coinGridPicture(B(0, 0, corner, corner), verdictOf('win', B(0, corner, corner, 0)), options));
      assert.deepEqual(values(p.svg, 'grid', 'data-cols'), [String(MAX_GRID)]);
      assert.equal(marks(p.svg, 'corner').length, 4);
    }
    assert.equal(coinGridPicture(B(MAX_GRID, 0), noMove, shown), null);
    assert.equal(coinGridPicture(B(0, MAX_GRID), noMove, shown), null);
    assert.equal(coinGridPicture(B(10n ** 20n, 1), noMove, shown), null);
    assert.equal(coinGridPicture([], noMove, shown), null);
    assert.equal(coinGridPicture(B(1, 2, 3), noMove, shown), null, 'not a list of pairs');
  });
});

describe('pictures: Staircase Nim', () => {
  it('3 0 5 2: four stairs, the odd ones shaded, the coins as dots; the move of 2 coins from stair 3 to stair 2 an arrow', () => {
    const p = fits(staircasePicture(B(3, 0, 5, 2), verdictOf('win', B(3, 2, 3, 2)), shown));
    assert.equal(
      p.alt,
      'A staircase of 4 stairs, stair 1 the lowest, with 3, 0, 5 and 2 coins from stair 1 up; the odd-numbered stairs are shaded. ' +
        'The recommended move moves 2 coins from stair 3 down to stair 2.',
    );
    assert.deepEqual(values(p.svg, 'stair', 'data-stair'), ['1', '2', '3', '4']);
    assert.deepEqual(values(p.svg, 'stair', 'data-coins'), ['3', '0', '5', '2']);
    assert.deepEqual(values(p.svg, 'odd', 'data-stair'), ['1', '3']);
    const dots = values(p.svg, 'coin', 'data-stair');
    assert.deepEqual(
      [1, 2, 3, 4].map((i) => dots.filter((s) => s === String(i)).length),
      [3, 0, 5, 2],
    );
    assert.deepEqual(
      marks(p.svg, 'move').map((a) => [a['data-from'], a['data-to'], a['data-amount']]),
      [['3', '2', '2']],
    );
    assert.deepEqual(values(p.svg, 'from', 'data-stair'), ['3']);
    // Stairs go up from left to right.
    const stairs = marks(p.svg, 'stair');
    for (let k = 1; k < stairs.length; k++) {
      assert.ok(Number(stairs[k]!.x) > Number(stairs[k - 1]!.x));
      assert.ok(Number(stairs[k]!.y) < Number(stairs[k - 1]!.y));
    }
  });

  it('coins off stair 1 go to the ground; more than a dozen coins are a number; nothing marked without showMoves', () => {
    const p = fits(staircasePicture(B(3, 0, 5, 2, 40), verdictOf('win', B(0, 0, 5, 2, 40)), shown));
    assert.deepEqual(
      marks(p.svg, 'move').map((a) => [a['data-from'], a['data-to'], a['data-amount']]),
      [['1', '0', '3']],
    );
    assert.match(p.alt, /The recommended move moves 3 coins from stair 1 off the stairs\.$/);
    assert.deepEqual(values(p.svg, 'count', 'data-stair'), ['5']);
    assert.ok(p.svg.includes('>40</text>'));
    assert.equal(values(p.svg, 'coin', 'data-stair').filter((s) => s === '5').length, 0);
    for (const [v, options] of [
      [verdictOf('win', B(0, 0, 5, 2, 40)), hidden],
      [verdictOf('loss', B(0, 0, 5, 2, 40)), shown],
      [verdictOf('win', B(3, 1, 5, 2, 39)), shown],
      [verdictOf('win', B(2, 0, 4, 2, 40)), shown],
    ] as const) {
      const q = fits(staircasePicture(B(3, 0, 5, 2, 40), v, options));
      assert.equal(marks(q.svg, 'move').length + marks(q.svg, 'from').length + marks(q.svg, 'caption').length, 0);
    }
    assert.equal(
      fits(staircasePicture(B(1), verdictOf('win', B(0)), shown)).alt,
      'A staircase of 1 stair, stair 1 the lowest, with 1 coin; the odd-numbered stairs are shaded. ' +
        'The recommended move moves 1 coin from stair 1 off the stairs.',
    );
  });

  it(`up to ${MAX_STAIRS} stairs are drawn within the limits; more, none, or numbers too long for the width are not`, () => {
    const many = Array.from({ length: MAX_STAIRS }, (_, i) => BigInt(i % 14));
    // The top stair's coin down to the stair below it.
    const after = [...many.slice(0, -2), many[MAX_STAIRS - 2]! + many[MAX_STAIRS - 1]!, 0n];
    const p = fits(staircasePicture(many, verdictOf('win', after), shown));
    assert.equal(marks(p.svg, 'stair').length, MAX_STAIRS);
    assert.deepEqual(
      marks(p.svg, 'move').map((a) => [a['data-from'], a['data-to']]),
      [[String(MAX_STAIRS), String(MAX_STAIRS - 1)]],
    );
    assert.equal(staircasePicture([...many, 1n], noMove, shown), null);
    assert.equal(staircasePicture([], noMove, shown), null);
    assert.equal(
      staircasePicture(
        Array.from({ length: 20 }, () => 10n ** 12n),
        noMove,
        shown,
      ),
      null,
    );
    fits(staircasePicture([10n ** 40n, 2n], verdictOf('win', [10n ** 40n - 1n, 2n]), shown));
  });
});

describe("pictures: Euclid's game", () => {
  it('(21, 8): the 21 by 8 rectangle in 7 squares; subtracting 16 removes the two squares of side 8', () => {
    const p = fits(euclidPicture(B(21, 8), verdictOf('win', B(5, 8)), shown));
    assert.equal(
      p.alt,
      "Euclid's game at (21, 8): a rectangle of 21 by 8 cut into the 7 squares of its quotient chain, " +
        '2 squares of side 8, 1 of side 5, 1 of side 3, 1 of side 2 and 2 of side 1. ' +
        'The recommended move subtracts 16 (2 times 8) from 21, removing 2 squares of side 8, and leaves (5, 8).',
    );
    assert.deepEqual(values(p.svg, 'square', 'data-side'), ['8', '8', '5', '3', '2', '1', '1']);
    assert.deepEqual(values(p.svg, 'square', 'data-step'), ['0', '0', '1', '2', '3', '4', '4']);
    assert.deepEqual(values(p.svg, 'removed', 'data-side'), ['8', '8']);
    assert.equal(marks(p.svg, 'hatch').length, 2);
    for (const side of ['8', '5', '3', '2']) assert.ok(p.svg.includes(`>${side}</text>`), `side ${side} written`);
    // The squares tile the rectangle lying down: the larger number across.
    const squares = marks(p.svg, 'square');
    const right = Math.max(...squares.map((a) => Number(a.x) + Number(a.width)));
    const bottom = Math.max(...squares.map((a) => Number(a.y) + Number(a.height)));
    const [x0, y0] = [Number(squares[0]!.x), Number(squares[0]!.y)];
    assert.ok(Math.abs((right - x0) / (bottom - y0) - 21 / 8) < 0.01);
    const area = squares.reduce((s, a) => s + Number(a.width) * Number(a.height), 0);
    assert.ok(Math.abs(area - (right - x0) * (bottom - y0)) < 1);
  });

  it('the squares removed are the multiples of the smaller taken from the larger, in either order; equal numbers: the one square', () => {
    const p = fits(euclidPicture(B(8, 21), verdictOf('win', B(8, 13)), shown));
    assert.deepEqual(values(p.svg, 'removed', 'data-side'), ['8']);
    assert.match(p.alt, /^Euclid's game at \(8, 21\): a rectangle of 21 by 8 /);
    assert.match(
      p.alt,
      /The recommended move subtracts 8 from 21, removing 1 square of side 8, and leaves \(8, 13\)\.$/,
    );
    const q = fits(euclidPicture(B(7, 7), verdictOf('win', B(0, 7)), shown));
    assert.equal(
      q.alt,
      "Euclid's game at (7, 7): a square of side 7, the whole of its quotient chain. " +
        'The recommended move subtracts 7 from 7, removing 1 square of side 7, and leaves (0, 7).',
    );
    assert.deepEqual(values(q.svg, 'removed', 'data-side'), ['7']);
    for (const [v, options] of [
      [verdictOf('win', B(5, 8)), hidden],
      [verdictOf('loss', B(5, 8)), shown],
      [verdictOf('win', B(20, 8)), shown],
      [verdictOf('win', B(21, 0)), shown],
    ] as const) {
      const r = fits(euclidPicture(B(21, 8), v, options));
      assert.equal(marks(r.svg, 'removed').length + marks(r.svg, 'caption').length, 0);
      assert.ok(!r.alt.includes('recommended'));
    }
  });

  it('every small position: the squares follow the quotient chain and cover the rectangle', () => {
    for (let a = 1; a <= 30; a++)
      for (let b = 1; b <= 30; b++) {
        const p = fits(euclidPicture(B(a, b), noMove, shown));
        const sides = values(p.svg, 'square', 'data-side').map(Number);
        const expected: number[] = [];
        for (let [x, y] = [Math.max(a, b), Math.min(a, b)]; y > 0; [x, y] = [y, x % y])
          for (let k = 0; k < Math.floor(x / y); k++) expected.push(y);
        assert.deepEqual(sides, expected, `(${a}, ${b})`);
        assert.equal(
          sides.reduce((s, d) => s + d * d, 0),
          a * b,
        );
      }
  });

  it(`no picture for a 0, numbers beyond 2^53, or more than ${MAX_SQUARES} squares`, () => {
    assert.equal(euclidPicture(B(0, 5), noMove, shown), null);
    assert.equal(euclidPicture(B(5, 0), noMove, shown), null);
    assert.equal(euclidPicture(B(2n ** 53n + 1n, 2n ** 53n), noMove, shown), null);
    assert.equal(euclidPicture(B(MAX_SQUARES + 1, 1), noMove, shown), null);
    assert.equal(euclidPicture(B(1000, 999), noMove, shown), null);
    assert.equal(euclidPicture(B(5), noMove, shown), null);
    assert.equal(marks(fits(euclidPicture(B(MAX_SQUARES, 1), noMove, shown)).svg, 'square').length, MAX_SQUARES);
    // Consecutive Fibonacci numbers: 38 steps of one square, then 2 squares of side 1.
    const fib = [1n, 1n];
    while (fib.length < 41) fib.push(fib[fib.length - 1]! + fib[fib.length - 2]!);
    const p = fits(euclidPicture([fib[40]!, fib[39]!], verdictOf('win', [fib[38]!, fib[39]!]), shown));
    assert.equal(marks(p.svg, 'square').length, 40);
    assert.deepEqual(values(p.svg, 'removed', 'data-side'), [fib[39]!.toString()]);
  });
});

describe('pictures of coins, stairs and Euclid: colours and determinism', () => {
  const cases: [string, (options: PictureOptions) => Picture | null][] = [
    ['row', (o) => coinRowPicture(B(2, 3, 5), verdictOf('win', B(3)), o)],
    ['grid', (o) => coinGridPicture(B(1, 2, 3, 3), verdictOf('win', B(1, 3, 3, 2)), o)],
    ['staircase', (o) => staircasePicture(B(3, 0, 5, 2), verdictOf('win', B(3, 2, 3, 2)), o)],
    ['euclid', (o) => euclidPicture(B(21, 8), verdictOf('win', B(5, 8)), o)],
  ];
  for (const [name, draw] of cases)
    it(`${name}: light and dark colours from the palette, the theme's as classes, the same picture every time`, () => {
      for (const palette of [LIGHT_PALETTE, DARK_PALETTE]) {
        const p = fits(draw({ palette, showMoves: true }));
        assert.ok(p.svg.includes(`fill="${palette.background}"`));
        assert.ok(p.svg.includes(`stroke="${palette.target}"`) || p.svg.includes(`fill="${palette.target}"`));
        const colours = [...p.svg.matchAll(/(?:fill|stroke)="([^"]*)"/g)].map((m) => m[1]!);
        const allowed = new Set<string>([
          'none',
          ...[palette.background, palette.text, palette.muted, palette.grid, palette.cold, palette.coldEdge],
          ...[palette.position, palette.target, palette.valueText, ...palette.values],
        ]);
        assert.deepEqual(
          colours.filter((c) => !allowed.has(c)),
          [],
          'colours only from the palette',
        );
        assert.equal(draw({ palette, showMoves: true })!.svg, p.svg, 'deterministic');
      }
      const themed = fits(draw({ palette: THEME_PALETTE, showMoves: true }));
      assert.ok(!themed.svg.includes('role:'));
      // Only the classes media/play.css paints.
      const painted = new Set([
        ...[
          'bg',
          'text',
          'muted',
          'cold',
          'position',
          'target',
          'value-text',
          'g0',
          'g1',
          'g2',
          'g3',
          'g4',
          'g5',
          'g6',
        ].map((c) => `fill-${c}`),
        ...['grid', 'text', 'muted', 'target', 'cold-edge'].map((c) => `stroke-${c}`),
      ]);
      const used = [...themed.svg.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(' '));
      assert.deepEqual(
        used.filter((c) => /^(fill|stroke)-/.test(c) && !painted.has(c)),
        [],
      );
    });
});
