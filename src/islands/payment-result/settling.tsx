import { useEffect, useState, type ReactNode } from 'react';
import { LoadError, Loading } from '~/core/ListState';
import { useRequest, type RequestState } from '~/core/use-request';
import { OutcomeIcon } from './OutcomeIcon';
import { PENDING_POLL } from '~/islands/payment-result/payment-result';

/**
 * A payment's result (an order's or a top-up's) read from the server, and read again a few times
 * while `pending` says the gateway is still settling; after that the page's 刷新结果 (`refresh`)
 * asks once more. `load` answers null for what is not the customer's (the not-found state).
 */
export function useSettling<T>(key: string, load: (signal: AbortSignal) => Promise<T | null>, pending: (data: T) => boolean) {
  const [polls, setPolls] = useState(0);
  const result = useRequest(`${key}:${polls}`, load);
  const settling = result.status === 'ready' && result.data !== null && result.data !== undefined && pending(result.data);
  useEffect(() => {
    if (!settling || polls >= PENDING_POLL.times) return;
    const timer = setTimeout(() => setPolls((value) => value + 1), PENDING_POLL.intervalMs);
    return () => clearTimeout(timer);
  }, [settling, polls]);
  return { result, refresh: () => setPolls((value) => value + 1) };
}

/**
 * The states of a result page before its result: the load error under the page's title with 重试,
 * the loading rows, or `notFound`; with a result, `children` draws it.
 */
export function Settled<T>({
  result,
  title,
  checking,
  notFound,
  children,
}: {
  result: RequestState<T | null> & { reload: () => void };
  title: string;
  checking: string;
  notFound: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (result.status === 'error') {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">{title}</h1>
        <LoadError message={result.message} onRetry={result.reload} />
      </div>
    );
  }
  if (result.status === 'loading' && !result.data) return <Loading rows={3} label={checking} />;
  const shown = result.data ?? null;
  return shown === null ? notFound : children(shown);
}

/** A result that is not the customer's (or no longer exists): what it means, and the way on. */
export function ResultNotFound({ title, hint, href, link }: { title: string; hint: string; href: string; link: string }) {
  return (
    <section className="card bg-base-100 shadow-sm" data-outcome="not-found">
      <div className="card-body items-center gap-3 p-6 text-center">
        <OutcomeIcon outcome="closed" />
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-base-content/80">{hint}</p>
        <a className="btn btn-primary" href={href}>
          {link}
        </a>
      </div>
    </section>
  );
}

/** 刷新结果 of a payment still settling: busy while it asks. */
export function RefreshButton({ refreshing, onRefresh, label }: { refreshing: boolean; onRefresh: () => void; label: string }) {
  return (
    <button type="button" className="btn btn-outline" disabled={refreshing} onClick={onRefresh}>
      {refreshing && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
      {label}
    </button>
  );
}
