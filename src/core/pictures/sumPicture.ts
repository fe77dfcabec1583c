// A sum of games (`nim + kayles + wythoff`) as its parts' own pictures: each part drawn as its game
// alone would be (Nim's binary columns, a strip of Grundy values, Wythoff's board) under a label
// with its number, its game and its Grundy value, and the XOR of the values written below. The
// marks are the sum's: a part shows the sum's winning moves made in it, and the part the
// recommended move is made in shows that move.
//
// Layout: the parts in their written order, side by side while a row stays within MAX_WIDTH, then
// on the next row (rows of boxes, tops aligned). The whole keeps within MAX_WIDTH by MAX_HEIGHT,
// the largest any picture of one game gets. A part whose game draws no picture of its position,
// one not decided on its own, and one too large even alone are a label in words. While the whole
// is too large, parts give way, the tallest first: a board drawn with the play panel's larger
// cells takes the hover's compact ones; then a drawn part becomes a label in words, the
// recommended move's part kept drawn; then the last parts are left out (never the recommended
// move's), the picture saying how many and the alt text naming them; only then does the
// recommended move's part become words. Then what gave way comes back where it fits again: the
// recommended move's picture first, then the smallest, then the parts left out, in order. Boards
// are never playable here (a sum has no two-heap move).
//
// Within a room (the hover's box) the whole keeps within it instead, the labels are shorter, and
// each part is asked for its picture within the room the whole leaves it, then within narrower
// rooms (a half, a third of the width): parts give way the largest first, to a narrower picture,
// then to words.

import { DEFAULT_BUDGET } from '../budget';
import { gameName } from '../game';
import { type Part } from '../games/definition';
import { isSumExplanation } from '../games/sum/explanation';
import { type Move } from '../move';
import { plural, t } from '../l10n';
import { type Game, type Rules } from '../rules';
import { solverFor } from '../solve';
import { shortNumber } from '../text';
import { type Verdict } from '../verdict';
import { gamePicture } from './gamePicture';
import { type Picture, type PictureOptions, type Room } from './pictureTypes';
import { embedded, svgDocument, tag, text } from './svg';

/**
 * The size a sum's picture keeps within: no picture of one game is larger (Nim's 12 heaps of 40
 * bits are 833 pixels wide; the play panel's whole Wythoff board, 17 by 17 cells of 22 pixels, 416 high).
 */
export const MAX_WIDTH = 840;
export const MAX_HEIGHT = 420;
/** Margin around the whole, and the gap between parts. */
const PAD = 8;
const GAP = 10;
/** Height of a part's label line, of a line of words under it, and of the XOR line at the bottom. */
const LABEL = 16;
const NOTE = 14;
const FOOTER = 18;
/** About the width of a character of the 11-pixel sans-serif text, for the layout (the 10-pixel bold labels within a room take as much). */
const CHARACTER = 6.2;
/** Characters of a game's name in a label, at most. */
const MAX_NAME = 40;
/** Parts drawn at most (beyond, besides the recommended move's, they start left out and undrawn: labels only fit so many). */
const MAX_DRAWN_PARTS = 40;
/** Values written out in the XOR line, at most (beyond, the XOR alone). */
const MAX_LISTED_VALUES = 8;
/** Characters of a game's name in a label within a room, at most. */
const MAX_ROOM_NAME = 24;
/** The shares of the room's width a part's picture is asked for within a room, largest first. */
const ROOM_SHARES = [1, 1 / 2, 1 / 3];

/** One part of the sum as it is drawn: its pictures, largest first, or why it is in words. */
interface PartDrawing {
  readonly index: number;
  readonly name: string;
  readonly heaps: readonly bigint[];
  readonly grundy: bigint | null;
  readonly label: string;
  /** Whether the recommended move is made in this part. */
  readonly recommended: boolean;
  /** The pictures the part can have, largest first, each fitting the whole alone. */
  readonly pictures: readonly Picture[];
  /** Why the part has no picture at all, in the label's words and in the alt text's. */
  readonly note: string;
  readonly why: string;
  /** The picture drawn (an index into `pictures`); `pictures.length` for words. */
  level: number;
  /** Left out of the picture (the whole would be too large even with labels). */
  left: boolean;
  /** Within a room: the label and the words in smaller text. */
  readonly compact: boolean;
}

