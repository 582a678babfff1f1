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
    plugins: [tailwindcss(), preloadOnlyWhatIsMissing()],
    build: {
      sourcemap: Boolean(process.env.SHOP_SOURCEMAP),
      // Every logged-in page loads React, the API client, the session and the guard, and every
      // page the shell's stores: each set in one chunk gzips better than the 20-odd small chunks
      // Rolldown would make (−1.4 KB on most logged-in pages, the open pages unchanged). React and
      // the islands' core are one chunk: every page that loads one loads the other (/login and all
      // 29 logged-in pages), and one file of 77 KB is 0.7–0.8 KB smaller than two and one request
      // fewer for the main thread. The price: a change to the API client or the core texts is a
      // new React file for returning customers too. The shell group comes first so that open
      // pages never pull in React's chunk.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                name: 'react',
                priority: 2,
                test: /node_modules[\\/](react|react-dom|scheduler|@nanostores[\\/]react|@astrojs[\\/]react|ofetch|destr|ufo)[\\/]|src[\\/](api[\\/](client|errors|shapes)|stores[\\/]session|lib[\\/]guard|i18n[\\/](t-core|areas[\\/]core)|components[\\/]guard[\\/]|components[\\/]ui[\\/](ListState|FileName)|hooks[\\/]use-request)/,
              },
              // What the quotation steps and the checkouts share (prices, the steps' paths): one chunk
              // instead of a dozen of 100–600 B, each with its own import and export lines, and with
              // it the money format its modules import. The text and phone rules stay out: the profile
              // forms need them, not the prices.
              {
                name: 'checkout',
                priority: 1,
                test: /src[\\/](lib[\\/](pricing|order-price|quotation-steps)|hooks[\\/]use-lazy-module)\.ts$/,
              },
              // The upload limits, address shape and submission keys, which 新建专业订单, a design request
              // and the feedback form need without the prices (before, they loaded the chunk above for
              // them: 1.1 KB of 新建专业订单's first view). Ahead of it, or its prices would take them along.
              { name: 'order-rules', priority: 2, test: /src[\\/]lib[\\/](quotation-rules|idempotency-key|address-input)\.ts$/ },
              { name: 'text-rules', priority: 1, test: /src[\\/]lib[\\/](phone|text-rules)\.ts$/ },
              // The drafts with uploads (the quotation, a professional order, a design request): their stored
              // files, which the consumables checkout does not need.
              {
                name: 'drafts',
                priority: 1,
                test: /src[\\/](lib[\\/]upload-draft|stores[\\/]upload-draft)\.ts$/,
              },
              // What only the three quotation steps load: the catalogue calls and the steps' texts.
              { name: 'quoting', priority: 1, test: /src[\\/](api[\\/]catalogue|i18n[\\/](t-quotation-steps|areas[\\/]quotation-steps))\.ts$/ },
              { name: 'shell', priority: 3, test: /src[\\/](stores[\\/](shop-user|toasts|navigation)|lib[\\/](safe-redirect|customer|storage-keys)|scripts[\\/]notifier|api[\\/](error-bus|session-token))\.ts$/ },
            ],
          },
        },
      },
    },
    server: {
      // `npm run dev`: the Astro dev server forwards /api to the reference API.
      proxy: { '/api': { target: apiTarget, changeOrigin: false } },
    },
  },
});
