// One lint configuration for the whole workspace (`pnpm lint`, run by .ci/run with zero warnings).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createRequire } from 'node:module';
import tseslint from 'typescript-eslint';

const { SUBSETS } = createRequire(import.meta.url)('./build/shared-subsets.cjs');

const BROWSER = [
  'packages/shell/**',
  'packages/*-mfe/**',
  'packages/shared/src/**',
  'packages/provider-sim/src/sdk-script/**',
];
const NODE = [
  'packages/api/**',
  'packages/server/**',
  'packages/provider-sim/**',
  'packages/e2e/**',
  'scripts/**',
  'build/**',
  'jest/**',
  '*.{js,cjs,mjs}',
  'packages/*/*.{js,cjs,mjs,ts}',
];

/** A remote never imports the shell or another remote; the shell imports no remote. */
const remoteImports = ['@upclub/*-mfe', '@upclub/*-mfe/*', '**/*-mfe/**'];
const shellImports = ['@upclub/shell', '@upclub/shell/*', '**/shell/src/**'];
/**
 * The libraries the page shares as a chosen set of exports (build/shared-subsets.cjs): the browser
 * code imports only those (types are erased, so any type may be imported).
 */
const subsetImports = Object.entries(SUBSETS).map(([name, { exports }]) => ({
  name,
  allowImportNames: exports,
  allowTypeImports: true,
  message: `The page shares only these exports of ${name} (build/shared-subsets.cjs): ${exports.join(', ')}.`,
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'packages/provider-sim/openapi/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: BROWSER, languageOptions: { globals: { ...globals.browser } } },
  { files: NODE, languageOptions: { globals: { ...globals.node } } },
  {
    files: ['**/*.cjs', 'build/**/*.js', 'packages/*/webpack.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  { files: ['**/*.test.{ts,tsx}', 'jest/**'], languageOptions: { globals: { ...globals.jest } } },
  {
    files: ['packages/shell/**/*.{ts,tsx}', 'packages/*-mfe/**/*.{ts,tsx}', 'packages/shared/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['packages/shell/**/*.tsx', 'packages/*-mfe/**/*.tsx', 'packages/shared/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Type-aware rules that catch real bugs: a promise nobody awaits or handles, or one handed
    // to an event handler that expects nothing back.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['jest/*.ts', 'packages/api/drizzle.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'warn',
      '@typescript-eslint/no-misused-promises': ['warn', { checksVoidReturn: { attributes: true } }],
    },
  },
  {
    // The emulator's player script has its own tsconfig (tsconfig.sdk.json) for the browser.
    files: ['packages/provider-sim/src/sdk-script/**'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'warn',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['warn', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['warn', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  {
    files: ['packages/*-mfe/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...shellImports, ...remoteImports],
              message: 'A remote imports only @upclub/shared and libraries.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/shell/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: remoteImports, message: 'The shell loads remotes at run time; it never imports one.' }] },
      ],
    },
  },
  {
    files: ['packages/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...shellImports, ...remoteImports],
              message: '@upclub/shared is the contract; it imports no application.',
            },
          ],
        },
      ],
    },
  },
  {
    // The player script's files are one global script (no modules): top-level names are used
    // across files, so only local variables can be unused.
    files: ['packages/provider-sim/src/sdk-script/**'],
    languageOptions: { sourceType: 'script' },
    rules: { '@typescript-eslint/no-unused-vars': ['warn', { vars: 'local', argsIgnorePattern: '^_' }] },
  },
  prettier,
  {
    // The shared subsets hold for every browser package (build/shared-subsets.cjs); tests run on the
    // whole library under jest, never on the page's copy.
    files: ['packages/shell/**/*.{ts,tsx}', 'packages/*-mfe/**/*.{ts,tsx}', 'packages/shared/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: subsetImports }] },
  },
);
