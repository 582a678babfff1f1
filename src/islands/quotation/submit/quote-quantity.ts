import { t } from './messages.ts';
import { QUANTITY_LIMITS } from '../../../lib/files/quotation-rules.ts';
import type { Check } from '../../../lib/forms/check.ts';

export type QuantityCheck = Check<'quantity', number>;

/**
 * Reads a typed quantity: a whole number from 1 to 10000 (surrounding spaces ignored). The
 * messages for out-of-range numbers are the server's own.
 */
export function parseQuantity(text: string): QuantityCheck {
  const value = text.trim();
  if (value === '') return { ok: false, error: t('quotation.quantity.required') };
  if (!/^\d+$/.test(value)) return { ok: false, error: t('quotation.quantity.whole') };
  const quantity = Number(value);
  if (quantity < QUANTITY_LIMITS.min) return { ok: false, error: t('quotation.quantity.min') };
  if (quantity > QUANTITY_LIMITS.max) return { ok: false, error: t('quotation.quantity.max') };
  return { ok: true, quantity };
}

/** One more or one fewer, kept within the limits (the − and + buttons). */
export function stepQuantity(quantity: number, by: 1 | -1): number {
  return Math.min(QUANTITY_LIMITS.max, Math.max(QUANTITY_LIMITS.min, quantity + by));
}
