// A module thread of the editor, as its two users and each host's entry see it: the only thread
// that loads a workspace's game modules and calls them (a Node worker thread in the desktop host,
// a Web Worker in a browser). It has one of two tasks: analyse a worksheet's lines (the editor's:
// editor/moduleLines.ts) or play a game of the panel (play/moduleEngine.ts). How a thread starts is
// each host's (extension.ts, web/webModuleThreads.ts); what it runs is the worker entries'
// (moduleWorker.ts, web/moduleWorker.ts). Plain data: every message is posted.

import { type Language } from '../core/l10n';
import { type LineViewSettings } from '../core/worksheet/lineView';
import { type ModuleSessionStart } from '../core/worksheet/moduleSession';
import { type PersistedPlay, type PlayUpdate, type ToHost } from './playProtocol';

/** The game a play thread plays: a worksheet's position, or a game the panel saved (a reload). */
export type PlayThreadGame =
  /**
   * The position of line `line` of `lines`: the worksheet up to it, as the editor holds it, and
   * whether the whole worksheet is a practice sheet (a `practice` line may come after it).
   */
  | { readonly kind: 'line'; readonly lines: readonly string[]; readonly line: number; readonly practice: boolean }
  | { readonly kind: 'restore'; readonly persisted: Omit<PersistedPlay, 'source'> };

export interface PlayThreadStart {
  readonly game: PlayThreadGame;
  /** The modules the game's rules name, by their paths as written. */
  readonly modules: readonly string[];
  /** Work allowed per solver call. */
  readonly budget: number;
  /** Where the game came from, as the panel writes it (`games/modules.nim:5`), or null. */
  readonly source: string | null;
}

/** What a module thread does: the lines of a worksheet (as the editor shows them), or a game of the panel. */
export type ModuleThreadTask =
  | { readonly kind: 'lines'; readonly session: ModuleSessionStart; readonly view: LineViewSettings }
  | { readonly kind: 'play'; readonly play: PlayThreadStart };

/** What a module thread is told first: the Node worker's workerData, the Web Worker's first message. */
export interface ModuleThreadStart {
  readonly language: Language;
  readonly task: ModuleThreadTask;
  /** Node: each module's file URL, by its path as written. */
  readonly urls?: Readonly<Record<string, string>>;
  /** Browser: each module's source text, by its path as written (imported from a Blob URL). */
  readonly sources?: Readonly<Record<string, string>>;
}

/** What a play thread says, in order: `ready` once started, then an update after each message. */
export type FromPlayThread =
  /** Started, before any module is loaded (the watch of the game's steps begins). */
  | { readonly kind: 'ready' }
  /** Began a step: a message of the panel, or the computer's move (a watcher ends it when it takes too long). */
  | { readonly kind: 'working' }
  | { readonly kind: 'update'; readonly update: PlayUpdate }
  /** No game can be played: why, in words (its module refused, no position on the line, a save that does not replay). */
  | { readonly kind: 'failed'; readonly why: string };

/** What the panel tells a play thread after its start: the webview's messages, checked (Save is the panel's own). */
export type ToPlayThread = Exclude<ToHost, { readonly type: 'save' }>;

/** What a module thread's host tells the one that started it. */
export interface ModuleWorkerEvents {
  /** A message of the thread (a `FromModuleThread` or a `FromPlayThread`, by its task). */
  message(message: unknown): void;
  /** The thread failed or stopped: why, in words. */
  failed(why: string): void;
}

/** A module thread started: sent further messages (a play thread's), ended by its watcher. */
export interface ModuleWorker {
  post(message: ToPlayThread): void;
  terminate(): void;
}

/** Starts a module thread with `start`; the host adds where each module is (its URL or its source). */
export type StartModuleWorker = (
  start: Omit<ModuleThreadStart, 'urls' | 'sources'>,
  events: ModuleWorkerEvents,
) => ModuleWorker;

/** How a host starts module threads for the modules of a worksheet (by its URI, as text). */
export interface ModuleWorkers {
  /**
   * Why no module thread can run this worksheet's modules here, in words (a worksheet not saved in
   * a folder, an editor with no Web Worker), or null: then the worksheet is analysed on the host,
   * its built-in games answered and its module's rules lines saying why.
   */
  unavailable(worksheet: string): string | null;
  /** A starter for the modules of the worksheet, or why none can start, in words. */
  start(worksheet: string, modules: readonly string[]): Promise<StartModuleWorker | string>;
}
