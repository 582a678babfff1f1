import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { rewritePages } from './page-scripts.ts';

/** What Astro writes before a page's first island: the islands' style, then its inline scripts. */
const ISLAND_BOOTSTRAP = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>(?:<script>[\s\S]*?<\/script>)+/;
const FIRST_STYLESHEET = /<link rel="stylesheet"[^>]*>/;

/**
 * Moves Astro's island bootstrap (the `astro-island` element and its directive, two small
 * inline scripts) from before the first island in `<main>` into `<head>`, before the first
 * stylesheet. In the body, a classic inline script waits for every stylesheet above it, so the
 * parser stopped in `<main>` until the CSS had loaded, and the first frame often held the header
 * alone: the page's heading and list skeletons came one frame later, in a second task of style
 * and layout. Above the stylesheet nothing waits: the whole page is parsed while the CSS loads
 * and the first frame draws all of it. The scripts are the same text, so their CSP hashes hold;
 * the `only` directive still runs after Astro's paint-first wrapper, which comes earlier in head.
 * A page without islands, or without a stylesheet in head, is answered unchanged.
 */
export function hoistIslandBootstrap(html: string): string {
  const head = html.slice(0, html.indexOf('</head>'));
  const sheet = FIRST_STYLESHEET.exec(head);
  const bootstrap = ISLAND_BOOTSTRAP.exec(html);
  if (!sheet || !bootstrap || bootstrap.index < head.length) return html;
  const without = html.slice(0, bootstrap.index) + html.slice(bootstrap.index + bootstrap[0].length);
  return without.slice(0, sheet.index) + bootstrap[0] + without.slice(sheet.index);
}

/** The build step: hoistIslandBootstrap on every built page. */
export function islandBootstrapInHead(): AstroIntegration {
  return {
    name: 'shop:island-bootstrap-in-head',
    hooks: {
      'astro:build:done': ({ dir }) => rewritePages(fileURLToPath(dir), hoistIslandBootstrap),
    },
  };
}
