// A worksheet that names game modules, analysed in a module thread (moduleProtocol.ts) and watched
// as every face watches one (core/worksheet/moduleWatch.ts): a line that takes longer than its
// time, or a thread that fails, is ended and said on its line, and the analysis goes on from the
// next line. The extension host's thread never calls a module; it keeps each line's view as it
// arrives and tells the providers.

import * as vscode from 'vscode';
import { errorMessage } from '../core/errors';
import { type Language } from '../core/l10n';
import { type LineView, type LineViewSettings, movedView } from '../core/worksheet/lineView';
import { DiagnosticCode } from '../core/reading/syntax';
import {
  lineKeys,
  type ModuleWatch,
  type StartModuleThread,
  watchModuleWorksheet,
} from '../core/worksheet/moduleWatch';
import { modulePaths } from '../core/games/module/paths';
import { failedLineView } from './moduleProtocol';
import { readFromLinesThread } from './linesThreadMessages';
import { type ModuleWorkers } from '../shared/moduleThreads';

/** Where a worksheet's modules are, for the host's way of starting a module thread. */
export interface ModuleSources {
  readonly document: vscode.TextDocument;
  readonly modules: readonly string[];
  readonly language: Language;
  readonly view: LineViewSettings;
}

/** The module threads of this host as a worksheet's lines need them: a starter, or why none can start here. */
export function linesThreads(
  workers: ModuleWorkers,
  sources: ModuleSources,
): Promise<StartModuleThread<LineView> | string> {
  return workers.start(sources.document.uri.toString(), sources.modules).then((start) =>
    typeof start === 'string'
      ? start
      : (session, events) =>
          start(
            { language: sources.language, task: { kind: 'lines', session, view: sources.view } },
            // A module runs in that thread and can post anything there: only the lines task's
            // messages are taken; anything else ends the thread, and its line says why.
            {
              message: (raw) => {
                const message = readFromLinesThread(raw);
                if (message) events.message(message);
                else events.failed(vscode.l10n.t('the module thread sent a message that is not a view of a line'));
              },
              failed: (why) => events.failed(why),
            },
          ),
  );
}

/** Milliseconds between two refreshes of the providers while lines arrive. */
const REFRESH_MS = 150;

/** Milliseconds an edited worksheet waits before its new thread starts. */
export const EDIT_DELAY_MS = 300;

/** Milliseconds a provider waits for a worksheet's views before it answers with those that arrived. */
export const SETTLE_MS = 2000;

/** The analysis of one version of a worksheet in module threads: its lines' views as they arrive. */
export class ModuleLines {
  private readonly views = new Map<number, LineView>();
  private watch: ModuleWatch | null = null;
  private stopped = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The analysis ended (every line has its view). */
  done = false;
  private readonly ended: Promise<void>;
  private end: () => void = () => {};

  /**
   * `delay`: milliseconds before the thread starts, where the worksheet was just edited (typing
   * starts no thread per keystroke: a version edited again within it never starts one).
   */
  constructor(
    private readonly lines: readonly string[],
    /** The worksheet is a practice sheet (its views say how far the student has got). */
    readonly practice: boolean,
    budget: number,
    threads: () => Promise<StartModuleThread<LineView> | string>,
    /** Told when views arrived (at most every REFRESH_MS) and when the analysis ended. */
    private readonly changed: () => void,
    log: vscode.LogOutputChannel,
    delay = 0,
    /** What the views depend on besides the lines (the settings, the theme): views are kept across edits only while it is the same. */
    private readonly viewKey = '',
    /** Views kept from the worksheet's earlier version, by their line now: not analysed again. */
    known: ReadonlyMap<number, LineView> = new Map(),
  ) {
    for (const [line, view] of known) this.views.set(line, view);
    this.ended = new Promise((resolve) => (this.end = resolve));
    const begin = () => {
      this.timer = undefined;
      if (this.stopped) return;
      threads().then(
        (start) => {
          if (this.stopped) return;
          if (typeof start === 'string') return this.refuse(start);
          this.watch = watchModuleWorksheet(
            lines,
            budget,
            start,
            (line, view) => this.add(line, view),
            failedLineView,
            new Set(known.keys()),
          );
          void this.watch.done.then(() => this.finish());
        },
        (e: unknown) => {
          log.error(`module thread: ${errorMessage(e)}`);
          this.refuse(errorMessage(e));
        },
      );
    };
    if (delay > 0) this.timer = setTimeout(begin, delay);
    else begin();
  }

  /**
   * The views of these lines that can be kept for `lines`, the worksheet edited (by their line
   * there): a position's view whose line reads the same under the same rules, moved to where it is
   * now. None where what views depend on changed.
   */
  reusable(lines: readonly string[], viewKey: string): Map<number, LineView> {
    const kept = new Map<number, LineView>();
    if (viewKey !== this.viewKey) return kept;
    const before = new Map<string, LineView>();
    lineKeys(this.lines).forEach((key, line) => {
      const view = this.views.get(line);
      // Only positions a game answered: a line a thread was ended on, or one under a refused module, is tried again.
      if (view?.position?.outcome) before.set(key, view);
    });
    lineKeys(lines).forEach((key, line) => {
      const view = before.get(key);
      if (view) kept.set(line, view.line === line ? view : movedView(view, line));
    });
    return kept;
  }

  /** How many lines have their view. */
  get answered(): number {
    return this.views.size;
  }

  get lineCount(): number {
    return this.lines.length;
  }

  /** The first line that names a game module (0-based). */
  get firstModuleLine(): number {
    const paths = modulePaths(this.lines);
    const at = this.lines.findIndex((text) => paths.some((p) => text.includes(p)));
    return Math.max(0, at);
  }

  /** The view of a line, once it has arrived. */
  view(line: number): LineView | undefined {
    return this.views.get(line);
  }

  /** Every view that has arrived, in the order of the lines. */
  all(): LineView[] {
    return [...this.views.values()].sort((a, b) => a.line - b.line);
  }

  /**
   * Resolves once every line has its view, or after `ms`: a provider waits so long before it
   * answers, so that an edit does not blank the lenses and diagnostics until the thread catches up
   * (VS Code keeps showing the earlier ones while a provider has not answered).
   */
  settled(ms: number): Promise<void> {
    if (this.done || this.stopped) return Promise.resolve();
    let timer: ReturnType<typeof setTimeout> | undefined;
    return Promise.race([this.ended, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]).finally(() =>
      clearTimeout(timer),
    );
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.watch?.stop();
    this.end();
  }

  private add(line: number, view: LineView): void {
    if (this.stopped) return;
    this.views.set(line, view);
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      if (!this.stopped) this.changed();
    }, REFRESH_MS);
  }

  private finish(): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.done = true;
    this.end();
    this.changed();
  }

  /** No thread can run the modules here: each rules line naming one says why, on its path. */
  private refuse(why: string): void {
    const paths = new Set(modulePaths(this.lines));
    this.lines.forEach((text, line) => {
      for (const path of paths) {
        const start = text.indexOf(path);
        if (start < 0 || !/\bgame\b/i.test(text.slice(0, start))) continue;
        this.views.set(line, {
          line,
          position: null,
          rulesHover: null,
          diagnostics: [
            {
              range: { line, start, end: start + path.length },
              severity: 'error',
              code: DiagnosticCode.Syntax,
              message: vscode.l10n.t('the game module {0} does not run here: {1}', path, why),
            },
          ],
        });
      }
    });
    this.finish();
  }
}
