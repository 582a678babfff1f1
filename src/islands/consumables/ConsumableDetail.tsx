import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import type { Consumable } from '~/wire/consumables';
import { fetchConsumable } from '~/islands/consumables/consumables';
import { nullWhenNotFound } from '~/core/errors';
import { Empty, LoadError, Loading } from '~/core/ListState';
import { t } from '~/islands/consumables/messages';
import { Guarded } from '~/core/guard/Guarded';
import { useRequest } from '~/core/use-request';
import { parseCartQuantity } from '~/islands/consumables/quantity/cart-quantity';
import { readConsumableId } from '~/lib/format/list-filters';
import { CATALOGUE_PATH, CHECKOUT_PATH } from '~/lib/routes/consumable-paths';
import { formatFen } from '~/lib/format/money';
import { claimCart } from '~/stores/cart';
import { $shopUser, ownerKey } from '~/stores/shop-user';
import { addConsumable } from './add-to-cart';
import { CartLink } from './CartLink';
import { ImageGallery } from './ImageGallery';
import { QuantityPicker } from './quantity/QuantityPicker';
import { StockBadge } from './StockBadge';

/** /consumablesorder/consumableinformation?id=…: one consumable, its images and the way to order it. */
export default function ConsumableDetail() {
  return (
    <Guarded>
      <DetailScreen />
    </Guarded>
  );
}

/** The consumable, or null when there is none with this id (a 404). */
async function loadConsumable(id: number | null, signal: AbortSignal): Promise<Consumable | null> {
  if (id === null) return null;
  return nullWhenNotFound(fetchConsumable(id, signal));
}

function DetailScreen() {
  const customerId = ownerKey(useStore($shopUser));
  const [consumableId] = useState(() => readConsumableId(location.search));
  const request = useRequest(`consumable:${consumableId ?? 'none'}`, (signal) => loadConsumable(consumableId, signal));

  useEffect(() => {
    if (customerId !== null) claimCart(customerId);
  }, [customerId]);

  const back = (
    <a href={CATALOGUE_PATH} className="link link-primary text-sm">
      ← {t('consumables.back')}
    </a>
  );
  if (request.status === 'error' && !request.data) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <h1 className="text-2xl font-bold">{t('page.consumablesorder.consumableinformation')}</h1>
        <LoadError message={request.message} onRetry={request.reload} />
      </div>
    );
  }
  if (request.status === 'loading') return <Loading rows={4} />;
  if (!request.data)
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">{t('page.consumablesorder.consumableinformation')}</h1>
        <NotFound />
      </div>
    );
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {back}
        <CartLink />
      </div>
      <ConsumableView consumable={request.data} />
    </div>
  );
}

function NotFound() {
  return (
    <section className="card bg-base-100 shadow-sm" data-testid="consumable-not-found">
      <div className="flex flex-col items-center p-6">
        <Empty title={t('consumables.detail.notFound')}>
          <div className="flex flex-col items-center gap-3">
            <p>{t('consumables.detail.notFoundHint')}</p>
            <a href={CATALOGUE_PATH} className="btn btn-primary btn-sm">
              {t('consumables.back')}
            </a>
          </div>
        </Empty>
      </div>
    </section>
  );
}

function ConsumableView({ consumable }: { consumable: Consumable }) {
  const id = useId();
  const [text, setText] = useState('1');
  const [quantity, setQuantity] = useState(1);
  const soldOut = consumable.stock <= 0;
  const check = parseCartQuantity(text, consumable.stock, consumable.unit);
  const error = soldOut || check.ok ? undefined : check.error;

  function editQuantity(next: string) {
    setText(next);
    const parsed = parseCartQuantity(next, consumable.stock, consumable.unit);
    if (parsed.ok) setQuantity(parsed.quantity);
  }

  function add(thenCheckout: boolean) {
    if (!check.ok) {
      document.getElementById(`${id}-quantity`)?.focus();
      return;
    }
    if (addConsumable(consumable, check.quantity) && thenCheckout) location.assign(CHECKOUT_PATH);
  }

  return (
    <article className="card bg-base-100 shadow-sm" aria-labelledby={`${id}-name`} data-consumable-id={consumable.id}>
      <div className="grid gap-6 p-4 sm:p-6 md:grid-cols-2">
        <ImageGallery name={consumable.name} images={consumable.images} />
        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-col gap-2">
            <span className="badge badge-outline badge-sm">{t(`consumables.category.${consumable.category}`)}</span>
            <h1 id={`${id}-name`} className="text-2xl font-bold leading-snug">
              {consumable.name}
            </h1>
          </div>
          <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-2">
            <dt className="text-sm text-base-content/70">{t('consumables.detail.price')}</dt>
            <dd className="text-2xl font-bold text-primary tabular-nums" data-testid="consumable-price">
              {t('consumables.price', { price: formatFen(consumable.price), unit: consumable.unit })}
            </dd>
            <dt className="text-sm text-base-content/70">{t('consumables.detail.spec')}</dt>
            <dd>{consumable.spec}</dd>
            <dt className="text-sm text-base-content/70">{t('consumables.detail.stock')}</dt>
            <dd id={`${id}-stock`}>
              <StockBadge stock={consumable.stock} unit={consumable.unit} />
            </dd>
          </dl>
          {!soldOut && (
            <QuantityPicker
              id={`${id}-quantity`}
              label={t('consumables.quantity.label')}
              visibleLabel={t('consumables.quantity.label')}
              text={text}
              quantity={quantity}
              stock={consumable.stock}
              error={error}
              hintId={`${id}-range`}
              size="md"
              onText={editQuantity}
            />
          )}
          {!soldOut && (
            <p id={`${id}-range`} className="-mt-2 text-sm text-base-content/70">
              {t('consumables.quantity.range', { stock: consumable.stock, unit: consumable.unit })}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <button type="button" className="btn btn-outline btn-primary min-w-32 flex-1 sm:flex-none" disabled={soldOut} onClick={() => add(false)}>
              {soldOut ? t('consumables.soldOut') : t('consumables.add')}
            </button>
            <button type="button" className="btn btn-primary min-w-32 flex-1 sm:flex-none" disabled={soldOut} onClick={() => add(true)}>
              {t('consumables.buyNow')}
            </button>
          </div>
          <section className="flex flex-col gap-2 border-t border-base-300 pt-4" aria-labelledby={`${id}-description`}>
            <h2 id={`${id}-description`} className="font-semibold">
              {t('consumables.detail.description')}
            </h2>
            <p className="whitespace-pre-line text-base-content/85">{consumable.description}</p>
          </section>
        </div>
      </div>
    </article>
  );
}
