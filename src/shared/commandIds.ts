/** Command ids, as contributed in package.json. */
export const Commands = {
  showWinningMoves: 'nimLens.showWinningMoves',
  applyRecommended: 'nimLens.applyRecommended',
  recheck: 'nimLens.recheck',
  play: 'nimLens.play',
} as const;
