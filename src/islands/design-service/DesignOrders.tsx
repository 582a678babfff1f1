import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { listDesignOrders } from '~/islands/design-service/design-service';
import { Empty, Loading } from '~/core/ListState';
import { Pagination } from '~/components/ui/Pagination';
import { StatusTabs } from '~/components/ui/StatusTabs';
import { t } from '~/islands/design-service/messages';
import { useRequest } from '~/core/use-request';
import { DESIGN_STATUSES } from '~/islands/design-service/design-service-status';
import { readDesignOrdersSearch, writeDesignOrdersSearch, type DesignOrdersState } from '~/islands/design-service/design-request-query';
import { DESIGN_PATHS } from '~/lib/routes/design-service-paths';
import { LoginFirst } from '~/core/guard/LoginFirst';
import { DesignNav } from './DesignNav';
import { DesignOrderRow, DesignOrderRowSkeleton } from './DesignOrderRow';
import { ListFailure } from './ListFailure';

// The form (with the draft store) and the detail come with their first opening, keeping the list page light.
const NewDesignOrder = lazy(() => import('./NewDesignOrder').then((module) => ({ default: module.NewDesignOrder })));
const DesignOrderDialog = lazy(() => import('./DesignOrderDialog').then((module) => ({ default: module.DesignOrderDialog })));

const PAGE_SIZE = 10;
/** 全部 and the four statuses. */
const DESIGN_TABS = [{ value: '' as const, label: t('design.requests.all') }, ...DESIGN_STATUSES.map((value) => ({ value, label: value }))];

/**
 * /mydesign/ordercenter/designorder: the customer's design requests by status, one open in a
 * dialog (`?requestNo=`), and the new-request form (`?new=1&package=`). Tab, page, open request
 * and form are kept in the address.
 */
export default function DesignOrders() {
  return (
    <LoginFirst>
      <DesignOrdersScreen />
    </LoginFirst>
  );
}

function DesignOrdersScreen() {
  const id = useId();
  const [state, setState] = useState<DesignOrdersState>(() => readDesignOrdersSearch(location.search));
  // Bumped after an action or a new request: the list and the open detail read again.
  const [version, setVersion] = useState(0);
  const panelId = `${id}-panel`;
  const tabId = (status: string) => `${id}-tab-${status || 'all'}`;
  const listKey = `${state.status}:${state.page}#${version}`;
  const list = useRequest(listKey, (signal) => listDesignOrders({ page: state.page, size: PAGE_SIZE, ...(state.status ? { status: state.status } : {}) }, signal));
  const search = writeDesignOrdersSearch(state);

  useEffect(() => {
    if (location.search !== search) history.replaceState(history.state, '', `${location.pathname}${search}`);
  }, [search]);

  const records = list.data?.records ?? [];
  const lastPage = list.status === 'ready' ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : state.page;
  if (state.page > lastPage) setState({ ...state, page: lastPage });
  const selectedLabel = state.status || t('design.requests.all');

  return (
    <section className="flex flex-col gap-4" aria-labelledby={`${id}-title`}>
      <DesignNav current={DESIGN_PATHS.designOrders} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id={`${id}-title`} className="text-2xl font-bold">
          {t('design.requests.title')}
        </h1>
        {!state.compose && (
          <button type="button" className="btn btn-primary" onClick={() => setState({ ...state, compose: true, packageOrderNo: '' })}>
            + {t('design.requests.new')}
          </button>
        )}
      </div>

      {state.compose && (
        <div className="card scroll-mt-4 border border-primary/30 bg-base-100 shadow-sm">
          <div className="card-body p-4 sm:p-6">
            <Suspense fallback={<Loading rows={3} />}>
              <NewDesignOrder
                preselect={state.packageOrderNo}
                onCreated={(order) => {
                  setState({ status: '', page: 1, requestNo: order.requestNo, compose: false, packageOrderNo: '' });
                  setVersion((value) => value + 1);
                }}
                onClose={() => setState({ ...state, compose: false, packageOrderNo: '' })}
              />
            </Suspense>
          </div>
        </div>
      )}

      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-3 p-4 sm:p-6">
          <StatusTabs label={t('design.requests.tabs')} tabs={DESIGN_TABS} selected={state.status} onSelect={(status) => setState({ ...state, status, page: 1 })} tabId={tabId} panelId={panelId} />
          <div role="tabpanel" id={panelId} aria-labelledby={tabId(state.status)} aria-busy={list.status === 'loading'} className="flex flex-col gap-3">
            <ListFailure state={list} onRetry={list.reload} />
            {list.status === 'loading' && !list.data && <Loading rows={PAGE_SIZE} row={<DesignOrderRowSkeleton />} className="flex flex-col gap-3" />}
            {list.status === 'ready' && records.length === 0 && (
              <Empty title={state.status ? t('design.requests.emptyStatus', { status: state.status }) : t('design.requests.empty')}>{t('design.requests.emptyHint')}</Empty>
            )}
            {records.length > 0 && (
              <ul className={`flex flex-col gap-3 transition-opacity ${list.status === 'loading' ? 'opacity-60' : ''}`} aria-label={t('design.requests.listLabel', { status: selectedLabel })}>
                {records.map((order) => (
                  <DesignOrderRow key={order.requestNo} order={order} onOpen={() => setState({ ...state, requestNo: order.requestNo })} />
                ))}
              </ul>
            )}
            <Pagination page={state.page} size={PAGE_SIZE} total={list.data?.total ?? 0} onChange={(page) => setState({ ...state, page })} disabled={list.status === 'loading'} />
          </div>
        </div>
      </div>

      {state.requestNo && (
        <Suspense fallback={null}>
          <DesignOrderDialog
            key={state.requestNo}
            requestNo={state.requestNo}
            version={version}
            onChanged={() => setVersion((value) => value + 1)}
            onClose={() => setState((current) => ({ ...current, requestNo: '' }))}
          />
        </Suspense>
      )}
    </section>
  );
}
