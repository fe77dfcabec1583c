// Whether a position as written fits the rules in force (heaps per game, parts per sum), and the
// vector the solver reads (core/sumPosition.ts for a sum), or the error on the range at fault.

import { gameName, requiredHeapCount, sumComponents, rulesText } from '../game';
import { type Rules } from '../rules';
import { encodeParts } from '../sumPosition';
import { type PositionNode, type Range } from './syntax';

export type PositionShape =
  | { readonly ok: true; readonly heaps: readonly bigint[] }
  | { readonly ok: false; readonly range: Range; readonly message: string };

export function positionShape(rules: Rules, position: PositionNode): PositionShape {
  const games = sumComponents(rules.game);
  const written = position.parts;
  if (!games) {
    if (written)
      return {
        ok: false,
        range: position.range,
        message: `'+' joins the parts of a sum of games, but ${rulesText(rules)} is one game: write its heaps alone, or a rules line such as nim + kayles`,
      };
    const need = requiredHeapCount(rules.game);
    const count = position.heaps.length;
    if (need !== null && count !== need)
      return {
        ok: false,
        range: position.range,
        message: `${rulesText(rules)} is played on exactly ${need} heaps; this position has ${count}`,
      };
    return { ok: true, heaps: position.heaps.map((h) => h.value) };
  }
  const parts = written ?? [position];
  if (parts.length !== games.length)
    return {
      ok: false,
      range: position.range,
      message: `${rulesText(rules)} is a sum of ${games.length} games: a position has ${games.length} parts joined by '+'; this one has ${parts.length}`,
    };
  for (let i = 0; i < parts.length; i++) {
    const need = requiredHeapCount(games[i]!);
    const count = parts[i]!.heaps.length;
    if (need !== null && count !== need)
      return {
        ok: false,
        range: parts[i]!.range,
        message: `part ${i + 1} is a position of ${gameName(games[i]!)}, played on exactly ${need} heaps; it has ${count}`,
      };
  }
  return { ok: true, heaps: encodeParts(parts.map((p) => p.heaps.map((h) => h.value))) };
}
