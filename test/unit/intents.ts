// The play panel's intents as its controls send them (core/games/intents.ts), for the tests that
// play moves: amounts as bigints here, text in the intent.
import { type MoveIntent } from '../../src/core/games/intents';

const act = (name: string, args: readonly string[]): MoveIntent => ({ kind: 'act', act: name, args });

export const takeIntent = (heap: number, amount: bigint, both: boolean): MoveIntent =>
  both ? act('both', [String(amount)]) : act('take', [String(heap), String(amount)]);
export const pinsIntent = (heap: number, amount: bigint, left: bigint): MoveIntent =>
  act('knock', [String(heap), String(amount), String(left)]);
export const turnIntent = (coins: readonly string[]): MoveIntent => act('turn', coins);
export const amountsIntent = (amounts: readonly bigint[]): MoveIntent => act('amounts', amounts.map(String));
export const chooseIntent = (index: number, to: readonly string[]): MoveIntent => ({ kind: 'choose', index, to });
