// The published interface of a game module, as the core reads it: the declarations of
// types/game-module.d.ts (shipped with the extension and the command line, documented in
// docs/game-modules.md), one text for both. Types only: whatever a module exports is untrusted, and
// runtime.ts checks every answer against these.

export type { GameModule, GameMove, GamePicture, Read, TextRange } from '../../../../types/game-module';
