// The rules of `table` and `period` read by the worksheet's parser, which knows every game.

import { definitionOf, gameName, rulesText } from '../core/game';
import { parseRulesLine } from '../core/worksheet/parse';
import { type HeapRules } from './heapRules';

export const ANY_RULES: HeapRules = { read: parseRulesLine, definitionOf, gameName, rulesText };
