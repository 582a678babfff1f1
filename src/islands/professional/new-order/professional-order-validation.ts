import type { CreateProfessionalOrder } from '../../../wire/professional-orders.ts';
import { t } from './messages.ts';
import { PROFESSIONAL_QUANTITY_MAX, REQUIREMENTS_LIMITS } from '../../../lib/forms/professional-order-rules.ts';
import { charCount } from '../../../lib/forms/char-count.ts';
import { ADDRESS_FIELDS, validateAddress, type AddressErrors } from '../../../components/form/address-validation.ts';
import { type AddressField, type AddressInput } from '../../../lib/forms/address-input.ts';
import type { UploadItem } from '../../../lib/drafts/upload-draft.ts';
import type { Check } from '../../../lib/forms/check.ts';
import { trimText } from '../../../lib/forms/text-rules.ts';

/** What the new-order form holds: each field as typed. */
export interface ProfessionalOrderInput {
  requirements: string;
  quantity: string;
  /** `YYYY-MM-DD` from the date input, '' when none is chosen. */
  expectedDate: string;
  address: AddressInput;
}

export type ProfessionalField = 'requirements' | 'quantity' | 'expectedDate' | 'files';
// undefined is allowed: a field whose problem was fixed keeps its key.
export type ProfessionalErrors = { [K in ProfessionalField]?: string | undefined } & { address?: AddressErrors | undefined };

/** The body of POST /api/shop-professional-order, less its idempotency key. */
export type ProfessionalOrderBody = Omit<CreateProfessionalOrder, 'idempotencyKey'>;

export type ProfessionalCheck = Check<'body', ProfessionalOrderBody, ProfessionalErrors>;

/** Characters of the trimmed requirements, as the counter under the field shows them. */
export const requirementsLength = (text: string): number => charCount(trimText(text));

export function requirementsError(text: string): string | undefined {
  const count = requirementsLength(text);
  if (count === 0) return t('professional.form.requirementsRequired');
  if (count < REQUIREMENTS_LIMITS.min) return t('professional.form.requirementsShort', { min: REQUIREMENTS_LIMITS.min, count });
  if (count > REQUIREMENTS_LIMITS.max) return t('professional.form.requirementsLong', { max: REQUIREMENTS_LIMITS.max, count });
  return undefined;
}

export type ProfessionalQuantity = Check<'quantity', number>;

/** A typed quantity: a whole number from 1 to 100000, surrounding spaces ignored. */
export function parseProfessionalQuantity(text: string): ProfessionalQuantity {
  const value = trimText(text);
  if (value === '') return { ok: false, error: t('professional.form.quantityRequired') };
  if (!/^\d+$/.test(value)) return { ok: false, error: t('professional.form.quantityWhole') };
  const quantity = Number(value);
  if (quantity < 1) return { ok: false, error: t('professional.form.quantityMin') };
  if (quantity > PROFESSIONAL_QUANTITY_MAX) return { ok: false, error: t('professional.form.quantityMax', { max: PROFESSIONAL_QUANTITY_MAX }) };
  return { ok: true, quantity };
}

function isCalendarDay(day: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return false;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = new Date(Date.UTC(year, month - 1, date));
  return value.getUTCFullYear() === year && value.getUTCMonth() === month - 1 && value.getUTCDate() === date;
}

/** The expected date must be a real day, not before `today` (both local `YYYY-MM-DD`). */
export function expectedDateError(day: string, today: string): string | undefined {
  if (day.trim() === '') return t('professional.form.expectedDateRequired');
  if (!isCalendarDay(day)) return t('professional.form.expectedDateInvalid');
  // Same-format days compare as text.
  if (day < today) return t('professional.form.expectedDatePast');
  return undefined;
}

/**
 * Why the drawings cannot go with the order yet, or undefined when they can: at least one file
 * must have reached the server, and none may still be waiting, uploading, failed or lost.
 */
export function drawingsError(items: readonly UploadItem[]): string | undefined {
  if (items.some((item) => item.status === 'ready' || item.status === 'uploading')) return t('professional.form.filesPending');
  if (items.some((item) => item.status === 'fail' || item.needsRepick)) return t('professional.form.filesFailed');
  if (!items.some((item) => item.status === 'success' && item.fileId !== null)) return t('professional.form.filesRequired');
  return undefined;
}

/**
 * Checks the whole form before it is sent, with the server's rules: every problem gets its
 * message at once, and nothing typed is changed. On success the body to send, trimmed.
 */
export function validateProfessionalOrder(input: ProfessionalOrderInput, items: readonly UploadItem[], today: string): ProfessionalCheck {
  const errors: ProfessionalErrors = {};
  const requirements = requirementsError(input.requirements);
  if (requirements) errors.requirements = requirements;
  const quantity = parseProfessionalQuantity(input.quantity);
  if (!quantity.ok) errors.quantity = quantity.error;
  const expectedDate = expectedDateError(input.expectedDate, today);
  if (expectedDate) errors.expectedDate = expectedDate;
  const files = drawingsError(items);
  if (files) errors.files = files;
  const address = validateAddress(input.address);
  if (!address.ok) errors.address = address.errors;
  if (!quantity.ok || !address.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      requirements: trimText(input.requirements),
      quantity: quantity.quantity,
      expectedDate: input.expectedDate,
      address: address.address,
      fileIds: items.flatMap((item) => (item.fileId === null ? [] : [item.fileId])),
    },
  };
}

export type ProfessionalFieldPath = 'requirements' | 'quantity' | 'expectedDate' | `address.${AddressField}` | 'files';

/** The fields of a failed check in the order they appear on the form, to count them and focus the first. */
export function errorPaths(errors: ProfessionalErrors): ProfessionalFieldPath[] {
  const paths: ProfessionalFieldPath[] = [];
  for (const field of ['requirements', 'quantity', 'expectedDate'] as const) if (errors[field]) paths.push(field);
  for (const field of ADDRESS_FIELDS) if (errors.address?.[field]) paths.push(`address.${field}`);
  if (errors.files) paths.push('files');
  return paths;
}
