import type { Address } from '../../wire/address.ts';
import { t } from './messages.ts';
import type { AddressField, AddressInput } from '../../lib/forms/address-input.ts';
import { ADDRESS_MAX } from '../../lib/forms/order-form-rules.ts';
import { MAINLAND_MOBILE } from '../../lib/forms/phone.ts';
import { textProblem, trimText } from '../../lib/forms/text-rules.ts';
import type { Check } from '../../lib/forms/check.ts';

export type AddressErrors = Partial<Record<AddressField, string>>;
export type AddressCheck = Check<'address', Address, AddressErrors>;

export const ADDRESS_FIELDS: readonly AddressField[] = ['name', 'phone', 'region', 'detail'];


function textError(value: string, field: 'name' | 'region' | 'detail'): string | undefined {
  if (value.length === 0) return t(`quotation.address.${field}Required`);
  if (value.length > ADDRESS_MAX[field]) return t(`quotation.address.${field}TooLong`);
  if (textProblem(value, false) !== null) return t('quotation.address.unsafeText');
  return undefined;
}

/**
 * The checks of the Address wire shape, run in the browser before an order is sent, with the
 * limits both take from order-form-rules.ts (address-validation.test.ts proves they agree): every field is required once trimmed, the phone is a mainland mobile number.
 */
export function validateAddress(input: AddressInput): AddressCheck {
  const address: Address = {
    name: trimText(input.name),
    phone: input.phone.trim(),
    region: trimText(input.region),
    detail: trimText(input.detail),
  };
  const errors: AddressErrors = {};
  const name = textError(address.name, 'name');
  if (name) errors.name = name;
  if (!MAINLAND_MOBILE.test(address.phone)) errors.phone = t('quotation.address.phoneInvalid');
  const region = textError(address.region, 'region');
  if (region) errors.region = region;
  const detail = textError(address.detail, 'detail');
  if (detail) errors.detail = detail;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, address };
}

/** The error of one field alone, for checking a field as the customer leaves it. */
export function addressFieldError(input: AddressInput, field: AddressField): string | undefined {
  const check = validateAddress(input);
  return check.ok ? undefined : check.errors[field];
}
