// Grading a worksheet, for teachers and autograders: per file, the claims that are right and
// wrong, the position lines with neither a claim nor a record (missing), and the mistakes in
// records (steps that give the win away, and steps that are no move of the game). A claim on a position whose verdict is unknown is neither right nor wrong: undecided.

import { type AnalyseOptions, analyseEach } from '../worksheet/analyser';
import { type PracticeLine, practiceLine } from './practiceSheet';

export interface Grade {
  readonly right: number;
  readonly wrong: number;
  readonly missing: number;
  readonly mistakes: number;
  readonly positions: number;
  readonly undecided: number;
}

/** The grade of a sheet's position lines, each as a student sees it once revealed. */
export function gradeOf(lines: Iterable<PracticeLine>): Grade {
  let right = 0;
  let wrong = 0;
  let missing = 0;
  let mistakes = 0;
  let positions = 0;
  let undecided = 0;
  for (const line of lines) {
    positions++;
    for (const c of line.claims) {
      if (c === 'right') right++;
      else if (c === 'wrong') wrong++;
      else undecided++;
    }
    if (line.missing) missing++;
    // An illegal step is a mistake in the record too: graded as one, never as nothing.
    mistakes += line.mistakes + line.illegalSteps;
  }
  return { right, wrong, missing, mistakes, positions, undecided };
}

/** `onLine` is told of each line analysed (1-based), for the command line's progress. */
export function gradeLines(
  texts: readonly string[],
  options: AnalyseOptions = {},
  onLine?: (line: number) => void,
): Grade {
  const lines: PracticeLine[] = [];
  analyseEach(texts, options, (report) => {
    onLine?.(report.line + 1);
    if (report.position) lines.push(practiceLine(report.position, true));
  });
  return gradeOf(lines);
}
