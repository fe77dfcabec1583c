// A game module's game in the play panel: played in its module thread (play/playThread.ts), the
// thread run here in-process with the examples of examples/games/, and watched by the panel's
// engine (play/moduleEngine.ts) as the editor watches it.

import { disconnectModules } from '../../src/core/games/module/connected';
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runPlayThread } from '../../src/play/playThread';
import { readFromPlayThread, startModuleGame } from '../../src/play/moduleEngine';
import { PANEL_BUDGET } from '../../src/play/startGame';
import { type FromPlayThread, type ModuleWorkers, type PlayThreadStart } from '../../src/shared/moduleThreads';
import { type PlayUpdate } from '../../src/shared/playProtocol';
import { splitLines } from '../../src/core/worksheet/parse';
import { setLanguage } from '../../src/core/l10n';
import { root } from './moduleHelpers';

// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the one way to import an ES module by URL from CommonJS
const importModule = new Function('url', 'return import(url)') as (url: string) => Promise<unknown>;
const load = (path: string) => importModule(pathToFileURL(join(root, 'examples', 'games', path)).href);
const worksheet = splitLines(readFileSync(join(root, 'examples', 'games', 'modules.nim'), 'utf8'));
const lineOf = (text: string) => worksheet.findIndex((l) => l.startsWith(text));

/** A play thread run here: what it said, and what it does with a message. */
async function thread(start: PlayThreadStart, language: 'en' | 'fr' = 'en') {
  const said: FromPlayThread[] = [];
  const handle = await runPlayThread(language, start, load, (m) => said.push(m));
  const updates = () => said.flatMap((m) => (m.kind === 'update' ? [m.update] : []));
  return { said, handle, updates, last: () => updates().at(-1)! };
}

