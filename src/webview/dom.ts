// Building the page: elements, buttons, fields, and the live region's notices.

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string>> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) if (v !== undefined) e.setAttribute(k, v);
  for (const c of children) e.append(c);
  return e;
}

export function button(
  label: string,
  onClick: () => void,
  props: Partial<Record<string, string>> = {},
  disabled = false,
): HTMLButtonElement {
  const b = el('button', { type: 'button', ...props }, label);
  b.disabled = disabled;
  b.addEventListener('click', onClick);
  return b;
}

/** Enter in any of these fields presses the button, as in a form. */
export function submitOnEnter(fields: readonly HTMLElement[], submit: HTMLButtonElement): void {
  for (const field of fields)
    field.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') submit.click();
    });
}
