import type { Reorder } from '../../wire/orders.ts';
import { t } from '../../components/orders/messages.ts';
import { CHECKOUT_PATH } from '../../lib/routes/consumable-paths.ts';
import type { RoutePath } from '../../lib/routes/routes.ts';

// The first and last quotation steps, spelled out: importing quotation-steps.ts would load it on the order center.
const QUOTATION_MATERIAL_PATH: RoutePath = '/quotationorder/selectmaterialprocess';
const QUOTATION_SUBMIT_PATH: RoutePath = '/quotationorder/submitorder';

/**
 * Where 再来一单 goes with what the server answered: consumables to checkout, customised files
 * to the quotation's last step when the material is known, else to choosing one. `notice` names
 * what was left out, and the parts whose choices went back to the defaults; `to` is null when
 * nothing at all could be put back.
 */
export function reorderPlan(again: Reorder): { to: string | null; notice: string | null } {
  if (again.items.length === 0) return { to: null, notice: t('orders.reorder.nothing') };
  const missing = again.missing.length > 0 ? t('orders.reorder.missing', { names: again.missing.join('、') }) : null;
  if (again.kind === 'consumable') return { to: CHECKOUT_PATH, notice: missing };
  const dropped = again.optionsDropped?.length ? t('orders.reorder.optionsDropped', { names: again.optionsDropped.join('、') }) : null;
  const notice = [missing, dropped].filter((part) => part !== null).join('；') || null;
  return { to: again.materialId === null ? QUOTATION_MATERIAL_PATH : QUOTATION_SUBMIT_PATH, notice };
}
