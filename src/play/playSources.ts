// The worksheets play panels were opened from, kept on the host (the workspace's memento): a panel
// restored after a reload writes its record back only to one of them. The webview's saved state is
// untrusted input, and a source it names is never believed on its word alone.

import type * as vscode from 'vscode';

const KEY = 'nimLens.playSources';
/** Worksheets remembered at most: the oldest is forgotten first. */
const MOST = 200;

export class PlaySources {
  constructor(private readonly memento: vscode.Memento) {}

  private list(): string[] {
    const kept = this.memento.get<unknown>(KEY);
    return Array.isArray(kept) ? kept.filter((u): u is string => typeof u === 'string') : [];
  }

  /** Remembers the worksheet a panel was opened from. */
  remember(uri: string): void {
    const list = this.list().filter((u) => u !== uri);
    list.push(uri);
    void this.memento.update(KEY, list.slice(-MOST));
  }

  /** Whether a panel was opened from this worksheet. */
  has(uri: string): boolean {
    return this.list().includes(uri);
  }
}
