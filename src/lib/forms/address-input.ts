import { isRecord } from '../json-guard.ts';

/**
 * The shipping address as typed, apart from its checks (address-validation.ts), so that drafts
 * can keep it without loading the form's messages.
 */
export interface AddressInput {
  name: string;
  phone: string;
  region: string;
  detail: string;
}

export type AddressField = keyof AddressInput;

export const EMPTY_ADDRESS: AddressInput = { name: '', phone: '', region: '', detail: '' };

/** A stored address as typed (a draft's, a cart's, the last order's): four strings, else null. */
export function readAddressInput(value: unknown): AddressInput | null {
  if (!isRecord(value)) return null;
  const { name, phone, region, detail } = value;
  if (typeof name !== 'string' || typeof phone !== 'string' || typeof region !== 'string' || typeof detail !== 'string') return null;
  return { name, phone, region, detail };
}
