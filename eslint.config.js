// @ts-check
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const UPWARD = 'Imports flow one way: pages → islands → stores → api/lib.';
const WHOLE_CATALOGUE =
  'Browser code uses its area translator (src/i18n/t-<area>.ts), so a page ships only its own texts; the whole catalogue (i18n/t, i18n/zh-CN) is for Astro files.';
const catalogue = ['**/i18n/t', '**/i18n/t.ts', '~/i18n/t', '**/i18n/zh-CN', '**/i18n/zh-CN.ts', '~/i18n/zh-CN'];

/**
 * Imports flow one way (lib and api know nothing of islands or pages; stores nothing of
 * islands), and browser code never pulls in the whole message catalogue.
 * (Astro files are type-checked by `astro check`.)
 * @param {string[]} upward
 * @param {boolean} [browser]
 * @returns {import('eslint').Linter.RuleEntry}
 */
const importRules = (upward, browser = true) => [
  'error',
  {
    patterns: [
      ...(upward.length ? [{ group: upward, message: UPWARD }] : []),
      ...(browser ? [{ group: catalogue, message: WHOLE_CATALOGUE }] : []),
    ],
  },
];

export default defineConfig(
  { ignores: ['dist/', 'dist-*/', '.astro/', 'node_modules/', 'test-results/', 'playwright-report/', 'data/', '.tmp/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  { files: ['**/*.{js,mjs,ts}'], languageOptions: { globals: { process: 'readonly', console: 'readonly' } } },
  { ...reactHooks.configs.flat.recommended, files: ['src/islands/**/*.{ts,tsx}', 'src/components/**/*.tsx'] },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Never render API or user text as HTML.' }],
    },
  },
  { files: ['src/islands/**', 'src/scripts/**'], rules: { 'no-restricted-imports': importRules([]) } },
  { files: ['src/lib/**', 'src/api/**'], rules: { 'no-restricted-imports': importRules(['**/islands/**', '**/components/**', '**/pages/**', '**/layouts/**', '**/scripts/**', '~/islands/*', '~/components/*']) } },
  { files: ['src/i18n/**', 'src/content/**', 'src/lib/routes.ts'], rules: { 'no-restricted-imports': importRules(['**/islands/**', '**/components/**', '**/pages/**', '**/layouts/**', '**/scripts/**', '~/islands/*', '~/components/*'], false) } },
  { files: ['src/stores/**'], rules: { 'no-restricted-imports': importRules(['**/islands/**', '**/components/**', '**/pages/**', '**/layouts/**', '~/islands/*', '~/components/*']) } },
  { files: ['src/components/**'], rules: { 'no-restricted-imports': importRules(['**/islands/**', '**/pages/**', '~/islands/*']) } },
  { files: ['server/**'], rules: { 'no-restricted-imports': importRules(['**/islands/**', '**/components/**', '**/stores/**', '**/pages/**'], false) } },
  { files: ['**/*.test.ts', '**/*.test.tsx'], rules: { 'no-restricted-imports': 'off' } },
  { files: ['e2e/**', '**/*.test.ts', '**/*.test.tsx'], rules: { 'no-empty-pattern': 'off' } },
);
