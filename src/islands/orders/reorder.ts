import { fetchReorder } from '~/components/orders/orders';
import { reorderPlan } from '~/islands/orders/reorder-plan';
import { claimCart, fillCart } from '~/stores/cart';
import { startReorder } from '~/stores/quotation-handoff';
import { $shopUser, ownerKey } from '~/stores/shop-user';
import { flashToast, showToast } from '~/stores/toasts';

/**
 * 再来一单: reads what of the order can be ordered today, puts it into the cart (consumables)
 * or a fresh quotation draft (customised) and goes on to check out or quote. What was left
 * out is named in a message that survives the navigation. Answers false when nothing could
 * be put back (and stays). Failures are shown by the notifier and thrown.
 */
export async function reorder(orderNo: string): Promise<boolean> {
  const customerId = ownerKey($shopUser.get());
  if (customerId === null) return false;
  const again = await fetchReorder(orderNo);
  const { to, notice } = reorderPlan(again);
  if (!to) {
    if (notice) showToast('error', notice);
    return false;
  }
  if (notice) flashToast('info', notice);
  if (again.kind === 'consumable') {
    claimCart(customerId);
    fillCart(again.items);
  } else {
    startReorder(customerId, again);
  }
  location.assign(to);
  return true;
}
