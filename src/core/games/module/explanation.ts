// A game module's reasons: its closed form, used once exhaustive search agreed with it on its
// samples; retrograde analysis where its positions come back, in normal and in misère play.

import { type ExplanationRenderer } from '../../explanationText';
import { t } from '../../l10n';
import { type RetrogradeReason, retrogradeRenderer } from '../retrogradeExplanation';

/** A module's closed form, checked before it was used. */
export interface ModuleFormulaExplanation {
  readonly kind: 'module-formula';
  /** The game's name, as its module gives it. */
  readonly name: string;
  /** The positions its samples reach, on which search agreed with the form. */
  readonly positions: number;
  /** What the form says of this position, as the module's own words (`its Grundy value is 3`). */
  readonly said: string;
}

/** A module's game whose positions come back, decided by retrograde analysis in normal play. */
export interface ModuleRetrogradeExplanation {
  readonly kind: 'module-retrograde';
  readonly positions: number;
}

/** The same in misère play. */
export interface ModuleMisereRetrogradeExplanation extends RetrogradeReason {
  readonly kind: 'module-misere-retrograde';
}

function formulaLines(e: ModuleFormulaExplanation): string[] {
  return [
    t("{name}'s module gives a closed form: {said}.", { name: e.name, said: e.said }),
    t('It was used only after exhaustive search agreed with it on the {count} positions its samples reach.', {
      count: e.positions,
    }),
  ];
}

export const MODULE_FORMULA_EXPLANATION: ExplanationRenderer<ModuleFormulaExplanation> = {
  kind: 'module-formula',
  method: (e) =>
    t("{name}'s formula, checked against exhaustive search on {count} positions", {
      name: e.name,
      count: e.positions,
    }),
  lines: formulaLines,
  markdown: (e) => formulaLines(e).join('\n\n'),
};

function retrogradeLine(e: ModuleRetrogradeExplanation): string {
  return t(
    'Retrograde analysis of the {count} positions reachable (a player who cannot move loses; positions neither player can force are draws).',
    { count: e.positions },
  );
}

export const MODULE_RETROGRADE_EXPLANATION: ExplanationRenderer<ModuleRetrogradeExplanation> = {
  kind: 'module-retrograde',
  method: (e) => t('retrograde analysis of {count} positions', { count: e.positions }),
  lines: (e) => [retrogradeLine(e)],
  markdown: retrogradeLine,
};

export const MODULE_MISERE_RETROGRADE_EXPLANATION = retrogradeRenderer<ModuleMisereRetrogradeExplanation>(
  'module-misere-retrograde',
  (count) => t('misère play by retrograde analysis of {count} positions', { count }),
);
