// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { siteRedirects } from './src/lib/site-redirects.ts';

const apiTarget = process.env.SHOP_API_PROXY ?? 'http://127.0.0.1:4322';

export default defineConfig({
  output: 'static',
  // SHOP_OUT_DIR lets parallel work build into its own folder; the default is dist/.
  outDir: process.env.SHOP_OUT_DIR ?? './dist',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  // 0 s meta refresh pages for static hosts; public/_redirects mirrors the same table.
  redirects: siteRedirects,
  integrations: [react()],
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
    plugins: [tailwindcss()],
    server: {
      // `npm run dev`: the Astro dev server forwards /api to the reference API.
      proxy: { '/api': { target: apiTarget, changeOrigin: false } },
    },
  },
});
