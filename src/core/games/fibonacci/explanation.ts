// Fibonacci Nim's reason: the heap's Zeckendorf representation, and its smallest term against the
// amount that may be taken.

import { type ExplanationRenderer } from '../../explanationText';
import { t } from '../../l10n';
import { shortenNumbers } from '../../text';
import { fibonacciNumber } from './zeckendorf';

/** Terms written in full at most; beyond, the three largest, the smallest and how many. */
const SHOWN_TERMS = 12;

export interface FibonacciExplanation {
  readonly kind: 'fibonacci';
  /** The heap, and the most this move may take. */
  readonly n: bigint;
  readonly most: bigint;
  /** A fresh heap: no move has been made. */
  readonly fresh: boolean;
  /** The Zeckendorf terms written, largest first (all of them, or the three largest), and how many there are. */
  readonly terms: readonly bigint[];
  readonly termCount: number;
  /** The smallest term (null for an empty heap). */
  readonly smallest: bigint | null;
  readonly wins: boolean;
}

/** The reason's data from the heap's Zeckendorf terms (their indexes, smallest first). */
export function fibonacciExplanation(
  n: bigint,
  most: bigint,
  fresh: boolean,
  indexes: readonly number[],
  wins: boolean,
): FibonacciExplanation {
  const count = indexes.length;
  const written = count <= SHOWN_TERMS ? count : 3;
  const terms: bigint[] = [];
  for (let k = 1; k <= written; k++) terms.push(fibonacciNumber(indexes[count - k]!));
  const smallest = count === 0 ? null : fibonacciNumber(indexes[0]!);
  return { kind: 'fibonacci', n, most, fresh, terms, termCount: count, smallest, wins };
}

function termsText(e: FibonacciExplanation): string {
  if (e.termCount <= SHOWN_TERMS) return e.terms.join(' + ');
  return t('{first} + … + {last} ({count} terms)', {
    first: e.terms.join(' + '),
    last: e.smallest!,
    count: e.termCount,
  });
}

/** The plain lines and the Markdown, written together as they say the same. */
function written(e: FibonacciExplanation): { lines: string[]; md: string[] } {
  const { n, most } = e;
  if (n === 0n) {
    const empty = t('The heap is empty: there is no move, so the player to move loses.');
    return { lines: [empty], md: [empty] };
  }
  const lines: string[] = [];
  const md: string[] = [];
  const representation = t('Zeckendorf: {n} = {terms} (Fibonacci numbers, no two consecutive)', {
    n,
    terms: termsText(e),
  });
  const limit = e.fresh
    ? t('A fresh heap: the first move may take 1 to {most}, anything but the whole heap.', { most })
    : t('This move may take 1 to {most}.', { most });
  lines.push(representation, limit);
  md.push(`${representation}.`, '', limit, '');
  let meaning: string;
  if (e.wins)
    meaning = t(
      'The smallest term, {smallest}, may be taken: taking it leaves a heap whose smallest term is more than twice it, so the opponent cannot take that term, and the player to move wins.',
      { smallest: e.smallest! },
    );
  else if (e.fresh)
    meaning = t(
      '{n} is a Fibonacci number, its own smallest term, and the first move may not take it all: whatever is taken, the opponent can take the smallest term of what is left; the player to move loses.',
      { n },
    );
  else
    meaning = t(
      'The smallest term, {smallest}, is more than the {most} that may be taken: whatever is taken, the opponent can take the smallest term of what is left; the player to move loses.',
      { smallest: e.smallest!, most },
    );
  lines.push(meaning);
  md.push(meaning);
  return { lines: lines.map(shortenNumbers), md };
}

export const FIBONACCI_EXPLANATION: ExplanationRenderer<FibonacciExplanation> = {
  kind: 'fibonacci',
  method: (e) =>
    e.n === 0n
      ? t('Fibonacci Nim: an empty heap')
      : shortenNumbers(
          t('Fibonacci Nim: smallest Zeckendorf term {smallest}, at most {most} may be taken', {
            smallest: e.smallest!,
            most: e.most,
          }),
        ),
  lines: (e) => written(e).lines,
  markdown: (e) => (e.n === 0n ? written(e).md.join('\n') : shortenNumbers(written(e).md.join('\n'))),
};
