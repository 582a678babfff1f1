/**
 * The limits of an engineer's quote (the console checks them before sending; the wire shapes of
 * /api/shop-staff/quotes/… hold the server to the same): working days per line, the note and a
 * decline's reason.
 */
export const QUOTE_LEAD_DAYS = { min: 1, max: 90 } as const;
export const QUOTE_NOTE_MAX = 200;
export const DECLINE_REASON_MAX = 200;
