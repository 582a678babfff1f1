import { useState } from 'react';
import type { InvoiceRequest } from '~/wire/invoices';
import { cancelInvoiceRequest, downloadInvoice } from '~/islands/invoices/invoices';
import { ApiError } from '~/core/errors';
import { LazyConfirmDialog } from '~/components/ui/LazyConfirmDialog';
import { Empty } from '~/core/ListState';
import { saveBlob } from '~/components/ui/save-blob';
import { t } from '~/islands/invoices/messages';
import { formatDateTime } from '~/lib/format/datetime';
import { formatFen } from '~/lib/format/money';
import { showToast } from '~/stores/toasts';

const BADGE: Record<InvoiceRequest['status'], string> = {
  待开票: 'badge-warning',
  已开票: 'badge-success badge-soft',
  已取消: 'badge-ghost',
  已拒绝: 'badge-error badge-soft',
};

/** The requests, newest first: type, title, amount, orders, status; download once issued, cancel while 待开票, the factory's reason once refused. */
export function InvoiceRequestList({ records, onChanged }: { records: readonly InvoiceRequest[]; onChanged: () => void }) {
  const [cancelling, setCancelling] = useState<InvoiceRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);

  if (records.length === 0) {
    return (
      <Empty title={t('invoice.list.empty')}>
        <p>{t('invoice.list.emptyHint')}</p>
      </Empty>
    );
  }

  async function download(request: InvoiceRequest) {
    if (downloading) return;
    setDownloading(request.requestNo);
    try {
      saveBlob(await downloadInvoice(request.requestNo), `发票-${request.invoiceNo ?? request.requestNo}.pdf`);
    } catch {
      // Shown by the notifier.
    } finally {
      setDownloading(null);
    }
  }

  async function cancel() {
    if (!cancelling || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await cancelInvoiceRequest(cancelling.requestNo);
      showToast('success', t('invoice.list.cancelled', { requestNo: cancelling.requestNo }));
      setCancelling(null);
      onChanged();
    } catch (error) {
      // A 409 (issued meanwhile) is said in the dialog; the notifier shows it too.
      if (error instanceof ApiError && error.status === 409) setProblem(error.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <ul className="flex flex-col gap-3" aria-label={t('invoice.list.label')}>
        {records.map((request) => (
          <li key={request.requestNo} className="flex flex-col gap-2 rounded-box border border-base-300 p-3 sm:p-4" data-request-no={request.requestNo}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-mono text-sm font-semibold">
                  <span className="sr-only">{t('invoice.list.requestNo')} </span>
                  {request.requestNo}
                </span>
                <span className="badge badge-outline badge-sm">{t(`invoice.type.${request.type}`)}</span>
              </p>
              <span className={`badge badge-sm ${BADGE[request.status]}`} data-status={request.status}>
                {t(`invoice.status.${request.status}`)}
              </span>
            </div>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="min-w-0 font-medium break-all">{request.title}</p>
              <p className="shrink-0">
                <span className="text-xs text-base-content/70">{t('invoice.list.amount')} </span>
                <span className="font-semibold tabular-nums">{formatFen(request.amount)}</span>
              </p>
            </div>
            <p className="font-mono text-xs break-all text-base-content/70">{request.taxNo}</p>
            <p className="text-sm">
              <span className="text-base-content/70">{t('invoice.list.orders')}：</span>
              <span className="font-mono break-all">{request.orders.map((order) => order.orderNo).join('、')}</span>
            </p>
            <p className="text-xs text-base-content/70 tabular-nums">
              {t('invoice.list.createdAt', {
                time: formatDateTime(request.createdAt),
              })}
              {request.invoiceNo && ` · ${t('invoice.list.invoiceNo', { invoiceNo: request.invoiceNo })}`}
              {request.issuedAt && ` · ${t('invoice.list.issuedAt', { time: formatDateTime(request.issuedAt) })}`}
            </p>
            {request.status === '已拒绝' && request.refuseReason !== null && (
              <div className="rounded-box bg-error/10 p-2 text-sm" data-refuse-reason="">
                <p className="break-words">
                  <span className="font-medium">{t('invoice.list.refuseReason')}</span>
                  {request.refuseReason}
                </p>
                <p className="text-xs text-base-content/70">{t('invoice.list.refusedHint')}</p>
              </div>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              {request.status === '已开票' && request.fileUrl && (
                <button
                  type="button"
                  className="btn btn-primary btn-sm"
                  disabled={downloading !== null}
                  aria-label={t('invoice.list.downloadOf', {
                    invoiceNo: request.invoiceNo ?? request.requestNo,
                  })}
                  onClick={() => void download(request)}
                >
                  {downloading === request.requestNo ? t('invoice.list.downloading') : t('invoice.list.download')}
                </button>
              )}
              {request.status === '待开票' && (
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  aria-label={t('invoice.list.cancelOf', {
                    requestNo: request.requestNo,
                  })}
                  onClick={() => {
                    setProblem(null);
                    setCancelling(request);
                  }}
                >
                  {t('invoice.list.cancel')}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {cancelling && (
        <LazyConfirmDialog
          title={t('invoice.list.cancelTitle', {
            requestNo: cancelling.requestNo,
          })}
          confirmLabel={t('invoice.list.cancel')}
          busyLabel={t('invoice.list.cancelling')}
          busy={busy}
          problem={problem}
          danger
          onConfirm={() => void cancel()}
          onClose={() => setCancelling(null)}
        >
          <p>{t('invoice.list.cancelBody')}</p>
        </LazyConfirmDialog>
      )}
    </>
  );
}
