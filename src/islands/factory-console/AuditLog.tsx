import { useId, useState } from 'react';
import { Empty, LoadFailure, Loading } from '~/core/ListState';
import { Pagination } from '~/components/ui/Pagination';
import { useRequest } from '~/core/use-request';
import { formatDateTime } from '~/lib/format/datetime';
import type { AuditEntry } from '~/wire/staff';
import { ConsoleGuard } from './ConsoleGuard';
import { t } from './messages';
import { listAudit } from './staff-api';

const PAGE_SIZE = 20;

/** /factory/audit (操作记录, 管理员): every write the factory's staff made, newest first, with before and after. */
export default function AuditLog() {
  return <ConsoleGuard>{() => <AuditScreen />}</ConsoleGuard>;
}

function AuditScreen() {
  const id = useId();
  const [page, setPage] = useState(1);
  const list = useRequest(`audit:${page}`, (signal) => listAudit(page, PAGE_SIZE, signal));
  const records = list.data?.records ?? [];
  return (
    <section className="flex flex-col gap-4" aria-labelledby={`${id}-title`}>
      <div>
        <h1 id={`${id}-title`} className="text-2xl font-bold">
          {t('console.audit.heading')}
        </h1>
        <p className="text-sm text-base-content/70 mt-1">{t('console.audit.intro')}</p>
      </div>
      <LoadFailure state={list} feature={t('console.quotes.feature')} onRetry={list.reload} />
      {list.status === 'loading' && !list.data && <Loading rows={5} />}
      {list.data && records.length === 0 && <Empty title={t('console.audit.empty')} />}
      {records.length > 0 && (
        <ol className="flex flex-col gap-2" aria-label={t('console.audit.listLabel')}>
          {records.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      {list.data && <Pagination page={page} size={PAGE_SIZE} total={list.data.total} onChange={setPage} disabled={list.status === 'loading'} />}
    </section>
  );
}

const shown = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 1));

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <li className="rounded-box bg-base-100 p-3 text-sm shadow-sm" data-audit={entry.action}>
      <p className="flex flex-wrap gap-x-3 gap-y-1">
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        <span className="font-medium">{entry.staff ? `${entry.staff.name}（${entry.staff.username}）` : t('console.audit.byCommand')}</span>
        <span className="badge badge-outline badge-sm">{entry.actionLabel}</span>
        <span className="break-all">{entry.subject}</span>
      </p>
      <details className="mt-1">
        <summary className="cursor-pointer text-base-content/70">
          {t('console.audit.before')} / {t('console.audit.after')}
        </summary>
        <div className="mt-1 grid gap-2 md:grid-cols-2">
          <pre className="overflow-x-auto whitespace-pre-wrap break-all rounded bg-base-200 p-2 text-xs" aria-label={t('console.audit.before')}>
            {shown(entry.before)}
          </pre>
          <pre className="overflow-x-auto whitespace-pre-wrap break-all rounded bg-base-200 p-2 text-xs" aria-label={t('console.audit.after')}>
            {shown(entry.after)}
          </pre>
        </div>
      </details>
    </li>
  );
}
