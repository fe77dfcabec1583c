// French for practice sheets, puzzles and grading (src/core/practice).
import { type Catalogue } from './catalogue';

export const FR_PRACTICE: Catalogue = {
  // practiceSheet.ts: what a student sees before the answer
  'not quite: look at this position again': 'pas tout à fait : regardez encore cette position',
  'mistake: this step gives the win away (reveal the line to see a better move)':
    'faute : cette étape laisse échapper la victoire (révélez la ligne pour voir un meilleur coup)',
  // The claims are words of the worksheet language; in French, its French claims `gagnant` and `perdant`.
  'claim win or loss': 'affirmez gagnant ou perdant',
  'not quite': 'pas tout à fait',
  'a step gives the win away': 'une étape laisse échapper la victoire',
  '{count} steps give the win away': '{count} étapes laissent échapper la victoire',
  'the verdict is unknown within the budget': 'le verdict est inconnu dans les limites du budget',
  'no step gives the win away': 'aucune étape ne laisse échapper la victoire',
  'Work it out, then claim it.': 'Cherchez, puis affirmez votre réponse.',
  'Claim `: win` or `: loss` for the player to move at the end of the line; a win has a winning move to find.':
    'Affirmez `: gagnant` ou `: perdant` pour le joueur qui a le trait à la fin de la ligne ; une position gagnante a un coup gagnant à trouver.',
  'Not quite: look at this position again.': 'Pas tout à fait : regardez encore cette position.',
  '**Practice** · {title}\n\n{hint}\n\n*Reveal* (the lens, or the light bulb) shows the verdict, the reason and the moves.':
    "**Entraînement** · {title}\n\n{hint}\n\n*Révéler* (l'indication au-dessus de la ligne, ou l'ampoule) montre le verdict, la raison et les coups.",

  // puzzles.ts: the comments of a puzzle sheet
  'Practice: {count} position, level {level} (seed {seed}).':
    'Entraînement : {count} position, niveau {level} (graine {seed}).',
  'Practice: {count} positions, level {level} (seed {seed}).':
    'Entraînement : {count} positions, niveau {level} (graine {seed}).',
  'Claim each one `: win` or `: loss`. A win has exactly one winning move: write it as `-> position`.':
    'Affirmez `: gagnant` ou `: perdant` pour chacune. Une position gagnante a exactement un coup gagnant : écrivez-le `-> position`.',
};
