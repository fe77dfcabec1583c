// Cram, a game module for Nim Lens (docs/game-modules.md). Players take turns placing a domino on
// two free cells side by side, across or down; the player who cannot place one loses.
//
//   game ./cram.mjs        a position is an empty board `3x4` (rows by columns), or its rows of
//   3x4                    `.` free and `#` taken, joined by `/`: `..#./..../....`
//   ..#./..../....
//
// The parameters (`game ./cram.mjs 4x5`) are the largest board the worksheet plays on: a larger
// one is an error on its line. Without them, any board of at most 64 cells.

/** @typedef {string[]} Board  rows of '.' (free) and '#' (taken), all the same length */

const MAX_CELLS = 64;

/** Reads `RxC` (an empty board), or the error with its columns. */
function readSize(text) {
  const m = /^([0-9]{1,2})x([0-9]{1,2})$/.exec(text);
  if (!m) return null;
  const rows = Number(m[1]);
  const columns = Number(m[2]);
  if (rows < 1 || columns < 1) return { error: 'a board has at least one row and one column', at: [0, text.length] };
  if (rows * columns > MAX_CELLS) return { error: `at most ${MAX_CELLS} cells`, at: [0, text.length] };
  return { value: Array.from({ length: rows }, () => '.'.repeat(columns)) };
}

/** The board's mirror images and turns: positions that play the same. */
function symmetries(board) {
  const flip = (b) => b.map((row) => [...row].reverse().join(''));
  const upside = (b) => [...b].reverse();
  const turn = (b) => [...b[0]].map((_, c) => b.map((row) => row[c]).join(''));
  const out = [];
  for (const b of [board, turn(board)]) out.push(b, flip(b), upside(b), flip(upside(b)));
  return out;
}

/** Reads a board, `3x4` or its rows, or the error with its columns. */
function readBoard(text) {
  const size = readSize(text);
  if (size) return size;
  const rows = text.split('/');
  let at = 0;
  for (const [i, row] of rows.entries()) {
    const bad = row.search(/[^.#]/);
    if (bad >= 0) return { error: `'${row[bad]}' is not a cell: '.' is free, '#' taken`, at: [at + bad, at + bad + 1] };
    if (row.length === 0) return { error: 'an empty row', at: [at, at] };
    if (row.length !== rows[0].length)
      return { error: `row ${i + 1} has ${row.length} cells, row 1 has ${rows[0].length}`, at: [at, at + row.length] };
    at += row.length + 1;
  }
  if (rows.length * rows[0].length > MAX_CELLS) return { error: `at most ${MAX_CELLS} cells` };
  return { value: rows };
}

/** @type {import('../../types/game-module.js').GameModule<Board, Board | null>} */
export default {
  name: 'Cram',

  parameters(text) {
    if (text === '') return { value: null };
    return readSize(text) ?? { error: 'the parameters are the largest board, such as 4x5', at: [0, text.length] };
  },

  read(text, largest) {
    const board = readBoard(text);
    if (board.error || !largest) return board;
    const [rows, columns] = [board.value.length, board.value[0].length];
    if (rows > largest.length || columns > largest[0].length)
      return {
        error: `a board of ${rows}x${columns}: the rules play on at most ${largest.length}x${largest[0].length}`,
      };
    return board;
  },

  write: (board) => board.join('/'),

  *moves(board) {
    const place = (r1, c1, r2, c2) => {
      const rows = board.map((row, r) =>
        r !== r1 && r !== r2
          ? row
          : [...row].map((x, c) => ((r === r1 && c === c1) || (r === r2 && c === c2) ? '#' : x)).join(''),
      );
      return { text: `cells ${r1 + 1},${c1 + 1} and ${r2 + 1},${c2 + 1}`, to: rows };
    };
    for (let r = 0; r < board.length; r++)
      for (let c = 0; c < board[r].length; c++) {
        if (board[r][c] !== '.') continue;
        if (board[r][c + 1] === '.') yield place(r, c, r, c + 1);
        if (board[r + 1]?.[c] === '.') yield place(r, c, r + 1, c);
      }
  },

  // The least of the board's eight mirror images and turns, as text.
  key: (board) =>
    symmetries(board)
      .map((b) => b.join('/'))
      .sort()[0],

  // A closed form for empty boards (Gardner): with both sides even the second player wins by copying
  // the first player's dominoes turned half round the centre; with one side even and one odd, the
  // first player puts a domino across the centre and then copies. Nim Lens checks it on `samples`.
  outcome(board) {
    if (board.some((row) => row.includes('#'))) return null;
    const evens = Number(board.length % 2 === 0) + Number(board[0].length % 2 === 0);
    return evens === 2 ? 'loss' : evens === 1 ? 'win' : null;
  },

  // Empty boards of up to 3x4 (within the rules' largest board): what the closed form is checked on.
  *samples(largest) {
    const rows = Math.min(3, largest ? largest.length : 3);
    const columns = Math.min(4, largest ? largest[0].length : 4);
    for (let r = 1; r <= rows; r++) for (let c = 1; c <= columns; c++) yield `${r}x${c}`;
  },

  picture(board, largest) {
    const size = 32;
    const cells = board.flatMap((row, r) =>
      [...row].map(
        (x, c) =>
          `<rect x="${c * size}" y="${r * size}" width="${size}" height="${size}" fill="${x === '#' ? '#555' : '#eee'}" stroke="#999"/>`,
      ),
    );
    // A click on the edge between two free cells places the domino there: one region per move.
    const regions = [];
    const marks = [];
    for (const [i, m] of [...this.moves(board, largest)].entries()) {
      const [r, c, r2] = m.text.match(/\d+/g).map(Number);
      const across = r === r2;
      const x = across ? c * size - size / 4 : (c - 1) * size + size / 4;
      const y = across ? (r - 1) * size + size / 4 : r * size - size / 4;
      marks.push(`<rect id="m${i}" x="${x}" y="${y}" width="${size / 2}" height="${size / 2}" fill="transparent"/>`);
      regions.push({ id: `m${i}`, move: m.text });
    }
    const width = board[0].length * size;
    const height = board.length * size;
    return {
      svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${cells.join('')}${marks.join('')}</svg>`,
      regions,
    };
  },
};
