// Why a Green Hackenbush position has its value: the parts fused (fusion principle), the tree of
// bridges between them (colon principle), each part's value with what hangs from it, and what the
// value means for the player to move.

import { type ExplanationRenderer, md } from '../../explanationText';
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

/** A part of the graph in the reason: its vertices, its loops, the edge it hangs by, its value with its branches. */
interface HackenbushPart {
  /** Its number, from 1. */
  readonly part: number;
  /** Its first vertices' names, and how many it has. */
  readonly vertices: readonly string[];
  readonly vertexCount: number;
  readonly loops: number;
  /** The bridge it hangs by, as written; null for the part on the ground. */
  readonly by: string | null;
  readonly value: number;
}

export interface HackenbushExplanation {
  readonly kind: 'hackenbush';
  /** Edges joined to the ground, and edges off it. */
  readonly grounded: number;
  readonly floating: number;
  /** How many parts are fused (hold loops), and how many parts there are. */
  readonly fused: number;
  readonly partCount: number;
  /** The parts the hover's table lists, in the order of the tree. */
  readonly parts: readonly HackenbushPart[];
  readonly value: number;
}

export function hackenbushExplanation(p: HackenbushPosition): HackenbushExplanation {
  const d = p.decomposition;
  const members: string[][] = Array.from({ length: d.partCount }, () => []);
  for (let x = 0; x < p.graph.vertexCount; x++) if (d.part[x]! >= 0) members[d.part[x]!]!.push(p.graph.names[x]!);
  const shown = [...d.order]
    .filter((c) => c === 0 || d.loops[c]! > 0 || d.partCount <= SHOWN_PARTS)
    .slice(0, SHOWN_PARTS);
  return {
    kind: 'hackenbush',
    grounded: p.groundedCount,
    floating: p.edges.length - p.groundedCount,
    fused: [...d.order].filter((c) => d.loops[c]! > 0).length,
    partCount: d.partCount,
    parts: shown.map((c) => ({
      part: c + 1,
      vertices: members[c]!.slice(0, SHOWN_VERTICES),
      vertexCount: members[c]!.length,
      loops: d.loops[c]!,
      by: c === 0 ? null : edgeText(p.edges[d.parentBridge[c]!]!),
      value: d.value[c]!,
    })),
    value: p.value,
  };
}

function vertices(part: HackenbushPart): string {
  const shown = part.vertices.join(', ');
  return part.vertexCount > SHOWN_VERTICES
    ? t('{shown} and {count} more', { shown, count: part.vertexCount - SHOWN_VERTICES })
    : shown;
}

/** The plain lines and the Markdown, written together as they say the same. */
function written(e: HackenbushExplanation): { lines: string[]; out: string[] } {
  const g = e.value;
  const lines: string[] = [];
  const out: string[] = [];
  const onGround = plural(e.grounded, '{count} edge on the ground', '{count} edges on the ground');
  const counted =
    e.floating > 0
      ? plural(
          e.floating,
          '{ground}; {count} edge off it counts for nothing',
          '{ground}; {count} edges off it count for nothing',
          {
            ground: onGround,
          },
        )
      : onGround;
  lines.push(`${counted}.`);
  out.push(md(`${counted}.`));
  const fusedText =
    e.fused === 0
      ? t('No cycle and no loop: the graph is a tree, and the colon principle alone gives its value.')
      : plural(
          e.fused,
          'Fusion principle: the vertices of every cycle fuse into one, their edges becoming loops worth *1 each; {count} part is fused.',
          'Fusion principle: the vertices of every cycle fuse into one, their edges becoming loops worth *1 each; {count} parts are fused.',
        );
  const colon = t(
    'Colon principle: a branch hanging by one edge, of value *v, is worth *(v + 1); the loops and branches at a vertex add as Nim heaps (XOR).',
  );
  lines.push(fusedText, colon);
  out.push('', md(fusedText), '', md(colon), '');
  out.push(t('| part | vertices | loops | hangs by | value with its branches |'), '|---|---|---|---|---|');
  for (const c of e.parts) {
    const by = c.by === null ? t('the ground') : `\`${c.by}\``;
    out.push(`| ${c.part} | ${md(vertices(c))} | ${c.loops} | ${by} | ${md(nimber(c.value))} |`);
    if (c.loops > 0 || c.by === null)
      lines.push(
        t('part {part} ({vertices}): {loops} loops, hangs by {by}, value {value}', {
          part: c.part,
          vertices: vertices(c),
          loops: c.loops,
          by: c.by ?? t('the ground'),
          value: nimber(c.value),
        }),
      );
  }
  if (e.partCount > e.parts.length)
    out.push(
      '',
      plural(e.partCount - e.parts.length, '{count} more part is not listed.', '{count} more parts are not listed.'),
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
  return { lines, out };
}

export const HACKENBUSH_EXPLANATION: ExplanationRenderer<HackenbushExplanation> = {
  kind: 'hackenbush',
  method: (e) => t('Green Hackenbush by fusion and colon: value {value}', { value: nimber(e.value) }),
  lines: (e) => written(e).lines,
  markdown: (e) => written(e).out.join('\n'),
};
