// Nim as binary columns: one row per heap, one column per power of two, and the XOR row, whose 1s
// are the columns with an odd number of 1s. The recommended move's bits that change are marked.
// Within a room (the hover's box) the cells are smaller, down to MIN_CELL, and the columns' labels
// are written every second or fourth column where they would overlap.

import { type NimExplanation } from './explanation';
import { t } from '../../l10n';
import { type Verdict } from '../../verdict';
import { type Picture, type PictureOptions } from '../../pictures/pictureTypes';
import { svgDocument, tag, text, cellEdge } from '../../pictures/svg';
import { bitLabelEvery, cellInRoom, textLines } from '../../pictures/fit';
import { largest } from '../../largest';

/** Columns and rows beyond which the text of the hover explains better than a picture. */
export const MAX_BITS = 40;
export const MAX_ROWS = 12;
const BASE_CELL = 16;
/** The smallest cell drawn to fit a room: its bit still in 9-pixel text. */
const MIN_CELL = 10;

export function nimColumns(e: NimExplanation, verdict: Verdict, options: PictureOptions): Picture | null {
  const heaps = e.heaps;
  let bits = 1;
  for (const h of heaps) bits = Math.max(bits, h.toString(2).length);
  if (bits > MAX_BITS || heaps.length > MAX_ROWS) return null;
  const palette = options.palette;
  const move =
    options.showMoves && verdict.outcome === 'win' && verdict.recommended?.heaps.length === 1
      ? verdict.recommended
      : null;
  const moved = move ? move.heaps[0]! : -1;
  const changed = move ? heaps[moved]! ^ move.result[moved]! : 0n;
  const labelWidth = 52;
  const sizeWidth =
    largest(
      heaps.map((h) => h.toString().length),
      e.xor.toString().length,
    ) *
      7 +
    40;
  const left = labelWidth;
  const title =
    e.xor === 0n ? t('every column has an even number of 1s: XOR 0') : t('shaded: columns with an odd number of 1s');
  // Within a room the title is cut into lines where it is wider than the room.
  const room = options.room;
  const titles = room ? textLines(title, room.width - 12, 6) : [title];
  const top = 30 + 13 * (titles.length - 1);
  // The recommended move's heap writes its size and where the move takes it; within a room, where
  // both are wider than the column of sizes, where the move takes it alone (its bits say its size).
  const moveText = move ? `${heaps[moved]}  -> ${move.result[moved]}` : '';
  const movedText = room && moveText.length * 6.5 > sizeWidth ? `-> ${move!.result[moved]}` : moveText;
  const widthAt = (cell: number) =>
    Math.max(left + bits * cell + sizeWidth + 10, largest(titles.map((l) => l.length * 6 + 12)));
  const heightAt = (cell: number) => top + (heaps.length + 1) * cell + 24;
  const cell = cellInRoom(room, BASE_CELL, MIN_CELL, widthAt, heightAt);
  const width = widthAt(cell);
  const height = heightAt(cell);
  const bitSize = cell < 14 ? 9 : 11;
  const baseline = (y: number, size: number) => y + Math.round(cell / 2 + size * 0.36);
  const every = bitLabelEvery(bits, cell);
  const parts: string[] = [];
  const cellX = (b: number) => left + (bits - 1 - b) * cell;
  for (let b = 0; b < bits; b++)
    if (cell === BASE_CELL || b % every === 0)
      parts.push(
        text(cellX(b) + cell / 2, top - 4, b < 10 ? String(2 ** b) : `2^${b}`, {
          'text-anchor': 'middle',
          fill: palette.muted,
          'font-size': 8,
        }),
      );
  const rowOf = (label: string, value: bigint, r: number, isXor: boolean) => {
    const y = top + r * cell + (isXor ? 4 : 0);
    parts.push(
      text(left - 6, baseline(y, 11), label, {
        'text-anchor': 'end',
        fill: palette.text,
        'font-weight': isXor ? 'bold' : null,
      }),
    );
    for (let b = 0; b < bits; b++) {
      const bit = (value >> BigInt(b)) & 1n;
      const flips = r === moved && ((changed >> BigInt(b)) & 1n) === 1n;
      parts.push(
        tag('rect', {
          class: `bit${flips ? ' changed' : ''}${isXor && bit ? ' odd' : ''}`,
          'data-row': isXor ? 'xor' : r,
          'data-bit': b,
          x: cellX(b),
          y,
          width: cell,
          height: cell,
          fill: isXor && bit ? palette.cold : palette.background,
          stroke: flips ? palette.target : cellEdge(palette, isXor && bit !== 0n),
          'stroke-width': flips ? 2.5 : 1,
        }),
      );
      parts.push(
        text(cellX(b) + cell / 2, baseline(y, bitSize), bit.toString(), {
          'text-anchor': 'middle',
          fill: palette.text,
          'font-size': bitSize === 11 ? null : bitSize,
        }),
      );
    }
    const shown = r === moved && move ? movedText : `${value}`;
    parts.push(
      text(left + bits * cell + 6, baseline(y, 11), shown, {
        fill: r === moved ? palette.target : palette.text,
        'font-weight': isXor ? 'bold' : null,
      }),
    );
  };
  heaps.forEach((h, i) => rowOf(t('heap {heap}', { heap: i + 1 }), h, i, false));
  parts.push(
    tag('line', {
      x1: left,
      y1: top + heaps.length * cell + 2,
      x2: left + bits * cell,
      y2: top + heaps.length * cell + 2,
      stroke: palette.text,
    }),
  );
  rowOf('XOR', e.xor, heaps.length, true);
  titles.forEach((line, k) => parts.push(text(6, 14 + 13 * k, line, { fill: palette.text })));
  const columns = { heaps: heaps.join(', '), xor: e.xor, binary: e.xor.toString(2) };
  const alt = move
    ? t(
        'Binary columns of the heaps {heaps} and their XOR {xor} (binary {binary}); the recommended move takes heap {heap} from {from} to {to}, changing the bits worth {bits}.',
        { ...columns, heap: moved + 1, from: heaps[moved]!, to: move.result[moved]!, bits: bitList(changed) },
      )
    : t('Binary columns of the heaps {heaps} and their XOR {xor} (binary {binary}).', columns);
  return { kind: 'nim-columns', svg: svgDocument(width, height, alt, parts.join(''), palette), alt, width, height };
}

function bitList(mask: bigint): string {
  const out: string[] = [];
  for (let b = 0; mask >> BigInt(b) > 0n; b++)
    if ((mask >> BigInt(b)) & 1n) out.push(b < 10 ? String(2 ** b) : `2^${b}`);
  return out.reverse().join(', ');
}
