// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { siteRedirects } from './src/lib/routes/site-redirects.ts';
import { modulePreload } from './scripts/astro-modulepreload.ts';
import { islandBootstrapInHead } from './scripts/astro-island-scripts.ts';
import { preloadOnlyWhatIsMissing } from './scripts/preload-deps.ts';
import { precompressWasm } from './scripts/astro-precompress.ts';
import { occtNodeOnlyModules } from './scripts/vite-occt-browser.ts';
import { lighthouseFloor } from './scripts/astro-lighthouse-floor.ts';
import { chunkRule } from './scripts/chunk-rule.ts';

const apiTarget = process.env.SHOP_API_PROXY ?? 'http://127.0.0.1:4322';

export default defineConfig({
  output: 'static',
  // SHOP_OUT_DIR lets parallel work build into its own folder; the default is dist/.
  outDir: process.env.SHOP_OUT_DIR ?? './dist',
  // Astro's build cache, with the optimised images (AVIF/WebP in every width, most of a first
  // build's time): in a folder of its own that a reinstall of node_modules does not empty and a
  // CI can keep, so later builds reuse them.
  cacheDir: './.cache/astro',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  // 0 s meta refresh pages for static hosts; public/_redirects mirrors the same table.
  redirects: siteRedirects,
  integrations: [react(), modulePreload(), islandBootstrapInHead(), precompressWasm(), lighthouseFloor()],
  // No Markdown code blocks here; Shiki's inline styles would clash with the CSP.
  markdown: { syntaxHighlight: false },
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data: blob:",
        // blob: lets the browser's PDF viewer read a reference PDF the page opened from memory.
        "connect-src 'self' blob:",
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "worker-src 'self' blob:",
      ],
    },
  },
  vite: {
    // The measuring workers are bundled apart; the CAD one carries the STEP/IGES parser's glue.
    worker: { plugins: () => [occtNodeOnlyModules()] },
    // preloadOnlyWhatIsMissing: a lazy part's preload list without the chunks its importer has already loaded.
    // chunkRule: one rule, by folder (scripts/chunk-rule.ts): the shell, the core with React, each
    // area and each capability its own chunk, a lazily loaded subfolder its own, the domain by subject.
    plugins: [tailwindcss(), preloadOnlyWhatIsMissing(), chunkRule()],
    build: {
      sourcemap: Boolean(process.env.SHOP_SOURCEMAP),
    },
    server: {
      // `npm run dev`: the Astro dev server forwards /api to the reference API.
      proxy: { '/api': { target: apiTarget, changeOrigin: false } },
    },
  },
});
