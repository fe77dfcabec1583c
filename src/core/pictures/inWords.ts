// Lists in words for the pictures' text alternatives: `5`, `5 and 2`, `2, 3 and 5`.

import { t } from '../l10n';

export function inWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return t('{items} and {last}', { items: items.slice(0, -1).join(', '), last: items[items.length - 1]! });
}
