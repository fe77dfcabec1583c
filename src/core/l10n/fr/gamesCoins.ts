// French for coins, stairs and Euclid's game (src/core/games/coinRow, corners, staircase, euclid…).
import { type Catalogue } from './catalogue';

export const FR_GAMES_COINS: Catalogue = {};
