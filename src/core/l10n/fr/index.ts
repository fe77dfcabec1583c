// The French catalogue: for each English message of the core, its French text with the same
// `{name}` parameters. One file per part of the code, so that people translating one part see it
// whole; the terms are those of docs/glossary.md (the words of the French literature).
// test/unit/l10n.test.ts checks that every message the code writes is here, with the same
// parameters, and that no translation is left in English.

import { FR_FIBONACCI } from '../../games/fibonacci/fr';
import { FR_NIM } from '../../games/nim/fr';
import { FR_SUBTRACTION } from '../../games/subtraction/fr';
import { FR_WYTHOFF } from '../../games/wythoff/fr';
import { FR_OCTAL } from '../../games/octal/fr';
import { FR_TAKE_AND_BREAK } from '../../games/takeAndBreak/fr';
import { FR_MISERE_QUOTIENT } from '../../games/misereQuotient/fr';
import { FR_COINS } from '../../games/coins/fr';
import { FR_CORNERS } from '../../games/corners/fr';
import { FR_STAIRCASE } from '../../games/staircase/fr';
import { FR_EUCLID } from '../../games/euclid/fr';
import { FR_SUM } from '../../games/sum/fr';
import { FR_MOORE } from '../../games/moore/fr';
import { FR_HACKENBUSH } from '../../games/hackenbush/fr';
import { FR_DIGRAPH } from '../../games/digraph/fr';
import { type Catalogue } from './catalogue';
import { FR_CLI } from './commandLine';
import { FR_GAMES } from './games';
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
  nim: FR_NIM,
  subtraction: FR_SUBTRACTION,
  wythoff: FR_WYTHOFF,
  octal: FR_OCTAL,
  takeAndBreak: FR_TAKE_AND_BREAK,
  misereQuotient: FR_MISERE_QUOTIENT,
  coins: FR_COINS,
  corners: FR_CORNERS,
  staircase: FR_STAIRCASE,
  euclid: FR_EUCLID,
  sum: FR_SUM,
  moore: FR_MOORE,
  hackenbush: FR_HACKENBUSH,
  digraph: FR_DIGRAPH,
  games: FR_GAMES,
  pictures: FR_PICTURES,
  playPanel: FR_PLAY,
  practice: FR_PRACTICE,
  solver: FR_SOLVER,
  worksheet: FR_WORKSHEET,
  webview: FR_WEBVIEW,
};

export const FRENCH: Catalogue = Object.assign({}, ...Object.values(FRENCH_PARTS)) as Catalogue;
