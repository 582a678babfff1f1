import { z } from 'zod';

/** An order number in a path (`DZ20261121-0001`); an unknown one is the 404 of a missing order. */
export const OrderNoParam = z.object({ orderNo: z.string().describe('订单号，如 DZ20261121-0001 或 HC20261121-0001') });
