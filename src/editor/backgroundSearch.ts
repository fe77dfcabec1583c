// Positions beyond the quick budget are searched off the extension host's thread, one at a time,
// first lines first. A search that fails, or a worker that dies, ends as `unknown` with the reason
// (logged to the Nim Lens output channel), never as a lens that says "Searching…" forever.

import * as vscode from 'vscode';
import { errorMessage } from '../core/errors';
import { type SearchJob } from '../core/worksheet/analyser';
import { unknownVerdict, type Verdict } from '../core/verdict';
import type { SearchRequest, SearchResponse } from './searchProtocol';

/** A thread that answers search requests: a Node worker thread here, a Web Worker in a browser. */
export interface SearchThread {
  post(request: SearchRequest): void;
  terminate(): void;
}

export interface SearchThreadEvents {
  message(response: SearchResponse): void;
  /** The thread failed or stopped; its in-flight request will never be answered. */
  failed(reason: string): void;
}

/** Starts a search thread, or throws when none can start here. */
export type StartSearchThread = (events: SearchThreadEvents) => SearchThread;

export interface FinishedSearch {
  readonly key: string;
  readonly verdict: Verdict;
  readonly uris: ReadonlySet<string>;
}

/**
 * The method of a search that failed: `unknown: ` and why, in the display language (the core's
 * unknown methods start alike, `inconnu : ` in French, and the lens writes what follows).
 */
function searchFailed(reason: string): string {
  return vscode.l10n.t('unknown: the background search failed ({0})', reason);
}

/** Queued jobs at most: the rest stay unknown (not "Searching…") until the queue has room. */
export const MAX_QUEUED = 500;

interface Queued {
  readonly job: SearchJob;
  readonly budget: number;
  readonly uris: Set<string>;
  id: number | null;
}

export class BackgroundSearch implements vscode.Disposable {
  private thread: SearchThread | null = null;
  private nextId = 1;
  private readonly queue = new Map<string, Queued>();
  /** Documents a search was refused for while the queue was full: told when it has room again. */
  private readonly refused = new Set<string>();
  private inFlight: { id: number; key: string } | null = null;
  private readonly finished = new vscode.EventEmitter<FinishedSearch>();
  /** Fires with the verdict of each search, decided or not. */
  readonly onDidFinish = this.finished.event;

  constructor(
    private readonly startThread: StartSearchThread,
    private readonly log: vscode.LogOutputChannel,
  ) {}

  /**
   * Queues a search for a document; a job already queued gains the document. False when the queue
   * is full: the caller must not show the position as being searched; the next search to finish
   * refreshes the document, whose analysis then asks again.
   */
  request(job: SearchJob, uri: string, budget: number): boolean {
    const queued = this.queue.get(job.key);
    if (queued) {
      queued.uris.add(uri);
      return true;
    }
    if (this.queue.size >= MAX_QUEUED) {
      this.refused.add(uri);
      return false;
    }
    this.queue.set(job.key, { job, budget, uris: new Set([uri]), id: null });
    this.pump();
    return true;
  }

  /**
   * A document now needs only these searches (after an edit), or none (closed): the others drop it,
   * and a queued search no document needs any more is dropped (one already running finishes).
   */
  retain(uri: string, keys: ReadonlySet<string>): void {
    for (const [key, q] of this.queue) {
      if (keys.has(key)) continue;
      q.uris.delete(uri);
      if (q.uris.size === 0 && q.id === null) this.queue.delete(key);
    }
  }

  /** Whether searches are queued or running. */
  get busy(): boolean {
    return this.queue.size > 0;
  }

  /** Searches queued or running. */
  get size(): number {
    return this.queue.size;
  }

  private pump(): void {
    if (this.inFlight) return;
    const next = [...this.queue.values()].find((q) => q.id === null);
    if (!next) return;
    const thread = this.ensureThread();
    if (!thread) return;
    next.id = this.nextId++;
    this.inFlight = { id: next.id, key: next.job.key };
    const { rules, preference, heaps } = next.job;
    try {
      thread.post({ id: next.id, rules, preference, heaps, budget: next.budget });
    } catch (e) {
      this.threadFailed(vscode.l10n.t('the search could not be sent: {0}', errorMessage(e)));
    }
  }

  private ensureThread(): SearchThread | null {
    if (this.thread) return this.thread;
    try {
      const thread = this.startThread({
        message: (response) => {
          if (this.thread === thread) this.onResponse(response);
        },
        failed: (reason) => {
          if (this.thread === thread) this.threadFailed(reason);
        },
      });
      this.thread = thread;
      return thread;
    } catch (e) {
      // No thread can start here: every queued search ends unknown, with the reason.
      const reason = vscode.l10n.t('no background search thread could start: {0}', errorMessage(e));
      this.log.error(reason);
      for (const key of [...this.queue.keys()]) this.finish(key, unknownVerdict(vscode.l10n.t('unknown: {0}', reason)));
      return null;
    }
  }

  private threadFailed(reason: string): void {
    this.log.error(`background search: ${reason}`);
    this.thread?.terminate();
    this.thread = null;
    const lost = this.inFlight;
    this.inFlight = null;
    if (lost) this.finish(lost.key, unknownVerdict(searchFailed(reason)));
    this.pump();
  }

  private onResponse(response: SearchResponse): void {
    if (!this.inFlight || this.inFlight.id !== response.id) return;
    const key = this.inFlight.key;
    this.inFlight = null;
    if ('verdict' in response) {
      this.finish(key, response.verdict);
    } else {
      this.log.error(`background search of ${key} failed: ${response.error}`);
      this.finish(key, unknownVerdict(searchFailed(response.error)));
    }
    this.pump();
  }

  private finish(key: string, verdict: Verdict): void {
    const queued = this.queue.get(key);
    this.queue.delete(key);
    if (!queued) return;
    // The documents a full queue refused are refreshed with this one's: their analysis asks again.
    const uris = new Set(queued.uris);
    for (const uri of this.refused) uris.add(uri);
    this.refused.clear();
    // Never inside the analysis that asked: it must finish storing its result before it is replaced.
    queueMicrotask(() => this.finished.fire({ key, verdict, uris }));
  }

  dispose(): void {
    this.thread?.terminate();
    this.thread = null;
    this.queue.clear();
    this.finished.dispose();
  }
}
