import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '~/core/errors';
import type { OnlinePayment, PaymentMethods, PaymentProviderId } from '~/wire/payments';
import { channelFor } from '~/components/payment/payment';
import { createRecharge, fetchRechargeMethods, payRecharge, payRechargeWithProvider } from '~/components/top-up/recharges';
import { useModalOnMount } from '~/components/ui/DetailDialog';
import { DialogFooter } from '~/components/ui/DialogFooter';
import { useSubmitOnce } from '~/components/form/use-submit-once';
import { t } from '~/components/top-up/messages';
import { submissionKey } from '~/lib/forms/idempotency-key';
import { formatFen } from '~/lib/format/money';
import { safeGatewayUrl } from '~/lib/routes/order-paths';
import { parseRechargeYuan, RECHARGE_MAX, RECHARGE_MIN, type RechargeAmountCheck } from '~/lib/forms/recharge-amount';
import { RECHARGE_PRESETS } from '~/lib/forms/recharge-rules';

const CUSTOM = 'custom';

/** Loaded only when a customer pays a top-up with WeChat Pay on a desktop. */
const QrPayment = lazy(() => import('~/components/payment/QrPayment').then((module) => ({ default: module.QrPayment })));

/** How the top-up is paid: a provider, or the simulated gateway of a demo (and of a backend without the methods call). */
type Way = PaymentProviderId | 'simulated';
const LIMITS = { min: formatFen(RECHARGE_MIN), max: formatFen(RECHARGE_MAX) };

function problemText(check: RechargeAmountCheck): string | undefined {
  if (check.ok) return undefined;
  if (check.problem === 'min' || check.problem === 'max') return t(`topUp.${check.problem}`, LIMITS);
  return t(`topUp.${check.problem}`);
}

/** A new attempt's key: one per amount tried, so a retry of the same amount creates one top-up. */
const attemptKey = () => submissionKey('recharge', crypto.randomUUID());

/**
 * 余额充值: a preset or another amount (limits stated, checked before sending), then 去支付 creates
 * the top-up once per attempt and goes to the gateway orders pay at, which returns to the payment
 * result page with ?rechargeNo. The server's refusal is said in place; nothing typed is lost.
 */
