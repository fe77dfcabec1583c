// ESLint with typescript-eslint's type-aware rules over the TypeScript sources and tests.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'out/**', 'node_modules/**', 'bench-output/**', 'test-results/**', 'scripts/**', 'test/e2e/**', 'test/harness/**', 'bin/**', '*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { project: ['./tsconfig.json', './tsconfig.webview.json'], tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports', fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'no-restricted-imports': ['error', { paths: [{ name: 'vscode', message: 'src/core, src/cli and src/shared run without VS Code.' }] }],
    },
  },
  {
    // Only the editor, the play panel's host side, the activation and the host tests may use vscode.
    files: ['src/editor/**', 'src/play/**', 'src/web/**', 'src/extension.ts', 'src/composition.ts', 'test/host/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Folders depend one way: editor and play never import each other.
    files: ['src/editor/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/play/**', '**/play'], message: 'editor must not import play: extension.ts composes them.' }] }] },
  },
  {
    files: ['src/play/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/editor/**', '**/editor'], message: 'play must not import editor: extension.ts composes them.' }] }] },
  },
);
