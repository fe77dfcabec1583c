// The layers of docs/architecture.md, as ESLint enforces them: each folder of src/ may import the
// folders its row names and no other, and only the editor side may import vscode.
import assert from 'node:assert/strict';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { coreLayerRules, LAYERS, layerRules } from '../../eslint.config.mjs';

const eslint = new ESLint({
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
    ...layerRules,
    ...coreLayerRules,
  ],
});

async function errorsOf(layer, source) {
  const [result] = await eslint.lintText(source, { filePath: `src/${layer}/probe.ts` });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

/** Whether a module at `file` (under src/) may import `path`, by value and by type alike. */
async function mayImport(file, path) {
  const source = `import { thing } from '${path}';\nimport type { Kind } from '${path}';\nexport const used: Kind = thing;\n`;
  const [result] = await eslint.lintText(source, { filePath: `src/${file}` });
  const errors = result.messages.filter((m) => m.ruleId === 'no-restricted-imports');
  assert.ok(
    errors.length === 0 || errors.length === 2,
    `${file} → ${path}: ${errors.map((m) => m.message).join('; ')}`,
  );
  return errors.length === 0;
}

describe('lint: the layers of src/', () => {
  const folders = [...Object.keys(LAYERS), 'composition', 'extension'];
  for (const [layer, { may, vscode }] of Object.entries(LAYERS)) {
    it(`src/${layer} imports ${may.length ? may.join(', ') : 'only itself'}${vscode ? ' and vscode' : ''}`, async () => {
      for (const other of folders) {
        if (other === layer) continue;
        const path = other === 'composition' || other === 'extension' ? `../${other}` : `../${other}/module`;
        const errors = await errorsOf(
          layer,
          `import { thing } from '${path}';\nimport type { Kind } from '../../src/${other}/types';\nexport const used: Kind = thing;\n`,
        );
        if (may.includes(other)) assert.deepEqual(errors, [], `${layer} may import ${other}`);
        else
          assert.equal(
            errors.length,
            2,
            `${layer} must not import ${other}, by value or by type: ${errors.join('; ')}`,
          );
      }
      assert.equal(
        (await errorsOf(layer, "import * as vscode from 'vscode';\nexport const v = vscode;\n")).length,
        vscode ? 0 : 1,
        'vscode',
      );
      assert.deepEqual(await errorsOf(layer, "import { x } from './sibling';\nexport const y = x;\n"), [], 'itself');
    });
  }
});

// Inside the core, bottom up: the reading of text, the games, what stands on them (the registry,
// the solver's entry, the worksheet, practice, the choice of picture). l10n imports only itself.
describe('lint: the layers inside src/core', () => {
  const cases = [
    // [file, import, allowed]
    ['core/reading/probe.ts', './lexer', true],
    ['core/reading/probe.ts', '../l10n', true],
    ['core/reading/probe.ts', '../bigint', true],
    ['core/reading/probe.ts', '../games/nim/nim', false],
    ['core/reading/probe.ts', '../games/forms/names', false],
    ['core/reading/probe.ts', '../worksheet/parse', false],
    ['core/reading/probe.ts', '../rules', false],
    ['core/reading/probe.ts', '../game', false],
    ['core/reading/probe.ts', '../preference', false],
    ['core/games/nim/probe.ts', '../../reading/syntax', true],
    ['core/games/nim/probe.ts', '../../reading/rulesReader', true],
    ['core/games/nim/probe.ts', '../forms/heaps', true],
    ['core/games/nim/probe.ts', '../../rules', true],
    ['core/games/nim/probe.ts', '../../l10n', true],
    ['core/games/nim/probe.ts', '../../pictures/svg', true],
    ['core/games/nim/probe.ts', '../../worksheet/syntax', false],
    ['core/games/nim/probe.ts', '../../worksheet/format', false],
    ['core/games/nim/probe.ts', '../../game', false],
    ['core/games/nim/probe.ts', '../../solve', false],
    ['core/games/nim/probe.ts', '../../explain', false],
    ['core/games/nim/probe.ts', '../../practice/grade', false],
    ['core/games/nim/probe.ts', '../../pictures/picture', false],
    ['core/games/probe.ts', '../worksheet/words', false],
    ['core/l10n/probe.ts', './fr', true],
    ['core/l10n/fr/probe.ts', './catalogue', true],
    ['core/l10n/fr/probe.ts', '../../games/nim/fr', false],
    ['core/l10n/probe.ts', '../games/nim/fr', false],
    ['core/l10n/probe.ts', '../worksheet/words', false],
    ['core/worksheet/probe.ts', '../games/nim/nim', true],
    ['core/worksheet/probe.ts', '../reading/lexer', true],
    ['core/worksheet/probe.ts', '../game', true],
  ];
  for (const [file, path, allowed] of cases)
    it(`src/${file} ${allowed ? 'may' : 'must not'} import ${path}`, async () => {
      assert.equal(await mayImport(file, path), allowed);
    });
  it('every layer still keeps vscode out', async () => {
    for (const file of ['core/reading/probe.ts', 'core/games/nim/probe.ts', 'core/l10n/probe.ts'])
      assert.equal(await mayImport(file, 'vscode'), false, file);
  });
});
