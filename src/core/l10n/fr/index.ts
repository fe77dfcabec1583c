// The French catalogue: for each English message of the core, its French text with the same
// `{name}` parameters. One file per part of the code, so that people translating one part see it
// whole; each game's is in its folder, registered by its registry line; the terms are those of
// docs/glossary.md (the words of the French literature).
// test/unit/l10n.test.ts checks that every message the code writes is here, with the same
// parameters, and that no translation is left in English.

import { type Catalogue } from './catalogue';
import { FR_CLI_HELP } from './commandHelp';
import { FR_CLI } from './commandLine';
import { FR_GAMES } from './games';
import { FR_PICTURES } from './pictures';
import { FR_PLAY } from './playPanel';
import { FR_PRACTICE } from './practice';
import { FR_SOLVER } from './solver';
import { FR_WEBVIEW } from './panelPage';
import { FR_WORKSHEET } from './worksheet';

/**
 * Each part's catalogue by name, for the test that no message is translated twice differently: the
 * parts of the core here, and each game's, which its registry line adds (`registerFrench`).
 */
export const FRENCH_PARTS: Record<string, Catalogue> = {
  commandLine: FR_CLI,
  commandHelp: FR_CLI_HELP,
  games: FR_GAMES,
  pictures: FR_PICTURES,
  playPanel: FR_PLAY,
  practice: FR_PRACTICE,
  solver: FR_SOLVER,
  worksheet: FR_WORKSHEET,
  webview: FR_WEBVIEW,
};

/** Every French message: the core's parts', then each game's as its registry line adds it. */
export const FRENCH: Record<string, string> = Object.assign({}, ...Object.values(FRENCH_PARTS)) as Record<
  string,
  string
>;
