import { useId, useState } from 'react';
import { confirmDesignOrder, fetchDesignOrder } from '~/islands/design-service/design-service';
import { ApiError, nullWhenNotFound } from '~/core/errors';
import { DetailDialogHeader, useModalOnMount } from '~/components/ui/DetailDialog';
import { DialogFooter } from '~/components/ui/DialogFooter';
import { Loading } from '~/core/ListState';
import { t } from '~/islands/design-service/messages';
import { ConfirmDialog } from '~/components/ui/confirm-dialog/ConfirmDialog';
import { useRequest } from '~/core/use-request';
import { showToast } from '~/stores/toasts';
import { DesignStatusBadge } from './DesignBadges';
import { DesignOrderBody } from './DesignOrderBody';
import { ListFailure } from './ListFailure';
import { ReviseForm } from './ReviseForm';

export interface DesignOrderDialogProps {
  requestNo: string;
  /** Changes whenever the request may have changed: reloads it. */
  version: number;
  /** After an action (or a refusal): the list and this detail read again. */
  onChanged: () => void;
  onClose: () => void;
}

/** Not this customer's request (404) reads as null: the dialog's not-found state. */
const orderOrNull = (requestNo: string, signal: AbortSignal) => nullWhenNotFound(fetchDesignOrder(requestNo, signal));

/**
 * A design request in a modal dialog (native: Esc closes, focus stays inside and returns to
 * the row that opened it): brief, reference files, deliveries, timeline and revisions, with
 * 确认完成 and 申请修改 while the request allows them.
 */
export function DesignOrderDialog({ requestNo, version, onChanged, onClose }: DesignOrderDialogProps) {
  const ref = useModalOnMount();
  const id = useId();
  const detail = useRequest(`${requestNo}:${version}`, (signal) => orderOrNull(requestNo, signal));
  const order = detail.data ?? null;
  const [revising, setRevising] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function confirm() {
    if (!order || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await confirmDesignOrder(order.requestNo);
      showToast('success', t('design.detail.confirmed'));
      setConfirming(false);
      onChanged();
    } catch (error) {
      // A 409 (the status moved meanwhile) is the confirmation's to show; anything else the notifier has shown.
      if (error instanceof ApiError && error.status === 409) {
        setProblem(error.message);
        onChanged();
      }
    } finally {
      setBusy(false);
    }
  }

  const canRevise = order?.actions.revise === true;
  const canConfirm = order?.actions.confirm === true;
  // The confirmation is a sibling, not a child, of this dialog: React would pass its close event up to this one.
  return (
    <>
    <dialog ref={ref} className="modal modal-bottom sm:modal-middle" aria-labelledby={`${id}-title`} onClose={onClose} data-design-detail>
      <div className="modal-box flex max-h-[92vh] w-full max-w-3xl flex-col gap-3 overflow-hidden p-0">
        <DetailDialogHeader
          titleId={`${id}-title`}
          title={t('design.detail.title')}
          number={requestNo}
          badge={order && <DesignStatusBadge status={order.status} />}
          closeLabel={t('design.detail.close')}
          onClose={() => ref.current?.close()}
        />

        {/* Focusable, so a keyboard scrolls it where it holds nothing else to focus. */}
        <div tabIndex={0} aria-busy={detail.status === 'loading'} className="flex min-h-0 flex-1 flex-col gap-5 overflow-y-auto px-4 pb-2 sm:px-6">
          <ListFailure state={detail} onRetry={detail.reload} />
          {detail.status === 'loading' && !detail.data && <Loading rows={4} label={t('design.detail.loading')} />}
          {detail.status === 'ready' && order === null && (
            <div className="flex flex-col items-center gap-1 py-10 text-center" data-state="not-found">
              <p className="font-medium">{t('design.detail.notFound')}</p>
              <p className="text-sm text-base-content/75">{t('design.detail.notFoundHint', { requestNo })}</p>
            </div>
          )}
          {order && <DesignOrderBody order={order} />}
          {order && revising && canRevise && (
            <ReviseForm
              order={order}
              onDone={() => {
                setRevising(false);
                onChanged();
              }}
              onRefused={onChanged}
              onCancel={() => setRevising(false)}
            />
          )}
          {order?.status === '待确认' && !canRevise && <p className="text-sm text-base-content/75">{t('design.detail.noRevisions')}</p>}
        </div>

        {order && (canRevise || canConfirm) && (
          <DialogFooter
            className="mt-0 flex-wrap border-t border-base-300 px-4 pt-3 pb-4 sm:px-6"
            secondary={canRevise && !revising ? { label: t('design.detail.revise'), outline: true, onClick: () => setRevising(true) } : undefined}
            primary={
              canConfirm
                ? {
                    label: t('design.detail.confirm'),
                    onClick: () => {
                      setProblem(null);
                      setConfirming(true);
                    },
                  }
                : undefined
            }
          />
        )}
      </div>
    </dialog>
      {confirming && order && (
        <ConfirmDialog
          title={t('design.detail.confirmTitle', { requestNo: order.requestNo })}
          confirmLabel={t('design.detail.confirm')}
          busyLabel={t('design.detail.confirming')}
          busy={busy}
          problem={problem}
          onConfirm={() => void confirm()}
          onClose={() => setConfirming(false)}
        >
          <p>{t('design.detail.confirmBody')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
