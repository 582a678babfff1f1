import { t } from '~/i18n/t-consumables';
import { stockLevel } from '~/lib/stock-level';

const STYLE = { plenty: 'badge-success', low: 'badge-warning', none: 'badge-neutral' } as const;

/** 有货 N / 库存紧张 / 缺货, in words and colour. */
export function StockBadge({ stock, unit }: { stock: number; unit: string }) {
  const level = stockLevel(stock);
  return (
    <span className={`badge badge-soft badge-sm whitespace-nowrap ${STYLE[level]}`} data-stock={level}>
      {t(`consumables.stock.${level}`, { stock, unit })}
    </span>
  );
}
