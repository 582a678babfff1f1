/**
 * The limits of a professional order: the form checks them before sending
 * (professional-order-validation.ts) and the wire shape enforces them (src/wire/professional-orders.ts).
 */

/** Length of the trimmed requirements text. */
export const REQUIREMENTS_LIMITS = { min: 10, max: 2000 } as const;

/** Parts of one professional order. */
export const PROFESSIONAL_QUANTITY_MAX = 100_000;
