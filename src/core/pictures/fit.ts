// What the hover's box holds, and how a picture is made to fit it. VS Code's hover box shows about
// 250 pixels before it scrolls, and the picture comes after the verdict and the winning moves: a
// picture of the hover keeps within HOVER_ROOM. Each game's picture, given a room
// (`PictureOptions.room`), draws itself within it (fewer cells, a window, a count, a compact
// layout); `fitted` then takes a picture still a little larger down to the room, never below
// MIN_SCALE (11-pixel text stays above 8 pixels), else there is no picture and the text explains.
// The play panel asks for no room: it keeps the larger drawings.

import { type Picture, type Room } from './pictureTypes';

/** The most a picture of the hover takes: about the box's width, and what leaves its first lines in view. */
export const HOVER_ROOM: Room = { width: 480, height: 200 };

/** The smallest scale a picture is drawn at to fit: below, its text would not be read. */
export const MIN_SCALE = 0.8;

/** Whether a size is within a room. */
export function within(size: { readonly width: number; readonly height: number }, room: Room): boolean {
  return size.width <= room.width && size.height <= room.height;
}

/**
 * The picture drawn within the room: as it is where it fits, else scaled down (its width and
 * height, not its view box, so that its marks and data attributes stay as drawn), or null when it
 * would have to be smaller than MIN_SCALE.
 */
export function fitted(picture: Picture, room: Room, minimum = MIN_SCALE): Picture | null {
  if (within(picture, room)) return picture;
  const scale = Math.min(room.width / picture.width, room.height / picture.height);
  if (scale < minimum) return null;
  const width = Math.floor(picture.width * scale);
  const height = Math.floor(picture.height * scale);
  const from = `width="${picture.width}" height="${picture.height}" `;
  const at = picture.svg.indexOf(from);
  if (at < 0 || at > picture.svg.indexOf('>')) return null;
  const svg = `${picture.svg.slice(0, at)}width="${width}" height="${height}" ${picture.svg.slice(at + from.length)}`;
  return { ...picture, svg, width, height };
}

/** About the width of a character of the pictures' 11-pixel sans-serif text, for cutting it into lines. */
export const WRAP_CHARACTER = 6.2;

/**
 * The largest size from `largest` down to `smallest` (a cell's side, a row's height) at which
 * `size(s)` is within `limit`, or `smallest` when none is (the caller decides what then).
 */
export function largestFitting(largest: number, smallest: number, size: (s: number) => number, limit: number): number {
  for (let s = largest; s > smallest; s--) if (size(s) <= limit) return s;
  return smallest;
}

/**
 * The cell of a picture drawn `widthAt(cell)` by `heightAt(cell)`: the largest from `largest` down
 * to `smallest` at which both fit the room; `largest` where there is no room (the play panel).
 */
export function cellInRoom(
  room: Room | undefined,
  largest: number,
  smallest: number,
  widthAt: (cell: number) => number,
  heightAt: (cell: number) => number,
): number {
  if (!room) return largest;
  return Math.min(
    largestFitting(largest, smallest, heightAt, room.height),
    largestFitting(largest, smallest, widthAt, room.width),
  );
}

/**
 * How often a column of bits 2^(bits−1) … 1 is labelled in cells of this size: every 1, 2 or 4
 * columns, where the labels would overlap (about 5.2 pixels a character; `2^k` past 2^10).
 */
export function bitLabelEvery(bits: number, cell: number): number {
  const label = (bits > 10 ? 2 + String(bits - 1).length : String(2 ** (bits - 1)).length) * 5.2;
  let every = 1;
  while (every < 4 && label > every * cell) every *= 2;
  return every;
}

/**
 * A line of text cut into lines of at most `width` pixels (at `character` pixels a character) at
 * spaces; a word longer than a line stays whole.
 */
export function textLines(line: string, width: number, character: number): string[] {
  const most = Math.max(1, Math.floor(width / character));
  if (line.length <= most) return [line];
  const lines: string[] = [];
  let current = '';
  for (const word of line.split(' ')) {
    if (current && current.length + 1 + word.length > most) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines;
}
