// Staircase Nim's reason: the odd stairs as Nim heaps in binary columns, their XOR, and why the
// even stairs do not count.

import { binary, type ExplanationRenderer } from '../../explanationText';
import { plural, t } from '../../l10n';
import { shortenNumbers } from '../../text';

/** Odd stairs written in binary columns at most; more are summed in one line. */
const SHOWN_STAIRS = 24;
/** Bits of binary columns at most. */
const SHOWN_BITS = 64;
/** Odd stairs a XOR written in one line names (then `…`). */
const NAMED_STAIRS = 8;

export interface StaircaseExplanation {
  readonly kind: 'staircase';
  /** How many stairs the position has. */
  readonly stairs: number;
  /** The coins on the odd stairs 1, 3, 5, …: the first ones, as many as the reason may write. */
  readonly odd: readonly bigint[];
  /** How many odd stairs there are. */
  readonly oddCount: number;
  /** The XOR of the coins on all the odd stairs. */
  readonly xor: bigint;
  /** Bits of the largest of the odd stairs and their XOR (at least 1). */
  readonly bits: number;
}

/** The reason's data: the odd stairs' coins, as many as the reason may write, their XOR and its width. */
export function staircaseExplanation(heaps: readonly bigint[], xor: bigint): StaircaseExplanation {
  const odd: bigint[] = [];
  let bits = Math.max(1, xor.toString(2).length);
  for (let i = 0; i < heaps.length; i += 2) {
    bits = Math.max(bits, heaps[i]!.toString(2).length);
    if (odd.length < Math.max(SHOWN_STAIRS, NAMED_STAIRS)) odd.push(heaps[i]!);
  }
  return { kind: 'staircase', stairs: heaps.length, odd, oddCount: (heaps.length + 1) >> 1, xor, bits };
}

/** `3 ⊕ 5`, the odd stairs' coins, or how many there are when that is long. */
export function oddTerms(odd: readonly bigint[], count: number): string {
  return count <= NAMED_STAIRS
    ? odd.slice(0, count).join(' ⊕ ')
    : t('{first} ⊕ … ({count} odd stairs)', { first: odd.slice(0, 3).join(' ⊕ '), count });
}

function evenStairs(): string {
  return t(
    'Coins on even stairs do not count: a move from an even stair can be reversed by moving the same coins on down to the next even stair (or off the stairs).',
  );
}

function meaning(xor: bigint): string {
  return xor === 0n
    ? t('The XOR is 0: every move changes one odd stair and so leaves a non-zero XOR; the player to move loses.')
    : t('The XOR is not 0: as in Nim, a move can make it 0, so the player to move wins.');
}

/** Bits of the widest number of the columns, and whether the reason writes columns at all. */
function layout(e: StaircaseExplanation): { bits: number; columns: boolean } {
  return { bits: e.bits, columns: e.oddCount <= SHOWN_STAIRS && e.bits <= SHOWN_BITS };
}

function lines(e: StaircaseExplanation): string[] {
  const { bits, columns } = layout(e);
  const lines: string[] = [];
  if (columns) {
    const stairLabel = (n: number) => t('stair {stair}:', { stair: n });
    const label = (s: string) => s.padEnd(stairLabel(e.stairs).length);
    e.odd.forEach((h, k) => lines.push(`${label(stairLabel(2 * k + 1))} ${binary(h, bits)}  (${h})`));
    lines.push(`${label('XOR:')} ${binary(e.xor, bits)}  (${e.xor})`);
  } else
    lines.push(
      plural(
        e.oddCount,
        'XOR of the {count} odd stair: {terms} = {xor}',
        'XOR of the {count} odd stairs: {terms} = {xor}',
        { terms: oddTerms(e.odd, e.oddCount), xor: e.xor },
      ),
    );
  lines.push(evenStairs(), meaning(e.xor));
  return lines.map(shortenNumbers);
}

export const STAIRCASE_EXPLANATION: ExplanationRenderer<StaircaseExplanation> = {
  kind: 'staircase',
  method(e) {
    const { bits } = layout(e);
    return bits <= SHOWN_BITS
      ? t('Staircase Nim: XOR of the odd stairs {xor} (binary {binary})', { xor: e.xor, binary: e.xor.toString(2) })
      : t('Staircase Nim: XOR of the odd stairs {xor}', { xor: e.xor });
  },
  lines,
  markdown(e) {
    const { bits, columns } = layout(e);
    let markdown: string;
    if (columns) {
      const rows = e.odd.map(
        (h, k) => `| ${t('stair {stair}', { stair: 2 * k + 1 })} | ${h} | \`${binary(h, bits)}\` |`,
      );
      markdown = [
        t('The odd stairs are Nim heaps:'),
        '',
        t('| stair | coins | binary |'),
        '|---|---|---|',
        ...rows,
        `| **XOR** | **${e.xor}** | \`${binary(e.xor, bits)}\` |`,
      ].join('\n');
    } else
      markdown = t('The odd stairs are Nim heaps: their XOR is `{terms} = {xor}`.', {
        terms: oddTerms(e.odd, e.oddCount),
        xor: e.xor,
      });
    return `${markdown}\n\n${evenStairs()}\n\n${meaning(e.xor)}`;
  },
};
