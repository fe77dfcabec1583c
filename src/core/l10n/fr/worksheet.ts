// French for worksheets: diagnostics, lenses, hovers, quick fixes (src/core/worksheet).
import { type Catalogue } from './catalogue';

export const FR_WORKSHEET: Catalogue = {};
