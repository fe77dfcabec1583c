// A game module's picture of a position (runtime.ts checks its SVG): shown as it drew it, with its
// size from its own attributes. None where the module draws none or is not loaded in this thread.

import { t } from '../../l10n';
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

export function modulePicture(game: ModuleGame, vector: readonly bigint[], _options: PictureOptions): Picture | null {
  if (!game.picture) return null;
  const text = vectorText(vector);
  if (text === null) return null;
  try {
    const drawn = runtimeAt(game.path).picture(text, game.parameters);
    if (!drawn) return null;
    return {
      kind: 'module',
      svg: drawn.svg,
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
