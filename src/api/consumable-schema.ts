/**
 * Wire shapes of the consumables catalogue and footage (issue 5), written once for the browser
 * client and the reference server, like schema.ts. Money is integer fen, sizes bytes, times
 * ISO strings. The browser imports types only.
 */
import { z } from 'zod';
import { PageQuery, pageOf } from './schema.ts';

const fen = z.number().int();

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

/** GET /api/shop-consumable: the catalogue, filtered, searched (name and spec) and sorted. */
export const ConsumableQuery = PageQuery.extend({
  category: ConsumableCategory.optional(),
  keyword: z.string().trim().max(50, '搜索词最多 50 个字符').optional(),
  sort: ConsumableSort.default('default'),
});
export type ConsumableQuery = z.input<typeof ConsumableQuery>;

export const ConsumablePage = pageOf(Consumable);
export type ConsumablePage = z.infer<typeof ConsumablePage>;

/** 模型库, 夹具治具, 教程视频, 设计规范, 材料手册. */
export const FootageCategory = z.enum(['model', 'fixture', 'video', 'guide', 'datasheet']);
export type FootageCategory = z.infer<typeof FootageCategory>;

/** 素材: a file the shop's customers may download. */
export const Footage = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  category: FootageCategory,
  /** Lower-case file extension: stl, obj, csv, txt, md, svg, mp4 … */
  format: z.string(),
  /** The downloaded file's name. */
  fileName: z.string(),
  /** Bytes. */
  size: z.number().int().positive(),
  /** Hex SHA-256 of the bytes, so a download can be checked. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  downloads: z.number().int().nonnegative(),
  description: z.string(),
  createdAt: z.string(),
});
export type Footage = z.infer<typeof Footage>;

/** GET /api/shop-footage: the footage of the customer's shop. */
export const FootageQuery = PageQuery.extend({
  category: FootageCategory.optional(),
  keyword: z.string().trim().max(50, '搜索词最多 50 个字符').optional(),
});
export type FootageQuery = z.input<typeof FootageQuery>;

export const FootagePage = pageOf(Footage);
export type FootagePage = z.infer<typeof FootagePage>;
