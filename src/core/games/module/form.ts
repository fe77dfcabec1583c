// A game module's position as a line writes it: the text of the part, read by the module
// (runtime.ts `read`), whose errors fall on their columns of the line. The vector is the canonical
// text as one number (positionText.ts); the JSON and every answer write that text back.

import { type NumberNode } from '../../reading/syntax';
import { type TokenReader } from '../../reading/tokenReader';
import {
  failureOf,
  PLAIN_STYLE,
  type OwnRead,
  type PartShape,
  type PositionForm,
  type ReadContext,
} from '../forms/form';
import { t } from '../../l10n';
import { type PositionNode, type PositionStyle } from '../../reading/syntax';
import { runtimeAt } from './connected';
import { textNumber, vectorText } from './positionText';
import { ModuleFault } from './runtime';

/** The form's name in a style (`style.own.form`). */
export const MODULE_FORM_ID = 'module';

const DEFAULT_STYLE: PositionStyle = { ...PLAIN_STYLE, own: { form: MODULE_FORM_ID } };

/** The part's text, from its first token to its last, as one node. */
function readOwn(reader: TokenReader): OwnRead | null {
  const first = reader.peek();
  if (!first) return null;
  let last = first;
  for (let tok = reader.peek(); tok; tok = reader.peek()) last = reader.next()!;
  const text = reader.text.slice(first.start, last.end);
  const node: NumberNode = { value: textNumber(text), text, range: reader.range(first.start, last.end) };
  return { numbers: [node], own: { form: MODULE_FORM_ID } };
}

/** The game of a module, as the form sees it (the context names it). */
interface ModuleGameData {
  readonly path: string;
  readonly parameters: string;
}

function read(node: PositionNode, context: ReadContext): PartShape {
  const fail = failureOf(node);
  const where = (message: string) =>
    context.part === null ? message : t('part {part}: {message}', { part: context.part + 1, message });
  const own = node.style.own?.form === MODULE_FORM_ID ? node.heaps[0] : undefined;
  if (!own || node.heaps.length !== 1)
    return fail(where(t('{name} positions are written as its module reads them', { name: context.name })));
  const game = context.game as unknown as ModuleGameData;
  try {
    const read = runtimeAt(game.path).read(own.text, game.parameters);
    if (read.ok) return { ok: true, vector: [textNumber(read.value)] };
    const range = read.at
      ? {
          line: own.range.line,
          start: own.range.start + read.at[0],
          end: own.range.start + Math.max(read.at[1], read.at[0] + 1),
        }
      : own.range;
    return fail(where(read.message), { ...range, end: Math.min(range.end, own.range.end) });
  } catch (e) {
    if (e instanceof ModuleFault) return fail(where(e.message));
    throw e;
  }
}

export const MODULE_FORM: PositionForm = {
  canonical: true,
  searchedWhole: true,
  defaultStyle: DEFAULT_STYLE,
  read,
  restyle: (style) => (style.own?.form === MODULE_FORM_ID ? style : DEFAULT_STYLE),
  fits: () => true,
  json: (vector) => [vectorText(vector) ?? ''],
  ownText: {
    id: MODULE_FORM_ID,
    anyText: true,
    read: readOwn,
    write: (vector) => vectorText(vector) ?? '',
  },
};
