// A game module's picture as the play panel's board (games/module/picture.ts): each region becomes a
// piece of the list of moves; the module's SVG is read tag by tag, and what it writes (a move's
// text, an id inside an attribute's value, a comment) never becomes markup of its own.

import { disconnectModules } from '../../src/core/games/module/connected';
import * as assert from 'node:assert/strict';
import { modulePicture } from '../../src/core/games/module/picture';
import { positionVector } from '../../src/core/games/module/positionText';
import { type ModuleGame } from '../../src/core/games/module/types';
import { LIGHT_PALETTE } from '../../src/core/pictures/svg';
import { connectObject, gameOf } from './moduleHelpers';

/** A one-position game whose moves are `moves` and whose picture is `svg` with `regions`. */
function board(path: string, moves: string[], svg: string, regions: { id: string; move: string }[]): string {
  connectObject(path, {
    name: 'Board',
    read: (text: string) => (text === 'start' || text === 'end' ? { value: text } : { error: 'start or end' }),
    write: (p: string) => p,
    moves: (p: string) => (p === 'start' ? moves.map((text) => ({ text, to: 'end' })) : []),
    picture: (p: string) => (p === 'start' ? { svg, regions } : null),
  });
  const game = gameOf(`game ${path}`) as ModuleGame;
  const drawn = modulePicture(game, positionVector('start'), {
    palette: LIGHT_PALETTE,
    showMoves: false,
    interactive: true,
  });
  assert.ok(drawn);
  return drawn.svg;
}

describe('a game module picture as the board', () => {
  // What a thread run here connects stays in this process: the tests after these must not find it.
  after(() => disconnectModules());

  it("a move's text is written as text: no replacement pattern, quote or attribute of its own", () => {
    const move = '$2 " onfocus="alert(1) $` $1';
    const svg = board('./dollar.mjs', [move], '<svg width="10" height="10"><rect id="a" width="5" height="5"/></svg>', [
      { id: 'a', move },
    ]);
    assert.equal(
      svg,
      '<svg width="10" height="10" role="group" aria-label="start"><rect id="a" width="5" height="5"' +
        ' data-choice="0" class="choice" tabindex="0" role="button"' +
        ' aria-label="Play $2 &#34; onfocus=&#34;alert(1) $` $1"/></svg>',
    );
  });

  it('an id inside an attribute value or a comment is no element: the element whose id it is becomes the piece', () => {
    const svg = board(
      './values.mjs',
      ['one', 'two'],
      `<svg><!-- <rect id="a"/> --><rect data-t=" id='a'" id="b"/><rect id = 'a' class="mine"/></svg>`,
      [
        { id: 'a', move: 'one' },
        { id: 'b', move: 'two' },
      ],
    );
    assert.equal(
      svg,
      `<svg role="group" aria-label="start"><!-- <rect id="a"/> -->` +
        `<rect data-t=" id='a'" id="b" data-choice="1" class="choice" tabindex="0" role="button" aria-label="Play two"/>` +
        `<rect id = 'a' class="mine" data-choice="0" tabindex="0" role="button" aria-label="Play one"/></svg>`,
    );
  });

  it('a region whose move is not a move of the position stays a drawing; without regions the picture is as drawn', () => {
    const svg = board('./stale.mjs', ['one'], '<svg role="img"><rect id="a"/><rect id="b"/></svg>', [
      { id: 'a', move: 'one' },
      { id: 'b', move: 'gone' },
    ]);
    assert.equal(
      svg,
      '<svg role="img"><rect id="a" data-choice="0" class="choice" tabindex="0" role="button" aria-label="Play one"/><rect id="b"/></svg>',
    );
  });
});
