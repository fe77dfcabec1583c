// French for the play panel (src/play, its webview's strings).
import { type Catalogue } from './catalogue';

export const FR_PLAY: Catalogue = {};
