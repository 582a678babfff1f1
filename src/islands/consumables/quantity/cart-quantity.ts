import { t } from './messages.ts';
import { CART_QUANTITY_MAX } from '../../../lib/forms/consumable-order-rules.ts';
import type { Check } from '../../../lib/forms/check.ts';

export type CartQuantityCheck = Check<'quantity', number>;

/**
 * Reads a typed quantity of a consumable: a whole number from 1 up to its stock (and never
 * above 9999), surrounding spaces ignored. The message says what to type instead.
 */
export function parseCartQuantity(text: string, stock: number, unit: string): CartQuantityCheck {
  const value = text.trim();
  if (stock <= 0) return { ok: false, error: t('consumables.quantity.soldOut') };
  if (value === '') return { ok: false, error: t('consumables.quantity.required') };
  if (!/^\d+$/.test(value)) return { ok: false, error: t('consumables.quantity.whole') };
  const quantity = Number(value);
  if (quantity < 1) return { ok: false, error: t('consumables.quantity.min') };
  if (quantity > stock) return { ok: false, error: t('consumables.quantity.overStock', { stock, unit }) };
  if (quantity > CART_QUANTITY_MAX) return { ok: false, error: t('consumables.quantity.max') };
  return { ok: true, quantity };
}

/** One more or one fewer, kept within 1..min(stock, 9999) (the − and + buttons). */
export function stepCartQuantity(quantity: number, by: 1 | -1, stock: number): number {
  const max = Math.max(1, Math.min(stock, CART_QUANTITY_MAX));
  return Math.min(max, Math.max(1, quantity + by));
}
