import { makeT } from './translate.ts';
import { shipmentMessages } from './areas/shipment.ts';

/** Translator of an order's parcel in the order detail (loaded with the detail, not the list). */
export const t = makeT(shipmentMessages);
