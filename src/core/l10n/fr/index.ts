// The French catalogue: for each English message of the core, its French text with the same
// `{name}` parameters. One file per part of the code, so that people translating one part see it
// whole; the terms are those of docs/glossary.md (the words of the French literature).
// test/unit/l10n.test.ts checks that every message the code writes is here, with the same
// parameters, and that no translation is left in English.

import { FR_FIBONACCI } from '../../games/fibonacci/fr';
import { FR_MOORE } from '../../games/moore/fr';
import { type Catalogue } from './catalogue';
import { FR_CLI } from './commandLine';
import { FR_GAMES_COINS } from './gamesCoins';
import { FR_GAMES_HEAPS } from './gamesHeaps';
import { FR_GAMES_TAKE_AND_BREAK } from './gamesTakeAndBreak';
import { FR_PICTURES } from './pictures';
import { FR_PLAY } from './playPanel';
import { FR_PRACTICE } from './practice';
import { FR_SOLVER } from './solver';
import { FR_WEBVIEW } from './panelPage';
import { FR_WORKSHEET } from './worksheet';

/** Each part's catalogue by name, for the test that no message is translated twice differently. */
export const FRENCH_PARTS: Readonly<Record<string, Catalogue>> = {
  commandLine: FR_CLI,
  fibonacci: FR_FIBONACCI,
  moore: FR_MOORE,
  gamesCoins: FR_GAMES_COINS,
  gamesHeaps: FR_GAMES_HEAPS,
  gamesTakeAndBreak: FR_GAMES_TAKE_AND_BREAK,
  pictures: FR_PICTURES,
  playPanel: FR_PLAY,
  practice: FR_PRACTICE,
  solver: FR_SOLVER,
  worksheet: FR_WORKSHEET,
  webview: FR_WEBVIEW,
};

export const FRENCH: Catalogue = Object.assign({}, ...Object.values(FRENCH_PARTS)) as Catalogue;
