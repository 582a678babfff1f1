import type { RoutePath } from './routes.ts';
/**
 * The seed's redirect routes, written once. astro.config.mjs turns them into 0 s meta-refresh
 * pages, scripts/write-redirects.ts writes them to public/_redirects, and the reference server
 * answers them with 301 so hosts that read `_redirects` behave the same.
 */
export const siteRedirects: Readonly<Record<string, RoutePath>> = {
  '/': '/platformhome',
  '/quotationorder': '/quotationorder/selectmaterialprocess',
  '/ordercenter': '/ordercenter/customizeorder',
  '/mydesign': '/mydesign/home',
  '/mydesign/ordercenter': '/mydesign/ordercenter/packageorder',
  '/suggest': '/suggest/form',
};
