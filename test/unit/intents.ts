// The play panel's intents as its controls send them (core/games/intents.ts), for the tests that
// play moves: amounts as bigints here, decimal strings in the intent.
import { type MoveIntent } from '../../src/core/games/intents';

export const takeIntent = (heap: number, amount: bigint, both: boolean): MoveIntent => ({
  kind: 'take',
  heap,
  amount: String(amount),
  both,
});
export const pinsIntent = (heap: number, amount: bigint, left: bigint): MoveIntent => ({
  kind: 'pins',
  heap,
  amount: String(amount),
  left: String(left),
});
export const turnIntent = (coins: readonly string[]): MoveIntent => ({ kind: 'turn', coins });
export const amountsIntent = (amounts: readonly bigint[]): MoveIntent => ({
  kind: 'amounts',
  amounts: amounts.map(String),
});
export const chooseIntent = (index: number, to: readonly string[]): MoveIntent => ({ kind: 'choose', index, to });
