import type { CouponScope } from '../../wire/coupons.ts';
import { t } from './messages.ts';
import type { CouponOption } from '../../lib/pricing/coupon-eligibility.ts';
import { formatFen } from '../../lib/format/money.ts';

/*
 * Coupon scope and blockers in words, apart from the eligibility logic: the checkouts decide which
 * coupons apply at once and load these texts only with the coupon choice.
 */

const processList = (scope: CouponScope) => scope.processes.map((process) => process.name).join('、');

/** Why a coupon cannot go on this order, in words. */
export function couponBlockerText(option: CouponOption, goods: number): string {
  const { coupon, blocker } = option;
  if (blocker === 'orderKind') return t(coupon.scope?.orderKind === 'consumable' ? 'coupon.blockedKind.consumable' : 'coupon.blockedKind.customized');
  if (blocker === 'process' && coupon.scope) return t('coupon.blockedProcess', { processes: processList(coupon.scope) });
  if (blocker === 'manual') return t('coupon.blockedManual');
  return t('coupon.blockedThreshold', { missing: formatFen(Math.max(0, coupon.threshold - goods)) });
}

/** Where a coupon may be used, in words; null when the backend does not say. */
export function couponScopeText(scope: CouponScope | undefined): string | null {
  if (scope === undefined) return null;
  if (scope.orderKind === 'consumable') return t('coupon.scope.consumable');
  // Processes are those of customised orders' materials, so naming some limits it to those.
  if (scope.processes.length > 0) return t('coupon.scope.customizedProcesses', { processes: processList(scope) });
  return t(scope.orderKind === 'customized' ? 'coupon.scope.customized' : 'coupon.scope.any');
}