async function until<T>(what: string, f: () => T | undefined, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = f();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const fromLine = (text: string): PlayThreadStart => ({
  game: { kind: 'line', lines: worksheet.slice(0, lineOf(text) + 1), line: lineOf(text), practice: false },
  modules: ['./cram.mjs', './node-kayles.mjs'],
  budget: PANEL_BUDGET,
  source: `games/modules.nim:${lineOf(text) + 1}`,
});

describe('play panel: a game module played in its thread', () => {
  // What a thread run here connects stays in this process: the tests after these must not find it.
  after(() => disconnectModules());

  it("starts Cram 3x4 from its line, the module's picture the board, every region a move of the list", async () => {
    const t = await thread(fromLine('3x4'));
    assert.deepEqual(
      t.said.map((m) => m.kind),
      ['ready', 'update'],
    );
    const { state } = t.last();
    assert.equal(state.position, '..../..../....');
    assert.equal(state.source, `games/modules.nim:${lineOf('3x4') + 1}`);
    const choices = state.components[0]!.choices!;
    // 3 rows of 3 dominoes across, 2 × 4 down.
    assert.equal(choices.moves.length, 17);
    const svg = state.picture!.svg;
    assert.match(svg, /^<svg [^>]*role="group" aria-label="....\/....\/...."/);
    const marked = [...svg.matchAll(/data-choice="(\d+)"[^>]*aria-label="Play ([^"]+)"/g)];
    assert.equal(marked.length, 17, 'every region is a piece of the board');
    for (const [, index, move] of marked) assert.equal(choices.moves[Number(index)]!.text, move);
  });

  it('plays a move chosen on the board, the computer replies in the thread, and the record is kept', async () => {
    const t = await thread(fromLine('3x4'));
    const first = t.last().state.components[0]!.choices!.moves[0]!;
    t.handle({ type: 'intent', intent: { kind: 'choose', index: 0, to: first.to } });
    assert.equal(t.last().moveCount, 1);
    assert.equal(t.last().state.history[0]!.text, first.text);
    const replied = await until('the computer reply', () => (t.last().moveCount === 2 ? t.last() : undefined));
    assert.ok(
      t.said.some((m) => m.kind === 'working'),
      'the thread says when it begins the reply',
    );
    assert.equal(replied.state.toMove, 'you');
    assert.equal(replied.record, `..../..../.... -> ${first.toText} -> ${replied.state.position}`);
    assert.equal(replied.persist.rules, 'game ./cram.mjs');
    // A forged message is ignored; an illegal choice refused in words.
    t.handle({ type: 'intent', intent: { kind: 'choose', index: 0, to: ['12345'] } });
    assert.match(t.last().state.notice ?? '', /^Illegal move: /);
    const before = t.said.length;
    t.handle({ type: 'nonsense' });
    t.handle({ type: 'save' });
    assert.equal(t.said.length, before, 'nothing said: the thread ignores them');
  });

  it('restores a saved game in a new thread, every move replayed by the module', async () => {
    const t = await thread(fromLine('3x4'));
    const first = t.last().state.components[0]!.choices!.moves[3]!;
    t.handle({ type: 'intent', intent: { kind: 'choose', index: 3, to: first.to } });
    const kept = await until('the computer reply', () => (t.last().moveCount === 2 ? t.last() : undefined));
    const again = await thread({ ...fromLine('3x4'), game: { kind: 'restore', persisted: kept.persist } });
    assert.equal(again.last().state.position, kept.state.position);
    assert.equal(again.last().record, kept.record);
    // A saved move the module does not allow: the game is not restored.
    const forged = { ...kept.persist, snapshot: { ...kept.persist.snapshot, moves: [kept.persist.snapshot.start] } };
    const refused = await thread({ ...fromLine('3x4'), game: { kind: 'restore', persisted: forged } });
    assert.deepEqual(refused.said.at(-1), { kind: 'failed', why: 'the saved game does not replay under its rules' });
  });

  it('plays Node Kayles and a sum with Nim, and says why a line holds no game', async () => {
    const path = await thread(fromLine('1-2 2-3 3-4 4-5'));
    assert.equal(path.last().state.title, 'Node Kayles (game ./node-kayles.mjs)');
    const sum = await thread(fromLine('2x3 + 3'));
    assert.equal(sum.last().state.sum, true);
    assert.equal(sum.last().state.components.length, 2);
    const comment = await thread({
      ...fromLine('3x4'),
      game: { kind: 'line', lines: worksheet, line: 0, practice: false },
    });
    assert.deepEqual(comment.said.at(-1), { kind: 'failed', why: 'this line holds no position that can be played' });
    const wrong = await thread({
      ...fromLine('3x4'),
      game: { kind: 'line', lines: ['game ./cram.mjs', '3x0'], line: 1, practice: false },
    });
    // As the line's diagnostic says it.
    assert.deepEqual(wrong.said.at(-1), { kind: 'failed', why: 'a board has at least one row and one column' });
  });
});

describe('play panel: a game module in French', () => {
  // What a thread run here connects stays in this process: the tests after these must not find it.
  after(() => disconnectModules());

  afterEach(() => setLanguage('en'));

  it("answers in the thread's language: the board's pieces, a refusal, the reply", async () => {
    const t = await thread(fromLine('3x4'), 'fr');
    // Our word in French, the move in the module's own words.
    assert.match(t.last().state.picture!.svg, /aria-label="Jouer cells 1,1 and 1,2"/);
    t.handle({ type: 'intent', intent: { kind: 'choose', index: 0, to: ['12345'] } });
    assert.match(t.last().state.notice ?? '', /^Coup illégal : /);
  });
});

describe('play panel: the watch over a game module thread', () => {
  // What a thread run here connects stays in this process: the tests after these must not find it.
  after(() => disconnectModules());

  /** Module workers that run the play thread here, or stay silent after starting (`hang`). */
  const workers = (hang: 'never' | 'after-start', ended: string[]): ModuleWorkers => ({
    unavailable: () => null,
    start: () =>
      Promise.resolve((start, events) => {
        let handle: ((m: unknown) => void) | null = null;
        if (start.task.kind === 'play')
          void runPlayThread('en', start.task.play, load, (m) => events.message(m)).then((h) => (handle = h));
        return {
          post: (m) => {
            if (hang === 'never') handle?.(m);
          },
          terminate: () => ended.push('terminated'),
        };
      }),
  });

  it('shows the updates of the thread, and ends a thread that does not answer within its time', async () => {
    const ended: string[] = [];
    const started = await startModuleGame(workers('after-start', ended), 'file:///w.nim', 'en', fromLine('3x4'), 300);
    assert.ok(started.ok);
    const shown: PlayUpdate[] = [];
    const engine = started.start((u) => shown.push(u));
    assert.equal(shown.length, 1, 'the first update is shown as the panel opens');
    engine.send({ type: 'hint' });
    await until('the end of the thread', () => (ended.length ? true : undefined), 5000);
    assert.equal(
      shown.at(-1)!.state.notice,
      'The game stopped: the game module did not answer within 0.3 s: it was stopped. Open the position again from its worksheet to play on.',
    );
    // Later messages are answered by the same words, and start nothing.
    engine.send({ type: 'undo' });
    assert.equal(shown.length, 3);
    assert.deepEqual(ended, ['terminated']);
    engine.dispose();
  });

  it('a step keeps its time when more messages are sent while the thread owes it', async () => {
    const ended: string[] = [];
    const started = await startModuleGame(workers('after-start', ended), 'file:///w.nim', 'en', fromLine('3x4'), 1000);
    assert.ok(started.ok);
    const engine = started.start(() => undefined);
    engine.send({ type: 'hint' });
    await new Promise((r) => setTimeout(r, 800));
    assert.deepEqual(ended, []);
    engine.send({ type: 'verdict' });
    // The first step's time ends 200 ms after the second message; a time started again by it, 1000 ms.
    await new Promise((r) => setTimeout(r, 700));
    assert.deepEqual(ended, ['terminated'], 'ended at the time of the first step');
    engine.dispose();
  });

  it("takes from a thread only messages it can show and save: a module's forgeries end the game", async () => {
    const sum = await thread(fromLine('2x3 + 3'));
    const first = sum.last().state.components[0]!.choices!.moves[0]!;
    sum.handle({ type: 'intent', intent: { kind: 'choose', index: 0, to: first.to }, part: 0 });
    await until('the reply', () => (sum.last().moveCount === 2 ? true : undefined));
    const modules = ['./cram.mjs'];
    // Every message the thread wrote passes.
    for (const m of sum.said) assert.deepEqual(readFromPlayThread(m, modules), m);
    const update = sum.last();
    const forged = (u: object) => readFromPlayThread({ kind: 'update', update: { ...update, ...u } }, modules);
    assert.equal(readFromPlayThread({ kind: 'update' }, modules), null);
    assert.equal(readFromPlayThread(null, modules), null);
    assert.equal(readFromPlayThread({ kind: 'take-over' }, modules), null);
    assert.equal(forged({ record: `${update.record}\nnim\n1 2 3` }), null, 'a record of two lines');
    assert.equal(forged({ persist: { ...update.persist, rules: 'game ./other.mjs' } }), null, 'another module');
    assert.equal(forged({ moveCount: -1 }), null);
    const script = { svg: '<svg><script>alert(1)</script></svg>', alt: '' };
    assert.equal(forged({ state: { ...update.state, picture: script } }), null, 'a picture with a script');
    assert.deepEqual(readFromPlayThread({ kind: 'failed', why: 'x'.repeat(5000) }, modules), {
      kind: 'failed',
      why: 'x'.repeat(2000),
    });
  });

  it('says why a game cannot start, and ends its thread', async () => {
    const ended: string[] = [];
    const started = await startModuleGame(workers('never', ended), 'file:///w.nim', 'en', {
      ...fromLine('3x4'),
      game: { kind: 'line', lines: worksheet, line: 0, practice: false },
    });
    assert.deepEqual(started, { ok: false, why: 'this line holds no position that can be played' });
    assert.deepEqual(ended, ['terminated']);
    const none = await startModuleGame(
      { unavailable: () => null, start: () => Promise.resolve('no threads here') },
      'file:///w.nim',
      'en',
      fromLine('3x4'),
    );
    assert.deepEqual(none, { ok: false, why: 'no threads here' });
  });
});
