// The analyses of open worksheets, cached by document version. An analysis runs in slices; every
// caller waits for the same run with its own cancellation token, so a cancelled hover never takes
// the lenses' or diagnostics' answer with it. Positions beyond the quick budget are searched in the
// background, and the providers refresh when a verdict arrives.

import * as vscode from 'vscode';
import { namesPractice, type PracticeView, practiceView, practiceViewOf } from '../core/practice/practiceSheet';
import { LineCache, mayImprove, unknownVerdictKey, VerdictCache, verdictKey } from '../core/worksheet/caches';
import { type WorksheetAnalysis } from '../core/worksheet/analyser';
import { type Preference } from '../core/preference';
import { type Rules } from '../core/rules';
import { type Verdict } from '../core/verdict';
import { type Diagnostic as CoreDiagnostic } from '../core/reading/syntax';
import { looksLikeNimSource } from '../core/worksheet/nimSource';
import { splitLines } from '../core/worksheet/parse';
import { type BackgroundSearch, type FinishedSearch } from './backgroundSearch';
import { LANGUAGE_ID } from './language';
import { INTERACTIVE_BUDGET, readSettings } from './settings';
import { SlicedAnalysis } from './slicedAnalysis';
import { yieldToHost } from './yieldToHost';
import { currentLanguage } from '../core/l10n';
import { setModuleRefusal } from '../core/games/module/connected';
import { modulePaths } from '../core/games/module/paths';
import { namesModules } from '../core/worksheet/moduleWatch';
import { RULES_HOVER_BUDGET } from '../core/worksheet/rulesMarkdown';
import { EDIT_DELAY_MS, linesThreads, ModuleLines, SETTLE_MS, type ModuleSources } from './moduleLines';
import { type ModuleWorkers } from '../shared/moduleThreads';

/** Longest slice of analysis on the extension host's thread before it yields, in ms. */
const SLICE_MS = 10;

/** A worksheet's analysis at one version of the document. */
export interface AnalysedDocument {
  readonly version: number;
  /**
   * Null when the file reads as Nim source code rather than a worksheet, or when it names game
   * modules and is analysed in a module thread (`modules`).
   */
  readonly analysis: WorksheetAnalysis | null;
  /** Keys of this document's positions still being searched in the background. */
  readonly pending: ReadonlySet<string>;
  /** A worksheet naming game modules, in a trusted workspace: its lines' views, as they arrive from the module thread. */
  readonly modules: ModuleLines | null;
}

/** The diagnostics of an analysed worksheet, wherever it was analysed (here, or line by line in a module thread). */
export function documentDiagnostics(entry: AnalysedDocument): readonly CoreDiagnostic[] {
  if (entry.modules) return entry.modules.all().flatMap((view) => view.diagnostics);
  return entry.analysis?.diagnostics ?? [];
}

interface Run {
  readonly version: number;
  readonly done: Promise<AnalysedDocument | null>;
}

export class AnalysisService implements vscode.Disposable {
  private readonly documents = new Map<string, AnalysedDocument>();
  private readonly lineCaches = new Map<string, LineCache>();
  private readonly running = new Map<string, Run>();
  private readonly verdicts = new VerdictCache();
  /** Verdict keys, with the budget, that a background search could not decide either: not searched again. */
  private readonly exhausted = new Set<string>();
  /**
   * Background verdicts arrived so far for each document. An analysis in slices that asked for a
   * search can be overtaken by its verdict (the refresh the verdict fires is then given that same
   * analysis): it is not kept when a verdict for its document arrived while it ran, and the
   * document is analysed again.
   */
  private readonly verdictsArrived = new Map<string, number>();
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  private readonly subscriptions: vscode.Disposable[] = [];
  /** Fires when a document's analysis changed without an edit (background verdicts, settings, re-check). */
  readonly onDidChange = this.changed.event;
  /** Longest time one slice held the host's thread, in ms (the editor benchmark reads it). */
  longestSliceMs = 0;

