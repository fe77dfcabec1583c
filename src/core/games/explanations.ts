// The kinds of reason the games explain with, each defined and written beside its game (the
// renderers are listed by the games' definitions, `explanations`). Types only.

import { type NimExplanation } from './nimExplanation';
import { type OctalExplanation } from './octalExplanation';
import { type SubtractionRunExplanation, type SubtractionTableExplanation } from './subtractionExplanation';
import { type SumExplanation } from './sumExplanation';
import { type TakeAndBreakExplanation } from './takeAndBreakExplanation';
import {
  type PartnerTableExplanation,
  type WythoffPairExplanation,
  type WythoffSmallDiagonalExplanation,
} from './wythoffExplanation';

export type GameExplanation =
  | NimExplanation
  | SubtractionRunExplanation
  | SubtractionTableExplanation
  | WythoffPairExplanation
  | WythoffSmallDiagonalExplanation
  | PartnerTableExplanation
  | OctalExplanation
  | TakeAndBreakExplanation
  | SumExplanation;