/** Why a part is in words: under its label (`note`, shorter within a room) and in the alt text (`why`). */
function notDecided(compact = false): { note: string; why: string } {
  return {
    note: compact ? t('not decided alone: no picture') : t('not decided on its own within the budget: no picture'),
    why: t('not decided on its own within the budget, so not drawn'),
  };
}
function noPicture(compact = false): { note: string; why: string } {
  const words = t('no picture of this position (the text explains it)');
  return { note: compact ? t('no picture (the text explains it)') : words, why: words };
}
function tooLarge(compact = false): { note: string; why: string } {
  return {
    note: compact ? t('not drawn: no room') : t('not drawn: no room left in the picture of the sum'),
    why: t('not drawn, as the picture of the whole sum would be too large'),
  };
}

/**
 * The verdict a part's renderer is given: the part's own explanation (from solving it alone), with
 * the sum's outcome and the sum's moves made in this part, in the part's own terms.
 */
export function partVerdict(own: Verdict, sum: Verdict, index: number): Verdict {
  const moves: Move[] = [];
  for (const m of sum.winningMoves) if (m.part?.index === index) moves.push(m.part.move);
  const r = sum.recommended?.part;
  return {
    ...own,
    outcome: sum.outcome,
    winningMoves: moves,
    winningMoveCount: BigInt(moves.length),
    recommended: r?.index === index ? r.move : null,
  };
}

function textWidth(s: string): number {
  return Math.ceil(s.length * CHARACTER);
}

function numberText(n: bigint | null): string {
  return n === null ? t('unknown') : shortNumber(n.toString());
}

/** The heaps of a part in words, the first few of them. */
function heapsText(heaps: readonly bigint[]): string {
  const shown = heaps.slice(0, 6).map((h) => shortNumber(h.toString()));
  const list = `${shown.join(' ')}${heaps.length > 6 ? ' …' : ''}`;
  return heaps.length === 1 ? t('heap {heaps}', { heaps: list }) : t('heaps {heaps}', { heaps: list });
}

/** The picture a part has now, or null when it is in words. */
function pictureNow(part: PartDrawing): Picture | null {
  return part.pictures[part.level] ?? null;
}

/** A part before it is drawn: its label (a short one within a room), no picture yet. */
function undrawnPart(
  index: number,
  game: Game,
  heaps: readonly bigint[],
  grundy: bigint | null,
  recommended: boolean,
  short = false,
): PartDrawing {
  const full = gameName(game);
  const most = short ? MAX_ROOM_NAME : MAX_NAME;
  const name = full.length > most ? `${full.slice(0, most - 1)}…` : full;
  let label: string;
  if (short)
    label =
      grundy === null
        ? t('{part}. {name} · value unknown', { part: index + 1, name })
        : t('{part}. {name} · *{value}', { part: index + 1, name, value: numberText(grundy) });
  else
    label =
      grundy === null
        ? t('part {part} · {name} · Grundy value unknown', { part: index + 1, name })
        : t('part {part} · {name} · Grundy value {value}', { part: index + 1, name, value: numberText(grundy) });
  return {
    index,
    name,
    heaps,
    grundy,
    label,
    recommended,
    pictures: [],
    ...tooLarge(short),
    level: 0,
    left: false,
    compact: short,
  };
}

