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

/**
 * The picture as the panel plays it: each region the module named becomes a piece that is a move of
 * the panel's list (`data-choice`, its index there, as Hackenbush's edges are), focusable and named
 * by the move's text; the root a group of buttons. A region whose move is not one of the listed
 * moves stays a drawing. The SVG passed the runtime's check; only attributes are added.
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
  let out = svg;
  for (const { id, move } of regions) {
    const choice = index.get(move);
    if (choice === undefined) continue;
    const label = xml(t('Play {move}', { move }));
    // The element whose id is the region's (ids are [A-Za-z][\w:.-]*: no pattern characters but `.`).
    const element = new RegExp(`(<[A-Za-z][^<>]*?\\sid=(["'])${id.replace(/\./g, '\\.')}\\2)`);
    out = out.replace(
      element,
      `$1 data-choice="${choice}" class="choice" tabindex="0" role="button" aria-label="${label}"`,
    );
  }
  // A group of buttons, named by the position (the webview grows a board that is small).
  return /^\s*<svg\b[^>]*\srole=/i.test(out)
    ? out
    : out.replace(/^\s*<svg\b/i, `<svg role="group" aria-label="${xml(position)}"`);
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
