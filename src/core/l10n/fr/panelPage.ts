// French for the play panel's webview (src/webview/main.ts): the host sends these, in the
// language of the answers, with every state; the webview's `tr('…')` calls name them by their
// English text (test/unit/l10n.test.ts checks both ways).
import { type Catalogue } from './catalogue';

export const FR_WEBVIEW: Catalogue = {};
