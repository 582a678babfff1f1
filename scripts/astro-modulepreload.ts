import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { pageScripts, rewritePages } from './page-scripts.ts';

/**
 * Adds `<link rel="modulepreload">` for every script a built page loads up front. An island's
 * component and renderer import shared chunks, which import more: without the hints the
 * browser finds each level only after the one before has arrived, one round trip per level
 * before the page can draw. Scripts the page already names in a `<script src>` are left out.
 */
export function modulePreload(): AstroIntegration {
  return {
    name: 'shop:modulepreload',
    hooks: {
      'astro:build:done': ({ dir }) => {
        const distDir = fileURLToPath(dir);
        rewritePages(distDir, (html) => {
          const named = new Set([...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]));
          const hints = [...pageScripts(distDir, html).files]
            .map((path) => `/${relative(distDir, path).split('\\').join('/')}`)
            .filter((href) => !named.has(href))
            .sort()
            .map((href) => `<link rel="modulepreload" href="${href}">`);
          return hints.length && html.includes('</head>') ? html.replace('</head>', `${hints.join('')}</head>`) : html;
        });
      },
    },
  };
}
