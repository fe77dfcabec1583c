// The layers of docs/architecture.md, as ESLint enforces them: each folder of src/ may import the
// folders its row names and no other, and only the editor side may import vscode.
import assert from 'node:assert/strict';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { LAYERS, layerRules } from '../../eslint.config.mjs';

const eslint = new ESLint({
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, ...layerRules],
});

async function errorsOf(layer, source) {
  const [result] = await eslint.lintText(source, { filePath: `src/${layer}/probe.ts` });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
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
