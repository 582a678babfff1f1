import { useEffect, useId, useState } from 'react';
import type { FootageCategory } from '~/wire/footage';
import { listFootage } from '~/islands/footage/footage';
import { Empty, LoadFailure, Loading } from '~/core/ListState';
import { Pagination } from '~/components/ui/Pagination';
import { StatusTabs } from '~/components/ui/StatusTabs';
import { t } from '~/islands/footage/messages';
import { Guarded } from '~/core/guard/Guarded';
import { useRequest } from '~/core/use-request';
import { KEYWORD_MAX } from '~/lib/format/list-filters';
import { footageSearch, readFootageFilters } from '~/islands/footage/footage-filters';
import { FootageRow, FootageRowSkeleton } from './FootageRow';
import { FOOTAGE_TABS, categoryLabel } from './footage-tabs';
import { useFootageDownloads } from './use-footage-download';

const PAGE_SIZE = 10;
/** Quiet time after typing before searching. */
const SEARCH_DEBOUNCE_MS = 300;

/** /footagedownload: the shop's footage by category, searchable, each downloadable and checked. */
export default function FootageLibrary() {
  return (
    <Guarded>
      <Library />
    </Guarded>
  );
}

function Library() {
  const id = useId();
  const [initial] = useState(() => readFootageFilters(location.search));
  const [category, setCategory] = useState<FootageCategory | null>(initial.category);
  const [typed, setTyped] = useState(initial.keyword);
  const [keyword, setKeyword] = useState(initial.keyword);
  const [page, setPage] = useState(initial.page);
  const query = { ...(category ? { category } : {}), ...(keyword ? { keyword } : {}), page, size: PAGE_SIZE };
  const key = JSON.stringify(query);
  const list = useRequest(key, (signal) => listFootage(query, signal).then((data) => ({ key, data })));
  const current = list.data?.key === key ? list.data.data : null;
  const downloads = useFootageDownloads();
  const panelId = `${id}-panel`;
  const tabId = (tab: FootageCategory | null) => `${id}-tab-${tab ?? 'all'}`;

  // The tab, search and page live in the address too, so a reload shows the same list.
  useEffect(() => {
    history.replaceState(history.state, '', `${location.pathname}${footageSearch({ category, keyword, page })}`);
  }, [category, keyword, page]);

  useEffect(() => {
    if (typed.trim() === keyword) return;
    const timer = setTimeout(() => {
      setKeyword(typed.trim());
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, keyword]);

  function select(next: FootageCategory | null) {
    setCategory(next);
    setPage(1);
  }

  function clear() {
    setTyped('');
    setKeyword('');
    setCategory(null);
    setPage(1);
  }

  const records = current?.records ?? [];
  const filtered = keyword !== '' || category !== null;
  return (
    <section className="flex flex-col gap-6" aria-labelledby={`${id}-title`}>
      <div className="flex flex-col gap-1">
        <h1 id={`${id}-title`} className="text-2xl font-bold">
          {t('footage.title')}
        </h1>
        <p className="text-base-content/70">{t('footage.intro')}</p>
      </div>
      <div className="card bg-base-100 shadow-sm">
        <div className="flex flex-col gap-4 p-4 sm:p-6">
          <StatusTabs
            label={t('footage.tabs')}
            tabs={FOOTAGE_TABS}
            selected={category ?? ''}
            onSelect={(value) => select(value || null)}
            tabId={(value) => tabId(value || null)}
            panelId={panelId}
          />
          <form
            role="search"
            className="flex flex-col gap-1"
            onSubmit={(event) => {
              event.preventDefault();
              setKeyword(typed.trim());
              setPage(1);
            }}
          >
            <label htmlFor={`${id}-search`} className="text-sm font-medium">
              {t('footage.search.label')}
            </label>
            <input id={`${id}-search`} type="search" className="input w-full sm:max-w-md" placeholder={t('footage.search.placeholder')} maxLength={KEYWORD_MAX} value={typed} onChange={(event) => setTyped(event.target.value)} />
          </form>
          <div role="tabpanel" id={panelId} aria-labelledby={tabId(category)} aria-busy={list.status === 'loading'} className="flex flex-col gap-4">
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-base-content/70">
              {/* One line tall before the count arrives too, so the list below it does not move. */}
              <p aria-live="polite" className="min-h-5">
                {current ? t('footage.total', { count: current.total }) : ''}
              </p>
              {filtered && (
                <button type="button" className="btn btn-ghost btn-sm" onClick={clear}>
                  {t('footage.clear')}
                </button>
              )}
            </div>
            <LoadFailure state={list} feature={t('nav.footage')} onRetry={list.reload} />
            {list.status === 'loading' && !current && <Loading rows={PAGE_SIZE} row={<FootageRowSkeleton />} className="lazy-rows-[11.5rem] flex flex-col divide-y divide-base-300" />}
            {current && current.total === 0 && list.status !== 'error' && (
              <Empty title={t(keyword ? 'footage.empty.title' : 'footage.empty.none')}>
                {keyword && (
                  <div className="flex flex-col items-center gap-3">
                    <p>{t('footage.empty.hint')}</p>
                    <button type="button" className="btn btn-primary btn-sm" onClick={clear}>
                      {t('footage.clear')}
                    </button>
                  </div>
                )}
              </Empty>
            )}
            {records.length > 0 && (
              <ul className={`lazy-rows-[11.5rem] flex flex-col divide-y divide-base-300 ${list.status === 'loading' ? 'opacity-60' : ''}`} aria-label={t('footage.listLabel', { category: categoryLabel(category) })}>
                {records.map((footage) => (
                  <FootageRow
                    key={footage.id}
                    footage={footage}
                    downloads={downloads.countOf(footage)}
                    state={downloads.states.get(footage.id)}
                    onDownload={() => downloads.start(footage)}
                    onCancel={() => downloads.cancel(footage.id)}
                  />
                ))}
              </ul>
            )}
            <Pagination page={page} size={PAGE_SIZE} total={current?.total ?? 0} onChange={setPage} disabled={list.status === 'loading'} />
          </div>
        </div>
      </div>
    </section>
  );
}
