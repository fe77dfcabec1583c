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

export interface PictureOptions {
  readonly palette: Palette;
  /** Mark the winning moves (the hover does; the play panel only when a hint is asked for). */
  readonly showMoves: boolean;
  /** The play panel: cells the queen can reach are buttons. */
  readonly interactive?: boolean;
  /** Side of a board's cell in pixels (the hover's default is compact; the play panel's larger, to click). */
  readonly cell?: number;
  /** Work allowed for cold positions that need a table (Wythoff with a diagonal bound of 3 or more). */
  readonly budget?: number;
}
