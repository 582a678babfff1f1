// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { siteRedirects } from './src/lib/routes/site-redirects.ts';
import { islandBootstrapInHead } from './scripts/astro-island-scripts.ts';
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
  // What rewrites the output, and what it is worth (docs/architecture.md, *What rewrites the build's output*):
  // islandBootstrapInHead: the first frame draws the whole page, not the header alone (e2e/show-at-once);
  //   its main-thread figure swings between sittings (step 3 TBT 225 vs 331 ms, but 464 vs 77 ms).
  // precompressWasm: the CAD parser's WebAssembly 7.25 MB → 2.21 MB brotli.
  // lighthouseFloor: rewrites nothing; adds the measuring floor page only with SHOP_LIGHTHOUSE_FLOOR=1.
  integrations: [react(), islandBootstrapInHead(), precompressWasm(), lighthouseFloor()],
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
    // chunkRule: one rule, by folder and by what loads what (scripts/chunk-rule.ts): the shell, the
    // core with React; everything else by Rolldown's own splitting, each import() a chunk of its own.
    plugins: [tailwindcss(), chunkRule()],
    build: {
      sourcemap: Boolean(process.env.SHOP_SOURCEMAP),
    },
    server: {
      // `npm run dev`: the Astro dev server forwards /api to the reference API.
      proxy: { '/api': { target: apiTarget, changeOrigin: false } },
    },
  },
});
