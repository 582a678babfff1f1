// @ts-check
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const WHOLE_CATALOGUE =
  "Browser code imports its own folder's messages.ts (an area's, a capability's or the core's), so a page ships only the texts it shows; the whole catalogue (i18n/t, i18n/zh-CN) is for Astro files.";
const catalogue = ['**/i18n/t', '**/i18n/t.ts', '~/i18n/t', '**/i18n/zh-CN', '**/i18n/zh-CN.ts', '~/i18n/zh-CN'];
const ZOD_IN_BROWSER = 'Browser code imports only the types of the wire shapes (`import type`), so zod never reaches a page bundle.';
const wire = ['**/wire/*', '~/wire/*'];

/** Browser code never pulls in the whole message catalogue, nor zod through a wire shape. */
const browserImports = /** @type {import('eslint').Linter.RuleEntry} */ ([
  'error',
  {
    patterns: [
      { group: catalogue, message: WHOLE_CATALOGUE, allowTypeImports: true },
      { group: wire, message: ZOD_IN_BROWSER, allowTypeImports: true },
    ],
  },
]);

/** One folder per area (what one kind of page does); each is mounted by its pages and shares only through lower layers. */
const AREAS = readdirSync(join(import.meta.dirname, 'src/islands'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const ONE_WAY =
  'Imports flow one way: pages and layouts → areas (src/islands) → capabilities (src/components) → the core and the stores (src/core, src/stores) → the domain (src/lib, src/wire, src/content); see docs/architecture.md.';
const AREA_APART =
  'An area does not import another area: what two areas share is a capability (src/components/<capability>), the core, a store or the domain.';
const DOMAIN_APART =
  'The domain (src/lib, src/wire, src/content) is shared by the site and the reference API: it imports no UI, no store and no texts; wording lives with the UI or the server that words it.';

const SITE_ABOVE_DOMAIN = ['./src/core', './src/stores', './src/components', './src/islands', './src/layouts', './src/pages', './src/scripts', './src/i18n'];

/**
 * The layers, each with the folders it may not import from. A layer may import itself and
 * anything below it; server/ shares only the domain (lib, wire, content) with the site.
 */
const LAYERS = [
  { target: ['./src/lib', './src/wire', './src/content'], from: SITE_ABOVE_DOMAIN, message: DOMAIN_APART },
  { target: ['./src/core', './src/stores'], from: ['./src/components', './src/islands', './src/layouts', './src/pages', './src/scripts', './src/i18n'], message: ONE_WAY },
  { target: './src/scripts', from: ['./src/components', './src/islands', './src/layouts', './src/pages'], message: ONE_WAY },
  { target: './src/components', from: ['./src/islands', './src/layouts', './src/pages', './src/scripts'], message: ONE_WAY },
  { target: './src/islands', from: ['./src/layouts', './src/pages', './src/scripts'], message: ONE_WAY },
  { target: './server', from: SITE_ABOVE_DOMAIN, message: DOMAIN_APART },
];

/** The reference API's resources (every folder of server/ but its shared core). */
const SERVER_RESOURCES = readdirSync(join(import.meta.dirname, 'server'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'core')
  .map((entry) => `./server/${entry.name}`);

const CORE_APART = 'server/core is the shared core (database, errors, validation, multipart, routes): it imports no resource; a resource imports it (server/README.md).';

export const boundaryZones = [
  ...LAYERS,
  { target: './server/core', from: SERVER_RESOURCES, message: CORE_APART },
  ...AREAS.map((area) => ({ target: `./src/islands/${area}`, from: './src/islands', except: [`./${area}`], message: AREA_APART })),
];

export default defineConfig(
  { ignores: ['dist/', 'dist-*/', '.astro/', 'node_modules/', 'test-results/', 'playwright-report/', 'data/', '.tmp/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  { files: ['**/*.{js,mjs,ts}'], languageOptions: { globals: { process: 'readonly', console: 'readonly' } } },
  // Hooks live beside the components that use them; a test's `useReferenceServer()` is a Vitest fixture, not a hook.
  { ...reactHooks.configs.flat.recommended, files: ['src/islands/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/core/**/*.{ts,tsx}'], ignores: ['**/*.test.ts', 'src/core/test-support.ts'] },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Never render API or user text as HTML.' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    // A test may set a layer up through a higher one (an API test logs in through the session store).
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'src/core/test-support.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones }], 'import-x/no-cycle': 'error' },
  },
  { files: ['src/islands/**', 'src/components/**', 'src/core/**', 'src/stores/**', 'src/scripts/**', 'src/lib/**'], rules: { '@typescript-eslint/no-restricted-imports': browserImports } },
  // Tests may read a lower layer's fixtures and check values against the schemas.
  { files: ['**/*.test.ts', '**/*.test.tsx'], rules: { '@typescript-eslint/no-restricted-imports': 'off' } },
  { files: ['e2e/**', '**/*.test.ts', '**/*.test.tsx'], rules: { 'no-empty-pattern': 'off' } },
);
