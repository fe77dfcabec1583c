// Why a Green Hackenbush position has its value: the parts fused (fusion principle), the tree of
// bridges between them (colon principle), each part's value with what hangs from it, and what the
// value means for the player to move.

import { type Explanation } from '../../explanation';
import { md } from '../../explanationText';
import { plural, t } from '../../l10n';
import { edgeText } from './edges';
import { type HackenbushPosition } from './position';

/** Parts listed in the hover's table at most; the rest are counted. */
const SHOWN_PARTS = 20;
/** Vertices named per part at most. */
const SHOWN_VERTICES = 8;

function nimber(g: number): string {
  return g === 0 ? '0' : `*${g}`;
}

export function hackenbushExplanation(p: HackenbushPosition): Explanation {
  const d = p.decomposition;
  const g = p.value;
  const members: string[][] = Array.from({ length: d.partCount }, () => []);
  for (let x = 0; x < p.graph.vertexCount; x++) if (d.part[x]! >= 0) members[d.part[x]!]!.push(p.graph.names[x]!);
  const floating = p.edges.length - p.groundedCount;
  const lines: string[] = [];
  const out: string[] = [];
  const onGround = plural(p.groundedCount, '{count} edge on the ground', '{count} edges on the ground');
  const counted =
    floating > 0
      ? plural(
          floating,
          '{ground}; {count} edge off it counts for nothing',
          '{ground}; {count} edges off it count for nothing',
          {
            ground: onGround,
          },
        )
      : onGround;
  lines.push(`${counted}.`);
  out.push(md(`${counted}.`));
  const vertices = (c: number): string => {
    const list = members[c]!;
    const shown = list.slice(0, SHOWN_VERTICES).join(', ');
    return list.length > SHOWN_VERTICES
      ? t('{shown} and {count} more', { shown, count: list.length - SHOWN_VERTICES })
      : shown;
  };
  const fused = [...d.order].filter((c) => d.loops[c]! > 0);
  const fusedText =
    fused.length === 0
      ? t('No cycle and no loop: the graph is a tree, and the colon principle alone gives its value.')
      : plural(
          fused.length,
          'Fusion principle: the vertices of every cycle fuse into one, their edges becoming loops worth *1 each; {count} part is fused.',
          'Fusion principle: the vertices of every cycle fuse into one, their edges becoming loops worth *1 each; {count} parts are fused.',
        );
  const colon = t(
    'Colon principle: a branch hanging by one edge, of value *v, is worth *(v + 1); the loops and branches at a vertex add as Nim heaps (XOR).',
  );
  lines.push(fusedText, colon);
  out.push('', md(fusedText), '', md(colon), '');
  const shown = [...d.order]
    .filter((c) => c === 0 || d.loops[c]! > 0 || d.partCount <= SHOWN_PARTS)
    .slice(0, SHOWN_PARTS);
  out.push(t('| part | vertices | loops | hangs by | value with its branches |'), '|---|---|---|---|---|');
  for (const c of shown) {
    const by = c === 0 ? t('the ground') : `\`${edgeText(p.edges[d.parentBridge[c]!]!)}\``;
    out.push(`| ${c + 1} | ${md(vertices(c))} | ${d.loops[c]} | ${by} | ${md(nimber(d.value[c]!))} |`);
    if (d.loops[c]! > 0 || c === 0)
      lines.push(
        t('part {part} ({vertices}): {loops} loops, hangs by {by}, value {value}', {
          part: c + 1,
          vertices: vertices(c),
          loops: d.loops[c]!,
          by: c === 0 ? t('the ground') : edgeText(p.edges[d.parentBridge[c]!]!),
          value: nimber(d.value[c]!),
        }),
      );
  }
  if (d.partCount > shown.length)
    out.push(
      '',
      plural(d.partCount - shown.length, '{count} more part is not listed.', '{count} more parts are not listed.'),
    );
  const valueLine = t('The value of the graph is {value}.', { value: nimber(g) });
  lines.push(valueLine);
  out.push('', md(valueLine));
  let meaning: string;
  if (g === 0)
    meaning = t(
      'Value 0: every cut leaves a position of another value, from which the opponent can return to 0; the player to move loses.',
    );
  else meaning = t('A value other than 0: some cut leaves a position of value 0, and the player to move wins.');
  lines.push(meaning);
  out.push(md(meaning));
  return {
    kind: 'game',
    method: t('Green Hackenbush by fusion and colon: value {value}', { value: nimber(g) }),
    lines,
    markdown: out.join('\n'),
  };
}
