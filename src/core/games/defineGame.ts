// A game's definition states what differs from the sensible defaults, as chessops' variants
// override only what differs: any number of heaps of tokens, each heap in its place, no table of
// one-heap values, no diagonal bound, misère play by search, not a sum, the panel's heaps.

import { type GameDefinition } from './definition';
import { HEAPS_FORM } from './forms/heaps';

/** The members a definition may leave to the defaults. */
type Defaulted =
  | 'heapCount'
  | 'positionForm'
  | 'multiset'
  | 'components'
  | 'parts'
  | 'tameHeaps'
  | 'valueTable'
  | 'heapTable'
  | 'panel';

/** A definition as a game writes it: every member, the defaulted ones where they differ. */
export type GameDefinitionInput<G> = Omit<GameDefinition<G>, Defaulted> & Partial<Pick<GameDefinition<G>, Defaulted>>;

/** The whole definition: the game's members over the defaults. */
export function defineGame<G>(definition: GameDefinitionInput<G>): GameDefinition<G> {
  return {
    heapCount: () => null,
    positionForm: HEAPS_FORM,
    multiset: false,
    components: () => null,
    parts: () => null,
    tameHeaps: () => null,
    valueTable: () => null,
    heapTable: false,
    panel: () => ({}),
    ...definition,
  };
}
