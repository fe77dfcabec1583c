// The rules model: which game (each game's folder adds its kind to GameKinds) and which play
// convention. Types only.

/**
 * Every game, by its kind: each game's folder adds its own entry (module augmentation,
 * `declare module '../../rules' { interface GameKinds { chomp: ChompGame } }`, as
 * games/chomp/chomp.ts does), so that a game is its folder and its registry line (core/game.ts).
 * This module names no game.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the games' folders
export interface GameKinds {}

export type Game = GameKinds[keyof GameKinds];

export interface Rules {
  readonly game: Game;
  readonly misere: boolean;
}
