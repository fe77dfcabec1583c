// A Poker Nim position's vector: [h1, …, hk, moverBank, otherBank].

/** The heaps of a position (all but the two banks). */
export function pokerHeaps(position: readonly bigint[]): readonly bigint[] {
  return position.slice(0, Math.max(0, position.length - 2));
}

/** The banks of a position: the player to move's, then the other's. */
export function pokerBanks(position: readonly bigint[]): readonly [bigint, bigint] {
  const n = position.length;
  return [position[n - 2] ?? 0n, position[n - 1] ?? 0n];
}

/** The XOR of the heaps. */
export function pokerXor(position: readonly bigint[]): bigint {
  return pokerHeaps(position).reduce((a, h) => a ^ h, 0n);
}
