// French for practice sheets, puzzles and grading (src/core/practice).
import { type Catalogue } from './catalogue';

export const FR_PRACTICE: Catalogue = {};
