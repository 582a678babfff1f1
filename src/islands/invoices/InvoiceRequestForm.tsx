import { useId, useRef, useState, type FormEvent } from 'react';
import type { InvoiceableOrder, InvoiceTitle, InvoiceType } from '~/wire/invoices';
import { createInvoiceRequest, listInvoiceTitles, saveInvoiceTitle } from '~/islands/invoices/invoices';
import { ApiError } from '~/core/errors';
import { TextField } from '~/components/form/TextField';
import { useRequest } from '~/core/use-request';
import { useSubmitOnce } from '~/components/form/use-submit-once';
import { t } from '~/islands/invoices/messages';
import { submissionKey } from '~/lib/forms/idempotency-key';
import { checkInvoiceForm, EMPTY_INVOICE_FORM, SPECIAL_FIELDS, type InvoiceField, type InvoiceForm } from '~/islands/invoices/invoice-validation';
import { formatFen } from '~/lib/format/money';
import { showToast } from '~/stores/toasts';
import { InvoiceOrderPicker } from './InvoiceOrderPicker';

const TYPES: readonly InvoiceType[] = ['normal', 'special'];
const LABELS = {
  bankName: 'invoice.form.bankName',
  bankAccount: 'invoice.form.bankAccount',
  address: 'invoice.form.address',
  phone: 'invoice.form.phone',
} as const;

/**
 * 申请开票: the paid orders not yet invoiced (checkboxes, the amount adding up), 普通 or 专用,
 * a saved title to start from, the title and 纳税人识别号 (its check character checked before
 * sending), for 专用 the bank, account, registered address and phone. What is typed stays when
 * the server refuses; the title can be kept for next time.
 */
