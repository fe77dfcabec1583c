// French for verdicts, explanations, budgets and moves (src/core/*.ts).
import { type Catalogue } from './catalogue';

export const FR_SOLVER: Catalogue = {};
