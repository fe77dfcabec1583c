// A stand-in for the extension host in a plain browser page: the real game state machine and
// the real message validation, answering the webview through the stubbed VS Code API.
import { computerMoveNotice, PlayGame } from '../../src/play/game';
import { rulesText } from '../../src/core/game';
import { parseToHost, type ToWebview } from '../../src/shared/playProtocol';
import { parseRulesLine } from '../../src/core/worksheet/parse';
import { webviewStrings } from '../../src/play/webviewStrings';

interface FakeHost {
  sent: unknown[];
  state: unknown;
  start(rulesLine: string, heaps: string[]): void;
}

declare global {
  interface Window {
    nimLensHost: FakeHost;
    acquireVsCodeApi(): unknown;
  }
}

let game: PlayGame | null = null;
let notice: string | null = null;
let hint: string | null = null;
let verdict: string | null = null;

function post(): void {
  if (!game) return;
  const persist = { rules: rulesText(game.rules), style: game.style, snapshot: game.snapshot(), source: null };
  const message: ToWebview = {
    type: 'state',
    state: game.view({ verdict, hint, notice, source: 'test.nim:2', busy: false }),
    persist,
    strings: webviewStrings(),
  };
  window.postMessage(message, '*');
}

const host: FakeHost = {
  sent: [],
  state: undefined,
  start(rulesLine, heaps) {
    const parsed = parseRulesLine(rulesLine);
    if (!parsed.ok) throw new Error(`bad rules ${rulesLine}: ${parsed.message}`);
    game = new PlayGame(
      parsed.rules,
      heaps.map((h) => BigInt(h)),
    );
  },
};
window.nimLensHost = host;

window.acquireVsCodeApi = () => ({
  postMessage(raw: unknown) {
    host.sent.push(raw);
    const m = parseToHost(raw);
    if (!m || !game) return;
    notice = hint = verdict = null;
    if (m.type === 'intent') {
      const r = game.attempt(m.intent, m.part);
      notice = r.ok ? null : `Illegal move: ${r.reason}.`;
      if (r.ok && game.toMove === 'computer') {
        const reply = game.computerMove();
        if (reply) notice = computerMoveNotice(reply, game.panelStyle);
      }
    } else if (m.type === 'undo') game.undo();
    else if (m.type === 'redo') game.redo();
    else if (m.type === 'replayFrom') game.replayFrom(m.index);
    else if (m.type === 'restart') game.restart();
    else if (m.type === 'agreeDraw') game.agreeDraw();
    else if (m.type === 'hint') hint = game.hintText();
    else if (m.type === 'verdict') verdict = game.verdictText();
    else if (m.type === 'options') game.restart({ mode: m.mode, randomShare: m.randomShare, youStart: m.youStart });
    setTimeout(post, 0);
  },
  getState: () => host.state,
  setState: (s: unknown) => {
    host.state = s;
  },
});