export function InvoiceRequestForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const [chosen, setChosen] = useState<InvoiceableOrder[]>([]);
  const titles = useRequest('titles', (signal) => listInvoiceTitles(signal).catch(() => null));
  const [form, setForm] = useState<InvoiceForm>(EMPTY_INVOICE_FORM);
  const [errors, setErrors] = useState<Partial<Record<InvoiceField, string>>>({});
  const [keepTitle, setKeepTitle] = useState(true);
  const [titleId, setTitleId] = useState('');
  const submit = useSubmitOnce();
  const [attempt] = useState(() => crypto.randomUUID());
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);

  const set = (field: Exclude<InvoiceField, 'orderNos' | 'type'>) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  function choose(next: InvoiceableOrder[]) {
    setChosen(next);
    setForm((current) => ({ ...current, orderNos: next.map((order) => order.orderNo) }));
    if (errors.orderNos) setErrors(({ orderNos: _, ...rest }) => rest);
  }

  function pickTitle(value: string) {
    setTitleId(value);
    const saved = titles.data?.records.find((title: InvoiceTitle) => String(title.id) === value);
    if (!saved) return;
    setForm((current) => ({
      ...current,
      title: saved.title,
      taxNo: saved.taxNo,
      bankName: saved.bankName,
      bankAccount: saved.bankAccount,
      address: saved.address,
      phone: saved.phone,
    }));
    setErrors({});
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const check = checkInvoiceForm(form);
    if (!check.ok) {
      setErrors(check.errors);
      // The first field in the form's order that has a problem takes the focus.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const request = check.request;
    void submit.run(async () => {
      const created = await createInvoiceRequest({
        ...request,
        idempotencyKey: submissionKey('invoice', attempt),
      });
      showToast('success', t('invoice.form.sent', { requestNo: created.requestNo }));
      if (keepTitle) {
        const { title, taxNo, bankName, bankAccount, address, phone } = request;
        await saveInvoiceTitle({
          title,
          taxNo,
          bankName,
          bankAccount,
          address,
          phone,
        }).catch((error: unknown) => {
          showToast(
            'error',
            t('invoice.form.titleSaveFailed', {
              message: error instanceof ApiError ? error.message : String(error),
            }),
          );
        });
      }
      onDone();
    });
  }

  const total = chosen.reduce((sum, order) => sum + order.amount, 0);
  const special = form.type === 'special';
  const savedTitles = titles.data?.records ?? [];
  return (
    <section className="rounded-box border border-primary/30 bg-base-100 p-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mb-3 text-lg font-semibold">
        {t('invoice.form.title')}
      </h2>
      <form ref={formRef} className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
        <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={`${id}-orders-hint ${errors.orderNos ? `${id}-orders-error` : ''}`}>
          <legend className="mb-1 font-medium">{t('invoice.form.orders')}</legend>
          <p id={`${id}-orders-hint`} className="text-sm text-base-content/70">
            {t('invoice.form.ordersHint')}
          </p>
          <InvoiceOrderPicker chosen={chosen} onChosen={choose} error={errors.orderNos} />
          <p className="text-sm font-medium tabular-nums" aria-live="polite" data-invoice-total>
            {t('invoice.form.ordersTotal', {
              count: chosen.length,
              amount: formatFen(total),
            })}
          </p>
          {errors.orderNos && (
            <p id={`${id}-orders-error`} className="text-sm text-error">
              {errors.orderNos}
            </p>
          )}
        </fieldset>
        <fieldset className="flex min-w-0 flex-col gap-2">
          <legend className="mb-1 font-medium">{t('invoice.form.type')}</legend>
          <div className="flex flex-wrap gap-4">
            {TYPES.map((type) => (
              <label key={type} className="flex cursor-pointer items-center gap-2">
                <input type="radio" className="radio radio-sm" name={`${id}-type`} checked={form.type === type} onChange={() => setForm((current) => ({ ...current, type }))} />
                {t(`invoice.type.${type}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {savedTitles.length > 0 && (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-saved`} className="font-medium">
              {t('invoice.form.savedTitles')}
            </label>
            <select id={`${id}-saved`} className="select w-full" value={titleId} onChange={(event) => pickTitle(event.target.value)}>
              <option value="">{t('invoice.form.savedTitlesNone')}</option>
              {savedTitles.map((title) => (
                <option key={title.id} value={String(title.id)}>
                  {title.title}（{title.taxNo}）
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id={`${id}-title-field`} label={t('invoice.form.titleField')} value={form.title} onValue={set('title')} error={errors.title} autoComplete="organization" />
          <TextField
            id={`${id}-tax`}
            label={t('invoice.form.taxNo')}
            value={form.taxNo}
            onValue={set('taxNo')}
            error={errors.taxNo}
            spellCheck={false}
            className="font-mono uppercase"
          />
          {special &&
            SPECIAL_FIELDS.map((field) => (
              <TextField
                key={field}
                id={`${id}-${field}`}
                label={t(LABELS[field])}
                value={form[field]}
                onValue={set(field)}
                error={errors[field]}
                {...(field === 'bankAccount' ? { inputMode: 'numeric' as const } : field === 'phone' ? { inputMode: 'tel' as const } : {})}
              />
            ))}
          <TextField
            id={`${id}-email`}
            label={t('invoice.form.email')}
            optionalNote={t('invoice.form.optional')}
            value={form.email}
            onValue={set('email')}
            error={errors.email}
            type="email"
            autoComplete="email"
          />
          <TextField
            id={`${id}-remarks`}
            label={t('invoice.form.remarks')}
            optionalNote={t('invoice.form.optional')}
            value={form.remarks}
            onValue={set('remarks')}
            error={errors.remarks}
          />
        </div>
        <label className="flex cursor-pointer items-center gap-2 text-sm">
          <input type="checkbox" className="checkbox checkbox-sm" checked={keepTitle} onChange={(event) => setKeepTitle(event.target.checked)} />
          {t('invoice.form.saveTitle')}
        </label>
        {Object.values(errors).some(Boolean) && (
          <p role="alert" className="text-sm text-error">
            {t('invoice.check.fix')}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" className="btn btn-ghost" disabled={submit.busy} onClick={onCancel}>
            {t('invoice.form.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={submit.busy}>
            {submit.busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {submit.busy ? t('invoice.form.sending') : t('invoice.form.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
