import { useStore } from '@nanostores/react';
import { t } from '~/islands/consumables/messages';
import { CHECKOUT_PATH } from '~/lib/routes/consumable-paths';
import { cartUnits } from '~/lib/drafts/cart-draft';
import { $cart } from '~/stores/cart';

/** The way to the checkout, with how many units wait in the cart. */
export function CartLink() {
  const units = cartUnits(useStore($cart).items);
  return (
    <a href={CHECKOUT_PATH} className="btn btn-primary gap-2" aria-label={t('consumables.cart.button', { count: units })} data-testid="cart-link">
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="17" cy="20" r="1.5" />
      </svg>
      <span>{t('consumables.cart.label')}</span>
      <span className="badge badge-sm border-0 bg-base-100 text-primary tabular-nums" data-testid="cart-count">
        {units}
      </span>
    </a>
  );
}
