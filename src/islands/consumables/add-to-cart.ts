import { t } from '~/islands/consumables/messages';
import { $cart, addToCart } from '~/stores/cart';
import { showToast } from '~/stores/toasts';

export interface Addable {
  id: number;
  name: string;
  spec: string;
  unit: string;
  stock: number;
  images: readonly string[];
}

/**
 * Puts `quantity` units of a consumable into the cart, never more than its stock in all, and
 * says what happened. False when nothing was added.
 */
export function addConsumable(consumable: Addable, quantity: number): boolean {
  const inCart = $cart.get().items.find((item) => item.consumableId === consumable.id)?.quantity ?? 0;
  if (inCart + quantity > consumable.stock) {
    showToast('error', t('consumables.quantity.overStock', { stock: consumable.stock, unit: consumable.unit }));
    return false;
  }
  if (!addToCart(consumable.id, quantity, { name: consumable.name, spec: consumable.spec, image: consumable.images[0] ?? '' })) {
    showToast('error', t('consumables.cartFull'));
    return false;
  }
  showToast('success', t('consumables.added', { name: consumable.name, quantity }));
  return true;
}
