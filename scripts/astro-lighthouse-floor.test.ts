import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { FLOOR_PAGES, lighthouseFloor } from './astro-lighthouse-floor.ts';

/** The routes the integration injects into a build, with SHOP_LIGHTHOUSE_FLOOR as given. */
function injected(flag: string | undefined): { pattern: string; entrypoint: string | URL }[] {
  vi.stubEnv('SHOP_LIGHTHOUSE_FLOOR', flag);
  const routes: { pattern: string; entrypoint: string | URL }[] = [];
  const setup = lighthouseFloor().hooks['astro:config:setup'] as unknown as (options: { injectRoute: (route: { pattern: string; entrypoint: string | URL }) => void }) => void;
  setup({ injectRoute: (route) => routes.push(route) });
  return routes;
}

describe('the Lighthouse floor pages', () => {
  afterEach(() => vi.unstubAllEnvs());

  test('are never in a build made without SHOP_LIGHTHOUSE_FLOOR', () => {
    expect(injected(undefined)).toEqual([]);
    expect(injected('')).toEqual([]);
  });

  test('are both injected with it, from files that exist', () => {
    const routes = injected('1');
    expect(routes.map((route) => route.pattern)).toEqual([...FLOOR_PAGES]);
    for (const route of routes) expect(existsSync(fileURLToPath(route.entrypoint))).toBe(true);
  });
});
