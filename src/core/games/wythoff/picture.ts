// Wythoff's game as a queen on a board walking to the corner: columns are heap 1, rows heap 2,
// (0, 0) bottom left. Cold cells (losses for the player to move) are shaded, the queen marks the
// position, and each winning move is drawn as a line to its target. Big heaps get a window of the
// board just below and left of the queen (where every move lands), labelled with real coordinates.
// Within a room (the hover's box) the cells are smaller, down to MIN_CELL, and the board drawn
// whole only while it fits; else a window as large as fits.

import { minBig } from '../../bigint';
import {
  misereWythoffPartner,
  PartnerTable,
  smallDiagonalPartner,
  wythoffPartner,
  wythoffPartners,
  type WythoffGame,
} from './partners';
import { plural, t } from '../../l10n';
import { shortNumber } from '../../text';
import { type Verdict } from '../../verdict';
import { type Picture, type PictureOptions } from '../../pictures/pictureTypes';
import { textLines } from '../../pictures/fit';
import { largest } from '../../largest';
import { svgDocument, tag, text, cellEdge } from '../../pictures/svg';
import { type MoveIntent } from '../intents';

/** Cells along each side of a window over a big board. */
export const WINDOW = 12;
/** Cells along each side of the window when the heaps have more bits than HUGE_BITS (about 100 digits). */
export const HUGE_WINDOW = 8;
const HUGE_BITS = 333;
/** Boards up to this size are drawn whole, from (0, 0). */
const WHOLE_BOARD = 16;
/** Side of a cell in the hover (compact); the play panel asks for larger ones to click. */
const DEFAULT_CELL = 14;
/** The smallest cell drawn to fit a room (its coordinates in 9-pixel text), and the fewest cells along a side. */
const MIN_CELL = 11;
const MIN_SIDE = 4;

/** The cold partner of each heap size under these rules, or null beyond what the budget computes. */
export function coldPartner(game: WythoffGame, misere: boolean, budget = 200_000): (v: bigint) => bigint | null {
  if (game.diagonal === null) return misere ? misereWythoffPartner : wythoffPartner;
  if (game.diagonal <= 2n) return (v) => smallDiagonalPartner(v, misere);
  const table = new PartnerTable(game.diagonal, misere);
  return (v) => table.partner(v, budget);
}

export interface BoardWindow {
  readonly x0: bigint;
  readonly x1: bigint;
  readonly y0: bigint;
  readonly y1: bigint;
}

/**
 * The part of the board drawn for a position: all of it when small, else the window below and left
 * of the queen; `most` cells along a side at most (a room's).
 */
export function boardWindow(x: bigint, y: bigint, most = WHOLE_BOARD + 1): BoardWindow {
  const n = x > y ? x : y;
  if (n + 2n <= BigInt(most)) return { x0: 0n, x1: n + 1n, y0: 0n, y1: n + 1n };
  // Each row's cold cell costs exact square roots of the heap's size: fewer rows for huge heaps.
  const w = BigInt(Math.min(most, n.toString(2).length > HUGE_BITS ? HUGE_WINDOW : WINDOW) - 1);
  return { x0: x > w ? x - w : 0n, x1: x, y0: y > w ? y - w : 0n, y1: y };
}

/** The cold cells of a window: (i, j) is cold exactly when i is the partner of j. */
export function coldCells(
  win: BoardWindow,
  partner: (v: bigint) => bigint | null,
  game: WythoffGame,
  misere: boolean,
): [bigint, bigint][] | null {
  const cells: [bigint, bigint][] = [];
  // Wythoff's own partners in one walk along the rows (misère differs only below 3).
  const walked = game.diagonal === null ? wythoffPartners(win.y0, win.y1) : null;
  for (let j = win.y0; j <= win.y1; j++) {
    const p = walked && !(misere && j < 3n) ? walked[Number(j - win.y0)]! : partner(j);
    if (p === null) return null;
    if (p >= win.x0 && p <= win.x1) cells.push([p, j]);
  }
  return cells;
}

