// A Green Hackenbush position as written: edges `u-v` separated by spaces or commas (`0-1 1-2`,
// `0-1, 1-1`), the ground being `0`; `0` alone is the position with no edge. The form reads its
// own text (the shared grammar knows no edges) and writes it back. The vector is the edges'
// names, two numbers per edge (edges.ts); the JSON writes each edge as `"u-v"`. Edges with no path
// to the ground are kept as written and count for nothing: a warning on their range.

import { t } from '../../l10n';
import { NAME_CHARS } from '../../reading/lexer';
import {
  DiagnosticCode,
  type NumberNode,
  type OwnStyle,
  type PositionNode,
  type PositionStyle,
} from '../../reading/syntax';
import { type TokenReader } from '../../reading/tokenReader';
import { failureOf, PLAIN_STYLE, type PartShape, type PositionForm, type ReadContext } from '../forms/form';
import { nameNumber } from '../forms/names';
import { edgesOf, edgeText, vectorOf } from './edges';
import { positionOf } from './position';

/** The form's name in a style (`style.own.form`). */
const FORM = 'edges';

/** A vertex name: letters (with their accents), digits and `_`. */
const NAME = `${NAME_CHARS}+`;
const EDGE = new RegExp(`(${NAME})-(${NAME})`, 'uy');
const SEPARATOR = /[\p{Zs}\t]*(?:,[\p{Zs}\t]*)?/uy;
/** An edge written with spaces around its `-` (`0 - 1`, `0 -1`): the separator before it, then its two ends. */
const SPACED_EDGE = new RegExp(
  `([\\p{Zs}\\t]*(?:,[\\p{Zs}\\t]*)?)(${NAME})[\\p{Zs}\\t]*-(?!>)[\\p{Zs}\\t]*(${NAME})`,
  'uy',
);

const plain = (text: string) => text.replace(/[\p{Zs}\t]/gu, ' ');

/** A name as a number of the vector, its text and range kept (a warning names the edge as written). */
function nameNode(reader: TokenReader, text: string, start: number): NumberNode {
  return { value: nameNumber(text), text, range: reader.range(start, start + text.length) };
}

/** An edge written with spaces at `at` (after `gap`), said as such with its fix; null where there is none. */
function spacedEdge(reader: TokenReader, at: number): boolean {
  SPACED_EDGE.lastIndex = at;
  const spaced = SPACED_EDGE.exec(reader.text);
  if (!spaced) return false;
  const start = at + spaced[1]!.length;
  const edge = `${spaced[2]!}-${spaced[3]!}`;
  const range = reader.range(start, at + spaced[0].length);
  reader.error(range, DiagnosticCode.Syntax, t('an edge is written u-v without spaces: {edge}', { edge }), {
    title: t("Write the edge '{edge}'", { edge }),
    range,
    text: edge,
  });
  return true;
}

/**
 * Edges from the part's first token to its last, read from the text (names are letters, digits
 * and `_`); or `0` alone, no edge. Null after a
 * diagnostic.
 */
