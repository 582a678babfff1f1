/**
 * The shipping address an order is sent to: customised, consumable and professional orders. Shared
 * conventions: common.ts.
 */
import { z } from 'zod';
import { ADDRESS_MAX } from '../lib/forms/order-form-rules.ts';
import { MAINLAND_MOBILE } from '../lib/forms/phone.ts';

export const Address = z.object({
  name: z.string().trim().min(1, '请输入收货人').max(ADDRESS_MAX.name, `收货人最多 ${ADDRESS_MAX.name} 个字符`),
  phone: z.string().trim().regex(MAINLAND_MOBILE, '请输入正确的手机号'),
  region: z.string().trim().min(1, '请输入所在地区').max(ADDRESS_MAX.region, `所在地区最多 ${ADDRESS_MAX.region} 个字符`),
  detail: z.string().trim().min(1, '请输入详细地址').max(ADDRESS_MAX.detail, `详细地址最多 ${ADDRESS_MAX.detail} 个字符`),
});
export type Address = z.infer<typeof Address>;
