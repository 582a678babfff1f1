import type { CartItem } from '../../wire/consumable-orders.ts';
import { readAddressInput, type AddressInput } from '../forms/address-input.ts';
import { CART_LINES_MAX, CART_QUANTITY_MAX } from '../forms/consumable-order-rules.ts';
import { isPositiveInt, isRecord, isString, parseJson } from '../json-guard.ts';

/**
 * The consumable order being put together: what the customer picked, with coupon, remarks and
 * the address as typed. `cartId` names this cart for the order's idempotency key; a new cart
 * (after an order, or for another customer) gets a new one.
 */
export interface Cart {
  cartId: string;
  /** Customer the cart belongs to; another login starts an empty cart. */
  ownerId: number | null;
  items: CartItem[];
  /**
   * How each line's consumable read when it was added or last priced, by id: the checkout shows
   * it at once, so a line stands at its final height (its spec may wrap) before the price answers.
   * Display only: the server's price answer is what counts.
   */
  labels?: Record<string, CartLabel>;
  couponId: number | null;
  remarks: string;
  address?: AddressInput;
}

export interface CartLabel {
  name: string;
  spec: string;
  /** The cover image's path, as the catalogue gives it. */
  image: string;
}

/**
 * Lines with each consumable once (quantities of repeated ids are added), quantities kept within
 * 1..9999, at most 50 lines. Anything that is not a line is left out.
 */
export function normaliseItems(values: readonly unknown[]): CartItem[] {
  const quantities = new Map<number, number>();
  for (const value of values) {
    if (!isRecord(value)) continue;
    const { consumableId, quantity } = value;
    if (!isPositiveInt(consumableId) || !isPositiveInt(quantity)) continue;
    if (!quantities.has(consumableId) && quantities.size >= CART_LINES_MAX) continue;
    quantities.set(consumableId, Math.min(CART_QUANTITY_MAX, (quantities.get(consumableId) ?? 0) + quantity));
  }
  return [...quantities].map(([consumableId, quantity]) => ({ consumableId, quantity }));
}

const LABEL_TEXT_MAX = 200;
const isLabelText = (value: unknown): value is string => isString(value) && value.length <= LABEL_TEXT_MAX;

/** The labels of the lines in `items` that are readable; the rest are simply not shown early. */
export function labelsFor(items: readonly CartItem[], values: unknown): Record<string, CartLabel> {
  const labels: Record<string, CartLabel> = {};
  if (!isRecord(values)) return labels;
  for (const { consumableId } of items) {
    const value = values[String(consumableId)];
    if (!isRecord(value)) continue;
    const { name, spec, image } = value;
    if (isLabelText(name) && isLabelText(spec) && isLabelText(image)) labels[String(consumableId)] = { name, spec, image };
  }
  return labels;
}

/**
 * Reads the stored cart. A damaged line, coupon or address is dropped on its own rather than
 * losing the whole cart; a value that is not a cart at all (unreadable JSON, no cartId) is null.
 */
export function parseCart(raw: string | undefined): Cart | null {
  const value = parseJson(raw);
  if (!isRecord(value) || !isString(value['cartId']) || value['cartId'] === '') return null;
  const { cartId, ownerId, couponId, remarks } = value;
  const address = readAddressInput(value['address']);
  const items = normaliseItems(Array.isArray(value['items']) ? value['items'] : []);
  const labels = labelsFor(items, value['labels']);
  return {
    cartId,
    ownerId: isPositiveInt(ownerId) ? ownerId : null,
    items,
    ...(Object.keys(labels).length ? { labels } : {}),
    couponId: isPositiveInt(couponId) ? couponId : null,
    remarks: isString(remarks) ? remarks : '',
    ...(address ? { address } : {}),
  };
}

/** Units in the cart, for the cart button's count. */
export const cartUnits = (items: readonly CartItem[]): number => items.reduce((sum, item) => sum + item.quantity, 0);
