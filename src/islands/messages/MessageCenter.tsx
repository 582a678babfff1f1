import { useEffect, useId, useState } from 'react';
import { announceUnread } from '~/core/shell/unread-event';
import type { CustomerMessage } from '~/wire/messages';
import { Empty, LoadFailure, Loading, SkeletonText } from '~/core/ListState';
import { Pagination } from '~/components/ui/Pagination';
import { StatusTabs } from '~/components/ui/StatusTabs';
import { useBusyKeys } from '~/components/ui/use-busy-keys';
import { Guarded } from '~/core/guard/Guarded';
import { useRequest } from '~/core/use-request';
import { formatDateTime } from '~/lib/format/datetime';
import { showToast } from '~/stores/toasts';
import { listMessages, markAllMessagesRead, markMessageRead, sitePathOf } from './inbox';
import { t } from './messages';

const PAGE_SIZE = 10;
type Tab = 'all' | 'unread';
const TABS: readonly Tab[] = ['all', 'unread'];

/** /me/messages (消息中心): what the factory did on the customer's things, newest first. */
export default function MessageCenter() {
  return (
    <Guarded>
      <Inbox />
    </Guarded>
  );
}

function Inbox() {
  const [tab, setTab] = useState<Tab>('all');
  const [page, setPage] = useState(1);
  const marking = useBusyKeys<number>();
  const [markingAll, setMarkingAll] = useState(false);
  // Read here before the reloaded page arrives, so the badge and the dot go at once.
  const [readHere, setReadHere] = useState<ReadonlySet<number>>(new Set());
  const key = `${tab}:${page}`;
  const list = useRequest(key, () => listMessages({ page, size: PAGE_SIZE, unread: tab === 'unread' }).then((data) => ({ key, data })));
  const current = list.data?.key === key ? list.data.data : null;
  const id = useId();
  const panelId = `${id}-panel`;
  const tabId = (value: Tab) => `${id}-tab-${value}`;
  const records = current?.records ?? [];
  const unread = current ? Math.max(0, current.unread - records.filter((message) => message.readAt === null && readHere.has(message.id)).length) : null;
  // The header's count follows what this page knows.
  useEffect(() => {
    if (unread !== null) announceUnread(unread);
  }, [unread]);

  function select(next: Tab) {
    if (next === tab) return;
    setTab(next);
    setPage(1);
  }

  async function read(message: CustomerMessage) {
    if (message.readAt !== null || readHere.has(message.id)) return;
    await marking.run(message.id, async () => {
      try {
        await markMessageRead(message.id);
        setReadHere((previous) => new Set(previous).add(message.id));
      } catch {
        // The notifier shows why; the message stays unread.
      }
    });
  }

  async function readAll() {
    if (markingAll) return;
    setMarkingAll(true);
    try {
      await markAllMessagesRead();
      showToast('success', t('inbox.readAllDone'));
      // Until the reloaded page arrives, this page's messages show read.
      setReadHere(new Set(records.map((message) => message.id)));
      list.reload();
    } catch {
      // The notifier shows why.
    } finally {
      setMarkingAll(false);
    }
  }

  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby={`${id}-title`}>
      <div className="flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 id={`${id}-title`} className="card-title text-2xl">
            {t('page.me.messages')}
          </h1>
          <button type="button" className="btn btn-sm" onClick={() => void readAll()} disabled={markingAll || !unread} aria-busy={markingAll}>
            {markingAll ? t('inbox.readingAll') : t('inbox.readAll')}
          </button>
        </div>
        <p className="text-sm text-base-content/70">{t('inbox.intro')}</p>
        <StatusTabs
          label={t('inbox.tabs')}
          tabs={TABS.map((value) => ({ value, label: t(`inbox.tab.${value}`), ...(value === 'unread' ? { count: unread } : {}) }))}
          selected={tab}
          onSelect={select}
          tabId={tabId}
          panelId={panelId}
          fill
        />
        <div role="tabpanel" id={panelId} aria-labelledby={tabId(tab)} aria-busy={list.status === 'loading'} className="flex flex-col gap-4">
          <LoadFailure state={list} feature={t('inbox.feature')} onRetry={list.reload} />
          {list.status === 'loading' && !current && <Loading rows={3} row={<MessageSkeleton />} />}
          {current && records.length === 0 && list.status !== 'error' && <Empty title={t(`inbox.empty.${tab}`)}>{t('inbox.empty.hint')}</Empty>}
          {records.length > 0 && (
            <ul className={`flex flex-col gap-3 ${list.status === 'loading' ? 'opacity-60' : ''}`} aria-label={t('inbox.listLabel')}>
              {records.map((message) => (
                <MessageItem key={message.id} message={message} unread={message.readAt === null && !readHere.has(message.id)} marking={marking.busy(message.id)} onRead={() => read(message)} />
              ))}
            </ul>
          )}
          {current && <Pagination page={page} size={PAGE_SIZE} total={current.total} onChange={setPage} disabled={list.status === 'loading'} />}
        </div>
      </div>
    </section>
  );
}

function MessageItem({ message, unread, marking, onRead }: { message: CustomerMessage; unread: boolean; marking: boolean; onRead: () => Promise<void> }) {
  const link = sitePathOf(message.link);
  return (
    <li className={`rounded-box border p-4 ${unread ? 'border-primary/40 bg-primary/5' : 'border-base-300'}`} data-message={message.id} data-unread={unread ? '' : undefined}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="badge badge-outline badge-sm">{t(`inbox.kind.${message.kind}`)}</span>
        {unread && <span className="badge badge-primary badge-sm">{t('inbox.unread')}</span>}
        <h2 className="font-medium">{message.title}</h2>
        <time className="ms-auto text-sm text-base-content/70" dateTime={message.createdAt}>
          {formatDateTime(message.createdAt)}
        </time>
      </div>
      <p className="mt-2 text-sm whitespace-pre-line break-words">{message.body}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {link && (
          <a
            className="btn btn-sm btn-primary"
            href={link}
            onClick={(event) => {
              // Read before leaving: a call the navigation cut off would leave it unread.
              if (!unread || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              onRead().finally(() => location.assign(link));
            }}
          >
            {t('inbox.open')}
          </a>
        )}
        {unread && (
          <button type="button" className="btn btn-sm btn-ghost" onClick={() => void onRead()} disabled={marking} aria-busy={marking}>
            {t('inbox.markRead')}
          </button>
        )}
      </div>
    </li>
  );
}

function MessageSkeleton() {
  return (
    <div className="rounded-box border border-base-300 p-4 flex flex-col gap-2" aria-hidden="true">
      <SkeletonText width="w-48" />
      <SkeletonText width="w-full" />
    </div>
  );
}
