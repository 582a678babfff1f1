import { useId, useState, type ReactNode } from 'react';
import { Empty, LoadFailure, Loading } from '~/core/ListState';
import { useRequest } from '~/core/use-request';
import { formatDateTime, localToday } from '~/lib/format/datetime';
import { formatFen } from '~/lib/format/money';
import { showToast } from '~/stores/toasts';
import type { BankAccountRequest, BankReceipt, StaffBankAccount } from '~/wire/staff-bank-transfers';
import { ConsoleGuard } from '../ConsoleGuard';
import { fetchBankAccount, fetchBankDesk, recordReceipt, resolveReceipt, saveBankAccount } from './bank-api';
import { accountRequest, receiptRequest, resolveNoteProblem, type FieldErrors, type ReceiptFields } from './bank-form';
import { t } from './messages';

/**
 * /factory/bank-transfers (对公转账, 管理员): record a credit of the bank statement and see whether
 * it paid an order; the receipts that matched none (to send back and close); the orders waiting
 * for a transfer; and the account customers transfer to.
 */
export default function BankTransfers() {
  return <ConsoleGuard>{(member) => (member.role === 'admin' ? <BankScreen /> : <p className="alert alert-warning">{t('console.bank.adminOnly')}</p>)}</ConsoleGuard>;
}

