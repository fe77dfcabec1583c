// A plain octal code for `table` and `period` is read without the worksheet's parser (so that the
// run loads no other game): it must give what that parser gives, to the rules, text and name.

import * as assert from 'node:assert/strict';
import { ANY_RULES } from '../../src/cli/anyRules';
import { heapRulesFor, PLAIN_OCTAL } from '../../src/cli/heapRules';
import { octalRules } from '../../src/cli/octalRules';
import { setLanguage } from '../../src/core/l10n';

describe('nim-lens table and period: a plain octal code read alone', () => {
  afterEach(() => setLanguage('en'));

  it('gives the parser’s rules, text, name and definition, in both languages', () => {
    const codes = ['0.07', '0.77', '0.7777', '0.137', '0.070', '0.6', '0.106', '0.4000', '0.' + '7'.repeat(64)];
    for (const language of ['en', 'fr'] as const) {
      setLanguage(language);
      for (const code of codes) {
        const text = `octal ${code}`;
        const alone = octalRules(text);
        assert.ok(alone, text);
        const read = alone.read(text);
        const full = ANY_RULES.read(text);
        assert.ok(read.ok && full.ok, text);
        assert.deepEqual(read.rules, full.rules, text);
        assert.equal(alone.rulesText(read.rules), ANY_RULES.rulesText(full.rules), text);
        assert.equal(alone.gameName(read.rules.game), ANY_RULES.gameName(full.rules.game), text);
        assert.equal(alone.definitionOf(read.rules.game), ANY_RULES.definitionOf(full.rules.game), text);
      }
    }
  });

  it('leaves everything else to the parser, which says what is wrong', async () => {
    for (const text of [
      'kayles',
      'octal 0.07 misere',
      'octal  0.07',
      'octal 0.08',
      'octal 0.0',
      'octal 0.' + '7'.repeat(65),
    ])
      assert.equal(octalRules(text), null, text);
    assert.equal(await heapRulesFor('octal 0.0'), ANY_RULES, 'a code with no move');
    assert.equal(await heapRulesFor('dawson'), ANY_RULES);
    assert.notEqual(await heapRulesFor('octal 0.07'), ANY_RULES);
    assert.ok(PLAIN_OCTAL.test('octal 0.07'));
  });
});
