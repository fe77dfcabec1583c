// Analyses of open worksheets, cached by document version. Positions beyond the quick budget
// are decided by a worker thread, and the providers refresh when its verdicts arrive.

import * as vscode from 'vscode';
import { Worker } from 'worker_threads';
import { AnalysisCollector, AnalysisSteps, LineCache, SearchJob, VerdictCache, WorksheetAnalysis } from '../core/worksheet/analyse';
import { splitLines } from '../core/worksheet/parse';
import { looksLikeNimSource } from '../core/worksheet/nimSource';
import { LANGUAGE_ID } from './language';
import { INTERACTIVE_BUDGET, readSettings } from './settings';
import type { SearchRequest, SearchResponse } from './searchProtocol';

/** Longest slice of analysis on the extension host's thread before it yields, in ms. */
const SLICE_MS = 15;

export interface DocumentAnalysis {
  readonly version: number;
  /** Null when the file reads as Nim source code rather than a worksheet. */
  readonly analysis: WorksheetAnalysis | null;
  /** Keys of this document's positions still being searched in the worker. */
  readonly pending: ReadonlySet<string>;
}

export class WorksheetAnalyses implements vscode.Disposable {
  private readonly documents = new Map<string, DocumentAnalysis>();
  private readonly lineCaches = new Map<string, LineCache>();
  private readonly running = new Map<string, { version: number; done: Promise<DocumentAnalysis | null> }>();
  /** Longest time one analysis held the host's thread, in ms (for the editor benchmark). */
  longestAnalysisMs = 0;
  private readonly verdicts = new VerdictCache();
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  /** Fires when a document's analysis changed without an edit (worker verdicts, settings, re-check). */
  readonly onDidChange = this.changed.event;

  private worker: Worker | null = null;
  private nextId = 1;
  /** Jobs by key: who waits for them, and whether they are sent. */
  private readonly jobs = new Map<string, { job: SearchJob; uris: Set<string>; id: number | null; budget: number }>();
  private readonly inFlight = new Map<number, string>();
  /** Keys (with the budget) that the worker could not decide either: not searched again. */
  private readonly exhausted = new Set<string>();
  private readonly subscriptions: vscode.Disposable[] = [];