  constructor(
    private readonly search: BackgroundSearch,
    private readonly log: vscode.LogOutputChannel,
    /** How this host starts module threads. */
    private readonly moduleWorkers: ModuleWorkers,
    /** Whether the workspace is trusted: Workspace Trust's answer (a test asks for the other). */
    private readonly trusted: () => boolean = () => vscode.workspace.isTrusted,
  ) {
    // Where no module thread runs them, a rules line naming a module says why.
    const before = setModuleRefusal(() =>
      this.trusted()
        ? (this.refusalNow ?? vscode.l10n.t('game modules run only in a module thread'))
        : vscode.l10n.t(
            'game modules run only in a trusted workspace: a module is code (Workspace Trust: Manage Workspace Trust)',
          ),
    );
    this.subscriptions.push(
      { dispose: () => void setModuleRefusal(before) },
      vscode.workspace.onDidGrantWorkspaceTrust(() => this.refreshAll()),
      // A module's pictures are drawn in the theme's colours by the module thread.
      vscode.window.onDidChangeActiveColorTheme(() => this.refreshModules()),
      // A module edited: the worksheets that name modules are analysed again, none of their answers kept.
      ...this.watchModuleFiles(),
      this.changed,
      search.onDidFinish((f) => this.searchFinished(f)),
      vscode.workspace.onDidCloseTextDocument((d) => this.forget(d.uri.toString())),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (e.affectsConfiguration('nimLens')) this.refreshAll();
      }),
    );
  }

  /** The analysis at the document's current version, computed now in one piece if needed; null for other documents. */
  get(document: vscode.TextDocument): AnalysedDocument | null {
    if (document.languageId !== LANGUAGE_ID) return null;
    const known = this.documents.get(document.uri.toString());
    if (known && known.version === document.version) return known;
    const inModules = this.inModuleThread(document);
    if (inModules) return inModules;
    const run = this.start(document);
    this.slice(run, Infinity);
    return run.finish();
  }

  /**
   * The same, computed in slices so that a long worksheet never holds the extension host's thread.
   * Null when this caller's token is cancelled, or when an edit supersedes the version.
   */
  async analyse(document: vscode.TextDocument, token?: vscode.CancellationToken): Promise<AnalysedDocument | null> {
    if (document.languageId !== LANGUAGE_ID) return null;
    const uri = document.uri.toString();
    const known = this.documents.get(uri);
    const inModules =
      known && known.version === document.version ? known.modules && known : this.inModuleThread(document);
    // A worksheet in a module thread: its views once they have all arrived, or those that have after a while.
    if (inModules)
      return unlessCancelled(
        inModules.modules!.settled(SETTLE_MS).then(() => inModules),
        token,
      );
    if (known && known.version === document.version) return known;
    let run = this.running.get(uri);
    if (!run || run.version !== document.version) {
      const started: Run = { version: document.version, done: this.runInSlices(document) };
      this.running.set(uri, started);
      void started.done.finally(() => {
        if (this.running.get(uri) === started) this.running.delete(uri);
      });
      run = started;
    }
    return unlessCancelled(run.done, token);
  }

  /** Whether background searches are queued or running (for any document). */
  get searching(): boolean {
    return this.search.busy;
  }

  /** Forgets everything learnt and analyses again (the re-check command). */
  recheck(document: vscode.TextDocument): void {
    this.forget(document.uri.toString());
    this.verdicts.clear();
    this.exhausted.clear();
    // forget() dropped this document's queued searches; other documents' stay (they show them as searching).
    this.changed.fire(document.uri);
  }

  /**
   * Why the modules of the document being analysed on this thread do not run here, where no module
   * thread can start for it (set around each slice of its analysis: rules lines naming a module read
   * with it); null for the general reason.
   */
  private refusalNow: string | null = null;

  /** A slice of a document's analysis, with the reason its modules do not run here. */
  private slice(run: { analysis: SlicedAnalysis; refusal: string | null }, ms: number): boolean {
    this.refusalNow = run.refusal;
    try {
      return run.analysis.step(ms);
    } finally {
      this.refusalNow = null;
    }
  }

  private async runInSlices(document: vscode.TextDocument): Promise<AnalysedDocument | null> {
    try {
      const run = this.start(document);
      while (!this.slice(run, SLICE_MS)) {
        await yieldToHost();
        if (document.isClosed || document.version !== run.version) return null;
      }
      return run.finish();
    } catch (e) {
      this.log.error(
        `analysis of ${document.uri.toString()} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`,
      );
      return null;
    }
  }

  /**
   * A worksheet that names game modules, in a trusted workspace: analysed in a module thread, its
   * views kept as they arrive (null for every other document, analysed here).
   */
  private inModuleThread(document: vscode.TextDocument): AnalysedDocument | null {
    if (!this.trusted()) return null;
    const text = document.getText();
    if (!namesModules(text)) return null;
    // No module thread can start for it here: analysed on this thread, its rules lines saying why.
    if (this.moduleWorkers.unavailable(document.uri.toString()) !== null) return null;
    const uri = document.uri.toString();
    const lines = splitLines(text);
    if (looksLikeNimSource(lines)) return null;
    const settings = readSettings(document.uri);
    const kind = vscode.window.activeColorTheme.kind;
    const sources: ModuleSources = {
      document,
      modules: modulePaths(lines),
      language: currentLanguage(),
      view: {
        lens: settings.lens === 'verdict' ? 'verdict' : 'full',
        dark: kind === vscode.ColorThemeKind.Dark || kind === vscode.ColorThemeKind.HighContrast,
        withPicture: settings.hoverPicture,
        remotenessBudget: INTERACTIVE_BUDGET,
        rulesBudget: RULES_HOVER_BUDGET,
        practice: namesPractice(lines),
      },
    };
    const before = this.documents.get(uri)?.modules;
    before?.stop();
    // The positions an edit left as they were keep their answers: only the rest is analysed again.
    const viewKey = JSON.stringify([sources.view, settings.budget]);
    const modules = new ModuleLines(
      lines,
      sources.view.practice,
      settings.budget,
      () => linesThreads(this.moduleWorkers, sources),
      () => this.changed.fire(document.uri),
      this.log,
      before ? EDIT_DELAY_MS : 0,
      viewKey,
      before?.reusable(lines, viewKey),
    );
    const entry: AnalysedDocument = { version: document.version, analysis: null, pending: new Set(), modules };
    this.documents.set(uri, entry);
    this.search.retain(uri, new Set());
    return entry;
  }

  /** Changes to the workspace's JavaScript files (a game module saved, or written by another program). */
  private watchModuleFiles(): vscode.Disposable[] {
    const watcher = vscode.workspace.createFileSystemWatcher('**/*.{js,mjs}');
    // Many files written at once (a build) analyse once, after them.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const changed = () => {
      clearTimeout(timer);
      timer = setTimeout(() => this.refreshModules(), EDIT_DELAY_MS);
    };
    return [
      watcher,
      watcher.onDidChange(changed),
      watcher.onDidCreate(changed),
      watcher.onDidDelete(changed),
      { dispose: () => clearTimeout(timer) },
    ];
  }

  /** Analyses again the worksheets analysed in module threads. */
  private refreshModules(): void {
    // Over a copy: a listener told of the change analyses at once, which adds the document again.
    for (const [uri, entry] of [...this.documents])
      if (entry.modules) {
        entry.modules.stop();
        this.documents.delete(uri);
        this.changed.fire(vscode.Uri.parse(uri));
      }
  }

  /** The verdict the editor holds for a position (the quick budget's, or the background search's), if any. */
  knownVerdict(rules: Rules, preference: Preference, heaps: readonly bigint[]): Verdict | undefined {
    return this.verdicts.get(verdictKey(rules, preference, heaps));
  }

  private start(document: vscode.TextDocument): {
    version: number;
    analysis: SlicedAnalysis;
    /** Why its modules do not run here, where no module thread can start for it (null otherwise). */
    refusal: string | null;
    finish(): AnalysedDocument;
  } {
    const uri = document.uri.toString();
    const version = document.version;
    const lines = splitLines(document.getText());
    const settings = readSettings(document.uri);
    let lineCache = this.lineCaches.get(uri);
    if (!lineCache) this.lineCaches.set(uri, (lineCache = new LineCache()));
    const pending = new Set<string>();
    const quick = Math.min(settings.budget, INTERACTIVE_BUDGET);
    const analysis = new SlicedAnalysis(
      lines,
      looksLikeNimSource(lines)
        ? null
        : {
            budget: quick,
            cache: this.verdicts,
            lineCache,
            largerBudget: settings.budget,
            onUnknown:
              settings.budget > quick
                ? (job) => {
                    if (this.exhausted.has(unknownVerdictKey(job.key, settings.budget))) return;
                    if (this.search.request(job, uri, settings.budget)) pending.add(job.key);
                  }
                : undefined,
          },
    );
    let result: AnalysedDocument | null = null;
    const arrivedAtStart = this.verdictsArrived.get(uri) ?? 0;
    return {
      version,
      analysis,
      refusal: this.moduleWorkers.unavailable(uri),
      finish: () => {
        this.longestSliceMs = Math.max(this.longestSliceMs, analysis.longestSliceMs);
        if (!result) {
          result = { version, analysis: analysis.result(), pending, modules: null };
          if (pending.size > 0 && (this.verdictsArrived.get(uri) ?? 0) !== arrivedAtStart) {
            // Perhaps a verdict it shows as searched for: shown this once, then analysed anew.
            queueMicrotask(() => this.changed.fire(document.uri));
            return result;
          }
          this.documents.set(uri, result);
          // Searches the earlier version asked for and this one does not are no longer wanted.
          this.search.retain(uri, pending);
        }
        return result;
      },
    };
  }

  private searchFinished({ key, verdict, uris }: FinishedSearch): void {
    for (const uri of uris) this.verdictsArrived.set(uri, (this.verdictsArrived.get(uri) ?? 0) + 1);
    if (verdict.outcome !== 'unknown') {
      this.verdicts.set(key, verdict);
      // Decided, but its moves still not all counted: not searched again until a re-check.
      if (mayImprove(verdict))
        for (const uri of uris) this.exhausted.add(unknownVerdictKey(key, readSettings(vscode.Uri.parse(uri)).budget));
    } else {
      // Shown with its reason in place of the quick answer, and not searched again until a re-check.
      this.verdicts.set(unknownVerdictKey(key, INTERACTIVE_BUDGET), verdict);
      for (const uri of uris) this.exhausted.add(unknownVerdictKey(key, readSettings(vscode.Uri.parse(uri)).budget));
    }
    for (const uri of uris) {
      this.documents.delete(uri); // lines with unknown verdicts are never in the line cache
      this.changed.fire(vscode.Uri.parse(uri));
    }
  }

  private forget(uri: string): void {
    this.search.retain(uri, new Set());
    this.documents.get(uri)?.modules?.stop();
    this.documents.delete(uri);
    this.lineCaches.delete(uri);
    this.revealed.delete(uri);
  }

  // ---- practice sheets --------------------------------------------------------------------------

  /** Per document, the texts of the position lines whose answers the student asked to see. */
  private readonly revealed = new Map<string, Set<string>>();
  private readonly practiceViews = new WeakMap<
    AnalysedDocument,
    { readonly revealedCount: number; readonly answered: number; readonly view: PracticeView | null }
  >();

  /**
   * What a practice sheet may show (null for other worksheets). A revealed line is remembered by its
   * text, so it stays revealed when lines above it are added or removed, and closes when edited.
   */
  practice(document: vscode.TextDocument, entry: AnalysedDocument): PracticeView | null {
    const revealed = this.revealed.get(document.uri.toString());
    const count = revealed?.size ?? 0;
    const isRevealed = (line: number) =>
      revealed !== undefined && line < document.lineCount && revealed.has(document.lineAt(line).text);
    if (entry.modules) {
      // Analysed in a module thread: each position's view says how far the student has got.
      if (!entry.modules.practice) return null;
      const answered = entry.modules.answered;
      const cached = this.practiceViews.get(entry);
      if (cached && cached.revealedCount === count && cached.answered === answered) return cached.view;
      const views = entry.modules.all();
      const view = practiceViewOf(
        views.flatMap((v) => (v.practice ? [v.practice] : [])),
        views.flatMap((v) => v.diagnostics),
        isRevealed,
      );
      this.practiceViews.set(entry, { revealedCount: count, answered, view });
      return view;
    }
    if (!entry.analysis) return null;
    const cached = this.practiceViews.get(entry);
    if (cached && cached.revealedCount === count) return cached.view;
    const view = practiceView(entry.analysis, isRevealed);
    this.practiceViews.set(entry, { revealedCount: count, answered: 0, view });
    return view;
  }

  /** Shows the answer of a practice sheet's line (lenses, hover, diagnostics and fixes refresh). */
  reveal(document: vscode.TextDocument, line: number): void {
    if (line < 0 || line >= document.lineCount) return;
    const key = document.uri.toString();
    const set = this.revealed.get(key) ?? new Set<string>();
    set.add(document.lineAt(line).text);
    this.revealed.set(key, set);
    this.changed.fire(document.uri);
  }

  private refreshAll(): void {
    for (const entry of this.documents.values()) entry.modules?.stop();
    const uris = [...this.documents.keys()];
    this.documents.clear();
    this.lineCaches.clear();
    for (const u of uris) this.changed.fire(vscode.Uri.parse(u));
  }

  dispose(): void {
    for (const entry of this.documents.values()) entry.modules?.stop();
    for (const s of this.subscriptions) s.dispose();
  }
}

/** Lets the host handle other events between two slices. */
/** The promise's value, or null as soon as the token is cancelled (the promise itself runs on). */
function unlessCancelled<T>(promise: Promise<T>, token: vscode.CancellationToken | undefined): Promise<T | null> {
  if (!token) return promise;
  if (token.isCancellationRequested) return Promise.resolve(null);
  return new Promise((resolve) => {
    const listener = token.onCancellationRequested(() => {
      listener.dispose();
      resolve(null);
    });
    promise.then(
      (value) => {
        listener.dispose();
        resolve(token.isCancellationRequested ? null : value);
      },
      () => {
        listener.dispose();
        resolve(null);
      },
    );
  });
}
