/**
 * The consumables catalogue (耗材商城): /api/shop-consumable. Shared conventions: common.ts.
 */
import { z } from 'zod';
import { fen, pageOf, PageQuery } from './common.ts';

/** 光敏树脂, 3D 打印线材, 粉末材料, 后处理, 工具. */
export const ConsumableCategory = z.enum(['resin', 'filament', 'powder', 'postprocess', 'tool']);
export type ConsumableCategory = z.infer<typeof ConsumableCategory>;

/** 耗材: something the customer buys as it is, from the platform's stock. */
export const Consumable = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  category: ConsumableCategory,
  /** e.g. "1 kg / 瓶，405 nm，灰色". */
  spec: z.string(),
  /** What one piece is: 瓶, 卷, 桶, 套, 把 … */
  unit: z.string(),
  /** Fen per unit. */
  price: fen.positive(),
  /** Units that can still be ordered (stock minus what open orders reserve). */
  stock: z.number().int().nonnegative(),
  /** Same-site image paths (served by the API), first is the cover; at least one. */
  images: z.array(z.string()).min(1),
  description: z.string(),
});
export type Consumable = z.infer<typeof Consumable>;

export const ConsumableSort = z.enum(['default', 'priceAsc', 'priceDesc']);
export type ConsumableSort = z.infer<typeof ConsumableSort>;

/** The query of GET /api/shop-consumable (ConsumableQuery) as the pages send it. */
export interface ConsumableListQuery {
  category?: ConsumableCategory;
  keyword?: string;
  sort?: ConsumableSort;
  page?: number;
  size?: number;
}

/** GET /api/shop-consumable: the catalogue, filtered, searched (name and spec) and sorted. */
export const ConsumableQuery = PageQuery.extend({
  category: ConsumableCategory.optional(),
  keyword: z.string().trim().max(50, '搜索词最多 50 个字符').optional(),
  sort: ConsumableSort.default('default'),
});
export type ConsumableQuery = z.input<typeof ConsumableQuery>;

export const ConsumablePage = pageOf(Consumable);
export type ConsumablePage = z.infer<typeof ConsumablePage>;
