/**
 * The limits of a professional order: the form checks them before sending
 * (professional-order-validation.ts) and the wire shape enforces them (src/wire/professional-orders.ts).
 */

/** Length of the trimmed requirements text. */
export const REQUIREMENTS_LIMITS = { min: 10, max: 2000 } as const;

/** Parts of one professional order. */
export const PROFESSIONAL_QUANTITY_MAX = 100_000;

/**
 * The expected dates 新建专业订单 offers in one tap, in days from today; any other day is typed or
 * picked under 指定日期 (a date field is drawn only then: it is the costliest control to make).
 */
export const EXPECTED_DATE_PRESETS = [7, 14, 30] as const;
