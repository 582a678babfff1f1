import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { listConsumables } from '~/islands/consumables/consumables';
import { Empty, LoadFailure, Loading } from '~/core/ListState';
import { Pagination } from '~/components/ui/Pagination';
import { t } from '~/islands/consumables/messages';
import { Guarded } from '~/core/guard/Guarded';
import { useRequest } from '~/core/use-request';
import { CATALOGUE_PAGE_SIZE as PAGE_SIZE, NO_FILTERS, catalogueQuery, catalogueSearch, isFiltered, readCatalogueFilters, type CatalogueFilters as Filters } from '~/lib/format/list-filters';
import { claimCart } from '~/stores/cart';
import { $shopUser, ownerKey } from '~/stores/shop-user';
import { addConsumable } from './add-to-cart';
import { CartLink } from './CartLink';
import { CatalogueFilters } from './CatalogueFilters';
import { ConsumableCard, ConsumableCardSkeleton } from './ConsumableCard';

// The widest grid shows four cards a row: their covers are on screen at once, so they load at once.
const FIRST_ROW = 4;

const GRID = 'lazy-rows-[21rem] grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4';
/** Quiet time after typing before searching, so 光敏树脂 asks once, not four times. */
const SEARCH_DEBOUNCE_MS = 300;

/** /consumablesorder: the catalogue with category, search, sort and pages kept in the address. */
export default function ConsumableCatalogue() {
  return (
    <Guarded>
      <Catalogue />
    </Guarded>
  );
}

function Catalogue() {
  const id = useId();
  const customerId = ownerKey(useStore($shopUser));
  const [filters, setFilters] = useState<Filters>(() => readCatalogueFilters(location.search));
  const [typed, setTyped] = useState(filters.keyword);
  const query = catalogueQuery(filters);
  const key = JSON.stringify(query);
  const list = useRequest(key, (signal) => listConsumables(query, signal).then((data) => ({ key, data })));
  const current = list.data?.key === key ? list.data.data : null;

  useEffect(() => {
    if (customerId !== null) claimCart(customerId);
  }, [customerId]);

  useEffect(() => {
    history.replaceState(history.state, '', `${location.pathname}${catalogueSearch(filters)}`);
  }, [filters]);

  useEffect(() => {
    if (typed.trim() === filters.keyword.trim()) return;
    const timer = setTimeout(() => setFilters((previous) => ({ ...previous, keyword: typed, page: 1 })), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, filters.keyword]);

  // An address with a page past the end (the list shrank since) shows the last page instead.
  const lastPage = current ? Math.max(1, Math.ceil(current.total / PAGE_SIZE)) : null;
  if (lastPage !== null && filters.page > lastPage) setFilters({ ...filters, page: lastPage });

  const change = (patch: Partial<Filters>) => setFilters((previous) => ({ ...previous, page: 1, ...patch }));
  function clear() {
    setTyped('');
    setFilters(NO_FILTERS);
  }

  const records = current?.records ?? [];
  const filtered = isFiltered(filters);
  return (
    <section className="flex flex-col gap-6" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 id={`${id}-title`} className="text-2xl font-bold">
            {t('consumables.title')}
          </h1>
          <p className="text-base-content/70">{t('consumables.intro')}</p>
        </div>
        <CartLink />
      </div>
      <div className="card bg-base-100 shadow-sm">
        <div className="flex flex-col gap-4 p-4 sm:p-6">
          <CatalogueFilters
            idPrefix={id}
            category={filters.category}
            keyword={typed}
            sort={filters.sort}
            onCategory={(category) => change({ category })}
            onKeyword={setTyped}
            onSearchNow={() => change({ keyword: typed })}
            onSort={(sort) => change({ sort })}
          />
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-base-content/70">
            {/* One line tall before the count arrives too, so the list below it does not move. */}
            <p aria-live="polite" className="min-h-5">
              {current ? t('consumables.total', { count: current.total }) : ''}
            </p>
            {filtered && (
              <button type="button" className="btn btn-ghost btn-sm" onClick={clear}>
                {t('consumables.clearFilters')}
              </button>
            )}
          </div>
          <div aria-busy={list.status === 'loading'} className="flex flex-col gap-4">
            <LoadFailure state={list} feature={t('nav.consumables')} onRetry={list.reload} />
            {list.status === 'loading' && !current && <Loading rows={PAGE_SIZE} row={<ConsumableCardSkeleton />} className={GRID} />}
            {current && current.total === 0 && list.status !== 'error' && (
              <Empty title={t(filtered ? 'consumables.empty.title' : 'consumables.empty.none')}>
                {filtered && (
                  <div className="flex flex-col items-center gap-3">
                    <p>{t('consumables.empty.hint')}</p>
                    <button type="button" className="btn btn-primary btn-sm" onClick={clear}>
                      {t('consumables.clearFilters')}
                    </button>
                  </div>
                )}
              </Empty>
            )}
            {records.length > 0 && (
              <ul className={`${GRID} ${list.status === 'loading' ? 'opacity-60' : ''}`} aria-label={t('consumables.listLabel')}>
                {records.map((consumable, index) => (
                  <ConsumableCard key={consumable.id} consumable={consumable} onAdd={(item) => addConsumable(item, 1)} firstRow={index < FIRST_ROW} />
                ))}
              </ul>
            )}
            <Pagination page={filters.page} size={PAGE_SIZE} total={current?.total ?? 0} onChange={(page) => setFilters((previous) => ({ ...previous, page }))} disabled={list.status === 'loading'} />
          </div>
        </div>
      </div>
    </section>
  );
}
