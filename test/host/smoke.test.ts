import * as assert from 'assert';
import { lensTitles, openWorksheet, until } from './helpers';

describe('smoke: the extension in a real VS Code', () => {
  it('activates on a .nim worksheet, sets its language and shows a code lens', async () => {
    const editor = await openWorksheet('smoke.nim', 'nim\n3 4 5\n');
    assert.strictEqual(editor.document.languageId, 'nim-worksheet');
    const titles = await until('a code lens', async () => {
      const t = await lensTitles(editor.document.uri);
      return t.length > 0 ? t : undefined;
    });
    assert.deepStrictEqual(titles[0], { line: 1, title: '✓ Win · take 2 from heap 1 → 1 4 5 · 1 winning move' });
  });
});
