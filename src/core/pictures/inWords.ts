// Lists in words for the pictures' text alternatives: `5`, `5 and 2`, `2, 3 and 5`.

export function inWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
