// A game module's picture of a position (runtime.ts checks its SVG): shown as it drew it, with its
// size from its own attributes. None where the module draws none or is not loaded in this thread.

import { t } from '../../l10n';
import { xml } from '../../pictures/svg';
import { MAX_CHOICES } from '../controls';
import { type Picture, type PictureOptions } from '../../pictures/pictureTypes';
import { runtimeAt } from './connected';
import { type ModuleGame } from './types';
import { vectorText } from './positionText';
import { ModuleFault } from './runtime';
import { DiagnosticCode, type Diagnostic, type Range } from '../../reading/syntax';
import { type Game } from '../../rules';

/** A length of the SVG's root element, or the fallback. */
function length(svg: string, name: 'width' | 'height', fallback: number): number {
  const root = /^<svg\b[^>]*>/i.exec(svg.trim())?.[0] ?? '';
  const found = new RegExp(`\\s${name}\\s*=\\s*["']?([0-9]+(?:\\.[0-9]+)?)`, 'i').exec(root);
  const n = found ? Number(found[1]) : NaN;
  return Number.isFinite(n) && n > 0 && n <= 4000 ? n : fallback;
}

/**
 * Findings on the pictures of a line's positions: a picture the module draws that breaks the
 * contract (a script, an event, an outside reference) is a warning on the position, and the move
 * list stands in for it. Only where the module is loaded (its thread), for a module's own game.
 */
export function pictureFindings(
  game: Game | undefined,
  positions: readonly { readonly range: Range; readonly vector: readonly bigint[] | null }[],
): Diagnostic[] {
  if (game?.kind !== 'module' || !game.picture) return [];
  const found: Diagnostic[] = [];
  for (const { range, vector } of positions) {
    const text = vector && vectorText(vector);
    if (!text) continue;
    try {
      runtimeAt(game.path).picture(text, game.parameters);
    } catch (e) {
      if (!(e instanceof ModuleFault)) throw e;
      found.push({
        range,
        severity: 'warning',
        code: DiagnosticCode.RefusedPicture,
        message: t('{reason}; the move list stands in for it', { reason: e.message }),
      });
    }
  }
  return found;
}

/** A start tag (its name, its attributes), or a comment or CDATA section, which are skipped. */
const TAGS =
  /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<([A-Za-z][\w:.-]*)((?:\s+[^\s=/>"']+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)(\s*\/?)>/g;
/** One attribute of a start tag: its name and its value (quoted or not). */
const ATTRIBUTES = /\s+([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/**
 * The picture as the panel plays it: each region the module named becomes a piece that is a move of
 * the panel's list (`data-choice`, its index there, as Hackenbush's edges are), focusable and named
 * by the move's text; the root a group of buttons. A region whose move is not one of the listed
 * moves stays a drawing. The SVG passed the runtime's check; its start tags are read one by one
 * (not inside comments, CDATA or attribute values) and only attributes are added, escaped.
 */
function playable(
  svg: string,
  regions: readonly { readonly id: string; readonly move: string }[],
  moves: readonly { readonly text: string }[],
  position: string,
): string {
  const index = new Map<string, number>();
  moves.slice(0, MAX_CHOICES).forEach((m, i) => {
    if (!index.has(m.text)) index.set(m.text, i);
  });
  const pieces = new Map<string, { choice: number; move: string }>();
  for (const { id, move } of regions) {
    const choice = index.get(move);
    if (choice !== undefined && !pieces.has(id)) pieces.set(id, { choice, move });
  }
  let root = true;
  return svg.replace(TAGS, (tag: string, name: string | undefined, attributes: string | undefined, end: string) => {
    if (name === undefined || attributes === undefined) return tag; // a comment or CDATA
    const names = new Set<string>();
    let id: string | undefined;
    for (const a of attributes.matchAll(ATTRIBUTES)) {
      const key = a[1]!.toLowerCase();
      names.add(key);
      if (key === 'id') id = a[2] ?? a[3] ?? a[4];
    }
    let added = '';
    // A group of buttons, named by the position (the webview grows a board that is small).
    if (root && name.toLowerCase() === 'svg' && !names.has('role'))
      added += ` role="group" aria-label="${xml(position)}"`;
    root = false;
    const piece = id === undefined ? undefined : pieces.get(id);
    if (piece && !names.has('data-choice')) {
      const label = xml(t('Play {move}', { move: piece.move }));
      // What the module wrote itself stands (an attribute twice is not one the browser reads).
      const more: [string, string][] = [
        ['data-choice', String(piece.choice)],
        ['class', 'choice'],
        ['tabindex', '0'],
        ['role', 'button'],
        ['aria-label', label],
      ];
      for (const [key, value] of more) if (!names.has(key)) added += ` ${key}="${value}"`;
    }
    return added ? `<${name}${attributes}${added}${end}>` : tag;
  });
}

export function modulePicture(game: ModuleGame, vector: readonly bigint[], options: PictureOptions): Picture | null {
  if (!game.picture) return null;
  const text = vectorText(vector);
  if (text === null) return null;
  try {
    const runtime = runtimeAt(game.path);
    const drawn = runtime.picture(text, game.parameters);
    if (!drawn) return null;
    const svg =
      options.interactive && drawn.regions?.length
        ? playable(drawn.svg, drawn.regions, runtime.moves(text, game.parameters), text)
        : drawn.svg;
    return {
      kind: 'module',
      svg,
      alt: t('{name}: {position}', { name: game.name, position: text }),
      width: length(drawn.svg, 'width', 240),
      height: length(drawn.svg, 'height', 240),
    };
  } catch (e) {
    // A picture is never needed: a refused one is not drawn (the move list stands in for it).
    if (e instanceof ModuleFault) return null;
    throw e;
  }
}
