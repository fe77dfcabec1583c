// Poker Nim's reasons: the heaps' XOR and why the banks do not change the verdict; in misère play,
// the retrograde analysis of the positions reachable.

import { type ExplanationRenderer } from '../../explanationText';
import { t } from '../../l10n';
import { shortenNumbers } from '../../text';
import { type RetrogradeReason, retrogradeRenderer } from '../retrogradeExplanation';

export interface PokerNimExplanation {
  readonly kind: 'poker-nim';
  readonly heaps: readonly bigint[];
  /** The banks: the player to move's, the opponent's. */
  readonly mine: bigint;
  readonly theirs: bigint;
  /** The heaps' XOR. */
  readonly xor: bigint;
}

/** Misère Poker Nim decided by retrograde analysis. */
export interface PokerNimRetrogradeExplanation extends RetrogradeReason {
  readonly kind: 'poker-nim-retrograde';
}

/** Heaps written in binary, one column per bit, when few and small enough to read. */
function binaryColumns(heaps: readonly bigint[], x: bigint): string | null {
  if (heaps.length > 8 || heaps.some((h) => h >= 1n << 16n)) return null;
  const bits = Math.max(1, ...[...heaps, x].map((h) => h.toString(2).length));
  const width = Math.max(3, ...heaps.map((h) => String(h).length), String(x).length);
  const row = (label: string, n: bigint) => `${label.padStart(width)} = ${n.toString(2).padStart(bits, '0')}`;
  return ['```', ...heaps.map((h) => row(String(h), h)), row('⊕', x), '```'].join('\n');
}

/** The XOR and the banks, what the XOR means, and why additions do not help. */
function sentences(e: PokerNimExplanation): { xorLine: string; meaning: string; additions: string } {
  const { heaps, mine, theirs, xor: x } = e;
  const xorLine = t('Heaps {heaps}: their XOR is {x}; the banks hold {mine} (the player to move) and {theirs}.', {
    heaps: heaps.join(' ⊕ '),
    x,
    mine,
    theirs,
  });
  let meaning: string;
  if (x !== 0n)
    meaning = t(
      'The XOR is not 0: a take as in Nim (or an addition from the bank) leaves it 0, and the player to move wins.',
    );
  else if (heaps.every((h) => h === 0n) && mine === 0n) meaning = t('There is no move: the player to move loses.');
  else meaning = t('The XOR is 0: every take and every addition leaves it nonzero, and the player to move loses.');
  const additions = t(
    'Additions do not help: the winner takes an addition back at once, so the heaps and the loser’s bank together only shrink, and the game ends as Nim does.',
  );
  return { xorLine, meaning, additions };
}

export const POKER_NIM_EXPLANATION: ExplanationRenderer<PokerNimExplanation> = {
  kind: 'poker-nim',
  method: (e) => shortenNumbers(t('Poker Nim: the XOR of the heaps is {x}', { x: e.xor })),
  lines(e) {
    const { xorLine, meaning, additions } = sentences(e);
    return [xorLine, meaning, additions].map(shortenNumbers);
  },
  markdown(e) {
    const { xorLine, meaning, additions } = sentences(e);
    const columns = binaryColumns(e.heaps, e.xor);
    return shortenNumbers([xorLine, '', ...(columns ? [columns, ''] : []), meaning, '', additions].join('\n'));
  },
};

export const POKER_NIM_RETROGRADE_EXPLANATION = retrogradeRenderer<PokerNimRetrogradeExplanation>(
  'poker-nim-retrograde',
  (count) => t('misère Poker Nim by retrograde analysis of {count} positions', { count }),
);
