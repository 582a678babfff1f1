/** At or below this many units the catalogue says 库存紧张. */
export const LOW_STOCK = 10;

export type StockLevel = 'plenty' | 'low' | 'none';

/** 有货, 库存紧张 or 缺货 for a stock figure. */
export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return 'none';
  return stock <= LOW_STOCK ? 'low' : 'plenty';
}
