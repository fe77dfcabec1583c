// Drawing the page again from inside a control (coins chosen by a click), without the controls
// knowing the page: main.ts says how.

let draw: (keepTyped: boolean) => void = () => undefined;

/** How the page is drawn again from the latest state; `keepTyped` keeps what the fields hold. */
export function onRedraw(f: (keepTyped: boolean) => void): void {
  draw = f;
}

export function redraw(keepTyped: boolean): void {
  draw(keepTyped);
}