export function wythoffBoard(
  game: WythoffGame,
  misere: boolean,
  x: bigint,
  y: bigint,
  verdict: Verdict,
  options: PictureOptions,
): Picture | null {
  const partner = coldPartner(game, misere, options.budget);
  const targets =
    options.showMoves && verdict.outcome === 'win'
      ? verdict.winningMoves.map((m) => [m.result[0]!, m.result[1]!] as const)
      : [];
  const titleOf = (small: boolean) =>
    small
      ? t('queen at ({x}, {y}); shaded: cold positions', { x, y })
      : t('queen at the top right; shaded: cold positions');
  // Within a room the title is cut into lines where it is wider than the room.
  const room = options.room;
  const titleLines = (small: boolean) =>
    room ? textLines(titleOf(small), room.width - (small ? 26 : 12) - 8, 6) : [titleOf(small)];
  // Within a room: the largest window, then the largest cell, whose board fits it.
  let win = boardWindow(x, y);
  let CELL = options.cell ?? DEFAULT_CELL;
  if (room) {
    const fits = (w: BoardWindow, cell: number) => {
      const rows = Number(w.y1 - w.y0) + 1;
      const cols = Number(w.x1 - w.x0) + 1;
      const small = w.x1 < 1000n && w.y1 < 1000n;
      const notes = small ? 0 : 2 + targets.filter(([a, b]) => a < w.x0 || b < w.y0).length;
      const top = 22 + 13 * (titleLines(small).length - 1);
      return (
        top + rows * cell + (small ? 20 : 10 + notes * 13) <= room.height &&
        (small ? 26 : 12) + cols * cell + 12 <= room.width
      );
    };
    CELL = MIN_CELL;
    for (let most = WHOLE_BOARD + 1; most >= MIN_SIDE; most--) {
      win = boardWindow(x, y, most);
      let cell = DEFAULT_CELL;
      while (cell >= MIN_CELL && !fits(win, cell)) cell--;
      if (cell >= MIN_CELL) {
        CELL = cell;
        break;
      }
    }
  }
  const cold = coldCells(win, partner, game, misere);
  if (!cold) return null;
  const palette = options.palette;
  const labelSize = CELL < 18 ? 9 : 11;
  const cols = Number(win.x1 - win.x0) + 1;
  const rows = Number(win.y1 - win.y0) + 1;
  const small = win.x1 < 1000n && win.y1 < 1000n;
  const outside = targets.filter(([a, b]) => a < win.x0 || b < win.y0);
  const left = small ? 26 : 12;
  // A big board writes its coordinates, and the targets outside its window, in lines below it.
  const notes: string[] = small
    ? []
    : [
        t('columns: heap 1 from {x0}', { x0: shortNumber(win.x0.toString()) }),
        t('rows: heap 2 from {y0}', { y0: shortNumber(win.y0.toString()) }),
        ...outside.map(([a, b], k) => `${letter(k)}: (${shortNumber(a.toString())}, ${shortNumber(b.toString())})`),
      ];
  const titles = titleLines(small);
  const top = 22 + 13 * (titles.length - 1);
  // Wide enough for the title above the board too (about 6 pixels a character), which a small board is not.
  const width = Math.ceil(
    Math.max(
      left + cols * CELL + 12,
      left + largest(titles.map((line) => line.length)) * 6 + 8,
      small ? 0 : 12 + Math.max(...notes.map((n) => n.length)) * 5.5,
    ),
  );
  const height = top + rows * CELL + (small ? 20 : 10 + notes.length * 13);
  const cx = (i: bigint) => left + Number(i - win.x0) * CELL + CELL / 2;
  const cy = (j: bigint) => top + (rows - 1 - Number(j - win.y0)) * CELL + CELL / 2;
  // Keyed by offsets in the window: writing a 1,000-digit coordinate per cell would cost more than the drawing.
  const coldSet = new Set(cold.map(([i, j]) => `${i - win.x0},${j - win.y0}`));
  const diagonal = game.diagonal;
  const reachable = (i: bigint, j: bigint) =>
    (j === y && i < x) || (i === x && j < y) || (x - i === y - j && i < x && (diagonal === null || x - i <= diagonal));
  // What a click on a reachable cell asks for: the panel sends it as it is, and the host checks it.
  const intentTo = (i: bigint, j: bigint): MoveIntent => {
    if (j === y) return { kind: 'act', act: 'take', args: ['0', String(x - i)] };
    if (i === x) return { kind: 'act', act: 'take', args: ['1', String(y - j)] };
    return { kind: 'act', act: 'both', args: [String(x - i)] };
  };

  const parts: string[] = [];
  for (let j = win.y0; j <= win.y1; j++) {
    for (let i = win.x0; i <= win.x1; i++) {
      const isCold = coldSet.has(`${i - win.x0},${j - win.y0}`);
      const canReach = options.interactive === true && reachable(i, j);
      parts.push(
        tag('rect', {
          class: `cell${isCold ? ' cold' : ''}${canReach ? ' reachable' : ''}`,
          'data-i': Number(i - win.x0),
          'data-j': Number(j - win.y0),
          x: cx(i) - CELL / 2,
          y: cy(j) - CELL / 2,
          width: CELL,
          height: CELL,
          fill: isCold ? palette.cold : palette.background,
          stroke: cellEdge(palette, isCold),
          ...(canReach
            ? {
                id: `cell-${i - win.x0}-${j - win.y0}`,
                'data-intent': JSON.stringify(intentTo(i, j)),
                tabindex: 0,
                role: 'button',
                'aria-label': t('Move the queen to ({x}, {y})', {
                  x: shortNumber(i.toString()),
                  y: shortNumber(j.toString()),
                }),
              }
            : {}),
        }),
      );
    }
  }
  // Axis labels: every column and row on a small board; the notes below say where a big one is.
  if (small) {
    // Every column's coordinate where they do not overlap (about 5.2 pixels a digit), else every second.
    const every = BigInt(Math.ceil((win.x1.toString().length * labelSize * 0.58 + 1) / CELL));
    for (let i = win.x0; i <= win.x1; i++)
      if ((i - win.x0) % every === 0n)
        parts.push(
          text(cx(i), top + rows * CELL + 12, i.toString(), {
            'text-anchor': 'middle',
            fill: palette.muted,
            'font-size': labelSize,
          }),
        );
    for (let j = win.y0; j <= win.y1; j++)
      parts.push(
        text(left - 4, cy(j) + 3, j.toString(), { 'text-anchor': 'end', fill: palette.muted, 'font-size': labelSize }),
      );
  } else {
    notes.forEach((note, k) =>
      parts.push(
        text(left, top + rows * CELL + 16 + k * 13, note, {
          fill: k < 2 ? palette.muted : palette.target,
          'font-size': 10,
        }),
      ),
    );
  }
  for (const [a, b] of targets) {
    const inside = a >= win.x0 && b >= win.y0;
    // A target outside the window: the line runs to the window's edge, marked with the target's letter.
    const steps = x - a > y - b ? x - a : y - b;
    // How far the line can go inside the window: down one heap, along the other, or both.
    let edge = minBig(x - win.x0, y - win.y0);
    if (a === x) edge = y - win.y0;
    else if (b === y) edge = x - win.x0;
    const room = minBig(steps, edge);
    const ex = a === x ? x : x - room;
    const ey = b === y ? y : y - room;
    parts.push(
      tag('line', {
        class: 'move',
        x1: cx(x),
        y1: cy(y),
        x2: cx(ex),
        y2: cy(ey),
        stroke: palette.target,
        'stroke-width': 2,
        'stroke-dasharray': inside ? null : '4 3',
      }),
    );
    if (inside)
      parts.push(
        tag('circle', {
          class: 'target',
          'data-i': Number(a - win.x0),
          'data-j': Number(b - win.y0),
          cx: cx(a),
          cy: cy(b),
          r: CELL / 2 - 3,
          fill: 'none',
          stroke: palette.target,
          'stroke-width': 2.5,
        }),
      );
    else {
      const k = outside.findIndex(([oa, ob]) => oa === a && ob === b);
      parts.push(
        tag(
          'g',
          { class: 'target outside', 'data-x': a.toString(), 'data-y': b.toString() },
          tag('circle', {
            cx: cx(ex),
            cy: cy(ey),
            r: Math.min(7, CELL / 2),
            fill: palette.background,
            stroke: palette.target,
          }) +
            text(cx(ex), cy(ey) + 4, letter(k), {
              'text-anchor': 'middle',
              fill: palette.target,
              'font-weight': 'bold',
            }),
        ),
      );
    }
  }
  parts.push(
    tag(
      'g',
      { class: 'queen', 'data-i': Number(x - win.x0), 'data-j': Number(y - win.y0) },
      tag('circle', { cx: cx(x), cy: cy(y), r: CELL / 2 - 2, fill: palette.position }) +
        text(cx(x), cy(y) + 4, t('Q'), { 'text-anchor': 'middle', fill: palette.background, 'font-weight': 'bold' }),
    ),
  );
  titles.forEach((line, k) => parts.push(text(left, 15 + 13 * k, line, { fill: palette.text })));

  const where = small
    ? t('columns {x0} to {x1} and rows {y0} to {y1}', { x0: win.x0, x1: win.x1, y0: win.y0, y1: win.y1 })
    : t('a window of {cols} by {rows} cells next to the queen (heap 1 from {x0}, heap 2 from {y0})', {
        cols,
        rows,
        x0: shortNumber(win.x0.toString()),
        y0: shortNumber(win.y0.toString()),
      });
  const list = (cells: readonly (readonly [bigint, bigint])[]) => {
    const shown = cells
      .slice(0, 12)
      .map(([i, j]) => `(${shortNumber(i.toString())}, ${shortNumber(j.toString())})`)
      .join(', ');
    return cells.length > 12 ? t('{cells} and {count} more', { cells: shown, count: cells.length - 12 }) : shown;
  };
  const board = {
    where,
    bound: diagonal ?? '',
    queen: `(${shortNumber(x.toString())}, ${shortNumber(y.toString())})`,
    cold: cold.length ? t('cold positions shaded at {cells}', { cells: list(cold) }) : t('no cold position in view'),
    moves: targets.length
      ? plural(targets.length, '; winning move to {cells}', '; winning moves to {cells}', { cells: list(targets) })
      : '',
  };
  const alt =
    diagonal !== null
      ? t("Board of Wythoff's game with diagonal bound {bound}, {where}: the queen at {queen}; {cold}{moves}.", board)
      : t("Board of Wythoff's game, {where}: the queen at {queen}; {cold}{moves}.", board);
  // Cells carry their offsets in the window (data-i, data-j); the window's corner is on the group, so
  // a 1,000-digit board does not repeat its coordinates in every cell.
  const body = tag('g', { class: 'board', 'data-x0': win.x0.toString(), 'data-y0': win.y0.toString() }, parts.join(''));
  return {
    kind: 'wythoff-board',
    svg: svgDocument(width, height, alt, body, palette, options.interactive === true),
    alt,
    width,
    height,
  };
}

/** A, B, C: the marks of targets outside the window. */
function letter(k: number): string {
  return String.fromCharCode(65 + k);
}
