// Where a game of the panel starts: a worksheet's position, or the state a webview kept across a
// reload (untrusted: checked field by field, every move replayed). No vscode here: a game module's
// game starts in its module thread (playThread.ts) the same way as a built-in game on the host.

import { type PositionAnalysis } from '../core/worksheet/analyser';
import { parseRulesLine } from '../core/worksheet/parse';
import {
  isDecimal,
  parsePlayStyle,
  type PersistedPlay,
  type PlaySnapshot,
  type PlaySource,
} from '../shared/playProtocol';
import { PlayGame } from './game';

/** Work allowed per solver call in the panel (on the extension host's thread for a built-in game). */
export const PANEL_BUDGET = 200_000;

/** The game of a worksheet position (its first item, as the solver read it), or null where none can be played. */
export function gameOfPosition(
  p: PositionAnalysis | undefined,
  practice: boolean,
  budget = PANEL_BUDGET,
): PlayGame | null {
  if (!p || !p.rules || !p.verdicts[0]) return null;
  const item = p.statement.items[0];
  // The position as the solver read it (the heaps, or a sum's parts in one vector): it fits, as it has a verdict.
  const vector = p.vectors[0];
  if (!item || !vector) return null;
  const game = new PlayGame(p.rules, vector, undefined, item.position.style, budget);
  // From a practice sheet the game keeps its mistakes for the review at the end.
  game.practice = practice;
  return game;
}

/** A game a webview kept, its shape checked; its source only where a panel was opened from it. */
export interface KeptGame {
  readonly persisted: Omit<PersistedPlay, 'source'>;
  readonly source: PlaySource | null;
}

/**
 * Reads webview state, which is untrusted: every field is checked, and its source is kept only
 * where a panel was opened from it (`knownSource`): a forged state cannot make Save write into
 * another file. Its moves are checked when the game is rebuilt (`restoredGame`).
 */
export function readKeptGame(state: unknown, knownSource: (uri: string) => boolean): KeptGame | null {
  if (typeof state !== 'object' || state === null) return null;
  const s = state as Partial<PersistedPlay>;
  if (typeof s.rules !== 'string' || s.rules.length > 10_000) return null;
  const snap = s.snapshot as Partial<PlaySnapshot> | undefined;
  if (
    !snap ||
    !Array.isArray(snap.start) ||
    !snap.start.every(isDecimal) ||
    snap.start.length === 0 ||
    snap.start.length > 10_000
  )
    return null;
  if (
    !Array.isArray(snap.moves) ||
    snap.moves.length > 100_000 ||
    !snap.moves.every((m) => Array.isArray(m) && m.every(isDecimal))
  )
    return null;
  if (typeof snap.played !== 'number' || !Number.isInteger(snap.played)) return null;
  const o = snap.options as Record<string, unknown> | undefined;
  if (
    !o ||
    (o.mode !== 'computer' && o.mode !== 'two-players') ||
    typeof o.randomShare !== 'number' ||
    o.randomShare < 0 ||
    o.randomShare > 100 ||
    typeof o.youStart !== 'boolean'
  )
    return null;
  const snapshot: PlaySnapshot = {
    start: snap.start,
    moves: snap.moves,
    played: snap.played,
    options: { mode: o.mode, randomShare: Math.round(o.randomShare), youStart: o.youStart },
    practice: snap.practice === true,
    ...(typeof snap.drawnAt === 'number' ? { drawnAt: snap.drawnAt } : {}),
  };
  const src = s.source as Partial<PlaySource> | null | undefined;
  const source =
    src &&
    typeof src.uri === 'string' &&
    knownSource(src.uri) &&
    typeof src.line === 'number' &&
    Number.isInteger(src.line) &&
    src.line >= 0 &&
    typeof src.lineText === 'string'
      ? { uri: src.uri, line: src.line, lineText: src.lineText }
      : null;
  return { persisted: { rules: s.rules, style: parsePlayStyle(s.style), snapshot }, source };
}

/** The game a webview kept, every move replayed under its rules: null where the rules or a move are refused. */
export function restoredGame(persisted: KeptGame['persisted'], budget = PANEL_BUDGET): PlayGame | null {
  const parsed = parseRulesLine(persisted.rules);
  if (!parsed.ok) return null;
  return PlayGame.restore(parsed.rules, persisted.snapshot, persisted.style, budget);
}
