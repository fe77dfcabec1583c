// The play panel's rows of pins (take-and-break games whose every move the pins make): a click
// knocks down `amount` neighbouring pins of a row, `left` pins to their left, and the row breaks
// into what stands on either side. The game's own reading of its move `knock` [row, amount, left].

import { compareBigints } from '../../bigint';
import { plural, t } from '../../l10n';
import { breakResult } from '../../moves';
import { type ControlsView, type Piece, type PieceGroup } from '../controls';
import { amountField, typedMove } from '../heapControls';
import { argsOf, unreadAmount, wholeArg } from '../intents';
import { shortNumber } from '../../text';
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
  const args = argsOf(intent, 'knock');
  if (args === undefined || !pins) return undefined;
  const [row, amount, left] = args.map(wholeArg);
  if (args.length !== 3 || row === null || row === undefined) return t('this game has no move of that kind');
  if (amount === null || amount === undefined || left === null || left === undefined) return unreadAmount();
  if (row >= BigInt(heaps.length)) return t('there is no heap {n}', { n: row + 1n });
  const heap = Number(row);
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

/** Rows of pins up to this size are drawn pin by pin. */
const MAX_DRAWN_PINS = 60;

/** The label of a click on pin `t` (from 0) of row `heap` taking `take` pins and leaving the rows `leaving`, smallest first. */
function pinsTakenLabel(t0: number, take: number, leaving: readonly number[], heap: number, part: string): string {
  const [a, b] = leaving;
  const args = { pin: t0 + 1, first: t0 + 1, last: t0 + take, heap, part, a: a ?? 0, b: b ?? 0 };
  if (take === 1) {
    if (a === undefined) return t('Take pin {pin} of heap {heap}{part}, leaving nothing', args);
    if (b === undefined) return t('Take pin {pin} of heap {heap}{part}, leaving {a}', args);
    return t('Take pin {pin} of heap {heap}{part}, leaving {a} and {b}', args);
  }
  if (a === undefined) return t('Take pins {first} to {last} of heap {heap}{part}, leaving nothing', args);
  if (b === undefined) return t('Take pins {first} to {last} of heap {heap}{part}, leaving {a}', args);
  return t('Take pins {first} to {last} of heap {heap}{part}, leaving {a} and {b}', args);
}

/** Row `i` of `size` pins: each pin, with what a click on it takes for each amount of `takes`, and the move typed. */
/** Whether knocking down `take` pins of row `i`, `left` to their left, is a move of the code. */
export type KnockAllowed = (i: number, take: number, left: number) => boolean;

function pinRow(size: bigint, i: number, takes: readonly number[], part: string, allowed: KnockAllowed): PieceGroup {
  const heap = i + 1;
  const pieces: Piece[] = [];
  if (size <= BigInt(MAX_DRAWN_PINS)) {
    const n = Number(size);
    for (let p = 0; p < n; p++)
      pieces.push({
        id: null,
        text: '',
        look: 'pin',
        key: null,
        pickedLabel: null,
        plays: takes.map((take) => {
          if (p + take > n)
            return {
              label: t('Pin {pin} of heap {heap}{part}: {count} pins from here do not fit', {
                pin: p + 1,
                heap,
                part,
                count: take,
              }),
              intent: null,
              marks: 0,
              disabled: true,
            };
          const leaving = [p, n - p - take].filter((x) => x > 0).sort((x, y) => x - y);
          // A click the code does not allow (Dawson's chess: one pin only as a whole row) is not offered.
          const ok = allowed(i, take, p);
          return {
            label: pinsTakenLabel(p, take, leaving, heap, part),
            intent: ok ? { kind: 'act', act: 'knock', args: [String(i), String(take), String(p)] } : null,
            marks: ok ? take : 0,
            disabled: !ok,
          };
        }),
      });
  }
  const amount = {
    ...amountField(`amount-${i}`, t('Pins to take from heap {heap}{part}', { heap, part }), 1n, '1', t('Take ')),
    perOption: takes.map(String),
  };
  const left = amountField(
    `left-${i}`,
    t('Pins to leave on the left of heap {heap}{part}', { heap, part }),
    size,
    '0',
    t(' leaving on the left '),
  );
  return {
    label: plural(size, 'Heap {heap}{part}: a row of {count} pin', 'Heap {heap}{part}: a row of {count} pins', {
      heap,
      part,
    }),
    card: { heading: t('Heap {heap}', { heap }), count: shortNumber(String(size)), countTitle: t('pins in the row') },
    shape: 'pin row',
    columns: 0,
    piecesLabel: t('Pins of heap {heap}{part}', { heap, part }),
    pieces,
    pick: null,
    typed:
      size === 0n
        ? []
        : [
            typedMove(
              'knock',
              [String(i)],
              [amount, left],
              t('Take'),
              t('Take the pins from heap {heap}{part}', { heap, part }),
            ),
          ],
  };
}

/** Rows of pins, and the choice of how many a click takes among the amounts the code allows. */
export function pinsControls(
  takes: readonly number[],
  heaps: readonly bigint[],
  part: string,
  allowed: KnockAllowed,
): ControlsView {
  const one = takes.length === 1 ? takes[0]! : 0;
  return {
    how: null,
    choice: {
      label: t('Pins a click takes{part}', { part }),
      lead: t('A click takes '),
      options: takes.map((count) => plural(count, ' {count} pin', ' {count} pins')),
      single: plural(one, 'A click takes {count} pin.', 'A click takes {count} pins.'),
    },
    layout: 'rows',
    groups: heaps.map((size, i) => pinRow(size, i, takes, part, allowed)),
    typed: [],
  };
}

/** The clicks a code allows, by the game's own check of the position each leaves. */
export function knocksAllowed(heaps: readonly bigint[], check: (to: readonly bigint[]) => boolean): KnockAllowed {
  return (i, take, left) => {
    const target = knockedDown({ takes: [take] }, heaps, {
      kind: 'act',
      act: 'knock',
      args: [String(i), String(take), String(left)],
    });
    return typeof target === 'object' && target !== null && check(target.to);
  };
}
