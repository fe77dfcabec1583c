// French for the command line (src/cli).
import { type Catalogue } from './catalogue';

export const FR_CLI: Catalogue = {};
