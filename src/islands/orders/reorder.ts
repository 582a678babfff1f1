import { fetchReorder } from '~/api/orders';
import { t } from '~/i18n/t-orders';
import { claimCart, fillCart } from '~/stores/cart';
import { startReorder } from '~/stores/quotation';
import { $shopUser } from '~/stores/shop-user';
import { flashToast, showToast } from '~/stores/toasts';

const CHECKOUT = '/consumablesorder/consumableorderinformation';
const QUOTATION_SUBMIT = '/quotationorder/submitorder';
const QUOTATION_MATERIAL = '/quotationorder/selectmaterialprocess';

/**
 * 再来一单: reads what of the order can be ordered today, puts it into the cart (consumables)
 * or a fresh quotation draft (customised) and goes on to check out or quote. What was left
 * out is named in a message that survives the navigation. Answers false when nothing could
 * be put back (and stays). Failures are shown by the notifier and thrown.
 */
export async function reorder(orderNo: string): Promise<boolean> {
  const customerId = $shopUser.get().userInfo?.customer.id;
  if (customerId === undefined) return false;
  const again = await fetchReorder(orderNo);
  const missing = again.missing.length > 0 ? t('orders.reorder.missing', { names: again.missing.join('、') }) : null;
  if (again.items.length === 0) {
    showToast('error', t('orders.reorder.nothing'));
    return false;
  }
  if (missing) flashToast('info', missing);
  if (again.kind === 'consumable') {
    claimCart(customerId);
    fillCart(again.items);
    location.assign(CHECKOUT);
  } else {
    startReorder(customerId, again);
    location.assign(again.materialId === null ? QUOTATION_MATERIAL : QUOTATION_SUBMIT);
  }
  return true;
}
