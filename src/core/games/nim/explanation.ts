// Nim's reason: the heaps in binary, their XOR, and the misère frontier rule.

import {
  binary,
  type ExplanationRenderer,
  linesMarkdown,
  markdownTable,
  md,
  type MisereNote,
  misereText,
} from '../../explanationText';
import { plural, t } from '../../l10n';
import { largest } from '../../largest';

export interface NimExplanation {
  readonly kind: 'nim';
  readonly heaps: readonly bigint[];
  readonly xor: bigint;
  readonly misere: MisereNote | null;
}

/** Heaps written in binary at most: the first ones and the last ones of a longer position. */
const SHOWN_HEAPS = 64;

function lines(e: NimExplanation): string[] {
  const width = largest(
    e.heaps.map((h) => h.toString(2).length),
    1,
  );
  const row = (i: number) =>
    t('heap {heap}: {binary}  ({size})', { heap: i + 1, binary: binary(e.heaps[i]!, width), size: e.heaps[i]! });
  const out: string[] = [];
  const n = e.heaps.length;
  if (n <= SHOWN_HEAPS) for (let i = 0; i < n; i++) out.push(row(i));
  else {
    // A line of thousands of heaps: its XOR says what all of them make; the rows show its ends.
    for (let i = 0; i < SHOWN_HEAPS / 2; i++) out.push(row(i));
    out.push(t('… {count} more heaps …', { count: n - SHOWN_HEAPS }));
    for (let i = n - SHOWN_HEAPS / 2; i < n; i++) out.push(row(i));
  }
  out.push(t('XOR:    {binary}  ({xor})', { binary: binary(e.xor, width), xor: e.xor }));
  if (e.misere) out.push(misereText(e.misere, e.xor, 'heap'));
  else
    out.push(
      e.xor === 0n
        ? t('The XOR is 0: every move makes it non-zero, so the player to move loses.')
        : t('The XOR is not 0: a move can make it 0, so the player to move wins.'),
    );
  return out;
}

export const NIM_EXPLANATION: ExplanationRenderer<NimExplanation> = {
  kind: 'nim',
  method: (e) =>
    e.misere
      ? plural(
          e.misere.large,
          'misère nim: {count} heap above 1, nim-sum {xor}',
          'misère nim: {count} heaps above 1, nim-sum {xor}',
          { xor: e.xor },
        )
      : t('nim-sum {xor} (binary {binary})', { xor: e.xor, binary: e.xor.toString(2) }),
  lines,
  markdown(e) {
    const maxBits = largest(
      e.heaps.map((h) => h.toString(2).length),
      1,
    );
    if (maxBits > 64 || e.heaps.length > 24) return linesMarkdown(lines(e));
    const rows = e.heaps.map((h, i) => [t('heap {heap}', { heap: i + 1 }), `\`${binary(h, maxBits)}\``, String(h)]);
    rows.push(['**XOR**', `\`${binary(e.xor, maxBits)}\``, `**${e.xor}**`]);
    return `${markdownTable(['', t('binary'), t('size')], rows)}\n\n${md(lines(e).slice(-1)[0]!)}`;
  },
};
