// The play panel's rows of pins (take-and-break games whose every move the pins make): a click
// knocks down `amount` neighbouring pins of a row, `left` pins to their left, and the row breaks
// into what stands on either side. The game's own reading of the `pins` intent.

import { compareBigints } from '../../bigint';
import { plural, t } from '../../l10n';
import { breakResult } from '../../moves';
import { type IntentTarget, type MoveIntent } from '../intentTypes';

/**
 * Knock down `amount` neighbouring pins of row `heap`, `left` pins to their left: what remains of
 * the row is its pieces, written in its place, smaller first. Undefined for another kind of intent,
 * or where the game has no rows of pins (its moves are chosen from the list).
 */
export function knockedDown(
  pins: { readonly takes: readonly number[] } | null,
  heaps: readonly bigint[],
  intent: MoveIntent,
): IntentTarget | undefined {
  if (intent.kind !== 'pins' || !pins) return undefined;
  const heap = intent.heap;
  const amount = BigInt(intent.amount);
  const left = BigInt(intent.left);
  if (heap < 0 || heap >= heaps.length) return t('there is no heap {n}', { n: heap + 1 });
  if (amount < 1n) return t('take at least one pin');
  const size = heaps[heap]!;
  if (left + amount > size)
    return t('heap {n} has only {pins}: {left} to the left and {amount} taken do not fit', {
      n: heap + 1,
      pins: plural(size, '{count} pin', '{count} pins'),
      left,
      amount,
    });
  const pieces = [left, size - left - amount].filter((x) => x > 0n).sort(compareBigints);
  return { to: breakResult(heaps, heap, pieces), heap };
}
