import { ROUTES, type RoutePath } from '../lib/routes/routes.ts';
import { t } from './t.ts';
import { isMessageKey } from './zh-CN.ts';

/** The title of a route, for `<title>` and the page heading (Astro files: it reads the whole catalogue). */
export function routeTitle(path: RoutePath): string {
  const route = ROUTES.find((candidate) => candidate.path === path);
  return route && isMessageKey(route.titleKey) ? t(route.titleKey) : '';
}
