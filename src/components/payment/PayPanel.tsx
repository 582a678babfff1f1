import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { ApiError } from '~/core/errors';
import type { OnlinePayment, PaymentMethods, PaymentProviderId } from '~/wire/payments';
import { channelFor, fetchPaymentMethods, knownPaymentMethods, payOnline, payWithBalance, payWithProvider } from '~/components/payment/payment';
import { t } from '~/components/orders/messages';
import { formatFen } from '~/lib/format/money';
import { paymentResultUrl, safeGatewayUrl } from '~/lib/routes/order-paths';
import { $shopUser } from '~/stores/shop-user';

/** Loaded only when a customer picks WeChat Pay on a desktop (the QR dialog), or 对公转账. */
const QrPayment = lazy(() => import('~/components/payment/QrPayment').then((module) => ({ default: module.QrPayment })));
const BankTransfer = lazy(() => import('~/components/payment/BankTransfer').then((module) => ({ default: module.BankTransfer })));

/** What the customer picks: the balance, a provider, the simulated gateway, or a bank transfer. */
type Choice = 'balance' | PaymentProviderId | 'simulated' | 'bank';

/** What a backend without the methods call offers (the seed's calls): the balance and one online payment. */
const seedMethods: PaymentMethods = { balance: true, simulated: true, online: [], bankTransfer: false };

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
 * Pays a 待付款 order: from the balance, with WeChat Pay (a QR code on a desktop, WeChat H5 on a
 * phone) or Alipay (its cashier), by 对公转账, or at the simulated gateway of a demo — the ways
 * the shop's methods call says are open (one it does not offer says so here, before the customer
 * leaves the page). Every way ends on the payment result page. The balance shown is the stored
 * one; the server still judges, and its refusal (余额不足, 订单已支付) is shown here, not as a
 * second toast.
 */
export function PayPanel({ orderNo, payable, deadline, onConflict }: PayPanelProps) {
  const balance = useStore($shopUser).userInfo?.customer.balance ?? null;
  const short = balance !== null && balance < payable;
  const [methods, setMethods] = useState<PaymentMethods | null | 'loading'>(() => knownPaymentMethods(orderNo) ?? 'loading');
  const [method, setMethod] = useState<Choice>('balance');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [qr, setQr] = useState<OnlinePayment | null>(null);
  const id = useId();

  useEffect(() => {
    if (knownPaymentMethods(orderNo) !== undefined) return;
    const controller = new AbortController();
    fetchPaymentMethods(orderNo, controller.signal).then(
      (answer) => setMethods(answer ?? seedMethods),
      () => undefined,
    );
    return () => controller.abort();
  }, [orderNo]);

  const known = methods === 'loading' ? null : (methods ?? seedMethods);
  const providers = new Map((known?.online ?? []).map((entry) => [entry.provider, entry.channels]));
  const offered = (choice: Choice): boolean => {
    if (choice === 'balance') return !short;
    if (known === null) return false;
    if (choice === 'simulated') return known.simulated;
    if (choice === 'bank') return known.bankTransfer;
    const channels = providers.get(choice);
    return channels !== undefined && channelFor(choice, channels) !== null;
  };
  // A balance that turned out short (another tab paid something) moves the choice to the first open way.
  const fallback = (['wechat', 'alipay', 'simulated', 'bank'] as const).find(offered) ?? 'balance';
  const chosen: Choice = offered(method) ? method : short ? fallback : 'balance';

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
      let answer: OnlinePayment;
      if (chosen === 'wechat' || chosen === 'alipay') {
        const channel = channelFor(chosen, providers.get(chosen) ?? []);
        if (channel === null) return;
        answer = await payWithProvider(orderNo, { provider: chosen, channel });
      } else {
        answer = await payOnline(orderNo);
      }
      if (answer.kind === 'qr' && answer.qr) {
        setQr(answer);
        setBusy(false);
        return;
      }
      const target = safeGatewayUrl(answer.payUrl, location.origin);
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
      } else if (error instanceof ApiError && (error.status === 502 || error.status === 429)) {
        setProblem(error.message);
      }
      setBusy(false);
    }
  }

  /** What binds a method's radio button to the choice and to its hint. */
  const radioOf = (value: Choice) => ({
    type: 'radio',
    className: 'radio radio-primary mt-0.5',
    name: `${id}-method`,
    value,
    checked: chosen === value,
    disabled: !offered(value),
    'aria-describedby': `${id}-${value}`,
    onChange: () => setMethod(value),
  });
  const option = 'flex cursor-pointer items-start gap-3 rounded-box border border-base-300 p-3 transition-colors has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-base-200';
  const row = (value: Choice, title: string, hint: ReactNode) => (
    <label className={option} key={value}>
      <input {...radioOf(value)} />
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="font-medium">{title}</span>
        <span id={`${id}-${value}`} className="text-sm text-base-content/75">
          {hint}
        </span>
      </span>
    </label>
  );
  const providerHint = (provider: PaymentProviderId) => {
    const channels = providers.get(provider);
    const channel = channels === undefined ? null : channelFor(provider, channels);
    if (channel === null) return t('pay.notOpen', { name: t(provider === 'wechat' ? 'pay.wechat' : 'pay.alipay') });
    return t(channel === 'native' ? 'pay.wechatNative' : channel === 'h5' ? 'pay.wechatH5' : channel === 'page' ? 'pay.alipayPage' : 'pay.alipayWap');
  };
  // The seed's backend knows neither providers nor transfers: only the methods call says they exist.
  const full = known !== null && methods !== null && methods !== 'loading';
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
        {row(
          'balance',
          t('pay.balance'),
          <>
            {balance === null ? t('pay.balanceUnknown') : t('pay.balanceHint', { balance: formatFen(balance) })}
            {short && <span className="block text-error">{t('pay.balanceShort', { short: formatFen(payable - balance) })}</span>}
          </>,
        )}
        {known === null && (
          <p className="text-sm text-base-content/75" role="status">
            {t('pay.methodsLoading')}
          </p>
        )}
        {full && row('wechat', t('pay.wechat'), providerHint('wechat'))}
        {full && row('alipay', t('pay.alipay'), providerHint('alipay'))}
        {known !== null && known.simulated && row('simulated', full ? t('pay.simulated') : t('pay.online'), full ? t('pay.simulatedHint') : t('pay.onlineHint'))}
        {full && row('bank', t('pay.bank'), offered('bank') ? t('pay.bankHint') : t('pay.bankNotOpen'))}
      </fieldset>
      {problem && (
        <p role="alert" className="alert alert-error alert-soft text-sm" data-pay-problem>
          {problem}
        </p>
      )}
      {chosen === 'bank' ? (
        <Suspense fallback={<span className="loading loading-spinner loading-sm" aria-hidden="true" />}>
          <BankTransfer orderNo={orderNo} payable={payable} />
        </Suspense>
      ) : (
        <button type="button" className="btn btn-primary" disabled={busy || !offered(chosen)} onClick={() => void pay()}>
          {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {busy ? t('pay.paying') : t('pay.confirm', { amount: formatFen(payable) })}
        </button>
      )}
      {qr?.qr && (
        <Suspense fallback={null}>
          <QrPayment amount={payable} qr={qr.qr} expiresAt={qr.expiresAt} subject={{ orderNo }} onClose={() => setQr(null)} />
        </Suspense>
      )}
    </section>
  );
}
