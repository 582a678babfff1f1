import { ADDRESS_MAX } from './order-form-rules.ts';
import { MAINLAND_MOBILE } from './phone.ts';
import { PLACEHOLDER_CITIES, type RegionNames, type RegionNode } from './regions.ts';
import { textProblem } from './text-rules.ts';

/** A saved address as the form holds it: the region as three names picked from the data. */
export interface BookAddressForm extends RegionNames {
  name: string;
  phone: string;
  detail: string;
}

export const EMPTY_BOOK_ADDRESS: BookAddressForm = { name: '', phone: '', province: '', city: '', district: '', detail: '' };

export type BookAddressField = keyof BookAddressForm;
export type BookAddressErrors = Partial<Record<BookAddressField, string>>;

/** What a saved address answers of the fields an order's address takes. */
export interface SavedAddressLike extends RegionNames {
  name: string;
  phone: string;
  region: string;
  detail: string;
}

/** The words of each problem: the order address's own (the form's translator holds them). */
export interface BookAddressMessages {
  required: Record<'name' | 'detail' | 'province' | 'city' | 'district', string>;
  tooLong: Record<'name' | 'detail', string>;
  phone: string;
  unsafe: string;
}

/**
 * The checks of an order's address (the Address wire shape, as address-validation.ts runs them:
 * receiver, mainland mobile, detail, each trimmed, within its limit and free of control
 * characters) over the book's form, and each of the three region selects chosen. Answers the
 * trimmed input or the errors by field.
 */
export function validateBookAddress(form: BookAddressForm, messages: BookAddressMessages): { ok: true; input: BookAddressForm } | { ok: false; errors: BookAddressErrors } {
  const input = { ...form, name: form.name.trim(), phone: form.phone.trim(), detail: form.detail.trim() };
  const errors: BookAddressErrors = {};
  for (const field of ['name', 'detail'] as const) {
    const value = input[field];
    if (value === '') errors[field] = messages.required[field];
    else if (value.length > ADDRESS_MAX[field]) errors[field] = messages.tooLong[field];
    else if (textProblem(value, false) !== null) errors[field] = messages.unsafe;
  }
  if (!MAINLAND_MOBILE.test(input.phone)) errors.phone = messages.phone;
  for (const part of ['province', 'city', 'district'] as const) if (form[part] === '') errors[part] = messages.required[part];
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, input };
}

/**
 * The region names a typed region line names, as far as the data knows them: 广东省 深圳市 南山区,
 * 北京市 朝阳区 (the city 市辖区 implied), 广东省深圳市南山区 without spaces. Parts it cannot
 * place are left empty for the customer to choose.
 */
export function regionNamesOf(tree: readonly RegionNode[], text: string): RegionNames {
  let rest = text.replace(/\s+/g, '');
  const province = tree.find((node) => rest.startsWith(node.name));
  if (!province) return { province: '', city: '', district: '' };
  rest = rest.slice(province.name.length);
  const cities = province.children ?? [];
  const named = cities.find((node) => !PLACEHOLDER_CITIES.has(node.name) && rest.startsWith(node.name));
  if (named) {
    rest = rest.slice(named.name.length);
    const district = (named.children ?? []).find((node) => rest.startsWith(node.name));
    return { province: province.name, city: named.name, district: district?.name ?? '' };
  }
  for (const city of cities.filter((node) => PLACEHOLDER_CITIES.has(node.name))) {
    const district = (city.children ?? []).find((node) => rest.startsWith(node.name));
    if (district) return { province: province.name, city: city.name, district: district.name };
  }
  return { province: province.name, city: '', district: '' };
}
