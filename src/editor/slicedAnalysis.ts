// A worksheet analysis done a slice at a time, so that a long worksheet never holds the extension
// host's thread for long. No editor dependency: the service decides when the next slice runs.

import {
  type AnalyseOptions,
  AnalysisCollector,
  AnalysisSteps,
  type WorksheetAnalysis,
} from '../core/worksheet/analyser';

export class SlicedAnalysis {
  private readonly steps: AnalysisSteps | null;
  private readonly collector = new AnalysisCollector();
  private finished: boolean;
  /** The longest slice so far, in ms. */
  longestSliceMs = 0;

  /** `options` null: the text is not a worksheet (Nim source code), and there is nothing to analyse. */
  constructor(lines: readonly string[], options: AnalyseOptions | null) {
    this.steps = options ? new AnalysisSteps(lines, options) : null;
    this.finished = options === null;
  }

  get done(): boolean {
    return this.finished;
  }

  /** Analyses lines for about `ms` milliseconds (Infinity: to the end); true once every line is done. */
  step(ms: number): boolean {
    if (this.finished) return true;
    const started = Date.now();
    const deadline = started + ms;
    for (;;) {
      const next = this.steps!.next();
      if (!next) {
        this.finished = true;
        break;
      }
      this.collector.add(next);
      // After every line: one line can take the quick budget's search (tens of ms), and eight of
      // them in a row held the thread for a tenth of a second. The clock costs far less than a line.
      if (Date.now() >= deadline) break;
    }
    this.longestSliceMs = Math.max(this.longestSliceMs, Date.now() - started);
    return this.finished;
  }

  /** The analysis once done; null for a text that is not a worksheet. */
  result(): WorksheetAnalysis | null {
    if (!this.finished) throw new Error('the analysis is not finished');
    return this.steps ? this.collector.result() : null;
  }
}
