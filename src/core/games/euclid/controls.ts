// Euclid's game in the play panel: a multiple of the smaller number subtracted from the larger, by
// a button for each of the first multiples, or typed. Its move `multiple` [k] is read by the game.

import { t } from '../../l10n';
import { shortenNumbers, shortNumber } from '../../text';
import { type ControlsView, type Piece } from '../controls';
import { amountField, playPiece, typedMove } from '../heapControls';
import { argsOf, type IntentTarget, type MoveIntent, refusedTake, unreadAmount, wholeArg } from '../intents';

/** Multiples offered as buttons at most; the others are typed. */
const MOST_BUTTONS = 12n;

/** The larger number's place (the first of equal ones), the larger and the smaller. */
function order(heaps: readonly bigint[]): { larger: number; big: bigint; small: bigint } {
  const [a = 0n, b = 0n] = heaps;
  return a >= b ? { larger: 0, big: a, small: b } : { larger: 1, big: b, small: a };
}

export function euclidControls(heaps: readonly bigint[], part: string): ControlsView {
  const { big, small } = order(heaps);
  const most = small === 0n ? 0n : big / small;
  const view: ControlsView = { how: null, choice: null, layout: 'column', groups: [], typed: [] };
  if (most === 0n) return view;
  const pieces: Piece[] = [];
  const shown = most < MOST_BUTTONS ? most : MOST_BUTTONS;
  for (let k = 1n; k <= shown; k++)
    pieces.push(
      playPiece(
        'plain',
        shortenNumbers(`${k} × ${small}`),
        t('Subtract {k} × {smaller} from {larger}{part}', { k, smaller: small, larger: big, part }),
        { kind: 'act', act: 'multiple', args: [String(k)] },
      ),
    );
  const typed =
    most > shown
      ? [
          typedMove(
            'multiple',
            [],
            [
              amountField(
                'multiple',
                t('Multiple of {smaller} to subtract{part}', { smaller: small, part }),
                most,
                '1',
                t('Or k × {smaller}, k up to {most}: ', {
                  smaller: shortNumber(String(small)),
                  most: shortNumber(String(most)),
                }),
              ),
            ],
            t('Subtract'),
            t('Subtract the multiple{part}', { part }),
          ),
        ]
      : [];
  return {
    ...view,
    how: shortenNumbers(t('Subtract a multiple of {smaller} from {larger}:', { smaller: small, larger: big })),
    groups: [
      {
        label: t('Multiples{part}', { part }),
        card: null,
        shape: 'buttons',
        columns: 0,
        piecesLabel: t('Multiples{part}', { part }),
        pieces,
        pick: null,
        typed: [],
      },
    ],
    typed,
  };
}

/** The move `multiple` [k]: k times the smaller number taken from the larger (the game's check says whether it is one). */
export function multipleTaken(heaps: readonly bigint[], intent: MoveIntent): IntentTarget | undefined {
  const args = argsOf(intent, 'multiple');
  if (args === undefined) return undefined;
  const k = wholeArg(args[0]);
  if (k === null || args.length !== 1) return unreadAmount();
  const { larger, small } = order(heaps);
  const refused = refusedTake(heaps, larger, k * small);
  if (refused !== null) return refused;
  const to = heaps.slice();
  to[larger] = heaps[larger]! - k * small;
  return { to };
}