export default function TopUpDialog({ onClose }: { onClose: () => void }) {
  const ref = useModalOnMount();
  const id = useId();
  const [choice, setChoice] = useState<number | typeof CUSTOM>(RECHARGE_PRESETS[0] ?? CUSTOM);
  const [customText, setCustomText] = useState('');
  const [customError, setCustomError] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const keyOf = useRef(new Map<number, string>());
  const customRef = useRef<HTMLInputElement>(null);
  const submit = useSubmitOnce();
  const [methods, setMethods] = useState<PaymentMethods | null | 'loading'>('loading');
  const [way, setWay] = useState<Way | null>(null);
  const [qr, setQr] = useState<{ payment: OnlinePayment; rechargeNo: string; amount: number } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchRechargeMethods(controller.signal).then(
      (answer) => setMethods(answer),
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  /** The ways open here, in the order offered: the providers this browser can use, then the simulated gateway. */
  const ways: Way[] =
    methods === 'loading'
      ? []
      : methods === null
        ? ['simulated']
        : [...methods.online.filter((entry) => channelFor(entry.provider, entry.channels) !== null).map((entry) => entry.provider), ...(methods.simulated ? (['simulated'] as const) : [])];
  const chosenWay: Way | null = way !== null && ways.includes(way) ? way : (ways[0] ?? null);

  const custom = parseRechargeYuan(customText);
  const amount = choice === CUSTOM ? (custom.ok ? custom.fen : null) : choice;

  function send() {
    setProblem(null);
    if (choice === CUSTOM && !custom.ok) {
      setCustomError(problemText(custom));
      customRef.current?.focus();
      return;
    }
    if (amount === null) return;
    let key = keyOf.current.get(amount);
    if (!key) {
      key = attemptKey();
      keyOf.current.set(amount, key);
    }
    const idempotencyKey = key;
    void submit.run(async () => {
      try {
        if (chosenWay === null) {
          setProblem(t('topUp.notOffered'));
          return;
        }
        const recharge = await createRecharge(amount, idempotencyKey);
        let answer: OnlinePayment;
        if (chosenWay === 'simulated') {
          answer = await payRecharge(recharge.rechargeNo);
        } else {
          const entry = methods !== 'loading' && methods !== null ? methods.online.find((candidate) => candidate.provider === chosenWay) : undefined;
          const channel = entry === undefined ? null : channelFor(chosenWay, entry.channels);
          if (channel === null) return;
          answer = await payRechargeWithProvider(recharge.rechargeNo, { provider: chosenWay, channel });
        }
        if (answer.kind === 'qr' && answer.qr) {
          setQr({ payment: answer, rechargeNo: recharge.rechargeNo, amount });
          return;
        }
        const target = safeGatewayUrl(answer.payUrl, location.origin);
        if (!target) {
          setProblem(t('topUp.badGateway'));
          return;
        }
        return target;
      } catch (error) {
        if (error instanceof ApiError && error.notOffered) setProblem(t('topUp.notOffered'));
        else if (error instanceof ApiError && error.status !== null && error.status < 500) setProblem(error.message);
        else if (error instanceof ApiError && error.status === 501) setProblem(t('topUp.notOffered'));
        throw error;
      }
    });
  }

  const option =
    'flex cursor-pointer items-center justify-center rounded-box border border-base-300 px-3 py-2 font-semibold tabular-nums transition-colors has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:checked]:text-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary';
  return (
    <dialog ref={ref} className="modal modal-bottom sm:modal-middle" aria-labelledby={`${id}-title`} aria-describedby={`${id}-intro`} onClose={onClose} data-top-up-dialog>
      <div className="modal-box flex flex-col gap-4">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t('topUp.title')}
        </h2>
        <div id={`${id}-intro`} className="flex flex-col gap-1 text-sm text-base-content/80">
          <p>{t('topUp.intro')}</p>
          <p data-top-up-limits>{t('topUp.limits', LIMITS)}</p>
        </div>
        <fieldset className="flex flex-col gap-3" disabled={submit.busy}>
          <legend className="mb-2 font-medium">{t('topUp.amounts')}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {RECHARGE_PRESETS.map((preset) => (
              <label key={preset} className={option}>
                <input type="radio" className="sr-only" name={`${id}-amount`} checked={choice === preset} onChange={() => setChoice(preset)} />
                {formatFen(preset)}
              </label>
            ))}
            <label className={option}>
              <input
                type="radio"
                className="sr-only"
                name={`${id}-amount`}
                checked={choice === CUSTOM}
                onChange={() => {
                  setChoice(CUSTOM);
                  requestAnimationFrame(() => customRef.current?.focus());
                }}
              />
              {t('topUp.custom')}
            </label>
          </div>
          {choice === CUSTOM && (
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-custom`} className="font-medium">
                {t('topUp.customLabel')}
              </label>
              <input
                ref={customRef}
                id={`${id}-custom`}
                className={`input w-full ${customError ? 'input-error' : ''}`}
                inputMode="decimal"
                autoComplete="off"
                placeholder={t('topUp.customPlaceholder')}
                value={customText}
                aria-invalid={Boolean(customError)}
                aria-describedby={`${id}-custom-error`}
                onChange={(event) => {
                  setCustomText(event.target.value);
                  if (customError) setCustomError(undefined);
                }}
                onBlur={() => {
                  if (customText.trim() !== '') setCustomError(problemText(parseRechargeYuan(customText)));
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') send();
                }}
              />
              <p id={`${id}-custom-error`} className="min-h-5 text-sm text-error">
                {customError}
              </p>
            </div>
          )}
        </fieldset>
        <fieldset className="flex flex-col gap-2" disabled={submit.busy}>
          <legend className="mb-2 font-medium">{t('topUp.methods')}</legend>
          {methods === 'loading' ? (
            <p className="text-sm text-base-content/75" role="status">
              {t('topUp.methodsLoading')}
            </p>
          ) : ways.length === 0 ? (
            <p className="text-sm text-base-content/75">{t('topUp.notOffered')}</p>
          ) : (
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {ways.map((entry) => (
                <label key={entry} className={option}>
                  <input type="radio" className="sr-only" name={`${id}-way`} checked={chosenWay === entry} onChange={() => setWay(entry)} />
                  {t(entry === 'wechat' ? 'topUp.wechat' : entry === 'alipay' ? 'topUp.alipay' : 'topUp.simulated')}
                </label>
              ))}
            </div>
          )}
        </fieldset>
        {problem && (
          <p role="alert" className="alert alert-error alert-soft text-sm" data-top-up-problem>
            {problem}
          </p>
        )}
        <DialogFooter
          secondary={{ label: t('topUp.cancel'), disabled: submit.busy, onClick: () => ref.current?.close() }}
          primary={{
            label: amount === null ? t('topUp.payPlain') : t('topUp.pay', { amount: formatFen(amount) }),
            busy: submit.busy,
            busyLabel: t('topUp.paying'),
            disabled: submit.busy || chosenWay === null,
            onClick: send,
          }}
        />
      </div>
      {qr?.payment.qr && (
        <Suspense fallback={null}>
          <QrPayment amount={qr.amount} qr={qr.payment.qr} expiresAt={qr.payment.expiresAt} subject={{ rechargeNo: qr.rechargeNo }} onClose={() => setQr(null)} />
        </Suspense>
      )}
    </dialog>
  );
}
