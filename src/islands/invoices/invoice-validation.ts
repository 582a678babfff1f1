import type { InvoiceType } from '../../wire/invoices.ts';
import { BANK_ACCOUNT_PATTERN, INVOICE_MAX, INVOICE_ORDERS_MAX, INVOICE_PHONE_PATTERN, normaliseBankAccount, normaliseInvoicePhone } from '../../lib/forms/invoice-rules.ts';
import { normaliseTaxId, taxIdProblem } from '../../lib/forms/tax-id.ts';
import { charCount } from '../../lib/forms/char-count.ts';
import { EMAIL } from '../../lib/forms/account-rules.ts';
import type { Check } from '../../lib/forms/check.ts';
import { t } from './messages.ts';
import { trimText } from '../../lib/forms/text-rules.ts';

/** What the request form holds. */
export interface InvoiceForm {
  type: InvoiceType;
  title: string;
  taxNo: string;
  bankName: string;
  bankAccount: string;
  address: string;
  phone: string;
  email: string;
  remarks: string;
  orderNos: readonly string[];
}

/** The form before anything is typed: a 普通发票 with no order picked. */
export const EMPTY_INVOICE_FORM: InvoiceForm = {
  type: 'normal',
  title: '',
  taxNo: '',
  bankName: '',
  bankAccount: '',
  address: '',
  phone: '',
  email: '',
  remarks: '',
  orderNos: [],
};

export type InvoiceField = keyof InvoiceForm;

/** The fields a 专用发票 needs, in the form's order. */
export const SPECIAL_FIELDS = ['bankName', 'bankAccount', 'address', 'phone'] as const;

const SPECIAL_LABELS: Record<(typeof SPECIAL_FIELDS)[number], Parameters<typeof t>[0]> = {
  bankName: 'invoice.form.bankName',
  bankAccount: 'invoice.form.bankAccount',
  address: 'invoice.form.address',
  phone: 'invoice.form.phone',
};

/** The form's values as the server takes them: texts trimmed, the tax number, account and phone normalised. */
export interface InvoiceFields extends Omit<InvoiceForm, 'orderNos'> {
  orderNos: string[];
}

/**
 * Checks an invoice request before it is sent, by the server's rules: at least one order (at
 * most 50), a title, a 纳税人识别号 whose check character is right (src/lib/forms/tax-id.ts), and for a
 * 专用发票 the bank, account, registered address and phone. A 普通发票 sends no bank fields.
 */
export function checkInvoiceForm(form: InvoiceForm): Check<'request', InvoiceFields, Partial<Record<InvoiceField, string>>> {
  const errors: Partial<Record<InvoiceField, string>> = {};
  const special = form.type === 'special';
  const values: InvoiceFields = {
    type: form.type,
    title: trimText(form.title),
    taxNo: normaliseTaxId(form.taxNo),
    bankName: special ? trimText(form.bankName) : '',
    bankAccount: special ? normaliseBankAccount(form.bankAccount) : '',
    address: special ? trimText(form.address) : '',
    phone: special ? normaliseInvoicePhone(form.phone) : '',
    email: form.email.trim(),
    remarks: trimText(form.remarks),
    orderNos: [...new Set(form.orderNos)],
  };
  if (values.orderNos.length === 0) errors.orderNos = t('invoice.check.orders');
  else if (values.orderNos.length > INVOICE_ORDERS_MAX) errors.orderNos = t('invoice.check.ordersMax', { max: INVOICE_ORDERS_MAX });
  if (values.title === '') errors.title = t('invoice.check.title');
  else if (charCount(values.title) > INVOICE_MAX.title) errors.title = t('invoice.check.titleLong', { max: INVOICE_MAX.title });
  const taxProblem = taxIdProblem(values.taxNo);
  if (taxProblem) errors.taxNo = t(`invoice.check.taxNo.${taxProblem}`);
  if (special) {
    for (const field of SPECIAL_FIELDS)
      if (values[field] === '')
        errors[field] = t('invoice.check.required', {
          field: t(SPECIAL_LABELS[field]),
        });
    if (!errors.bankName && charCount(values.bankName) > INVOICE_MAX.bankName)
      errors.bankName = t('invoice.check.bankNameLong', {
        max: INVOICE_MAX.bankName,
      });
    if (!errors.bankAccount && !BANK_ACCOUNT_PATTERN.test(values.bankAccount)) errors.bankAccount = t('invoice.check.bankAccount');
    if (!errors.address && charCount(values.address) > INVOICE_MAX.address)
      errors.address = t('invoice.check.addressLong', {
        max: INVOICE_MAX.address,
      });
    if (!errors.phone && !INVOICE_PHONE_PATTERN.test(values.phone)) errors.phone = t('invoice.check.phone');
  }
  if (values.email !== '' && (!EMAIL.test(values.email) || values.email.length > 100)) errors.email = t('invoice.check.email');
  if (charCount(values.remarks) > INVOICE_MAX.remarks)
    errors.remarks = t('invoice.check.remarksLong', {
      max: INVOICE_MAX.remarks,
    });
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, request: values };
}
