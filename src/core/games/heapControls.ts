// Heaps of tokens in the play panel: each heap a stack of tokens (a click on a token takes it and
// every token above) and an amount to type; and the builders of pieces and fields every game's
// controls use. The controls (games/controls.ts) of every game whose
// position is heaps of tokens, in its words: heaps and tokens, or a game's own (stairs of coins).

import { plural, t } from '../l10n';
import { shortNumber } from '../text';
import {
  type ControlMarks,
  type ControlsView,
  type Piece,
  type PieceGroup,
  type PiecePlay,
  type TypedField,
  type TypedMove,
} from './controls';

/** Heaps up to this size are drawn as tokens; larger ones as a number with an amount to take. */
export const MAX_DRAWN_TOKENS = 24;

/**
 * How the controls of a heap speak of it: a heap of tokens, or a stair of coins (Staircase Nim).
 * `i` is the heap's index (heap i + 1); `part` ends the labels of a part of a sum (` in part 2`).
 */
export interface HeapWords {
  /** The heading: `Heap 1`. */
  place(i: number): string;
  /** The label of the whole heap with its `size`. */
  label(size: bigint, i: number, part: string): string;
  /** The label of its group of tokens. */
  tokens(i: number, part: string): string;
  /** The label of a move of `amount` from this heap or stair. */
  take(amount: bigint, i: number, part: string): string;
  fieldLabel(i: number, part: string): string;
  button(): string;
  buttonLabel(i: number, part: string): string;
}

export const HEAP_CONTROL_WORDS: HeapWords = {
  place: (i) => t('Heap {heap}', { heap: i + 1 }),
  label: (size, i, part) =>
    plural(size, 'Heap {heap}{part}: {count} token', 'Heap {heap}{part}: {count} tokens', { heap: i + 1, part }),
  tokens: (i, part) => t('Tokens of heap {heap}{part}', { heap: i + 1, part }),
  take: (amount, i, part) => t('Take {amount} from heap {heap}{part}', { amount, heap: i + 1, part }),
  fieldLabel: (i, part) => t('Amount to take from heap {heap}{part}', { heap: i + 1, part }),
  button: () => t('Take'),
  buttonLabel: (i, part) => t('Take the amount from heap {heap}{part}', { heap: i + 1, part }),
};

/** Nothing marked: no hint shown, no move played. */
export const NO_MARKS: ControlMarks = { hintTo: null, lastFrom: null };

/** The end of a control's labels in part `part` (0-based) of a sum, or nothing for a game that is not one. */
export function partWords(part: number | null): string {
  return part === null ? '' : t(' in part {n}', { n: part + 1 });
}

/** A field for a whole number up to `max`, 3 to 12 characters wide. */
export function amountField(
  id: string,
  label: string,
  max: bigint,
  value = '1',
  lead: string | null = null,
): TypedField {
  const size = Math.min(12, Math.max(3, String(max).length));
  return { id, lead, label, value, size, numeric: true, perOption: null };
}

/** A typed move: the button sends `act` with `args`, then the fields' texts. */
export function typedMove(
  act: string,
  args: readonly string[],
  fields: readonly TypedField[],
  button: string,
  buttonLabel: string | null,
  id: string | null = null,
): TypedMove {
  return { id, act, args, fields, stacked: false, button: { text: button, label: buttonLabel }, clear: null };
}

/** What a click on a picked piece does (it picks), marked where the hint's move turns it over. */
export function hintedPlay(label: string, hinted: boolean): PiecePlay {
  return hinted
    ? { label: t('{move} (the hint)', { move: label }), intent: null, marks: 0, disabled: false, hinted: true }
    : { label, intent: null, marks: 0, disabled: false };
}

/** A piece that plays one move, whatever is chosen. */
export function playPiece(
  look: Piece['look'],
  text: string,
  label: string,
  play: Piece['plays'][number]['intent'],
): Piece {
  return {
    id: null,
    text,
    look,
    key: null,
    pickedLabel: null,
    plays: [{ label, intent: play, marks: 0, disabled: play === null }],
  };
}

/** Whether taking `amount` from heap `i` is a move of the game (a subtraction game allows only its set). */
export type TakeAllowed = (i: number, amount: bigint) => boolean;

/**
 * Heap `i` of `size` tokens: its tokens to click (drawn up to MAX_DRAWN_TOKENS; a token whose take
 * the game does not allow cannot be clicked) and its amount to type.
 */
function heapGroup(
  size: bigint,
  i: number,
  part: string,
  words: HeapWords,
  allowed: TakeAllowed,
  before: bigint | null,
): PieceGroup {
  const pieces: Piece[] = [];
  // The tokens the last move took from this heap, drawn above it as outlines.
  const gone = before !== null && before > size ? before - size : 0n;
  if (before !== null && before <= BigInt(MAX_DRAWN_TOKENS))
    for (let k = 0n; k < gone; k++)
      pieces.push({
        id: null,
        text: '',
        look: 'gone',
        key: null,
        pickedLabel: null,
        plays: [{ label: t('taken by the last move'), intent: null, marks: 0, disabled: true }],
      });
  if (size <= BigInt(MAX_DRAWN_TOKENS))
    for (let height = size; height >= 1n; height--) {
      // The token at height h takes it and every token above: size - h + 1.
      const amount = size - height + 1n;
      const play = allowed(i, amount) ? { kind: 'act' as const, act: 'take', args: [String(i), String(amount)] } : null;
      pieces.push(playPiece('token', '', words.take(amount, i, part), play));
    }
  const typed =
    size === 0n
      ? []
      : [
          typedMove(
            'take',
            [String(i)],
            [amountField(`amount-${i}`, words.fieldLabel(i, part), size)],
            words.button(),
            words.buttonLabel(i, part),
          ),
        ];
  return {
    label: words.label(size, i, part),
    card: { heading: words.place(i), count: shortNumber(String(size)), countTitle: null },
    shape: 'stack',
    columns: 0,
    piecesLabel: words.tokens(i, part),
    pieces,
    pick: null,
    typed,
  };
}

/** Heaps of tokens, each with its tokens and its amount, in `words`; every take allowed unless `allowed` says not. */
export function heapsControls(
  heaps: readonly bigint[],
  part: string,
  words = HEAP_CONTROL_WORDS,
  allowed: TakeAllowed = () => true,
  lastFrom: readonly bigint[] | null = null,
): ControlsView {
  // The heap each was before the last move, where the move kept the heaps in their places.
  const before = (i: number) => (lastFrom && lastFrom.length === heaps.length ? lastFrom[i]! : null);
  return {
    how: null,
    choice: null,
    layout: 'heaps',
    groups: heaps.map((size, i) => heapGroup(size, i, part, words, allowed, before(i))),
    typed: [],
  };
}
