import { useStore } from '@nanostores/react';
import { Suspense, lazy, useEffect, useId, useState } from 'react';
import type { ConsumableQuote } from '~/wire/consumable-orders';
import { LazyCouponPicker } from '~/components/checkout/LazyCouponPicker';
import { CheckoutAside } from '~/components/checkout/CheckoutAside';
import { Empty, LoadError } from '~/core/ListState';
import { OrderSubmitPanel, type OrderSubmitTexts } from '~/components/checkout/OrderSubmitPanel';
import { t } from './messages';
import { GuardPending, Guarded } from '~/core/guard/Guarded';
import { AddressFields } from '~/components/form/AddressFields';
import { LazyAddressPicker } from '~/components/address-book/LazyAddressPicker';
import { RemarksField } from '~/components/form/RemarksField';
import { REMARKS_MAX } from '~/lib/forms/order-form-rules';
import { useUnusedCoupons } from '~/components/checkout/use-unused-coupons';
import { type Cart } from '~/lib/drafts/cart-draft';
import { CART_QUANTITY_MAX } from '~/lib/forms/consumable-order-rules';
import { parseCartQuantity } from '~/islands/consumables/quantity/cart-quantity';
import { goodsAtQuotedPrices } from '~/islands/consumables/checkout/cart-quote';
import { CATALOGUE_PATH } from '~/lib/routes/consumable-paths';
import { couponOptions } from '~/lib/pricing/coupon-eligibility';
import { firstBlock } from '~/components/checkout/checkout-rules';
import { useCheckoutAddress } from '~/components/checkout/use-checkout-address';
import { useCouponChoice } from '~/components/checkout/use-coupon-choice';
import { $cart, claimCart, rememberCartLabels, removeFromCart, setCartAddress, setCartCoupon, setCartQuantity, setCartRemarks } from '~/stores/cart';
import { $shopUser, ownerKey } from '~/stores/shop-user';
import { showToast } from '~/stores/toasts';
import { CheckoutLine } from './CheckoutLine';
import { useCartQuote } from './use-cart-quote';
import { useConsumableSubmit } from './use-consumable-submit';

// The result and its payment panel are needed only once an order exists: they load with the
// submit, not with the page (the page stays within its script budget).
const loadCreated = () => import('./CheckoutCreated');
const CheckoutCreated = lazy(() => loadCreated().then((module) => ({ default: module.CheckoutCreated })));

const CARD = 'card bg-base-100 shadow-sm';
const SUBMIT_TEXTS: OrderSubmitTexts = {
  title: t('checkout.totals.title'),
  priceChangedTitle: t('checkout.priceChanged.title'),
  priceChangedBody: (before, after) => t('checkout.priceChanged.body', { before, after }),
  calculating: t('checkout.totals.calculating'),
  submit: t('checkout.submit'),
  confirmNewPrice: t('checkout.confirmNewPrice'),
  submitting: t('checkout.submitting'),
};

/** /consumablesorder/consumableorderinformation: the cart priced by the server, address, coupon, remarks and 提交订单. */
export default function ConsumableCheckout() {
  return (
    <Guarded>
      <OwnedCart />
    </Guarded>
  );
}

/** Another customer's cart on this browser is never shown: it is replaced first. */
function OwnedCart() {
  const customerId = ownerKey(useStore($shopUser));
  const cart = useStore($cart);
  useEffect(() => {
    if (customerId !== null) claimCart(customerId);
  }, [customerId]);
  if (customerId === null || cart.ownerId !== customerId) return <GuardPending text={t('state.loading')} />;
  return <Checkout cart={cart} customerId={customerId} />;
}

