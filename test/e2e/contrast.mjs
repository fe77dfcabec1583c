// The contrast of a panel's pieces against what is under them (WCAG's 3:1 for graphics), measured
// in the page: passed to a frame's `evaluate`, so it uses nothing from outside its own body.

/**
 * The lowest contrast ratio among the pieces `pieces` (a selector), of each one's fill or border,
 * whichever shows more, against the background of its closest `card` (a selector), or of its
 * parent where `card` is null; colours with transparency are laid over what is under them. Only
 * enabled pieces where `enabledOnly`. `least` is null where there is no piece.
 */
export function leastContrast({ pieces, card, enabledOnly }) {
  const rgba = (text) => {
    const [r, g, b, a = 1] = (text.match(/[\d.]+/g) ?? ['0', '0', '0', '0']).map(Number);
    return { r, g, b, a };
  };
  const over = (top, under) => ({
    r: top.r * top.a + under.r * (1 - top.a),
    g: top.g * top.a + under.g * (1 - top.a),
    b: top.b * top.a + under.b * (1 - top.a),
    a: 1,
  });
  const backgroundOf = (element) => {
    const layers = [];
    for (let e = element; e; e = e.parentElement) layers.push(rgba(getComputedStyle(e).backgroundColor));
    return layers.reduceRight((under, top) => over(top, under), { r: 255, g: 255, b: 255, a: 1 });
  };
  const luminance = ({ r, g, b }) => {
    const f = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const ratio = (x, y) => {
    const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p);
    return (hi + 0.05) / (lo + 0.05);
  };
  const found = [...document.querySelectorAll(pieces)].filter((p) => !enabledOnly || !p.disabled);
  const ratios = found.map((piece) => {
    const under = backgroundOf(card ? piece.closest(card) : piece.parentElement);
    const style = getComputedStyle(piece);
    const fill = over(rgba(style.backgroundColor), under);
    const border = parseFloat(style.borderTopWidth) > 0 ? over(rgba(style.borderTopColor), under) : under;
    return Math.max(ratio(fill, under), ratio(border, under));
  });
  return { count: found.length, least: ratios.length ? Math.min(...ratios) : null };
}

/**
 * The lowest contrast ratio among the shapes of the panel's picture (`.nl-picture svg`) that carry
 * its meaning, against the picture's background: each shape's fill (with its opacity) or stroke,
 * whichever shows more. Meaningful are the shapes painted by role (see src/core/pictures/svg.ts and
 * media/play.css) as the position, a target, a cold cell, text-coloured or muted lines and marks:
 * Wythoff's queen and cells, Chomp's squares, Hackenbush's edges and ground, a digraph's nodes and
 * arrows, Nim's XOR bits, stairs. Left out on purpose: the background and the labels' halos (`bg`),
 * gridlines and cell outlines (`grid`), and the tiles of Grundy values (`g0`…`g6`), whose value is
 * written in them (their colour only repeats it). Words are text, not shapes: the hover and words
 * tests see to them. `least` is null where no such shape is drawn; `faintest` says which one.
 */
export function leastShapeContrast() {
  const MEANINGFUL = ['cold', 'position', 'target', 'text', 'muted'].flatMap((r) => [`fill-${r}`, `stroke-${r}`]);
  const rgba = (text) => {
    if (!text || text === 'none' || text.startsWith('url(')) return { r: 0, g: 0, b: 0, a: 0 };
    const [r, g, b, a = 1] = (text.match(/[\d.]+/g) ?? ['0', '0', '0', '0']).map(Number);
    return { r, g, b, a };
  };
  const over = (top, under) => ({
    r: top.r * top.a + under.r * (1 - top.a),
    g: top.g * top.a + under.g * (1 - top.a),
    b: top.b * top.a + under.b * (1 - top.a),
    a: 1,
  });
  const luminance = ({ r, g, b }) => {
    const f = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const ratio = (x, y) => {
    const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p);
    return (hi + 0.05) / (lo + 0.05);
  };
  const svg = document.querySelector('.nl-picture svg');
  if (!svg) return { count: 0, least: null, faintest: null };
  // The page under the picture, then the picture's own background (its first rect, `fill-bg`).
  const layers = [];
  for (let e = svg.parentElement; e; e = e.parentElement) layers.push(rgba(getComputedStyle(e).backgroundColor));
  let under = layers.reduceRight((u, top) => over(top, u), { r: 255, g: 255, b: 255, a: 1 });
  const backdrop = svg.querySelector('rect.fill-bg');
  if (backdrop) under = over(rgba(getComputedStyle(backdrop).fill), under);
  const shapes = [...svg.querySelectorAll('rect, circle, ellipse, path, line, polyline, polygon')].filter(
    (s) => !s.closest('pattern') && [...s.classList].some((c) => MEANINGFUL.includes(c)),
  );
  let least = null;
  let faintest = null;
  for (const shape of shapes) {
    const style = getComputedStyle(shape);
    const fill = rgba(style.fill);
    fill.a *= Number(style.fillOpacity) * Number(style.opacity);
    const stroke = rgba(style.stroke);
    stroke.a *= Number(style.strokeOpacity) * Number(style.opacity);
    const painted = [fill.a > 0 ? fill : null, stroke.a > 0 && parseFloat(style.strokeWidth) > 0 ? stroke : null];
    const ratios = painted.filter(Boolean).map((c) => ratio(over(c, under), under));
    if (!ratios.length) continue; // drawn in no colour: a target for clicks, not a mark
    const shown = Math.max(...ratios);
    if (least === null || shown < least) {
      least = shown;
      faintest = `${shape.tagName} .${[...shape.classList].join('.')} fill ${style.fill} (${style.fillOpacity}) stroke ${style.stroke} on rgb(${[under.r, under.g, under.b].map(Math.round).join(', ')})`;
    }
  }
  return { count: shapes.length, least, faintest };
}
