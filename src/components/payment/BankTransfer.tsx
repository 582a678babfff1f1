import { useEffect, useId, useState } from 'react';
import { useRequest } from '~/core/use-request';
import { formatDateTime } from '~/lib/format/datetime';
import { formatFen } from '~/lib/format/money';
import type { BankTransfer as Transfer } from '~/wire/payments';
import { chooseBankTransfer, fetchBankTransfer } from './bank-transfer';
import { t } from './bank-transfer-messages';

export interface BankTransferProps {
  orderNo: string;
  /** What the order costs, in fen, as the order shows it (the transfer shows the server's figure once chosen). */
  payable: number;
}

/**
 * 对公转账 for a 待付款 order, for the payment panel to place among its methods: whether the
 * factory takes transfers (「本店未开通对公转账」 before the customer leaves the page), the button
 * that chooses it, and then what to write on the transfer — the account, the reference code, the
 * amount and the new deadline in the customer's own time — each copyable. A customer who comes
 * back sees the transfer already chosen.
 */
export function BankTransfer({ orderNo, payable }: BankTransferProps) {
  const id = useId();
  const state = useRequest(`bank-transfer:${orderNo}`, (signal) => fetchBankTransfer(orderNo, signal));
  // Chosen here: shown at once, without asking again.
  const [chosen, setChosen] = useState<Transfer | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const transfer = chosen ?? state.data?.transfer ?? null;
  const ready = state.status === 'ready' || chosen !== null;

  async function choose() {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      setChosen(await chooseBankTransfer(orderNo));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="flex flex-col gap-3 rounded-box border border-base-300 p-3" aria-labelledby={`${id}-title`} data-bank-transfer>
      <div className="flex flex-col gap-0.5">
        <h3 id={`${id}-title`} className="font-medium">
          {t('bankTransfer.title')}
        </h3>
        <p className="text-sm text-base-content/75">{t('bankTransfer.hint')}</p>
      </div>
      {state.status === 'loading' && chosen === null && (
        <p className="flex items-center gap-2 text-sm text-base-content/70" role="status">
          <span className="loading loading-spinner loading-xs" aria-hidden="true" />
          {t('bankTransfer.loading')}
        </p>
      )}
      {state.status === 'error' && chosen === null && (
        <p role="alert" className="alert alert-error alert-soft text-sm">
          <span>{t('bankTransfer.loadFailed', { message: state.message })}</span>
          <button type="button" className="btn btn-xs" onClick={state.reload}>
            {t('bankTransfer.retry')}
          </button>
        </p>
      )}
      {ready && transfer === null && state.data?.offered === false && (
        <p className="text-sm text-base-content/70" data-bank-transfer-off>
          {state.data?.reason ?? t('bankTransfer.notOffered')}
        </p>
      )}
      {ready && transfer === null && state.data?.offered === true && (
        <button type="button" className="btn btn-outline btn-primary self-start" disabled={busy} aria-busy={busy} onClick={() => void choose()}>
          {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {busy ? t('bankTransfer.choosing') : t('bankTransfer.choose')}
        </button>
      )}
      {problem && (
        <p role="alert" className="alert alert-error alert-soft text-sm" data-bank-transfer-problem>
          {problem}
        </p>
      )}
      {transfer !== null && <TransferDetails transfer={transfer} payable={payable} />}
    </section>
  );
}

function TransferDetails({ transfer, payable }: { transfer: Transfer; payable: number }) {
  const rows: Array<[string, string]> = [
    [t('bankTransfer.accountName'), transfer.account.name],
    [t('bankTransfer.bank'), transfer.account.bank],
    [t('bankTransfer.accountNumber'), transfer.account.number],
  ];
  const amount = transfer.payable || payable;
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-base-content/70">{label}</dt>
            <dd className="font-medium break-all tabular-nums">{value}</dd>
            <dd>
              <CopyButton label={label} value={value} />
            </dd>
          </div>
        ))}
        <div className="contents">
          <dt className="text-base-content/70">{t('bankTransfer.amount')}</dt>
          <dd className="text-lg font-semibold text-primary tabular-nums">{formatFen(amount)}</dd>
          <dd>
            <CopyButton label={t('bankTransfer.amount')} value={(amount / 100).toFixed(2)} />
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-center gap-3 rounded-box bg-base-200 p-3">
        <span className="text-sm text-base-content/70">{t('bankTransfer.reference')}</span>
        <strong className="font-mono text-2xl tracking-widest select-all" data-bank-reference>
          {transfer.reference}
        </strong>
        <CopyButton label={t('bankTransfer.reference')} value={transfer.reference} />
      </div>
      <p className="text-sm font-medium">{t('bankTransfer.payBy', { time: formatDateTime(transfer.payBy) })}</p>
      <p className="alert alert-warning alert-soft text-sm text-base-content">{t('bankTransfer.rules')}</p>
    </div>
  );
}

type CopyState = 'idle' | 'copied' | 'failed';

/** 复制 with what happened said next to it (for screen readers too). */
function CopyButton({ label, value }: { label: string; value: string }) {
  const [copy, setCopy] = useState<CopyState>('idle');
  useEffect(() => {
    if (copy === 'idle') return;
    const timer = setTimeout(() => setCopy('idle'), 2500);
    return () => clearTimeout(timer);
  }, [copy]);
  async function copyValue() {
    try {
      await navigator.clipboard.writeText(value);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }
  return (
    <span className="flex items-center gap-2">
      <button type="button" className="btn btn-xs btn-outline" onClick={() => void copyValue()} aria-label={`${t('bankTransfer.copy')}${label}`}>
        {t('bankTransfer.copy')}
      </button>
      <span role="status" className={`text-xs ${copy === 'failed' ? 'text-error' : 'text-success'}`}>
        {copy === 'copied' ? t('bankTransfer.copied') : copy === 'failed' ? t('bankTransfer.copyFailed') : ''}
      </span>
    </span>
  );
}
