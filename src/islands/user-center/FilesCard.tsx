import { useId, useState } from 'react';
import { ApiError } from '~/core/errors';
import type { StoredFile } from '~/wire/files';
import { deleteStoredFile, listStoredFiles } from '~/components/uploader/stored-files';
import { Empty, Loading, LoadError } from '~/core/ListState';
import { Pagination } from '~/components/ui/Pagination';
import { t } from '~/components/profile/messages';
import { useRequest } from '~/core/use-request';
import { saveStorageSize } from '~/components/uploader/storage-size';
import { formatBytes } from '~/lib/format/bytes';
import { formatDateTime } from '~/lib/format/datetime';
import { designOrderUrl } from '~/lib/routes/design-service-paths';
import { UNATTACHED_FILE_DAYS } from '~/lib/files/file-retention';
import { orderDetailUrl } from '~/lib/routes/order-paths';
import { savedQuoteDocUrl } from '~/lib/routes/quote-doc-paths';
import { showToast } from '~/stores/toasts';
import { FileName } from '~/core/FileName';

const PAGE_SIZE = 10;

/** A backend that only promises the seed's calls may not offer the list at all. */
const notOffered = (status: number | null) => status === 404 || status === 501;

/** Where a use of a file leads: the order, the design request or the saved quotation. */
function hrefOfUse(use: StoredFile['usedBy'][number]): string {
  if (use.kind === 'design') return designOrderUrl(use.no);
  if (use.kind === 'quotation') return savedQuoteDocUrl(use.no);
  return orderDetailUrl('customized', use.no);
}

/**
 * 我的文件: the customer's stored files with size, upload time and what uses each; an unused
 * one says when the shop deletes it and can be deleted now (confirmed in the row). A file an open
 * draft uses says so, and deleting it says what it does to the draft.
 */
export function FilesCard() {
  const id = useId();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<number | null>(null);
  const list = useRequest(`files:${page}`, (signal) =>
    listStoredFiles({ page, size: PAGE_SIZE }, signal).catch((error: unknown) => {
      setStatus(error instanceof ApiError ? error.status : null);
      throw error;
    }),
  );
  const data = list.data;
  const removed = (file: StoredFile, storageSize: number) => {
    saveStorageSize(storageSize);
    showToast('success', t('files.deleted', { name: file.name }));
    // The last file of a later page gone: show the page before it.
    if (data && data.records.length === 1 && page > 1) setPage(page - 1);
    else list.reload();
  };

  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby={`${id}-title`} data-files-card>
      <div className="card-body gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={`${id}-title`} className="card-title">
            {t('files.title')}
          </h2>
          {data && (
            <span className="text-sm text-base-content/70 tabular-nums" data-files-summary>
              {t('files.summary', { count: data.total, size: formatBytes(data.totalSize) })}
            </span>
          )}
        </div>
        <p className="text-sm text-base-content/70">{t('files.hint', { days: UNATTACHED_FILE_DAYS })}</p>
        {list.status === 'error' && notOffered(status) ? (
          <p className="text-sm text-base-content/70" data-state="unavailable">
            {t('files.unavailable')}
          </p>
        ) : (
          <>
            {list.status === 'error' && <LoadError message={list.message} onRetry={list.reload} />}
            {!data && list.status === 'loading' && <Loading rows={3} label={t('files.loading')} />}
            {data && data.total === 0 && (
              <Empty title={t('files.empty')}>
                <p>{t('files.emptyHint')}</p>
              </Empty>
            )}
            {data && data.records.length > 0 && (
              <ul className="flex flex-col divide-y divide-base-300 rounded-box border border-base-300" aria-label={t('files.listLabel')} aria-busy={list.status === 'loading'}>
                {data.records.map((file) => (
                  <FileRow key={file.id} file={file} onDeleted={removed} />
                ))}
              </ul>
            )}
            {data && <Pagination page={page} size={PAGE_SIZE} total={data.total} onChange={setPage} disabled={list.status === 'loading'} />}
          </>
        )}
      </div>
    </section>
  );
}

function FileRow({ file, onDeleted }: { file: StoredFile; onDeleted: (file: StoredFile, storageSize: number) => void }) {
  const nameId = useId();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const draft = file.inDraft ? t(`files.inDraft.${file.inDraft.kind}`) : null;
  const confirmText = draft ? t('files.confirmInDraft', { name: file.name, draft }) : t('files.confirm', { name: file.name });

  async function remove() {
    setDeleting(true);
    try {
      onDeleted(file, (await deleteStoredFile(file.id)).storageSize);
    } catch {
      // The notifier said why (used meanwhile, storage unavailable …); the row stays as it was.
      setDeleting(false);
      setConfirming(false);
    }
  }

  return (
    <li className="flex flex-col gap-2 px-3 py-3 sm:flex-row sm:items-center sm:justify-between" data-file-id={file.id}>
      <div className="flex min-w-0 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="badge badge-outline badge-sm font-mono uppercase">{file.format}</span>
          <span id={nameId} className="font-medium wrap-anywhere" data-file-name>
            <FileName name={file.name} />
          </span>
        </span>
        <span className="text-xs text-base-content/70 tabular-nums">
          {formatBytes(file.size)} · {t('files.uploadedAt', { time: formatDateTime(file.createdAt) })}
        </span>
        {file.usedBy.length > 0 ? (
          <span className="flex flex-wrap items-center gap-x-3 text-sm" data-file-use>
            <span className="text-base-content/70">{t('files.usedBy')}</span>
            {/* 24 px tall at least: a finger can hit one order of a stacked list without its neighbour (WCAG 2.2 target size). */}
            {file.usedBy.map((use) => (
              <a key={`${use.kind}:${use.no}`} className="link link-primary inline-flex min-h-6 items-center" href={hrefOfUse(use)}>
                {t(use.kind === 'design' ? 'files.useDesign' : use.kind === 'quotation' ? 'files.useQuotation' : 'files.useOrder', { no: use.no })}
              </a>
            ))}
          </span>
        ) : (
          <span className="text-sm" data-file-use={draft ? 'draft' : 'unused'}>
            {draft ? <span className="badge badge-info badge-sm me-2">{draft}</span> : <span className="badge badge-ghost badge-sm me-2">{t('files.unused')}</span>}
            {file.expiresAt && <span className="text-base-content/70">{t('files.expires', { time: formatDateTime(file.expiresAt) })}</span>}
          </span>
        )}
      </div>
      {file.usedBy.length === 0 && (
        <div className="flex shrink-0 flex-wrap items-center justify-end gap-2" role={confirming ? 'group' : undefined} aria-label={confirming ? confirmText : undefined}>
          {confirming ? (
            <>
              <span className="text-sm text-error">{confirmText}</span>
              <button type="button" className="btn btn-sm btn-ghost" disabled={deleting} onClick={() => setConfirming(false)}>
                {t('files.cancel')}
              </button>
              <button type="button" className="btn btn-sm btn-error" disabled={deleting} onClick={() => void remove()} autoFocus>
                {deleting && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
                {deleting ? t('files.deleting') : t('files.confirmDelete')}
              </button>
            </>
          ) : (
            <button type="button" className="btn btn-sm btn-ghost text-error" aria-label={t('files.deleteLabel', { name: file.name })} onClick={() => setConfirming(true)}>
              {t('files.delete')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
