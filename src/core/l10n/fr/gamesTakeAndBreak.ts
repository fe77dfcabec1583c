// French for take-and-break games (src/core/games/octal, takeAndBreak, grundyTable).
import { type Catalogue } from './catalogue';

export const FR_GAMES_TAKE_AND_BREAK: Catalogue = {};