function Checkout({ cart, customerId }: { cart: Cart; customerId: number }) {
  const id = useId();
  const coupons = useUnusedCoupons();
  const [texts, setTexts] = useState<Readonly<Record<number, string>>>({});
  const address = useCheckoutAddress(cart.address, setCartAddress, customerId);

  // The last price answer (kept while a newer one is asked) gives the stock that bounds what can
  // be typed, the units, and the unit prices the coupon choice goes by; before it, only 1..9999.
  const [lastQuote, setLastQuote] = useState<ConsumableQuote | null>(null);
  const lastLines = new Map((lastQuote?.lines ?? []).map((line) => [line.consumableId, line]));
  const stockOf = (consumableId: number) => lastLines.get(consumableId)?.stock ?? CART_QUANTITY_MAX;
  const unitOf = (consumableId: number) => lastLines.get(consumableId)?.unit ?? '';
  const quantityError = (consumableId: number) => {
    const text = texts[consumableId];
    if (text === undefined) return undefined;
    const check = parseCartQuantity(text, stockOf(consumableId), unitOf(consumableId));
    return check.ok ? undefined : check.error;
  };
  const quantitiesValid = cart.items.every((item) => quantityError(item.consumableId) === undefined);

  const goods = goodsAtQuotedPrices(cart.items, lastQuote);
  const options = coupons.data && goods !== null ? couponOptions(coupons.data, { kind: 'consumable', processId: null, goods, manual: false }, lastQuote?.memberDiscount ?? 0) : null;
  // Until the goods are priced no coupon is sent: the server refuses one below its threshold.
  const coupon = useCouponChoice(options, cart.couponId, setCartCoupon);
  const couponId = coupon.couponId;
  const request = cart.items.length > 0 && quantitiesValid ? { items: cart.items, couponId } : null;
  const live = useCartQuote(request);
  const order = useConsumableSubmit((priced, quote) => live.replace(priced, quote));
  if (live.quote !== lastQuote && live.quote !== null) setLastQuote(live.quote);
  // How the priced lines read is kept with the cart, so they stand at their height at once next time.
  useEffect(() => {
    if (lastQuote) rememberCartLabels(lastQuote.lines);
  }, [lastQuote]);

  if (order.created) {
    return (
      <Suspense fallback={<GuardPending text={t('state.loading')} />}>
        <CheckoutCreated order={order.created} />
      </Suspense>
    );
  }
  if (cart.items.length === 0) {
    return (
      <section className={CARD} aria-labelledby={`${id}-empty`}>
        <div className="p-6">
          <h1 id={`${id}-empty`} className="sr-only">
            {t('checkout.title')}
          </h1>
          <Empty title={t('checkout.empty.title')}>
            <div className="flex flex-col items-center gap-3">
              <p>{t('checkout.empty.hint')}</p>
              <a href={CATALOGUE_PATH} className="btn btn-primary btn-sm">
                {t('checkout.empty.go')}
              </a>
            </div>
          </Empty>
        </div>
      </section>
    );
  }

  function editQuantity(consumableId: number, text: string) {
    setTexts((previous) => ({ ...previous, [consumableId]: text }));
    const check = parseCartQuantity(text, stockOf(consumableId), unitOf(consumableId));
    if (check.ok) setCartQuantity(consumableId, check.quantity);
  }

  function remove(consumableId: number, name: string) {
    removeFromCart(consumableId);
    setTexts(({ [consumableId]: _removed, ...rest }) => rest);
    showToast('success', t('checkout.line.removed', { name }));
  }

  const lines = new Map((live.quote?.lines ?? []).map((line) => [line.consumableId, line]));
  const problemOf = (consumableId: number, quantity: number): string | null => {
    const refused = order.stockProblemFor(consumableId, quantity);
    if (refused) return refused;
    const line = lines.get(consumableId);
    if (!line || line.stock >= quantity) return null;
    return line.stock === 0 ? t('checkout.line.soldOut') : t('checkout.line.overStock', { stock: line.stock, unit: line.unit });
  };
  const anyProblem = cart.items.some((item) => problemOf(item.consumableId, item.quantity) !== null);

  function submit() {
    if (!request || !live.fresh || !live.quote || anyProblem) return;
    const sent = address.checked();
    if (!sent) return;
    void loadCreated();
    void order.submit({ request, shown: live.quote, address: sent, remarks: cart.remarks.trim(), draftId: cart.cartId, customerId });
  }

  const blockedBy = firstBlock([
    !quantitiesValid && t('checkout.blocked.quantities'),
    anyProblem && t('checkout.blocked.stock'),
    cart.remarks.length > REMARKS_MAX && t('checkout.blocked.remarks'),
    !live.fresh && t('checkout.blocked.price'),
  ]);

  // The side column waits for the first price (CheckoutAside).
  const pricingFirst = live.quote === null && live.status !== 'error' && request !== null;

  return (
    <div className="flex flex-col gap-6">
      <section className={CARD} aria-labelledby={`${id}-title`}>
        <div className="flex flex-col gap-1 p-4 sm:p-6">
          <h1 id={`${id}-title`} className="card-title text-2xl">
            {t('checkout.title')}
          </h1>
          <p className="text-sm text-base-content/70">{t('checkout.intro')}</p>
        </div>
      </section>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <section className={CARD} aria-labelledby={`${id}-lines`}>
            <div className="flex flex-col gap-3 p-4 sm:p-6">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id={`${id}-lines`} className="text-lg font-semibold">
                  {t('checkout.lines.title')}
                </h2>
                <a href={CATALOGUE_PATH} className="link link-primary text-sm">
                  {t('checkout.lines.continue')}
                </a>
              </div>
              <ul className="flex flex-col divide-y divide-base-300" aria-label={t('checkout.lines.label', { count: cart.items.length })}>
                {cart.items.map((item) => {
                  const line = lines.get(item.consumableId);
                  return (
                    <CheckoutLine
                      key={item.consumableId}
                      idPrefix={id}
                      item={item}
                      line={line}
                      label={cart.labels?.[String(item.consumableId)]}
                      fresh={live.fresh}
                      text={texts[item.consumableId] ?? String(item.quantity)}
                      error={quantityError(item.consumableId)}
                      problem={problemOf(item.consumableId, item.quantity)}
                      disabled={order.submitting}
                      onText={(text) => editQuantity(item.consumableId, text)}
                      onRemove={() => remove(item.consumableId, line?.name ?? cart.labels?.[String(item.consumableId)]?.name ?? t('checkout.line.unknown', { id: item.consumableId }))}
                    />
                  );
                })}
              </ul>
              {live.status === 'error' && !live.fresh && <LoadError message={live.message} onRetry={live.retry} />}
            </div>
          </section>
          <section className={CARD} aria-label={t('checkout.delivery')}>
            <div className="flex flex-col gap-5 p-4 sm:p-6">
              <AddressFields
                idPrefix={`${id}-address`}
                values={address.address}
                errors={address.errors}
                onValue={address.edit}
                onLeave={address.leave}
                refs={address.refs}
                remembered={address.remembered}
                picker={<LazyAddressPicker current={address.address} preselect={!cart.address} onPick={address.pick} />}
              />
              <RemarksField id={`${id}-remarks`} value={cart.remarks} onValue={setCartRemarks} />
            </div>
          </section>
        </div>
        <CheckoutAside
          label={t('checkout.totals.title')}
          pricing={pricingFirst}
          pricingLabel={t('checkout.totals.calculating')}
          bodyClassName="flex flex-col p-4 sm:p-6"
          coupons={
            <LazyCouponPicker
              options={options}
              waitingForPrice={coupons.data !== null && goods === null}
              loadError={coupons.status === 'error' ? coupons.message : null}
              onRetry={coupons.reload}
              goods={goods ?? 0}
              chosen={couponId}
              onChoose={coupon.choose}
              droppedNote={coupon.dropped}
            />
          }
          totals={
            <OrderSubmitPanel
              texts={SUBMIT_TEXTS}
              quote={live.quote}
              fresh={live.fresh}
              calculating={request !== null && !live.fresh && live.status !== 'error'}
              priceChange={order.priceChangeFor(request)}
              submitting={order.submitting}
              blockedBy={blockedBy}
              onSubmit={submit}
            />
          }
        />
      </div>
    </div>
  );
}
