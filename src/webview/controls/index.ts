// The games' own controls in the panel, one module per kind of control the host sends
// (core/games/panelControls.ts `DirectView`): the one table of them, which the compiler checks is
// complete. Each draws from the view alone and sends intents; the host checks every move.

import type { ComponentView, DirectView, PlayStateView } from '../../shared/playProtocol';
import { type Where } from '../where';
import { amountView } from './amount';
import { coinGridView } from './coinGrid';
import { coinRowView } from './coinRow';
import { heapsAtOnceView } from './heapsAtOnce';
import { multiplesView } from './multiples';
import { stairsView } from './stairs';

type ControlView<K extends DirectView['kind']> = (
  c: ComponentView,
  d: Extract<DirectView, { readonly kind: K }>,
  w: Where,
  myTurn: boolean,
) => HTMLElement;

const CONTROLS: { readonly [K in DirectView['kind']]: ControlView<K> } = {
  'coin row': coinRowView,
  'coin grid': coinGridView,
  stairs: stairsView,
  multiples: multiplesView,
  'heaps at once': heapsAtOnceView,
  amount: amountView,
};

/** The game's own controls beside its list of moves, while the game goes on. */
export function directControls(s: PlayStateView, c: ComponentView, w: Where, myTurn: boolean): HTMLElement | null {
  const d = c.direct;
  if (!d || s.over) return null;
  return (CONTROLS[d.kind] as ControlView<DirectView['kind']>)(c, d, w, myTurn);
}
