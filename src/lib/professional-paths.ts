/** The professional-order routes. */
export const PROFESSIONAL_ORDERS_PATH = '/professionalorder';
export const NEW_PROFESSIONAL_ORDER_PATH = '/professionalorder/orderinformation';

/** /professionalorder/designdrawings/{orderNo}, the number encoded as one path segment (drawing-path.ts reads it back). */
export const drawingsPathOf = (orderNo: string): string => `/professionalorder/designdrawings/${encodeURIComponent(orderNo)}`;
