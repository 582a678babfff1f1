import { makeT } from './translate.ts';
import { coreMessages } from './areas/core.ts';
import { ordersMessages } from './areas/orders.ts';
import { shipmentMessages } from './areas/shipment.ts';

/** Translator of the order center, order detail, payment, the payment result and recent orders. */
export const t = makeT({ ...coreMessages, ...ordersMessages, ...shipmentMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
