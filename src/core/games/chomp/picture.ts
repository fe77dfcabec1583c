// A Chomp board, row 1 at the bottom, the poisoned cell marked; the hover outlines the cells the
// recommended bite takes. In the panel each cell is a button: its intent is the board its bite leaves.
// Within a room (the hover's box) the cells are smaller, down to MIN_CELL: the largest board, 20
// rows by 30 columns, fits the hover's box.

import { t } from '../../l10n';
import { type Picture, type PictureOptions } from '../../pictures/pictureTypes';
import { svgDocument, tag, text, cellEdge } from '../../pictures/svg';
import { type Verdict } from '../../verdict';
import { type MoveIntent } from '../intents';
import { bitten } from './board';

/** Rows and columns drawn at most; a larger board is in the hover's words and the panel's list. */
const MAX_ROWS = 20;
const MAX_COLUMNS = 30;
/** The smallest cell drawn to fit a room. */
const MIN_CELL = 8;

export function chompPicture(rows: readonly bigint[], verdict: Verdict, options: PictureOptions): Picture | null {
  if (rows.length > MAX_ROWS || rows[0]! > BigInt(MAX_COLUMNS)) return null;
  const palette = options.palette;
  // In the panel the cells are what is clicked: larger than the hover's.
  const asked = options.interactive ? 36 : (options.cell ?? 22);
  const room = options.room;
  const cell = room
    ? Math.max(
        MIN_CELL,
        Math.min(asked, Math.floor((room.height - 16) / rows.length), Math.floor((room.width - 16) / Number(rows[0]!))),
      )
    : asked;
  const width = Number(rows[0]!) * cell + 16;
  const height = rows.length * cell + 16;
  const move = options.showMoves && verdict.outcome === 'win' ? verdict.recommended : null;
  // The recommended bite: its row, and the column its row keeps up to.
  const bite = move ? { row: move.heaps[0]!, column: (move.result[move.heaps[0]!] ?? 0n) + 1n } : null;
  const parts: string[] = [];
  rows.forEach((length, r) => {
    const y = 8 + (rows.length - 1 - r) * cell;
    for (let c = 1; c <= Number(length); c++) {
      const poisoned = r === 0 && c === 1;
      const taken = bite !== null && r >= bite.row && BigInt(c) >= bite.column;
      const intent: MoveIntent | null =
        options.interactive && !poisoned ? { kind: 'to', to: bitten(rows, r, BigInt(c)).map(String) } : null;
      parts.push(
        tag('rect', {
          class: `cell${poisoned ? ' poisoned' : ''}${taken ? ' taken' : ''}${intent === null ? '' : ' reachable'}`,
          x: 8 + (c - 1) * cell,
          y,
          width: cell,
          height: cell,
          fill: poisoned ? palette.position : palette.cold,
          stroke: taken ? palette.target : cellEdge(palette, !poisoned),
          'stroke-width': taken ? 2.5 : 1,
          ...(intent === null
            ? {}
            : {
                'data-intent': JSON.stringify(intent),
                id: `cell-${r + 1}-${c}`,
                tabindex: 0,
                role: 'button',
                'aria-label': t('Bite row {row}, column {column}', { row: r + 1, column: c }),
              }),
        }),
      );
      if (poisoned)
        parts.push(
          text(8 + cell / 2, y + cell / 2 + Math.min(5, cell / 4), '×', {
            'text-anchor': 'middle',
            fill: palette.background,
            'pointer-events': 'none',
            'font-size': cell < 16 ? Math.max(8, cell - 2) : null,
          }),
        );
    }
  });
  const alt =
    t('A Chomp board of {rows} rows, {cells} from the bottom; the poisoned cell is in row 1, column 1.', {
      rows: rows.length,
      cells: rows.join(', '),
    }) + (move?.words ? ' ' + t('Marked: the cells the bite {move} takes.', { move: move.words }) : '');
  return {
    kind: 'chomp-board',
    svg: svgDocument(width, height, alt, parts.join(''), palette, options.interactive === true),
    alt,
    width,
    height,
  };
}
