// French for Nim, subtraction games, Wythoff and sums (src/core/games).
import { type Catalogue } from './catalogue';

export const FR_GAMES_HEAPS: Catalogue = {};
