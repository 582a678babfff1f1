import type { AstroIntegration } from 'astro';

/** The floor pages' paths: the shell with a React island that draws one paragraph, and the shell alone. */
export const FLOOR_PAGES = ['/lighthouse-floor', '/lighthouse-floor/no-react'] as const;

/** The floor pages' routes for a build made with `env`: none unless it sets SHOP_LIGHTHOUSE_FLOOR. */
export function floorRoutes(env: Record<string, string | undefined>): { pattern: string; entrypoint: URL }[] {
  if (!env['SHOP_LIGHTHOUSE_FLOOR']) return [];
  return [
    { pattern: FLOOR_PAGES[0], entrypoint: new URL('./lighthouse-floor/floor.astro', import.meta.url) },
    { pattern: FLOOR_PAGES[1], entrypoint: new URL('./lighthouse-floor/no-react.astro', import.meta.url) },
  ];
}

/**
 * With SHOP_LIGHTHOUSE_FLOOR=1 the build also has two measuring pages (FLOOR_PAGES), never in a
 * build without it: what Lighthouse scores for the design card's stack (the shell, React and the
 * islands' core chunk) when a page does nothing of its own, so that a page's score can be read
 * against the most any page could score on the machine measuring
 * (`npm run lighthouse -- <dir> --floor --cpu-slowdown=10 --runs=5`).
 */
export function lighthouseFloor(): AstroIntegration {
  return {
    name: 'shop:lighthouse-floor',
    hooks: {
      'astro:config:setup': ({ injectRoute }) => {
        for (const route of floorRoutes(process.env)) injectRoute(route);
      },
    },
  };
}
