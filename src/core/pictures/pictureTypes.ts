// What a picture is and what drawing one takes: types only, shared by the renderers and the
// module that chooses among them.

import { type Palette } from './svg';

export interface Picture {
  /**
   * What is drawn, named by the drawing that drew it (`nim-columns`, `value-strip`; a sum's `sum`
   * holds its parts' pictures): the SVG's `data-kind`, for styles and tests.
   */
  readonly kind: string;
  readonly svg: string;
  /** What the picture shows, in words. */
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

/** A size a picture keeps within, in pixels. */
export interface Room {
  readonly width: number;
  readonly height: number;
}

export interface PictureOptions {
  readonly palette: Palette;
  /** Mark the winning moves (the hover does; the play panel only when a hint is asked for). */
  readonly showMoves: boolean;
  /** The play panel: cells the queen can reach are buttons. */
  readonly interactive?: boolean;
  /** Side of a board's cell in pixels (the hover's default is compact; the play panel's larger, to click). */
  readonly cell?: number;
  /**
   * The most the picture may take (the hover's box, fit.ts; a part of a sum, its share of it): the
   * drawing keeps within it as best it can, with fewer cells, a window, a count or smaller cells.
   * Without it, each drawing's own size (the play panel's).
   */
  readonly room?: Room;
  /** Work allowed for cold positions that need a table (Wythoff with a diagonal bound of 3 or more). */
  readonly budget?: number;
}
