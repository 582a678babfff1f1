import { ORDER_CENTER_PATHS } from './order-paths.ts';
import { loginUrlFor } from './safe-redirect.ts';
import type { RoutePath } from './routes.ts';

/** The design service's interactive pages. */
export const DESIGN_PATHS = {
  packagePayment: '/mydesign/solution/packagePayment',
  packageOrders: ORDER_CENTER_PATHS.package,
  designOrders: '/mydesign/ordercenter/designorder',
  myOrders: '/mydesign/ordercenter/myOrder',
} as const satisfies Record<string, RoutePath>;

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

/** The package page with a package chosen. */
export const packagePaymentUrl = (packageId: number): string => withQuery(DESIGN_PATHS.packagePayment, { package: String(packageId) });

/** Where 立即购买 sends a logged-out visitor: login, then back to this page with the choice kept. */
export const purchaseLoginUrl = (packageId: number): string => loginUrlFor(packagePaymentUrl(packageId));

/** A bought package, highlighted in the package orders. */
export const packageOrderUrl = (orderNo: string): string => withQuery(DESIGN_PATHS.packageOrders, { orderNo });

/** A design request's detail. */
export const designOrderUrl = (requestNo: string): string => withQuery(DESIGN_PATHS.designOrders, { requestNo });

/** The new design request form with a package chosen (提需求). */
export const newDesignOrderUrl = (packageOrderNo: string): string => withQuery(DESIGN_PATHS.designOrders, { new: '1', package: packageOrderNo });

/**
 * The chosen package of `?package=`: a positive whole number among `known` (the packages on
 * sale, once loaded), otherwise null.
 */
export function readPackageChoice(search: string, known: readonly number[] | null = null): number | null {
  const raw = new URLSearchParams(search).get('package');
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  if (id < 1) return null;
  return known === null || known.includes(id) ? id : null;
}
