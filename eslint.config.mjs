// ESLint with typescript-eslint's type-aware rules over the TypeScript sources and tests, and the
// arrows of docs/architecture.md's layers: which folder of src/ may import which.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const NO_VSCODE = { name: 'vscode', message: 'this part of Nim Lens runs without VS Code (Node, the CLI, a webview).' };

/**
 * The layers of src/ and what each may import (besides itself): core ← cli; core, shared ← editor,
 * play ← composition ← extension.ts and web/; shared ← webview. Whether it may use vscode.
 */
export const LAYERS = {
  core: { may: [], vscode: false },
  cli: { may: ['core'], vscode: false },
  shared: { may: ['core'], vscode: false },
  webview: { may: ['core', 'shared'], vscode: false },
  editor: { may: ['core', 'shared'], vscode: true },
  play: { may: ['core', 'shared'], vscode: true },
  web: { may: ['core', 'shared', 'editor', 'composition'], vscode: true },
};
const ALL = [...Object.keys(LAYERS), 'composition', 'extension'];

export const layerRules = Object.entries(LAYERS).map(([layer, { may, vscode }]) => {
  const forbidden = ALL.filter((other) => other !== layer && !may.includes(other));
  return {
    files: [`src/${layer}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...(vscode ? {} : { paths: [NO_VSCODE] }),
          patterns: forbidden.map((other) => ({
            group: [`**/${other}/**`, `**/${other}`, `**/${other}.js`],
            message: `src/${layer} must not import src/${other} (the layers of docs/architecture.md).`,
          })),
        },
      ],
    },
  };
});

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'out/**',
      'out-*/**',
      'node_modules/**',
      'bench-output/**',
      'test-results/**',
      'scripts/**',
      'test/e2e/**',
      'test/harness/**',
      'test/lint/**',
      'bin/**',
      '*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { project: ['./tsconfig.json', './tsconfig.webview.json'], tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      // A conditional inside a conditional hid a wrong explanation once: write if/else or a table.
      'no-nested-ternary': 'error',
      'no-restricted-imports': ['error', { paths: [NO_VSCODE] }],
    },
  },
  ...layerRules,
  {
    // The activation composes the editor and the play panel; the host tests drive VS Code.
    files: ['src/extension.ts', 'src/composition.ts', 'test/host/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
