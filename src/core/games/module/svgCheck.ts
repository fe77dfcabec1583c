// A game module's picture is untrusted SVG: it is shown in hovers and as the play panel's board only
// when it is one standalone <svg> element that runs nothing and fetches nothing. What is refused,
// and why, in words for the diagnostic; null when it passes.

import { t } from '../../l10n';

/** The most characters a module's picture may have. */
export const MAX_SVG = 1_000_000;

/** Elements that run code, embed other documents or animate attributes into references. */
const REFUSED_ELEMENTS =
  /<\s*(script|foreignObject|iframe|object|embed|image|use|animate|set|animateMotion|animateTransform|handler|listener|feImage|a|style|link|meta|base)\b/i;

/** Why a picture is refused, or null when it may be shown. */
export function svgProblem(svg: string): string | null {
  if (svg.length > MAX_SVG)
    return t('its picture has {count} characters, more than {max}', { count: svg.length, max: MAX_SVG });
  const trimmed = svg.trim();
  if (!/^<svg[\s>]/i.test(trimmed) || !/<\/svg>$/i.test(trimmed)) return t('its picture is not one <svg> element');
  if (/<!DOCTYPE|<!ENTITY|<\?/i.test(trimmed)) return t('its picture declares entities or instructions');
  const element = REFUSED_ELEMENTS.exec(trimmed);
  if (element) return t('its picture holds a <{element}> element', { element: element[1]! });
  if (/\son[a-z]+\s*=/i.test(trimmed)) return t('its picture has an event attribute (on…=)');
  if (/javascript:|data:|vbscript:/i.test(trimmed)) return t('its picture refers to a script or data URL');
  for (const m of trimmed.matchAll(/(?:href|src)\s*=\s*(["']?)([^"'\s>]*)\1/gi))
    if (!m[2]!.startsWith('#'))
      return t('its picture refers to something outside it ({reference})', { reference: m[2]! });
  for (const m of trimmed.matchAll(/url\(\s*(["']?)([^"')]*)\1\s*\)/gi))
    if (!m[2]!.startsWith('#'))
      return t('its picture refers to something outside it ({reference})', { reference: m[2]! });
  if (/@import/i.test(trimmed)) return t('its picture imports a style sheet');
  return null;
}
