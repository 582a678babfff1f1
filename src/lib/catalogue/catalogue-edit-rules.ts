/**
 * The limits of 目录 (the factory console's catalogue editing): the console checks them before
 * sending and the wire shapes of /api/shop-staff/catalogue/… hold the server to the same.
 * Money is whole fen; the caps keep a typo (a price a hundred times too high) from reaching the
 * customers' quotes.
 */

/** A material's price a cm³: from 1 fen to ¥1,000.00. */
export const MATERIAL_PRICE_FEN = { min: 1, max: 100_000 } as const;
/** A material's minimum charge: none (0) to ¥50,000.00. */
export const MATERIAL_MIN_PRICE_FEN = { min: 0, max: 5_000_000 } as const;
/** A material's standard lead time, working days. */
export const MATERIAL_LEAD_DAYS = { min: 1, max: 60 } as const;
/** A consumable's price a unit: from 1 fen to ¥100,000.00. */
export const CONSUMABLE_PRICE_FEN = { min: 1, max: 10_000_000 } as const;
/** One stock adjustment, units either way (not 0), and the most a consumable may have in stock. */
export const STOCK_DELTA_MAX = 100_000;
export const STOCK_MAX = 1_000_000;
