import { makeT } from '../../lib/format/translate.ts';
import { coreMessages } from '../../core/messages.ts';

/**
 * Coupon texts shared by /me/coupon's cards and the checkouts' coupon choice: value, threshold,
 * where a coupon may be used and why it cannot go on this order. Kept apart so each page loads
 * only these and not another page's area.
 */
export const couponMessages = {
  'coupon.blockedManual': '含人工报价文件的订单不可用券',
  'coupon.blockedThreshold': '未满足使用门槛，还差 {missing}',
  'coupon.blockedKind.customized': '仅限定制订单使用',
  'coupon.blockedKind.consumable': '仅限耗材订单使用',
  'coupon.blockedProcess': '仅限 {processes} 工艺使用',
  'coupon.picker.title': '优惠券',
  'coupon.picker.rule': '每笔订单限用一张，可与会员折扣同时享受',
  'coupon.picker.none': '不使用优惠券',
  'coupon.picker.loading': '正在加载优惠券…',
  'coupon.picker.waitPrice': '计价完成后可选择优惠券',
  'coupon.picker.loadFailed': '优惠券加载失败',
  'coupon.picker.empty': '暂无可用的优惠券',
  'coupon.picker.claimMore': '去领券',
  'coupon.picker.saving': '省 {amount}',
  'coupon.picker.dropped': '所选优惠券不再满足使用条件，已取消选择',
  'coupon.yuanValue': '¥{yuan}',
  'coupon.foldValue': '{fold}折',
  'coupon.threshold': '满¥{yuan}可用',
  'coupon.noThreshold': '无门槛',
  'coupon.scope.any': '定制订单、耗材订单通用',
  'coupon.scope.customized': '仅限定制订单（任意工艺）',
  'coupon.scope.customizedProcesses': '仅限定制订单：{processes}',
  'coupon.scope.consumable': '仅限耗材订单',
} as const;

/** This folder's translator: its own texts and those it shows from coreMessages. */
export const t = makeT({ ...coreMessages, ...couponMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
