/**
 * Footage (素材下载): /api/shop-footage. Shared conventions: common.ts.
 */
import { z } from 'zod';
import { pageOf, PageQuery } from './common.ts';

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
