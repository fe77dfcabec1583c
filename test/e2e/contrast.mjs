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
