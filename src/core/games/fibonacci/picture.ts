// Fibonacci Nim's heap as its Zeckendorf terms, largest first: one block per term, the smallest
// shaded when the move may take it (the winning move takes a sum of the smallest terms), and the
// most the move may take written below. Within a room (the hover's box) the blocks go on in
// rows, as many as its width holds in each.

import { t } from '../../l10n';
import { type Picture, type PictureOptions } from '../../pictures/pictureTypes';
import { svgDocument, tag, text, cellEdge } from '../../pictures/svg';
import { shortNumber } from '../../text';
import { type Verdict } from '../../verdict';
import { allowed } from './limit';
import { termsOf } from './winning';
import { fibonacciNumber } from './zeckendorf';

/** Terms drawn at most; a longer representation is in the hover's text. */
const MAX_TERMS = 16;
const HEIGHT = 28;

export function fibonacciPicture(heaps: readonly bigint[], verdict: Verdict, options: PictureOptions): Picture | null {
  const n = heaps[0] ?? 0n;
  const indexes = termsOf(n);
  if (indexes.length === 0 || indexes.length > MAX_TERMS) return null;
  const terms = indexes.map(fibonacciNumber).reverse();
  const palette = options.palette;
  const most = allowed(heaps);
  const taken = options.showMoves && verdict.outcome === 'win' && verdict.recommended ? verdict.recommended.amount : 0n;
  const labels = terms.map((x) => shortNumber(String(x)));
  const widths = labels.map((l) => Math.max(28, l.length * 8 + 12));
  const top = 24;
  const room = options.room;
  const parts: string[] = [];
  let x = 8;
  let y = top;
  let right = 0;
  // The recommended move takes the smallest terms up to its amount.
  let fromBottom = 0n;
  const takenFlags = terms
    .slice()
    .reverse()
    .map((term) => {
      const inMove = fromBottom + term <= taken;
      if (inMove) fromBottom += term;
      return inMove;
    })
    .reverse();
  terms.forEach((term, i) => {
    const smallest = i === terms.length - 1;
    const inMove = takenFlags[i]!;
    if (room && x > 8 && x + widths[i]! + 8 > room.width) {
      x = 8;
      y += HEIGHT + 4;
    }
    parts.push(
      tag('rect', {
        class: `term${inMove ? ' taken' : ''}`,
        'data-term': String(term),
        x,
        y,
        width: widths[i]!,
        height: HEIGHT,
        rx: 3,
        fill: smallest && term <= most ? palette.cold : palette.background,
        stroke: inMove ? palette.target : cellEdge(palette, smallest && term <= most),
        'stroke-width': inMove ? 2.5 : 1,
      }),
      text(x + widths[i]! / 2, y + 18, labels[i]!, { 'text-anchor': 'middle', fill: palette.text }),
    );
    x += widths[i]! + 4;
    right = Math.max(right, x);
  });
  const title = t('{n} as Zeckendorf terms', { n: shortNumber(String(n)) });
  const note = t('the move may take 1 to {most}', { most: shortNumber(String(most)) });
  parts.push(text(8, 14, title, { fill: palette.text }));
  parts.push(text(8, y + HEIGHT + 16, note, { fill: palette.muted }));
  const width = Math.max(right + 8, title.length * 6 + 16, note.length * 6 + 16);
  const height = y + HEIGHT + 24;
  const alt = t('The heap {n} as Zeckendorf terms {terms}; the move may take 1 to {most}.', {
    n,
    terms: terms.join(' + '),
    most,
  });
  return { kind: 'fibonacci-heap', svg: svgDocument(width, height, alt, parts.join(''), palette), alt, width, height };
}
