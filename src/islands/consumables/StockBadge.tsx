import { t } from '~/islands/consumables/messages';
import { stockLevel } from '~/islands/consumables/stock-level';

// Soft green and grey read well; the warning yellow needs its solid form for contrast.
const STYLE = { plenty: 'badge-soft badge-success', low: 'badge-warning', none: 'badge-soft badge-neutral' } as const;

/** 有货 N / 库存紧张 / 缺货, in words and colour. */
export function StockBadge({ stock, unit }: { stock: number; unit: string }) {
  const level = stockLevel(stock);
  return (
    <span className={`badge badge-sm whitespace-nowrap ${STYLE[level]}`} data-stock={level}>
      {t(`consumables.stock.${level}`, { stock, unit })}
    </span>
  );
}
