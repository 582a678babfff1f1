import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { FLOOR_PAGES, floorRoutes } from './astro-lighthouse-floor.ts';

describe('the Lighthouse floor pages', () => {
  test('are never in a build made without SHOP_LIGHTHOUSE_FLOOR', () => {
    expect(floorRoutes({})).toEqual([]);
    expect(floorRoutes({ SHOP_LIGHTHOUSE_FLOOR: '' })).toEqual([]);
  });

  test('are both in a build made with it, from files that exist', () => {
    const routes = floorRoutes({ SHOP_LIGHTHOUSE_FLOOR: '1' });
    expect(routes.map((route) => route.pattern)).toEqual([...FLOOR_PAGES]);
    for (const route of routes) expect(existsSync(fileURLToPath(route.entrypoint))).toBe(true);
  });
});
