// A Chomp board as its rows' lengths from the bottom, each at least 1 and none longer than the row
// below; the cell in row 1, column 1 is poisoned. A bite at row r, column c (1-based) removes that
// cell and every cell above and to the right of it.

import { t } from '../../l10n';
import { type Move } from '../../move';

/** The board after biting row `row` (0-based), column `column` (1-based): rows from `row` up keep at most column − 1 cells. */
export function bitten(rows: readonly bigint[], row: number, column: bigint): bigint[] {
  const out: bigint[] = [];
  for (let r = 0; r < rows.length; r++) {
    const kept = r < row || rows[r]! < column ? rows[r]! : column - 1n;
    if (kept === 0n) break;
    out.push(kept);
  }
  return out;
}

/** The cells a bite removes: those of rows `row` and up from `column` on. */
export function cellsBitten(rows: readonly bigint[], row: number, column: bigint): bigint {
  let n = 0n;
  for (let r = row; r < rows.length && rows[r]! >= column; r++) n += rows[r]! - column + 1n;
  return n;
}

export function cellCount(rows: readonly bigint[]): bigint {
  return rows.reduce((a, b) => a + b, 0n);
}

/** The bite at row `row` (0-based), column `column` (1-based), in the panel's and the records' words. */
export function biteMove(rows: readonly bigint[], row: number, column: bigint): Move {
  return {
    heaps: [row],
    amount: cellsBitten(rows, row, column),
    get result() {
      return bitten(rows, row, column);
    },
    get words() {
      return t('bite row {row}, column {column}', { row: row + 1, column });
    },
  };
}

/**
 * Every bite, in the order of ties: the lowest row first, then fewer cells bitten (the column from
 * the row's end back to its start); never the poisoned cell.
 */
export function* bites(rows: readonly bigint[]): Generator<Move> {
  for (let r = 0; r < rows.length; r++)
    for (let c = rows[r]!; c >= (r === 0 ? 2n : 1n); c--) yield biteMove(rows, r, c);
}

/** Whether a vector is a board: at least one row, each of at least one cell, none longer than the row below. */
export function isBoard(rows: readonly bigint[]): boolean {
  return rows.length > 0 && rows.every((n, i) => n >= 1n && (i === 0 || n <= rows[i - 1]!));
}

/**
 * The bite from `from` to `to`, or why there is none: the lowest row that changed is the bite's
 * row, its new length the column before the bite.
 */
export function biteBetween(
  from: readonly bigint[],
  to: readonly bigint[],
): { readonly ok: true; readonly move: Move } | { readonly ok: false; readonly reason: string } {
  for (let r = 0; r < to.length; r++)
    if (r >= from.length || to[r]! > from[r]!)
      return { ok: false, reason: t('row {row} grows: a bite only removes cells', { row: r + 1 }) };
  let row = 0;
  while (row < from.length && row < to.length && to[row] === from[row]) row++;
  if (row === from.length) return { ok: false, reason: t('nothing is bitten: a move bites at least one cell') };
  const column = (to[row] ?? 0n) + 1n;
  if (row === 0 && column === 1n)
    return {
      ok: false,
      reason: t('the poisoned cell (row 1, column 1) is never bitten: whoever is left with it alone loses'),
    };
  const after = bitten(from, row, column);
  if (after.length !== to.length || after.some((n, i) => n !== to[i]))
    return {
      ok: false,
      reason: t('not one bite: biting row {row}, column {column} leaves {board}', {
        row: row + 1,
        column,
        board: after.join(' '),
      }),
    };
  return { ok: true, move: biteMove(from, row, column) };
}

/** The widest board whose boards inside are counted (see `boardsInside`). */
const MAX_COUNTED_WIDTH = 100_000;

/**
 * The boards inside this one (Young diagrams under it, the board itself included), or null beyond
 * `most`: the positions a search from it may reach. Counted row by row from the top, by the
 * number of boards per length of the row below.
 */
export function boardsInside(rows: readonly bigint[], most: number): number | null {
  // Its table has a cell per column: a wider board is too many to count here (two rows of w hold
  // w²/2 boards; one row, a closed form), whatever `most` allows.
  if (rows[0]! > BigInt(Math.min(most, MAX_COUNTED_WIDTH))) return null;
  const width = Number(rows[0]!);
  // ways[w]: boards made of the rows above this one whose lowest row is at most w long (0: none).
  let ways: number[] = Array.from({ length: width + 1 }, () => 1);
  for (let r = rows.length - 1; r >= 0; r--) {
    const cap = Number(rows[r]!);
    const next: number[] = Array.from({ length: width + 1 }, () => 0);
    // This row has length k ≤ min(w, cap); k = 0 leaves no rows above.
    let sum = 1;
    next[0] = 1;
    for (let w = 1; w <= width; w++) {
      if (w <= cap) sum += ways[w]!;
      next[w] = sum;
      if (sum > most) return null;
    }
    ways = next;
  }
  // Boards keep the poisoned cell: the row below the first is at least 1 long.
  return ways[width]! - 1;
}
