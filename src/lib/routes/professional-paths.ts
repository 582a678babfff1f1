import type { RoutePath } from './routes.ts';
/** The professional-order routes. */
export const PROFESSIONAL_ORDERS_PATH: RoutePath = '/professionalorder';
export const NEW_PROFESSIONAL_ORDER_PATH: RoutePath = '/professionalorder/orderinformation';

/**
 * /professionalorder/designdrawings/{orderNo}, the number encoded as one path segment (drawing-path.ts reads it back).
 * Written out rather than read from the routes' table, which would bring every page's title key with it.
 */
export const drawingsPathOf = (orderNo: string): string => `/professionalorder/designdrawings/${encodeURIComponent(orderNo)}`;