function readOwn(reader: TokenReader): { readonly numbers: readonly NumberNode[]; readonly own: OwnStyle } | null {
  const first = reader.peek()!;
  const end = reader.tokens[reader.tokens.length - 1]!.end;
  const text = reader.text;
  EDGE.lastIndex = first.start;
  if (!EDGE.test(text) || EDGE.lastIndex > end) {
    if (spacedEdge(reader, first.start)) return null;
    // `0` alone: the ground, no edge at all.
    if (reader.tokens.length === 1 && first.text === '0')
      return { numbers: [], own: { form: FORM, between: ' ', edges: true } };
    reader.error(
      reader.range(first.start, end),
      DiagnosticCode.Syntax,
      t('expected edges u-v with the ground at vertex 0 (0-1 1-2 2-0), or 0 for no edge'),
    );
    return null;
  }
  const numbers: NumberNode[] = [];
  let between: string | null = null;
  let at = first.start;
  let last: { readonly start: number; readonly u: string; readonly v: string };
  for (;;) {
    EDGE.lastIndex = at;
    const m = EDGE.exec(text)!;
    last = { start: at, u: m[1]!, v: m[2]! };
    numbers.push(nameNode(reader, m[1]!, at), nameNode(reader, m[2]!, at + m[1]!.length + 1));
    at += m[0].length;
    SEPARATOR.lastIndex = at;
    const gap = SEPARATOR.exec(text)![0];
    EDGE.lastIndex = at + gap.length;
    if (gap.length === 0 || at + gap.length >= end || !EDGE.test(text)) break;
    between ??= plain(gap);
    at += gap.length;
  }
  if (at < end) {
    if (spacedEdge(reader, at)) return null;
    const chained = text[at] === '-';
    // The first token after the edges: where the mistake is, named as the lexer reads it.
    const next = reader.tokens.find((tok) => tok.end > at);
    const from = next ? Math.max(at, next.start) : at;
    reader.error(
      reader.range(chained ? last.start : from, end),
      DiagnosticCode.Syntax,
      chained
        ? t('an edge joins two vertices: write {u}-{v} {v}-w, one edge after another', { u: last.u, v: last.v })
        : t("unexpected '{token}': expected '->', ':', '+' or the end of the line", {
            token: next ? text.slice(from, next.end) : text.slice(at, end),
          }),
    );
    return null;
  }
  // `edges` says the line wrote edges (a style given to results of `0` or `3 4` has no such mark).
  return { numbers, own: { form: FORM, between: between ?? ' ', edges: true } };
}

function read(node: PositionNode, { name, part }: ReadContext): PartShape {
  const fail = failureOf(node);
  const where = (message: string) =>
    part === null ? message : t('part {part}: {message}', { part: part + 1, message });
  const own = node.style.own?.form === FORM && node.style.own.edges === true ? node.style.own : null;
  // Plain numbers, as a line of digits is read at once (`0`, `3 4`): the ground alone, or heaps, which are not edges.
  if (!own) {
    if (node.heaps.length === 1 && node.heaps[0]!.text === '0') return { ok: true, vector: [] };
    return fail(
      where(t('{name} is played on edges u-v with the ground at vertex 0: 0-1 1-2 2-0, or 0 for no edge', { name })),
    );
  }
  const ends = node.heaps;
  const vector = vectorOf(
    Array.from({ length: ends.length / 2 }, (_x, i) => ({ u: ends[2 * i]!.text, v: ends[2 * i + 1]!.text })),
  );
  // The solver asks the same position (its vector): its decomposition is made once.
  const stays = positionOf(vector).stays;
  const warnings = [];
  for (let i = 0; i < stays.length; i++) {
    if (stays[i]) continue;
    const u = ends[2 * i]!;
    const v = ends[2 * i + 1]!;
    warnings.push({
      range: { line: u.range.line, start: u.range.start, end: v.range.end },
      message: where(
        t('the edge {edge} has no path to the ground (vertex 0): it counts for nothing', {
          edge: `${u.text}-${v.text}`,
        }),
      ),
    });
  }
  return { ok: true, vector, ...(warnings.length ? { warnings } : {}) };
}

function write(vector: readonly bigint[], style: PositionStyle): string {
  if (vector.length === 0) return '0';
  const between = style.own?.between;
  const gap = typeof between === 'string' && /^ *,? *$/.test(between) && between.length > 0 ? between : ' ';
  return edgesOf(vector).map(edgeText).join(gap);
}

const DEFAULT_STYLE: PositionStyle = { ...PLAIN_STYLE, own: { form: FORM, between: ' ' } };

export const EDGES_FORM: PositionForm = {
  canonical: true,
  searchedWhole: true,
  defaultStyle: DEFAULT_STYLE,
  read,
  // Results are written as edges whatever the line wrote (`0` for none).
  restyle: (style) => (style.own?.form === FORM ? style : DEFAULT_STYLE),
  fits: () => true,
  json: (vector) => edgesOf(vector).map(edgeText),
  ownText: {
    id: FORM,
    read: readOwn,
    write,
    items: 'edges',
    begins: (text, at) => {
      EDGE.lastIndex = at;
      return EDGE.test(text);
    },
  },
};