function BankScreen() {
  const id = useId();
  const desk = useRequest('bank-desk', (signal) => fetchBankDesk(signal));
  return (
    <section className="flex flex-col gap-6" aria-labelledby={`${id}-title`}>
      <div>
        <h1 id={`${id}-title`} className="text-2xl font-bold">
          {t('console.bank.heading')}
        </h1>
        <p className="text-sm text-base-content/70 mt-1">{t('console.bank.intro')}</p>
      </div>
      <ReceiptForm onRecorded={desk.reload} />
      <LoadFailure state={desk} feature={t('console.bank.feature')} onRetry={desk.reload} />
      {desk.status === 'loading' && !desk.data && <Loading rows={3} />}
      {desk.data && (
        <>
          <Card title={t('console.bank.unmatched.heading')}>
            {desk.data.receipts.length === 0 ? (
              <Empty title={t('console.bank.unmatched.empty')}>{t('console.bank.unmatched.emptyHint')}</Empty>
            ) : (
              <ul className="flex flex-col gap-3">
                {desk.data.receipts.map((receipt) => (
                  <UnmatchedReceipt key={receipt.id} receipt={receipt} onResolved={desk.reload} />
                ))}
              </ul>
            )}
          </Card>
          <Card title={t('console.bank.awaiting.heading')}>
            {desk.data.awaiting.length === 0 ? (
              <Empty title={t('console.bank.awaiting.empty')}>{t('console.bank.awaiting.emptyHint')}</Empty>
            ) : (
              <ul className="flex flex-col divide-y divide-base-200 text-sm">
                {desk.data.awaiting.map((order) => (
                  <li key={order.orderNo} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2" data-awaiting={order.orderNo}>
                    <span className="font-medium">{order.orderNo}</span>
                    <span className="badge badge-outline font-mono">{order.reference}</span>
                    <span className="text-base-content/70">
                      {t('console.bank.awaiting.line', { customer: order.customer.nickname, amount: formatFen(order.payable), time: formatDateTime(order.payBy) })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </>
      )}
      <AccountForm />
    </section>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby={id}>
      <div className="card-body gap-3 p-4 sm:p-6">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

function Field({ label, error, hint, children }: { label: string; error: string | undefined; hint?: string; children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby': string }) => ReactNode }) {
  const id = useId();
  return (
    <label className="flex flex-col gap-1 text-sm" htmlFor={id}>
      <span className="font-medium">{label}</span>
      {children({ id, 'aria-invalid': error !== undefined, 'aria-describedby': `${id}-note` })}
      <span id={`${id}-note`} className={`text-xs ${error ? 'text-error' : 'text-base-content/60'}`}>
        {error ?? hint ?? ''}
      </span>
    </label>
  );
}

const emptyReceipt = (): ReceiptFields => ({ reference: '', amount: '', payerName: '', bankSerial: '', receivedAt: localToday() });
type Answer = { kind: 'matched' | 'unmatched' | 'refused'; text: string };

function ReceiptForm({ onRecorded }: { onRecorded: () => void }) {
  const [fields, setFields] = useState<ReceiptFields>(emptyReceipt);
  const [errors, setErrors] = useState<FieldErrors<ReceiptFields>>({});
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const set = (key: keyof ReceiptFields) => (event: { target: { value: string } }) => setFields((current) => ({ ...current, [key]: event.target.value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = receiptRequest(fields, localToday());
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    setAnswer(null);
    try {
      const outcome = await recordReceipt(checked.request);
      if ('refused' in outcome) setAnswer({ kind: 'refused', text: t('console.bank.record.refused', { reason: outcome.refused }) });
      else if (outcome.matched) {
        setAnswer({ kind: 'matched', text: t('console.bank.record.matched', { orderNo: outcome.orderNo ?? '' }) });
        setFields(emptyReceipt());
      } else {
        setAnswer({ kind: 'unmatched', text: t('console.bank.record.unmatched', { reason: outcome.reason ?? '' }) });
        setFields(emptyReceipt());
      }
      onRecorded();
    } catch {
      // The console's error handling has said why (toast or login).
    } finally {
      setBusy(false);
    }
  }

  const alert = answer === null ? '' : answer.kind === 'matched' ? 'alert-success' : answer.kind === 'refused' ? 'alert-error' : 'alert-warning';
  return (
    <Card title={t('console.bank.record.heading')}>
      <form className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" onSubmit={(event) => void submit(event)} noValidate>
        <Field label={t('console.bank.record.reference')} error={errors.reference} hint={t('console.bank.record.referenceHint')}>
          {(props) => <input {...props} className="input input-bordered font-mono uppercase" autoComplete="off" value={fields.reference} onChange={set('reference')} />}
        </Field>
        <Field label={t('console.bank.record.amount')} error={errors.amount}>
          {(props) => <input {...props} className="input input-bordered tabular-nums" inputMode="decimal" autoComplete="off" value={fields.amount} onChange={set('amount')} />}
        </Field>
        <Field label={t('console.bank.record.payerName')} error={errors.payerName}>
          {(props) => <input {...props} className="input input-bordered" autoComplete="off" value={fields.payerName} onChange={set('payerName')} />}
        </Field>
        <Field label={t('console.bank.record.bankSerial')} error={errors.bankSerial}>
          {(props) => <input {...props} className="input input-bordered font-mono" autoComplete="off" value={fields.bankSerial} onChange={set('bankSerial')} />}
        </Field>
        <Field label={t('console.bank.record.receivedAt')} error={errors.receivedAt}>
          {(props) => <input {...props} type="date" className="input input-bordered" max={localToday()} value={fields.receivedAt} onChange={set('receivedAt')} />}
        </Field>
        <div className="flex items-end pb-5">
          <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {busy ? t('console.bank.record.submitting') : t('console.bank.record.submit')}
          </button>
        </div>
      </form>
      {answer && (
        <p role="alert" className={`alert alert-soft text-sm ${alert}`} data-bank-answer={answer.kind}>
          {answer.text}
        </p>
      )}
    </Card>
  );
}

function UnmatchedReceipt({ receipt, onResolved }: { receipt: BankReceipt; onResolved: () => void }) {
  const id = useId();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function resolve() {
    if (busy) return;
    const wrong = resolveNoteProblem(note);
    setProblem(wrong);
    if (wrong) return;
    setBusy(true);
    try {
      await resolveReceipt(receipt.id, { note: note.trim() });
      showToast('success', t('console.bank.unmatched.resolved'));
      onResolved();
    } catch {
      // Said by the console's error handling.
    } finally {
      setBusy(false);
    }
  }
  return (
    <li className="flex flex-col gap-2 rounded-box border border-base-300 p-3 text-sm" data-receipt={receipt.bankSerial}>
      <p className="flex flex-wrap items-center gap-2">
        <span className="badge badge-outline font-mono">{t('console.bank.unmatched.reference', { reference: receipt.reference })}</span>
        <span>{t('console.bank.unmatched.line', { amount: formatFen(receipt.amount), payer: receipt.payerName, serial: receipt.bankSerial, date: receipt.receivedAt })}</span>
      </p>
      {receipt.reason && <p className="text-warning-content/90">{receipt.reason}</p>}
      <div className="flex flex-wrap items-start gap-2">
        <label htmlFor={`${id}-note`} className="sr-only">
          {t('console.bank.unmatched.note')}
        </label>
        <input
          id={`${id}-note`}
          className="input input-bordered input-sm min-w-60 flex-1"
          placeholder={t('console.bank.unmatched.notePlaceholder')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          aria-invalid={problem !== null}
          aria-describedby={`${id}-problem`}
        />
        <button type="button" className="btn btn-sm" disabled={busy} aria-busy={busy} onClick={() => void resolve()}>
          {busy ? t('console.bank.unmatched.resolving') : t('console.bank.unmatched.resolve')}
        </button>
      </div>
      <p id={`${id}-problem`} className="text-xs text-error">
        {problem ?? ''}
      </p>
    </li>
  );
}

const toFields = (saved: StaffBankAccount | undefined): BankAccountRequest => ({ name: saved?.account?.name ?? '', bank: saved?.account?.bank ?? '', number: saved?.account?.number ?? '' });

function AccountForm() {
  const saved = useRequest('bank-account', (signal) => fetchBankAccount(signal));
  return (
    <Card title={t('console.bank.account.heading')}>
      <LoadFailure state={saved} feature={t('console.bank.feature')} onRetry={saved.reload} />
      {saved.status === 'loading' && !saved.data && <Loading rows={1} />}
      {saved.data && <AccountEditor key={saved.data.updatedAt ?? 'none'} saved={saved.data} />}
    </Card>
  );
}

function AccountEditor({ saved }: { saved: StaffBankAccount }) {
  const [fields, setFields] = useState<BankAccountRequest>(() => toFields(saved));
  const [errors, setErrors] = useState<FieldErrors<BankAccountRequest>>({});
  const [busy, setBusy] = useState(false);
  const [current, setCurrent] = useState<StaffBankAccount>(saved);
  const set = (key: keyof BankAccountRequest) => (event: { target: { value: string } }) => setFields((typed) => ({ ...typed, [key]: event.target.value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = accountRequest(fields);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await saveBankAccount(checked.request);
      setFields(toFields(answer));
      setCurrent(answer);
      showToast('success', t('console.bank.account.saved'));
    } catch {
      // Said by the console's error handling; what was typed stays.
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {current.account === null && <p className="alert alert-warning alert-soft text-sm">{t('console.bank.account.none')}</p>}
      {current.updatedAt && <p className="text-xs text-base-content/60">{t('console.bank.account.updatedAt', { time: formatDateTime(current.updatedAt) })}</p>}
      <form className="grid gap-3 sm:grid-cols-3" onSubmit={(event) => void submit(event)} noValidate>
        <Field label={t('console.bank.account.name')} error={errors.name}>
          {(props) => <input {...props} className="input input-bordered" autoComplete="organization" value={fields.name} onChange={set('name')} />}
        </Field>
        <Field label={t('console.bank.account.bank')} error={errors.bank}>
          {(props) => <input {...props} className="input input-bordered" autoComplete="off" value={fields.bank} onChange={set('bank')} />}
        </Field>
        <Field label={t('console.bank.account.number')} error={errors.number}>
          {(props) => <input {...props} className="input input-bordered font-mono" inputMode="numeric" autoComplete="off" value={fields.number} onChange={set('number')} />}
        </Field>
        <div>
          <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
            {busy ? t('console.bank.account.saving') : t('console.bank.account.save')}
          </button>
        </div>
      </form>
    </>
  );
}
