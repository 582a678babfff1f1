import { useEffect, useId, useRef } from 'react';
import { t } from '~/components/orders/messages';
import { formatFen } from '~/lib/format/money';
import { formatDateTime } from '~/lib/format/datetime';
import { PAYMENT_RESULT_PATH, paymentResultUrl } from '~/lib/routes/order-paths';
import { fetchPaymentStatus } from '~/components/payment/payment';
import { fetchRecharge } from '~/components/top-up/recharges';

export interface QrPaymentProps {
  /** What the customer pays, in fen. */
  amount: number;
  /** The code's modules row by row, '1' dark (the API's answer). */
  qr: { size: number; modules: string };
  expiresAt?: string | undefined;
  /** What is paid: an order, or a balance top-up. */
  subject: { orderNo: string } | { rechargeNo: string };
  onClose: () => void;
}

/** How often the order (or top-up) is read while the customer scans: the API asks WeChat Pay on the way. */
const pollMs = 2000;

/**
 * WeChat Pay Native: the QR code the customer scans with WeChat, drawn from its modules (no
 * markup from the API), in a dialog that follows the order (or top-up) and goes to its result page
 * once it is paid. Loaded only when a customer picks WeChat Pay on a desktop.
 */
export function QrPayment({ amount, qr, expiresAt, subject, onClose }: QrPaymentProps) {
  const orderNo = 'orderNo' in subject ? subject.orderNo : null;
  const rechargeNo = 'rechargeNo' in subject ? subject.rechargeNo : null;
  // A top-up's result is the same page by its number (RechargeResult).
  const resultUrl = orderNo !== null ? paymentResultUrl(orderNo) : `${PAYMENT_RESULT_PATH}?${new URLSearchParams({ rechargeNo: rechargeNo ?? '' }).toString()}`;
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        // Settled: paid, or no longer payable (the result page says which).
        const settled = orderNo !== null ? await fetchPaymentStatus(orderNo, controller.signal).then((status) => status.paid || status.status !== '待付款') : (await fetchRecharge(rechargeNo ?? '', controller.signal)).status !== '待支付';
        if (settled) {
          location.assign(resultUrl);
          return;
        }
      } catch {
        // A failed read is tried again; the notifier has said what went wrong.
      }
      if (!controller.signal.aborted) timer = setTimeout(() => void poll(), pollMs);
    };
    timer = setTimeout(() => void poll(), pollMs);
    return () => {
      controller.abort();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [orderNo, rechargeNo, resultUrl]);

  let path = '';
  for (let row = 0; row < qr.size; row += 1) {
    for (let column = 0; column < qr.size; column += 1) {
      if (qr.modules[row * qr.size + column] === '1') path += `M${column + 4} ${row + 4}h1v1h-1z`;
    }
  }
  const side = qr.size + 8;

  return (
    <dialog ref={dialog} className="modal" aria-labelledby={`${id}-title`} onClose={onClose} data-qr-payment>
      <div className="modal-box flex max-w-sm flex-col items-center gap-3 text-center">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t('pay.qr.title')}
        </h2>
        <p className="text-sm text-base-content/80">{t('pay.qr.hint', { amount: formatFen(amount) })}</p>
        <svg viewBox={`0 0 ${side} ${side}`} width="224" height="224" role="img" aria-label={t('pay.qr.label')} className="rounded-box bg-white" shapeRendering="crispEdges">
          <path d={path} fill="#000" />
        </svg>
        <p className="flex items-center gap-2 text-sm" role="status">
          <span className="loading loading-dots loading-sm" aria-hidden="true" />
          {t('pay.qr.waiting')}
        </p>
        {expiresAt && <p className="text-xs text-base-content/75">{t('pay.qr.expires', { time: formatDateTime(expiresAt) })}</p>}
        <div className="modal-action w-full justify-center">
          <a className="btn btn-primary" href={resultUrl}>
            {t('pay.qr.done')}
          </a>
          <button type="button" className="btn" onClick={() => dialog.current?.close()}>
            {t('pay.qr.close')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
