/**
 * The shipping address an order is sent to: customised, consumable and professional orders. Shared
 * conventions: common.ts.
 */
import { z } from 'zod';

export const Address = z.object({
  name: z.string().trim().min(1, '请输入收货人').max(32, '收货人最多 32 个字符'),
  phone: z.string().trim().regex(/^1[3-9]\d{9}$/, '请输入正确的手机号'),
  region: z.string().trim().min(1, '请输入所在地区').max(64, '所在地区最多 64 个字符'),
  detail: z.string().trim().min(1, '请输入详细地址').max(120, '详细地址最多 120 个字符'),
});
export type Address = z.infer<typeof Address>;
