// The graph of `digraph`, read from its rules line: `digraph a: b c; b: c d; c: d; d:`. Each
// `v: w …` lists v's arrows; `;` separates vertices; a vertex named only as a target has no
// arrows. The graph ends at a comma (the options follow it: `digraph a: b; b: a, misere`), at `+`
// or at the end of the line. Names are letters, digits and `_` in any order (`v14_x`, `1`, `_a`),
// game and claim words too; errors on their range: a vertex given twice, a target named twice in
// one list, a stray `;`, an empty name.

import { t } from '../../l10n';
import { type Game } from '../../rules';
import { type Token } from '../../reading/lexer';
import { type RulesReader } from '../../reading/rulesReader';
import { DiagnosticCode, type Range } from '../../reading/syntax';

type DigraphGame = Extract<Game, { readonly kind: 'digraph' }>;

export function digraphReader(r: RulesReader, word: Token): DigraphGame | null {
  const names: string[] = [];
  const index = new Map<string, number>();
  const arrows: number[][] = [];
  const declared = new Set<number>();
  const vertex = (name: string): number => {
    let i = index.get(name);
    if (i === undefined) {
      i = names.length;
      index.set(name, i);
      names.push(name);
      arrows.push([]);
    }
    return i;
  };
  const ends = (tok: Token | undefined) => !tok || r.isPunct(tok, ',') || r.isPunct(tok, '+');
  // A name is read from the text: it may span tokens (`v14_x`, `a2`, `1_b`).
  const name = () => r.name();
  const fail = (range: Range, message: string): null => {
    r.error(range, DiagnosticCode.Syntax, message);
    r.rest();
    return null;
  };
  if (ends(r.peek()))
    return fail(
      r.range(word.start, word.end),
      t('digraph needs its graph: each vertex and its arrows, such as digraph a: b c; b: a'),
    );
  for (;;) {
    const tok = r.peek();
    if (r.isPunct(tok, ';'))
      return fail(r.tokenRange(tok!), t("a stray ';': a vertex name and ':' come before each list of arrows"));
    if (r.isPunct(tok, ':')) return fail(r.tokenRange(tok!), t("a vertex name is missing before ':'"));
    const from = name();
    if (!from)
      return fail(
        tok ? r.tokenRange(tok) : r.endRange(),
        t("expected a vertex name (letters, digits and _), found '{token}'", { token: tok?.text ?? '' }),
      );
    const colon = r.peek();
    if (colon && colon.start === from.range.end && !r.isPunct(colon, ':'))
      // `a-b: c`: a character no name has, right after one.
      return fail(
        r.tokenRange(colon),
        t("expected a vertex name (letters, digits and _), found '{token}'", { token: colon.text }),
      );
    if (!r.isPunct(colon, ':'))
      return fail(from.range, t("expected ':' after the vertex {v}: write {v}: and its arrows", { v: from.text }));
    r.next();
    const v = vertex(from.text);
    if (declared.has(v))
      return fail(
        from.range,
        t('the vertex {v} is given twice: list all its arrows once, as {v}: b c', { v: from.text }),
      );
    declared.add(v);
    const targets = new Set<number>();
    for (;;) {
      const next = r.peek();
      if (ends(next) || r.isPunct(next, ';')) break;
      if (r.isPunct(next, ':'))
        return fail(r.tokenRange(next!), t("a ';' is missing before the next vertex and its ':'"));
      const to = name();
      if (!to)
        return fail(
          r.tokenRange(next!),
          t("expected a vertex name (letters, digits and _), found '{token}'", { token: next!.text }),
        );
      if (r.isPunct(r.peek(), ':')) {
        // `a: b c: d`: the next vertex began without its `;`.
        return fail(to.range, t("a ';' is missing before the vertex {v} and its ':'", { v: to.text }));
      }
      const w = vertex(to.text);
      if (targets.has(w))
        return fail(
          to.range,
          t('{w} is named twice in the arrows of {v}: an arrow is listed once', { w: to.text, v: from.text }),
        );
      targets.add(w);
      arrows[v]!.push(w);
    }
    const after = r.peek();
    if (!r.isPunct(after, ';')) break;
    r.next();
    if (ends(r.peek()) || r.isPunct(r.peek(), ';'))
      return fail(r.tokenRange(after!), t("a stray ';': a vertex and its arrows follow each ';'"));
  }
  return { kind: 'digraph', names, arrows };
}

/** The graph as a rules line writes it, every vertex once in the order first named (`a: b c; b: a; c:`). */
export function digraphText(game: DigraphGame): string {
  return `digraph ${game.names.map((n, v) => `${n}:${game.arrows[v]!.map((w) => ` ${game.names[w]}`).join('')}`).join('; ')}`;
}
