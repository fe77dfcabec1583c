// The kinds of reason the games explain with, each defined and written beside its game (the
// renderers are listed by the games' definitions, `explanations`). Types only.

import {
  type ModuleFormulaExplanation,
  type ModuleMisereRetrogradeExplanation,
  type ModuleRetrogradeExplanation,
} from './module/explanation';
import { type ChompExplanation } from './chomp/explanation';
import { type CoinRowExplanation } from './coins/explanation';
import { type CornersExplanation } from './corners/explanation';
import { type DigraphExplanation, type DigraphRetrogradeExplanation } from './digraph/explanation';
import { type EuclidExplanation } from './euclid/explanation';
import { type FibonacciExplanation } from './fibonacci/explanation';
import { type HackenbushExplanation } from './hackenbush/explanation';
import { type MisereQuotientExplanation } from './misereQuotient/explanation';
import { type MooreExplanation } from './moore/explanation';
import { type NimExplanation } from './nim/explanation';
import { type OctalExplanation } from './octal/explanation';
import { type PokerNimExplanation, type PokerNimRetrogradeExplanation } from './pokerNim/explanation';
import { type StaircaseExplanation } from './staircase/explanation';
import { type SubtractionRunExplanation, type SubtractionTableExplanation } from './subtraction/explanation';
import { type SumExplanation, type SumLoopyExplanation, type SumRetrogradeExplanation } from './sum/explanation';
import { type TakeAndBreakExplanation } from './takeAndBreak/explanation';
import {
  type PartnerTableExplanation,
  type WythoffPairExplanation,
  type WythoffSmallDiagonalExplanation,
} from './wythoff/explanation';

export type GameExplanation =
  | ChompExplanation
  | CoinRowExplanation
  | CornersExplanation
  | DigraphExplanation
  | DigraphRetrogradeExplanation
  | EuclidExplanation
  | FibonacciExplanation
  | HackenbushExplanation
  | NimExplanation
  | SubtractionRunExplanation
  | SubtractionTableExplanation
  | WythoffPairExplanation
  | WythoffSmallDiagonalExplanation
  | PartnerTableExplanation
  | OctalExplanation
  | TakeAndBreakExplanation
  | MisereQuotientExplanation
  | MooreExplanation
  | ModuleFormulaExplanation
  | ModuleRetrogradeExplanation
  | ModuleMisereRetrogradeExplanation
  | PokerNimExplanation
  | PokerNimRetrogradeExplanation
  | StaircaseExplanation
  | SumExplanation
  | SumLoopyExplanation
  | SumRetrogradeExplanation;