/** The part's pictures as its game alone would get them, or why it has none. */
function drawPart(
  index: number,
  game: Game,
  heaps: readonly bigint[],
  grundy: bigint | null,
  sum: Verdict,
  options: PictureOptions,
): PartDrawing {
  const room = options.room;
  const part = undrawnPart(index, game, heaps, grundy, sum.recommended?.part?.index === index, room !== undefined);
  // The part alone, in normal play (its values are what the sum adds), from proofs only: no search.
  const rules: Rules = { game, misere: false };
  const own = solverFor(rules, options.budget ?? DEFAULT_BUDGET, false).solve(heaps);
  if (own.outcome === 'unknown') return { ...part, pictures: [], ...notDecided(part.compact) };
  const local = partVerdict(own, sum, index);
  const pictures: Picture[] = [];
  const whole = sizeOf(options);
  if (room) {
    // Within the room the whole leaves a part, then within narrower ones: each kept if narrower still.
    let asked: Picture | null = null;
    for (const share of ROOM_SHARES) {
      const partRoom = {
        width: Math.floor((whole.width - 2 * PAD) * share),
        height: whole.height - PAD - LABEL - GAP / 2 - FOOTER - PAD / 2,
      };
      const drawn = gamePicture(rules, heaps, local, { ...options, interactive: false, room: partRoom });
      asked ??= drawn;
      const previous = pictures[pictures.length - 1];
      if (drawn && fits(drawn, whole) && (!previous || drawn.width < previous.width)) pictures.push(drawn);
    }
    if (!asked) return { ...part, pictures, ...noPicture(true) };
    return { ...part, pictures, ...tooLarge(true) };
  }
  const asked = gamePicture(rules, heaps, local, { ...options, interactive: false });
  if (asked && fits(asked, whole)) pictures.push(asked);
  // The play panel's larger cells, then the hover's compact ones.
  if (asked && options.cell !== undefined) {
    const compact: PictureOptions = { palette: options.palette, showMoves: options.showMoves, interactive: false };
    const smaller = gamePicture(
      rules,
      heaps,
      local,
      options.budget === undefined ? compact : { ...compact, budget: options.budget },
    );
    if (smaller && fits(smaller, whole) && smaller.height < asked.height) pictures.push(smaller);
  }
  if (!asked) return { ...part, pictures, ...noPicture() };
  return { ...part, pictures, ...tooLarge() };
}

/** The size the whole keeps within: the room asked for, else MAX_WIDTH by MAX_HEIGHT. */
function sizeOf(options: PictureOptions): Room {
  return options.room ?? { width: MAX_WIDTH, height: MAX_HEIGHT };
}

/** Whether a part's picture fits the whole on its own, with its label and the XOR line. */
function fits(p: Picture, whole: Room): boolean {
  return p.width <= whole.width - 2 * PAD && LABEL + p.height <= whole.height - 2 * PAD - FOOTER;
}

function boxOf(part: PartDrawing): { width: number; height: number } {
  const label = textWidth(part.label);
  const picture = pictureNow(part);
  if (picture) return { width: Math.max(picture.width, label), height: LABEL + picture.height };
  return {
    width: Math.max(label, textWidth(noteOf(part))),
    height: LABEL + NOTE,
  };
}

/** What a part in words says under its label. */
function noteOf(part: PartDrawing): string {
  return part.pictures.length ? tooLarge(part.compact).note : part.note;
}

interface Layout {
  readonly places: ReadonlyMap<PartDrawing, { readonly x: number; readonly y: number }>;
  readonly width: number;
  readonly height: number;
  /** Top of the lines under the parts. */
  readonly bottom: number;
}

/** The parts not left out in rows, in order, each row as long as the whole's width allows; then the lines below. */
function layOut(parts: readonly PartDrawing[], footer: string, whole: Room): Layout {
  const places = new Map<PartDrawing, { x: number; y: number }>();
  let x = PAD;
  let y = PAD;
  let rowHeight = 0;
  let widest = 0;
  for (const part of parts) {
    if (part.left) continue;
    const box = boxOf(part);
    if (x > PAD && x + box.width > whole.width - PAD) {
      y += rowHeight + GAP;
      x = PAD;
      rowHeight = 0;
    }
    places.set(part, { x, y });
    x += box.width + GAP;
    rowHeight = Math.max(rowHeight, box.height);
    widest = Math.max(widest, x - GAP);
  }
  const bottom = y + rowHeight + GAP / 2;
  const lines = parts.some((p) => p.left) ? 2 : 1;
  return {
    places,
    width: Math.ceil(Math.max(widest + PAD, textWidth(footer) + 2 * PAD)),
    height: Math.ceil(bottom + lines * FOOTER + PAD / 2),
    bottom,
  };
}

