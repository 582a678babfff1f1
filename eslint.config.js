// @ts-check
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Imports flow one way: lib and api know nothing of islands, pages or stores' UI;
 * stores know nothing of islands. (Astro files are type-checked by `astro check`.)
 */
/**
 * @param {string[]} group
 * @returns {import('eslint').Linter.RuleEntry}
 */
const noUpward = (group) => ['error', { patterns: [{ group, message: 'Imports flow one way: pages → islands → stores → api/lib.' }] }];

export default defineConfig(
  { ignores: ['dist/', '.astro/', 'node_modules/', 'test-results/', 'playwright-report/', 'data/'] },
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
  { files: ['src/lib/**', 'src/api/**', 'src/i18n/**', 'src/content/**'], rules: { 'no-restricted-imports': noUpward(['**/islands/**', '**/components/**', '**/pages/**', '**/layouts/**', '**/scripts/**', '~/islands/*', '~/components/*']) } },
  { files: ['src/stores/**'], rules: { 'no-restricted-imports': noUpward(['**/islands/**', '**/components/**', '**/pages/**', '**/layouts/**', '~/islands/*', '~/components/*']) } },
  { files: ['src/components/**'], rules: { 'no-restricted-imports': noUpward(['**/islands/**', '**/pages/**', '~/islands/*']) } },
  { files: ['server/**'], rules: { 'no-restricted-imports': noUpward(['**/islands/**', '**/components/**', '**/stores/**', '**/pages/**']) } },
  { files: ['e2e/**', '**/*.test.ts', '**/*.test.tsx'], rules: { 'no-empty-pattern': 'off' } },
);
