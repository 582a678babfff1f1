import { useId } from 'react';
import type { Consumable } from '~/wire/consumables';
import { consumableImageUrl } from '~/islands/consumables/consumables';
import { LINE, SkeletonBox, SkeletonText } from '~/core/ListState';
import { t } from '~/islands/consumables/messages';
import { consumablePath } from '~/lib/format/list-filters';
import { formatFen } from '~/lib/format/money';
import { StockBadge } from './StockBadge';

/**
 * One consumable of the catalogue: cover, name, spec, price per unit, stock and 加入订单. The first
 * row's covers are fetched at once and first (one of them is the page's largest paint), the rest
 * when scrolled near.
 */
export function ConsumableCard({ consumable, onAdd, firstRow = false }: { consumable: Consumable; onAdd: (consumable: Consumable) => void; firstRow?: boolean }) {
  const id = useId();
  const soldOut = consumable.stock <= 0;
  const cover = consumable.images[0] ?? '';
  return (
    <li>
      <article className="card h-full border border-base-300 bg-base-100 transition-shadow hover:shadow-md" aria-labelledby={`${id}-name`} data-consumable-id={consumable.id}>
        <a href={consumablePath(consumable.id)} className="block overflow-hidden rounded-t-box bg-base-200" tabIndex={-1} aria-hidden="true">
          <img src={consumableImageUrl(cover)} width={320} height={240} loading={firstRow ? 'eager' : 'lazy'} fetchPriority={firstRow ? 'high' : 'auto'} alt={t('consumables.imageAlt', { name: consumable.name })} className={`aspect-[4/3] h-auto w-full object-cover ${soldOut ? 'opacity-60 grayscale' : ''}`} />
        </a>
        <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
          <h2 id={`${id}-name`} className="font-semibold leading-snug">
            <a href={consumablePath(consumable.id)} className="link link-hover">
              {consumable.name}
            </a>
          </h2>
          <p className="line-clamp-2 text-sm text-base-content/75">{consumable.spec}</p>
          <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
            <p className="font-semibold text-primary tabular-nums">{t('consumables.price', { price: formatFen(consumable.price), unit: consumable.unit })}</p>
            <StockBadge stock={consumable.stock} unit={consumable.unit} />
          </div>
          <button
            type="button"
            className="btn btn-sm btn-outline btn-primary w-full"
            disabled={soldOut}
            aria-label={soldOut ? undefined : t('consumables.addNamed', { name: consumable.name })}
            onClick={() => onAdd(consumable)}
          >
            {soldOut ? t('consumables.soldOut') : t('consumables.add')}
          </button>
        </div>
      </article>
    </li>
  );
}

/**
 * A catalogue card not loaded yet: the spec takes two lines (a row of cards mostly holds one
 * whose spec does), and so does the name on a phone.
 */
export function ConsumableCardSkeleton() {
  return (
    <div className="card border border-base-300 bg-base-100" aria-hidden="true">
      <SkeletonBox className="aspect-[4/3] w-full rounded-t-box rounded-b-none" />
      <div className="flex flex-col gap-2 p-3 sm:p-4">
        <div>
          <SkeletonText line={LINE.snug} width="w-full" />
          <SkeletonText line={LINE.snug} width="w-2/3 sm:hidden" />
        </div>
        <div>
          <SkeletonText line={LINE.sm} width="w-full" />
          <SkeletonText line={LINE.sm} width="w-1/2" />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
          <SkeletonText width="w-24" />
          <SkeletonBox className="h-5 w-20 rounded-full" />
        </div>
        <SkeletonBox className="h-8 w-full rounded-field" />
      </div>
    </div>
  );
}
