// Moore's Nim's reason: each heap in binary, the ones of each column and their residues modulo
// K + 1, what they mean, and why the winning moves are not counted where they are not.

import { binary, type ExplanationRenderer } from '../../explanationText';
import { t } from '../../l10n';
import { shortenNumbers } from '../../text';

/** Heaps and bits shown as columns in the explanation; beyond, counts only. */
const SHOWN_HEAPS = 16;
const SHOWN_BITS = 64;

export interface MooreExplanation {
  readonly kind: 'moore';
  /** How many heaps a move may touch at most. */
  readonly k: bigint;
  readonly misere: boolean;
  /** The heaps, where few enough to be shown (else none), and how many there are. */
  readonly heaps: readonly bigint[];
  readonly count: number;
  /** How many heaps hold 1: misère play with no heap above 1 counts them. */
  readonly ones: number;
  /** Misère play with no heap above 1. */
  readonly small: boolean;
  /** The ones of each binary column, from the lowest. */
  readonly counts: readonly number[];
  readonly loses: boolean;
  /** The budget the count of the winning moves would pass, where they are not counted; else null. */
  readonly uncounted: number | null;
}

/** The reason's data: the heaps where they are shown, the ones of each column, who wins. */
export function mooreExplanation(
  k: bigint,
  heaps: readonly bigint[],
  counts: readonly number[],
  misere: boolean,
  loses: boolean,
): MooreExplanation {
  return {
    kind: 'moore',
    k,
    misere,
    heaps: heaps.length <= SHOWN_HEAPS ? heaps : [],
    count: heaps.length,
    ones: heaps.filter((h) => h === 1n).length,
    small: misere && heaps.every((h) => h <= 1n),
    counts,
    loses,
    uncounted: null,
  };
}

/** Why the winning moves are not counted: the work it would take. */
export function uncountedText(work: number): string {
  return t(
    "counting them over the binary columns would take more than {work} steps (too many heaps at once): one winning move is given, by Moore's proof, whether or not it takes fewest tokens",
    { work },
  );
}

function countsText(counts: readonly number[]): string {
  return counts.slice().reverse().map(String).join(' ');
}

/** The plain lines and the Markdown, written together as they say the same. */
function written(e: MooreExplanation): { lines: string[]; md: string[] } {
  const m = e.k + 1n;
  const counts = e.counts;
  const bits = Math.max(1, counts.length);
  const residues = counts.map((c) => BigInt(c) % m);
  const lines: string[] = [];
  const md: string[] = [];
  const heaps = e.heaps;
  if (e.count <= SHOWN_HEAPS && bits <= SHOWN_BITS) {
    const label = (s: string) => s.padEnd(t('heap {heap}:', { heap: heaps.length }).length + 1);
    heaps.forEach((h, i) => lines.push(`${label(t('heap {heap}:', { heap: i + 1 }))} ${binary(h, bits)}  (${h})`));
    // The ones of each column under it, where every count is one digit.
    if (counts.length > 0 && counts.every((c) => c < 10))
      lines.push(`${label(t('ones:'))} ${countsText(counts).replace(/ /g, '')}`);
    md.push(t('| heap | size | binary |'), '|---|---|---|');
    heaps.forEach((h, i) => md.push(`| ${i + 1} | ${h} | \`${binary(h, bits)}\` |`));
    md.push(
      '',
      t('Ones in each column, from the highest: {counts}; modulo {m}: {residues}.', {
        counts: countsText(counts),
        m,
        residues: countsText(residues.map(Number)),
      }),
    );
  } else {
    md.push(
      t('Ones in each column, from the highest: {counts}; modulo {m}: {residues}.', {
        counts: countsText(counts),
        m,
        residues: countsText(residues.map(Number)),
      }),
    );
  }
  lines.push(
    t('Ones per column, from the highest: {counts}; modulo {m}: {residues}', {
      counts: countsText(counts),
      m,
      residues: countsText(residues.map(Number)),
    }),
  );
  let meaning: string;
  if (e.small)
    meaning = e.loses
      ? t(
          'Misère play with no heap above 1: the {ones} heaps of 1 are one more than a multiple of {m}, so whatever the player to move takes, the opponent can keep it so until the player to move takes the last token and loses.',
          { ones: e.ones, m },
        )
      : t(
          'Misère play with no heap above 1: the heaps of 1 are not one more than a multiple of {m}; taking from some of them makes them so, and the player to move wins.',
          { m },
        );
  else if (e.loses)
    meaning = t(
      "Every column's ones are a multiple of {m} (Moore's theorem): a move touches at most {k} heaps, so it changes some column by 1 to {k} ones and leaves a column that is not; the player to move loses.",
      { m, k: e.k },
    );
  else
    meaning = e.misere
      ? t(
          "Some column's ones are not a multiple of {m}: a move can make them all multiples of {m} (Moore's theorem; in misère play too while a heap of 2 or more is left), so the player to move wins.",
          { m },
        )
      : t(
          "Some column's ones are not a multiple of {m}: a move on at most {k} heaps can make them all multiples (Moore's theorem), so the player to move wins.",
          { m, k: e.k },
        );
  lines.push(meaning);
  md.push('', meaning);
  return { lines, md };
}

/** The sentence added where the winning moves are not counted. */
function note(e: MooreExplanation): string | null {
  return e.uncounted === null ? null : t('Winning moves: {note}.', { note: uncountedText(e.uncounted) });
}

export const MOORE_EXPLANATION: ExplanationRenderer<MooreExplanation> = {
  kind: 'moore',
  method: (e) =>
    e.small
      ? t("Moore's Nim (misère, heaps of at most 1): {ones} heaps of 1, modulo {m}", { ones: e.ones, m: e.k + 1n })
      : t("Moore's Nim: ones per column {counts}, modulo {m}", { counts: countsText(e.counts), m: e.k + 1n }),
  lines(e) {
    const lines = written(e).lines.map(shortenNumbers);
    const sentence = note(e);
    return sentence === null ? lines : [...lines, sentence];
  },
  markdown(e) {
    const markdown = shortenNumbers(written(e).md.join('\n'));
    const sentence = note(e);
    return sentence === null ? markdown : `${markdown}\n\n${sentence}`;
  },
};
