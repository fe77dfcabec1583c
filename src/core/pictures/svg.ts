// Small helpers for writing SVG as text: escaping, the document, colours, and a data URI.
// No DOM: the same text goes into a hover (as an image) and into the play panel (inline).

/** Colours of a picture. The hover paints concrete colours for the theme's kind; the play panel passes CSS variables. */
export interface Palette {
  readonly background: string;
  readonly text: string;
  readonly muted: string;
  readonly grid: string;
  /** Losing (cold) cells and P-positions. */
  readonly cold: string;
  /**
   * The edge of a cold cell: its fill stays light enough for the digits drawn on it, and the edge
   * makes the cell stand out from the background (3:1, WCAG's measure for graphics).
   */
  readonly coldEdge: string;
  readonly position: string;
  readonly target: string;
  /** Fill of a Grundy value, by value (cycled beyond the list). */
  readonly values: readonly string[];
  readonly valueText: string;
}

export const LIGHT_PALETTE: Palette = {
  background: '#ffffff',
  text: '#1f1f1f',
  muted: '#6b6b6b',
  grid: '#c8c8c8',
  cold: '#9ec5fe',
  coldEdge: '#1f5fbf',
  position: '#b3261e',
  target: '#1a7f37',
  values: [
    '#e8e8e8',
    '#fde68a',
    '#a7f3d0',
    '#bfdbfe',
    '#fbcfe8',
    '#fed7aa',
    '#ddd6fe',
    '#99f6e4',
    '#fecaca',
    '#d9f99d',
  ],
  valueText: '#1f1f1f',
};

export const DARK_PALETTE: Palette = {
  background: '#1e1e1e',
  text: '#e6e6e6',
  muted: '#a0a0a0',
  grid: '#4a4a4a',
  cold: '#1f4e8c',
  coldEdge: '#58a6ff',
  position: '#ff7b72',
  target: '#56d364',
  values: [
    '#3a3a3a',
    '#7a5c00',
    '#1b6b4a',
    '#1f4e8c',
    '#7a2e5a',
    '#8a4b12',
    '#4b3a8c',
    '#0f6b66',
    '#7a2626',
    '#4d6b12',
  ],
  valueText: '#f0f0f0',
};

/**
 * Colours left to a stylesheet, for SVG inside a webview: a colour `role:NAME` in `fill` or `stroke`
 * becomes the class `fill-NAME` or `stroke-NAME`, which media/play.css paints with the theme's
 * `--vscode-*` variables (presentation attributes cannot hold `var()`, and the webview's CSP allows
 * no inline style).
 */
export const THEME_PALETTE: Palette = {
  background: 'role:bg',
  text: 'role:text',
  muted: 'role:muted',
  grid: 'role:grid',
  cold: 'role:cold',
  coldEdge: 'role:cold-edge',
  position: 'role:position',
  target: 'role:target',
  values: ['role:g0', 'role:g1', 'role:g2', 'role:g3', 'role:g4', 'role:g5', 'role:g6'],
  valueText: 'role:value-text',
};

const ROLE = 'role:';

/** A cell's edge: a cold cell's own (it must stand out), else the grid's. */
export function cellEdge(palette: Palette, cold: boolean): string {
  return cold ? palette.coldEdge : palette.grid;
}

export function valueFill(palette: Palette, g: number): string {
  return palette.values[g % palette.values.length]!;
}

const NEEDS_ESCAPE = /[&<>"']|[^\x20-\x7e]/;

/** Text for an attribute or an element: the five XML specials escaped, anything not ASCII as a character reference. */
export function xml(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return text;
  return text
    .replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
    .replace(/[^\x20-\x7e]/gu, (c) => `&#${c.codePointAt(0)!};`);
}

/** An element with attributes (values escaped) and optional content (already SVG). */
export function tag(
  name: string,
  attributes: Record<string, string | number | null | undefined>,
  content?: string,
): string {
  let out = `<${name}`;
  const classes: string[] = [];
  for (const [k, v] of Object.entries(attributes)) {
    if (v === null || v === undefined) continue;
    if (k === 'class') classes.push(String(v));
    else if ((k === 'fill' || k === 'stroke') && typeof v === 'string' && v.startsWith(ROLE))
      classes.push(`${k}-${v.slice(ROLE.length)}`);
    else out += ` ${k}="${xml(String(v))}"`;
  }
  if (classes.length) out += ` class="${xml(classes.join(' '))}"`;
  return content === undefined ? `${out}/>` : `${out}>${content}</${name}>`;
}

export function text(
  x: number,
  y: number,
  content: string,
  attributes: Record<string, string | number | null | undefined> = {},
): string {
  return tag('text', { x, y, ...attributes }, xml(content));
}

/**
 * A label's halo: a stroke in the picture's background drawn under its letters, so that a line
 * passing beneath a label (an arrow, an edge) never strikes it through.
 */
export function halo(palette: Palette): Record<string, string | number> {
  return { stroke: palette.background, 'stroke-width': 4, 'stroke-linejoin': 'round', 'paint-order': 'stroke' };
}

/** How every document of `svgDocument` starts: `embedded` relies on it. */
const DOCUMENT_START = '<svg xmlns="http://www.w3.org/2000/svg" ';

/** A whole SVG document; `title` is its accessible name. Plain ASCII, so any base64 encoder takes it. */
export function svgDocument(
  width: number,
  height: number,
  title: string,
  body: string,
  palette: Palette,
  interactive = false,
): string {
  // A picture is one image to assistive technology; a playable board is a group of buttons.
  const role = interactive ? `role="group" aria-label="${xml(title)}"` : 'role="img"';
  return (
    `${DOCUMENT_START}width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ${role} font-family="sans-serif" font-size="11">` +
    `${tag('title', {}, xml(title))}${tag('rect', { width, height, fill: palette.background, rx: 4 })}${body}</svg>`
  );
}

/**
 * The drawing of a document of `svgDocument` moved to (x, y) inside another: its content, title
 * included, in a group (not a nested `svg`, which a stylesheet's rules for `svg` would resize).
 */
export function embedded(svg: string, x: number, y: number): string {
  const open = svg.indexOf('>');
  if (!svg.startsWith(DOCUMENT_START) || open < 0 || !svg.endsWith('</svg>'))
    throw new Error('embedded: not a document of svgDocument');
  // Attribute values are escaped, so the first '>' closes the opening tag.
  return `<g transform="translate(${x} ${y})">${svg.slice(open + 1, -'</svg>'.length)}</g>`;
}

/** The picture as a data URI. The SVG is ASCII, so `btoa` (in Node and in browsers alike) takes it. */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}