  constructor(private readonly workerPath: string) {
    this.subscriptions.push(
      vscode.workspace.onDidCloseTextDocument((d) => {
        this.documents.delete(d.uri.toString());
        this.lineCaches.delete(d.uri.toString());
      }),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (e.affectsConfiguration('nimLens')) this.refreshAll();
      }),
    );
  }

  /** The analysis of a worksheet at its current version, computed now if needed (in one piece); null for other documents. */
  get(document: vscode.TextDocument): DocumentAnalysis | null {
    if (document.languageId !== LANGUAGE_ID) return null;
    const known = this.documents.get(document.uri.toString());
    if (known && known.version === document.version) return known;
    const run = this.start(document);
    while (!run.step(Infinity));
    return run.entry();
  }

  /**
   * The same, computed in slices of a few milliseconds so that a long worksheet never holds the
   * extension host's thread; null when cancelled or superseded by an edit.
   */
  async analyse(document: vscode.TextDocument, token?: vscode.CancellationToken): Promise<DocumentAnalysis | null> {
    if (document.languageId !== LANGUAGE_ID) return null;
    const uri = document.uri.toString();
    const known = this.documents.get(uri);
    if (known && known.version === document.version) return known;
    const running = this.running.get(uri);
    if (running && running.version === document.version) return running.done;
    const run = this.start(document);
    const done = (async () => {
      while (!run.step(SLICE_MS)) {
        await new Promise((resolve) => setImmediate(resolve));
        if (token?.isCancellationRequested || document.isClosed || document.version !== run.version) return null;
      }
      return run.entry();
    })();
    this.running.set(uri, { version: document.version, done });
    try {
      return await done;
    } finally {
      if (this.running.get(uri)?.done === done) this.running.delete(uri);
    }
  }

  private start(document: vscode.TextDocument): { version: number; step(ms: number): boolean; entry(): DocumentAnalysis } {
    const uri = document.uri.toString();
    const version = document.version;
    const lines = splitLines(document.getText());
    const settings = readSettings();
    let lineCache = this.lineCaches.get(uri);
    if (!lineCache) this.lineCaches.set(uri, (lineCache = new LineCache()));
    const pending = new Set<string>();
    const quick = Math.min(settings.budget, INTERACTIVE_BUDGET);
    const nimSource = looksLikeNimSource(lines);
    const steps = nimSource ? null : new AnalysisSteps(lines, {
      budget: quick,
      cache: this.verdicts,
      lineCache,
      onUnknown: settings.budget > quick
        ? (job) => {
            if (this.exhausted.has(`${job.key}|${settings.budget}`)) return;
            pending.add(job.key);
            this.enqueue(job, uri, settings.budget);
          }
        : undefined,
    });
    const collector = new AnalysisCollector();
    let finished = nimSource;
    let result: DocumentAnalysis | null = null;
    return {
      version,
      step: (ms: number) => {
        if (finished) return true;
        const started = Date.now();
        const deadline = started + ms;
        for (let n = 0; ; n++) {
          const next = steps!.next();
          if (!next) { finished = true; break; }
          collector.add(next);
          if ((n & 7) === 7 && Date.now() >= deadline) break;
        }
        this.longestAnalysisMs = Math.max(this.longestAnalysisMs, Date.now() - started);
        return finished;
      },
      entry: () => {
        if (!result) {
          result = { version, analysis: nimSource ? null : collector.result(), pending };
          this.documents.set(uri, result);
        }
        return result;
      },
    };
  }

  /** Forgets everything learnt and analyses again (the re-check command). */
  recheck(document: vscode.TextDocument): void {
    this.documents.delete(document.uri.toString());
    this.lineCaches.delete(document.uri.toString());
    this.verdicts.clear();
    this.exhausted.clear();
    this.changed.fire(document.uri);
  }

  private refreshAll(): void {
    const uris = [...this.documents.keys()];
    this.documents.clear();
    this.lineCaches.clear();
    for (const u of uris) this.changed.fire(vscode.Uri.parse(u));
  }

  private enqueue(job: SearchJob, uri: string, budget: number): void {
    const existing = this.jobs.get(job.key);
    if (existing) {
      existing.uris.add(uri);
      return;
    }
    if (this.jobs.size >= 500) return; // enough queued; the rest stay unknown until re-checked
    this.jobs.set(job.key, { job, uris: new Set([uri]), id: null, budget });
    this.pump(budget);
  }

  /** Keeps one request in flight: the worker is one thread, and order keeps the first lines first. */
  private pump(budget: number): void {
    if (this.inFlight.size > 0) return;
    const next = [...this.jobs.values()].find((j) => j.id === null);
    if (!next) return;
    const worker = this.ensureWorker();
    next.id = this.nextId++;
    this.inFlight.set(next.id, next.job.key);
    const request: SearchRequest = { id: next.id, rules: next.job.rules, preference: next.job.preference, heaps: next.job.heaps, budget };
    next.budget = budget;
    worker.postMessage(request);
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.workerPath);
    worker.on('message', (response: SearchResponse) => this.onResponse(response));
    worker.on('error', () => this.resetWorker());
    worker.on('exit', () => { if (this.worker === worker) this.resetWorker(); });
    this.worker = worker;
    return worker;
  }

  private resetWorker(): void {
    this.worker = null;
    for (const [, key] of this.inFlight) this.jobs.delete(key);
    this.inFlight.clear();
  }

  private onResponse(response: SearchResponse): void {
    const key = this.inFlight.get(response.id);
    this.inFlight.delete(response.id);
    if (!key) return;
    const entry = this.jobs.get(key);
    this.jobs.delete(key);
    if (entry && 'verdict' in response) {
      const v = response.verdict;
      // A decided verdict replaces the quick unknown; a search that failed too is not repeated.
      if (v.outcome !== 'unknown') this.verdicts.set(key, v);
      else this.exhausted.add(`${key}|${entry.budget}`);
      for (const uri of entry.uris) {
        this.documents.delete(uri); // lines with unknown verdicts are never in the line cache
        this.changed.fire(vscode.Uri.parse(uri));
      }
    }
    this.pump(readSettings().budget);
  }

  /** Whether background searches are under way (for tests and the status of lenses). */
  get busy(): boolean {
    return this.jobs.size > 0;
  }

  dispose(): void {
    void this.worker?.terminate();
    this.worker = null;
    this.changed.dispose();
    for (const s of this.subscriptions) s.dispose();
  }
}
