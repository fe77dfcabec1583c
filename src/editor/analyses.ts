// Analyses of open worksheets, cached by document version. Positions beyond the quick budget
// are decided by a worker thread, and the providers refresh when its verdicts arrive.

import * as vscode from 'vscode';
import { Worker } from 'worker_threads';
import { analyseLines, SearchJob, VerdictCache, WorksheetAnalysis } from '../core/worksheet/analyse';
import { looksLikeNimSource } from '../core/worksheet/nimSource';
import { LANGUAGE_ID } from './language';
import { INTERACTIVE_BUDGET, readSettings } from './settings';
import type { SearchRequest, SearchResponse } from './searchProtocol';

export interface DocumentAnalysis {
  readonly version: number;
  /** Null when the file reads as Nim source code rather than a worksheet. */
  readonly analysis: WorksheetAnalysis | null;
  /** Keys of this document's positions still being searched in the worker. */
  readonly pending: ReadonlySet<string>;
}

export class WorksheetAnalyses implements vscode.Disposable {
  private readonly documents = new Map<string, DocumentAnalysis>();
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
      vscode.workspace.onDidCloseTextDocument((d) => this.documents.delete(d.uri.toString())),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (e.affectsConfiguration('nimLens')) this.refreshAll();
      }),
    );
  }

  /** The analysis of a worksheet at its current version (computed now if needed); null for other documents. */
  get(document: vscode.TextDocument): DocumentAnalysis | null {
    if (document.languageId !== LANGUAGE_ID) return null;
    const uri = document.uri.toString();
    const known = this.documents.get(uri);
    if (known && known.version === document.version) return known;
    const lines: string[] = [];
    for (let i = 0; i < document.lineCount; i++) lines.push(document.lineAt(i).text);
    const settings = readSettings();
    const pending = new Set<string>();
    let analysis: WorksheetAnalysis | null = null;
    if (!looksLikeNimSource(lines)) {
      const quick = Math.min(settings.budget, INTERACTIVE_BUDGET);
      analysis = analyseLines(lines, {
        budget: quick,
        cache: this.verdicts,
        onUnknown: settings.budget > quick
          ? (job) => {
              if (this.exhausted.has(`${job.key}|${settings.budget}`)) return;
              pending.add(job.key);
              this.enqueue(job, uri, settings.budget);
            }
          : undefined,
      });
    }
    const entry: DocumentAnalysis = { version: document.version, analysis, pending };
    this.documents.set(uri, entry);
    return entry;
  }

  /** Forgets everything learnt and analyses again (the re-check command). */
  recheck(document: vscode.TextDocument): void {
    this.documents.delete(document.uri.toString());
    this.changed.fire(document.uri);
  }

  private refreshAll(): void {
    const uris = [...this.documents.keys()];
    this.documents.clear();
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
        this.documents.delete(uri);
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