/**
 * The part to give way first when the whole is too large: one with a smaller picture to take
 * (compact cells, a narrower room), else one to put in words, the recommended move's only when
 * `last`; the tallest first (within a room, where the parts share one row, the largest).
 */
function partToShrink(parts: readonly PartDrawing[], last: boolean, byArea: boolean): PartDrawing | null {
  const drawn = parts.filter((p) => !p.left && pictureNow(p));
  const smaller = drawn.filter((p) => p.level + 1 < p.pictures.length);
  const size = (p: PartDrawing) => {
    const picture = pictureNow(p)!;
    return byArea ? picture.width * picture.height : picture.height;
  };
  let best: PartDrawing | null = null;
  for (const p of smaller.length ? smaller : drawn.filter((p) => last || !p.recommended))
    if (!best || size(p) >= size(best)) best = p;
  return best;
}

/** The part to leave out first when the rest still does not fit: the last shown, never the recommended move's. */
function partToLeaveOut(parts: readonly PartDrawing[]): PartDrawing | null {
  for (let i = parts.length - 1; i >= 0; i--) if (!parts[i]!.left && !parts[i]!.recommended) return parts[i]!;
  return null;
}

/** The picture of a decided position of a sum, from its parts; null when it has no parts to draw. */
export function sumPicture(
  position: readonly Part[],
  misere: boolean,
  verdict: Verdict,
  options: PictureOptions,
): Picture | null {
  if (position.length === 0) return null;
  const e = verdict.explanation;
  const grundies = position.map((_, i) => {
    const known = verdict.components?.[i]?.grundy;
    if (known !== undefined) return known;
    return isSumExplanation(e) ? (e.rows[i]?.grundy ?? null) : null;
  });
  const recommended = verdict.recommended?.part?.index;
  const parts = position.map((p, i) =>
    i < MAX_DRAWN_PARTS || i === recommended
      ? drawPart(i, p.game, p.heaps, grundies[i] ?? null, verdict, options)
      : { ...undrawnPart(i, p.game, p.heaps, grundies[i] ?? null, false, options.room !== undefined), left: true },
  );
  const xor = grundies.every((g) => g !== null) ? grundies.reduce((a, g) => a ^ g, 0n) : null;

  let how = '';
  if (misere)
    how = ` \u00b7 ${isSumExplanation(e) ? t('misère play: by the frontier rule') : t('misère play: by search')}`;
  else if (!isSumExplanation(e)) how = ` \u00b7 ${t('decided by search')}`;
  const listed = t('XOR of the values: {values} = {xor}{how}', {
    values: grundies.map(numberText).join(' \u2295 '),
    xor: numberText(xor),
    how,
  });
  const whole = sizeOf(options);
  const byArea = options.room !== undefined;
  const footer =
    parts.length <= MAX_LISTED_VALUES && textWidth(listed) <= whole.width - 2 * PAD
      ? listed
      : t('XOR of the {count} values: {xor}{how}', { count: parts.length, xor: numberText(xor), how });

  // Shrink until the whole fits (see the layout at the top); then give back what fits again.
  const within = (l: Layout) => l.height <= whole.height && l.width <= whole.width;
  let laid = layOut(parts, footer, whole);
  const gaveWay = new Set<PartDrawing>();
  while (!within(laid)) {
    const shrink = partToShrink(parts, false, byArea);
    const leave = shrink ? null : partToLeaveOut(parts);
    const last = shrink || leave ? null : partToShrink(parts, true, byArea);
    if (leave) leave.left = true;
    else if (shrink ?? last) {
      const part = (shrink ?? last)!;
      part.level++;
      gaveWay.add(part);
    } else return null;
    laid = layOut(parts, footer, whole);
  }
  const tryChange = (change: () => void, undo: () => void): boolean => {
    change();
    const tried = layOut(parts, footer, whole);
    if (within(tried)) {
      laid = tried;
      return true;
    }
    undo();
    return false;
  };
  // Pictures back first (the recommended move's first, then the smallest), then the parts left out, in order.
  const back = [...gaveWay].sort(
    (a, b) =>
      Number(b.recommended) - Number(a.recommended) ||
      a.pictures[a.level - 1]!.height - b.pictures[b.level - 1]!.height,
  );
  for (const part of back)
    while (
      part.level > 0 &&
      tryChange(
        () => part.level--,
        () => part.level++,
      )
    );
  for (const part of parts)
    if (part.left)
      tryChange(
        () => (part.left = false),
        () => (part.left = true),
      );

  const palette = options.palette;
  const body: string[] = [];
  for (const part of parts) {
    const place = laid.places.get(part);
    if (!place) continue;
    const { x, y } = place;
    const picture = pictureNow(part);
    const inside = picture
      ? embedded(picture.svg, x, y + LABEL) +
        tag('rect', {
          class: 'frame',
          x: x + 0.5,
          y: y + LABEL + 0.5,
          width: picture.width - 1,
          height: picture.height - 1,
          rx: 4,
          fill: 'none',
          stroke: palette.grid,
        })
      : text(x, y + LABEL + 10, noteOf(part), { fill: palette.muted, 'font-size': 10 });
    body.push(
      tag(
        'g',
        {
          'data-part': part.index + 1,
          'data-kind': picture ? picture.kind : 'words',
          'data-grundy': part.grundy === null ? 'unknown' : part.grundy.toString(),
          'data-recommended': part.recommended ? 'true' : null,
          class: 'part',
        },
        text(x, y + 12, part.label, {
          fill: palette.text,
          'font-weight': 'bold',
          'font-size': part.compact ? 10 : null,
        }) + inside,
      ),
    );
  }
  let line = laid.bottom + 12;
  const left = parts.filter((p) => p.left).length;
  if (left > 0) {
    body.push(
      text(
        PAD,
        line,
        plural(
          left,
          '{count} part left out (no room): the text explains it',
          '{count} parts left out (no room): the text explains them',
        ),
        {
          class: 'left-out',
          fill: palette.muted,
        },
      ),
    );
    line += FOOTER;
  }
  body.push(text(PAD, line, footer, { class: 'xor', fill: palette.text, 'font-weight': 'bold' }));

  const said = parts.map((part) => {
    const head =
      part.grundy === null
        ? t('Part {part}, {name}, Grundy value unknown', { part: part.index + 1, name: part.name })
        : t('Part {part}, {name}, Grundy value {value}', {
            part: part.index + 1,
            name: part.name,
            value: numberText(part.grundy),
          });
    const picture = pictureNow(part);
    if (part.left)
      return t('{head} ({heaps}): left out of the picture, which would be too large.', {
        head,
        heaps: heapsText(part.heaps),
      });
    if (!picture)
      return t('{head} ({heaps}): {why}.', {
        head,
        heaps: heapsText(part.heaps),
        why: part.pictures.length ? tooLarge().why : part.why,
      });
    return t('{head}: {alt}', { head, alt: picture.alt });
  });
  let rule = '';
  if (misere)
    rule = isSumExplanation(e)
      ? ` ${t('Misère play: decided by the frontier rule, not by the XOR alone.')}`
      : ` ${t('Misère play: decided by exhaustive search.')}`;
  else if (!isSumExplanation(e)) rule = ` ${t('Decided by exhaustive search.')}`;
  const alt = `${t('A sum of {count} games, each part drawn as its game alone.', { count: parts.length })} ${said.join(' ')} ${t('XOR of the values: {xor}.', { xor: numberText(xor) })}${rule}`;
  return {
    kind: 'sum',
    svg: svgDocument(laid.width, laid.height, alt, body.join(''), palette),
    alt,
    width: laid.width,
    height: laid.height,
  };
}
