import { useCallback, useMemo, useRef, useState } from 'react';
import type { Address } from '~/wire/address';
import { ADDRESS_FIELDS, addressFieldError, validateAddress, type AddressErrors } from '~/components/form/address-validation';
import { type AddressField, type AddressInput, EMPTY_ADDRESS } from '~/lib/forms/address-input';
import { readRememberedAddress } from '~/lib/drafts/remembered-address';

/**
 * A checkout's 收货地址: the one typed into the draft (it survives a reload), else the last order's,
 * with the fields' errors and the focus on the first wrong one when 提交订单 is pressed. `save`
 * writes it into the draft (the quotation, the cart).
 */
export function useCheckoutAddress(stored: AddressInput | null | undefined, save: (next: AddressInput) => void, customerId: number) {
  const [rememberedAddress] = useState(() => readRememberedAddress(localStorage, customerId));
  const address = stored ?? rememberedAddress ?? EMPTY_ADDRESS;
  const [picked, setPicked] = useState(false);
  // 已填入上次使用的地址 while it is still that address, as typed or chosen from the book.
  const remembered = !picked && rememberedAddress !== null && ADDRESS_FIELDS.every((field) => rememberedAddress[field] === address[field]);
  const [errors, setErrors] = useState<AddressErrors>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const regionRef = useRef<HTMLInputElement>(null);
  const detailRef = useRef<HTMLInputElement>(null);
  // One object for the page's life: a memoised address card is drawn again only when what it shows changes.
  const refs = useMemo(() => ({ name: nameRef, phone: phoneRef, region: regionRef, detail: detailRef }), []);

  const edit = useCallback(
    (field: AddressField, value: string) => {
      save({ ...address, [field]: value });
      setErrors((previous) => (previous[field] ? { ...previous, [field]: undefined } : previous));
    },
    [address, save],
  );

  // An empty field the customer only passed through is not an error yet; 提交订单 says so.
  const leave = useCallback(
    (field: AddressField) => {
      if (address[field].trim() !== '') setErrors((previous) => ({ ...previous, [field]: addressFieldError(address, field) }));
    },
    [address],
  );

  // A saved address is a valid one: what an earlier submit said of the fields no longer applies.
  const pick = useCallback(
    (next: AddressInput) => {
      setErrors({});
      setPicked(true);
      save(next);
    },
    [save],
  );

  /** The address to send; null when a field is wrong, which is then marked and focused. */
  const checked = (): Address | null => {
    const check = validateAddress(address);
    if (check.ok) return check.address;
    setErrors(check.errors);
    const first = ADDRESS_FIELDS.find((field) => check.errors[field]);
    if (first) refs[first].current?.focus();
    return null;
  };

  return { address, remembered, errors, refs, edit, leave, pick, checked };
}
