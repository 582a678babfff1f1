/**
 * The address book (/api/shop-address, reference API): a customer's saved shipping addresses, with
 * the region as a province / city / district of src/content/regions/pca-code.json. Shared
 * conventions: common.ts.
 */
import { z } from 'zod';
import { ADDRESS_BOOK_LIMIT, REGION_NAME_MAX } from '../lib/forms/address-book-rules.ts';
import { Address } from './address.ts';

export { ADDRESS_BOOK_LIMIT } from '../lib/forms/address-book-rules.ts';

const regionPart = (label: string) =>
  z.string().trim().min(1, `请选择${label}`).max(REGION_NAME_MAX, `${label}名称最多 ${REGION_NAME_MAX} 个字符`);

/**
 * POST /api/shop-address and PUT /api/shop-address/{id}: the receiver, phone and detail follow
 * the order address's rules (Address); province, city and district are names from the region
 * data, and a triple that is not in it is refused (400 所在地区不存在，请重新选择).
 */
export const AddressBookInput = z.object({
  name: Address.shape.name,
  phone: Address.shape.phone,
  province: regionPart('省份'),
  city: regionPart('城市'),
  district: regionPart('区县'),
  detail: Address.shape.detail,
});
export type AddressBookInput = z.infer<typeof AddressBookInput>;

/**
 * A saved address. `region` is the line an order's Address takes (src/lib/forms/regions.ts
 * regionText: 广东省 深圳市 南山区, 北京市 朝阳区), so `{ name, phone, region, detail }` can be
 * sent with an order as it is; `regionCode` is the district's code (6 digits; 9 for the towns of 东莞, 中山, 儋州 and 嘉峪关).
 */
export const SavedAddress = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  regionCode: z.string(),
  region: z.string(),
  detail: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedAddress = z.infer<typeof SavedAddress>;

/**
 * GET /api/shop-address: every saved address of the customer (at most ADDRESS_BOOK_LIMIT, so no
 * pages), the default first, then the newest. `limit` is that most.
 */
export const AddressBook = z.object({
  records: z.array(SavedAddress).max(ADDRESS_BOOK_LIMIT),
  total: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
});
export type AddressBook = z.infer<typeof AddressBook>;
