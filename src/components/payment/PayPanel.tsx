import { useStore } from '@nanostores/react';
import { useId, useState, type ReactNode } from 'react';
import { ApiError } from '~/core/errors';
import type { PaymentMethod } from '~/wire/payments';
import { payOnline, payWithBalance } from '~/components/payment/payment';
import { t } from '~/components/orders/messages';
import { formatFen } from '~/lib/format/money';
import { paymentResultUrl, safeGatewayUrl } from '~/lib/routes/order-paths';
import { $shopUser } from '~/stores/shop-user';


export interface PayPanelProps {
  orderNo: string;
  /** What the order costs, in fen, as the order shows it (the server charges its own figure). */
  payable: number;
  /**
   * The order's payment deadline as the caller shows it (a countdown, components/deadlines), above
   * the methods; the pages at the edge of their weight budget leave it out. Past it the server
   * refuses the payment with the reason, which shows here like any refusal.
   */
  deadline?: ReactNode;
  /**
   * The server refused (409: already paid, cancelled …) with this message, shown here too: the
   * caller may reload the order (and keep the message if this panel goes away with it).
   */
  onConflict?: (message: string) => void;
}

/**
 * Pays a 待付款 order: from the balance, or online through the gateway. Both end on the
 * payment result page. The balance shown is the stored one; the server still judges, and its
 * refusal (余额不足, 订单已支付) is shown here, not as a second toast.
 */
export function PayPanel({ orderNo, payable, deadline, onConflict }: PayPanelProps) {
  const balance = useStore($shopUser).userInfo?.customer.balance ?? null;
  const short = balance !== null && balance < payable;
  const [method, setMethod] = useState<PaymentMethod>(() => (short ? 'online' : 'balance'));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  // A balance that turned out short (another tab paid something) moves the choice to online.
  const chosen: PaymentMethod = short ? 'online' : method;

  async function pay() {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      if (chosen === 'balance') {
        await payWithBalance(orderNo);
        location.assign(paymentResultUrl(orderNo));
        return;
      }
      const { payUrl } = await payOnline(orderNo);
      const target = safeGatewayUrl(payUrl, location.origin);
      if (!target) {
        setProblem(t('pay.badGateway'));
        setBusy(false);
        return;
      }
      location.assign(target);
    } catch (error) {
      // 409s are this panel's to show; anything else the notifier has already shown.
      if (error instanceof ApiError && error.status === 409) {
        setProblem(error.message);
        onConflict?.(error.message);
      }
      setBusy(false);
    }
  }

  /** What binds a method's radio button to the choice and to its hint. */
  const radioOf = (value: PaymentMethod) => ({
    type: 'radio',
    className: 'radio radio-primary mt-0.5',
    name: `${id}-method`,
    value,
    checked: chosen === value,
    'aria-describedby': `${id}-${value}`,
    onChange: () => setMethod(value),
  });
  const option = 'flex cursor-pointer items-start gap-3 rounded-box border border-base-300 p-3 transition-colors has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-base-200';
  return (
    <section className="flex flex-col gap-4" aria-labelledby={`${id}-title`} data-pay-panel>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t('pay.title')}
        </h2>
        <p className="text-sm text-base-content/80">
          {t('pay.payable')} <strong className="text-xl text-primary tabular-nums">{formatFen(payable)}</strong>
        </p>
      </div>
      {deadline}
      <fieldset className="flex flex-col gap-2" disabled={busy}>
        <legend className="sr-only">{t('pay.methods')}</legend>
        <label className={option}>
          <input {...radioOf('balance')} disabled={short} />
          <span className="flex min-w-0 flex-col gap-0.5">
            <span className="font-medium">{t('pay.balance')}</span>
            <span id={`${id}-balance`} className="text-sm text-base-content/75">
              {balance === null ? t('pay.balanceUnknown') : t('pay.balanceHint', { balance: formatFen(balance) })}
              {short && <span className="block text-error">{t('pay.balanceShort', { short: formatFen(payable - balance) })}</span>}
            </span>
          </span>
        </label>
        <label className={option}>
          <input {...radioOf('online')} />
          <span className="flex min-w-0 flex-col gap-0.5">
            <span className="font-medium">{t('pay.online')}</span>
            <span id={`${id}-online`} className="text-sm text-base-content/75">
              {t('pay.onlineHint')}
            </span>
          </span>
        </label>
      </fieldset>
      {problem && (
        <p role="alert" className="alert alert-error alert-soft text-sm" data-pay-problem>
          {problem}
        </p>
      )}
      <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void pay()}>
        {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {busy ? t('pay.paying') : t('pay.confirm', { amount: formatFen(payable) })}
      </button>
    </section>
  );
}
