// ESLint with typescript-eslint's type-aware rules over the TypeScript sources and tests, and the
// arrows of docs/architecture.md's layers: which folder of src/ may import which.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const NO_VSCODE = { name: 'vscode', message: 'this part of Nim Lens runs without VS Code (Node, the CLI, a webview).' };

/**
 * The layers of src/ and what each may import (besides itself): core ← cli; core, shared ← editor,
 * play ← composition ← extension.ts and web/ (whose module worker runs the editor's and the play
 * panel's tasks); shared ← webview. Whether it may use vscode.
 */
export const LAYERS = {
  core: { may: [], vscode: false },
  cli: { may: ['core'], vscode: false },
  shared: { may: ['core'], vscode: false },
  webview: { may: ['core', 'shared'], vscode: false },
  editor: { may: ['core', 'shared'], vscode: true },
  play: { may: ['core', 'shared'], vscode: true },
  web: { may: ['core', 'shared', 'editor', 'play', 'composition'], vscode: true },
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

/**
 * The layers inside src/core, bottom up: the reading of text (lexer, tokens, ranges, the diagnostic
 * model, what a game's reader of its parameters sees), then the games, then what stands on the
 * games (the registry, the solver's entry, the worksheet, practice sheets, the choice of picture).
 * Each row names, as patterns of import paths, what the folder must not import; reading's is an
 * allowlist (all of the core but the messages and exact integers).
 */
const ABOVE_GAMES = [
  '**/worksheet/**',
  '**/worksheet',
  '**/practice/**',
  '**/game',
  '**/solve',
  '**/explain',
  '**/pictures/picture',
  '**/pictures/gamePicture',
  '**/pictures/sumPicture',
];
export const CORE_LAYERS = {
  reading: {
    files: ['src/core/reading/**'],
    forbid: ['../**', '!../l10n', '!../bigint'],
    message:
      'src/core/reading is the bottom of the core: it imports only itself, l10n and bigint (docs/architecture.md).',
  },
  games: {
    files: ['src/core/games/**'],
    forbid: ABOVE_GAMES,
    message:
      'src/core/games must not import what stands on the games: the registry, solve, explain, the worksheet, practice, the choice of picture (docs/architecture.md).',
  },
  l10n: {
    files: ['src/core/l10n/**'],
    forbid: ['../**'],
    message:
      "src/core/l10n imports only itself: a game's French lives in its folder and is registered by its registry line (docs/architecture.md).",
  },
};

/** The core's own row of layerRules, to which each layer inside the core adds its patterns. */
const coreRow = layerRules.find((row) => row.files[0] === 'src/core/**');
export const coreLayerRules = Object.values(CORE_LAYERS).map(({ files, forbid, message }) => {
  const [severity, options] = coreRow.rules['no-restricted-imports'];
  return {
    files,
    rules: {
      'no-restricted-imports': [severity, { ...options, patterns: [...options.patterns, { group: forbid, message }] }],
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
      // Users' game modules and their published interface: the tests check them (game-modules.test.ts).
      'examples/**',
      'types/**',
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
  ...coreLayerRules,
  {
    // The activation composes the editor and the play panel; the host tests drive VS Code.
    files: ['src/extension.ts', 'src/composition.ts', 'test/host/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
