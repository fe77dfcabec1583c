// Coins chosen by clicks in a row or a grid, kept per game drawn until the position changes, and
// coins typed in a field.

import type { ComponentView } from '../../shared/playProtocol';
import { send } from '../host';
import { redraw } from '../page';
import { partOf, type Where } from '../where';

/** Coins chosen so far in a row or a grid, per game drawn, with the position they were chosen in. */
export const picked = new Map<string, { readonly position: string; readonly coins: readonly string[] }>();

export function pickedIn(w: Where, c: ComponentView): readonly string[] {
  const p = picked.get(w.id);
  return p && p.position === c.position ? p.coins : [];
}

export function pick(w: Where, c: ComponentView, coins: readonly string[]): void {
  if (coins.length) picked.set(w.id, { position: c.position, coins });
  else picked.delete(w.id);
  redraw(false);
}

/** Sends a turn of these coins, and forgets the coins chosen by clicks. */
export function turn(w: Where, coins: readonly string[]): void {
  if (coins.length === 0) return;
  picked.delete(w.id);
  send({ type: 'intent', intent: { kind: 'turn', coins }, ...partOf(w) });
  // The coins no longer show as chosen while the host answers. Rendered as the same position, so
  // that what was typed stays, as after a refused move, to be corrected.
  redraw(true);
}

/**
 * Typed coins of a row: numbers apart (spaces or commas), and for a run `3-7` or `7-3` (Ruler) each
 * coin of it; null when the text is not that (the person is told, nothing is sent).
 */
export function typedCoins(text: string): string[] | null {
  const coins: string[] = [];
  for (const word of text
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean)) {
    const run = /^([0-9]{1,6})-([0-9]{1,6})$/.exec(word);
    if (run) {
      const [a, b] = [Number(run[1]), Number(run[2])];
      const [low, high] = a <= b ? [a, b] : [b, a];
      if (high - low >= 10_000) return null;
      for (let n = high; n >= low; n--) coins.push(String(n));
    } else if (/^[0-9]{1,100000}$/.test(word)) coins.push(word);
    else return null;
  }
  return coins.length ? coins : null;
}
