/** Command ids, as contributed in package.json. */
export const Commands = {
  showWinningMoves: 'nimLens.showWinningMoves',
  applyRecommended: 'nimLens.applyRecommended',
  recheck: 'nimLens.recheck',
  play: 'nimLens.play',
  reveal: 'nimLens.reveal',
  newPracticeSheet: 'nimLens.newPracticeSheet',
  openTour: 'nimLens.openTour',
  /** Internal: run after a quick fix's edit, for the walkthrough. */
  noteQuickFix: 'nimLens.noteQuickFix',
} as const;
