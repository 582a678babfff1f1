import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { addressBookOrAbsent } from '~/components/address-book/address-book-read';
import { useRequest } from '~/core/use-request';
import { t } from '~/components/address-book/messages';
import { addressInputOf, isSameAddress } from '~/lib/forms/saved-address';
import type { AddressInput } from '~/lib/forms/address-input';
import type { RoutePath } from '~/lib/routes/routes';
import { showToast } from '~/stores/toasts';

const AddressFormDialog = lazy(() => import('../form-dialog/AddressFormDialog'));
const MANAGE: RoutePath = '/usercenter';

export interface SavedAddressPickerProps {
  /** The address the checkout's fields hold. */
  current: AddressInput;
  /** The draft has no address of its own yet: the book's default fills the fields. */
  preselect: boolean;
  /** Puts a saved address into the checkout's fields (and its draft). */
  onPick: (address: AddressInput) => void;
}

const defaultMark = (address: { isDefault: boolean }) => (address.isDefault ? `[${t('addressBook.default')}] ` : '');

/** The chosen address in a few words: the default mark, the name and the last part of the region (the district). */
const shortLabel = (address: { isDefault: boolean; name: string; region: string }) => `${defaultMark(address)}${address.name} · ${address.region.trim().split(/\s+/).at(-1) ?? ''}`;

/**
 * A checkout's choice from the address book: a select of the saved addresses (the one the
 * fields hold is selected) and 保存到地址簿 for a typed address the book does not have. The
 * fields stay the checkout's own, so a typed address survives a reload as before; a backend
 * without a book (or unreachable) shows nothing here.
 */
export default function SavedAddressPicker({ current, preselect, onPick }: SavedAddressPickerProps) {
  const book = useRequest('address-book', (signal) => addressBookOrAbsent(signal));
  const [saving, setSaving] = useState(false);
  const id = useId();
  const data = book.data ?? null;
  const fallback = data?.records.find((address) => address.isDefault);
  const preselected = useRef(false);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  });
  useEffect(() => {
    if (preselected.current || !preselect || !fallback) return;
    preselected.current = true;
    pick.current(addressInputOf(fallback));
  }, [preselect, fallback]);

  if (!data) return null;
  const chosen = data.records.find((address) => isSameAddress(current, address)) ?? null;
  const typed = current.name.trim() !== '' || current.detail.trim() !== '';
  const canSave = chosen === null && typed && data.total < data.limit;
  return (
    <div className="flex min-w-0 flex-1 items-center justify-end gap-2 text-base font-normal" data-address-picker>
      {data.records.length > 0 && (
        <>
          <label htmlFor={`${id}-saved`} className="sr-only">
            {t('addressBook.pick.title')}
          </label>
          {/* The list offers each address in full; closed, the box names the chosen one in a few
              words that fit a phone's width (the fields below hold it all), instead of cutting a
              whole address off mid-word. The real select lies over the box, unseen. */}
          <span className="select select-sm relative min-w-0 flex-1 has-[select:focus-visible]:outline-2 has-[select:focus-visible]:outline-offset-2 has-[select:focus-visible]:outline-accent sm:max-w-80" data-address-choice>
            <span className="truncate" aria-hidden="true">
              {chosen ? shortLabel(chosen) : t('addressBook.pick.typed')}
            </span>
            <select
              id={`${id}-saved`}
              className="absolute inset-0 size-full cursor-pointer opacity-0"
              value={chosen ? String(chosen.id) : ''}
              onChange={(event) => {
                const saved = data.records.find((address) => String(address.id) === event.target.value);
                if (saved) onPick(addressInputOf(saved));
              }}
            >
              <option value="">{chosen ? t('addressBook.pick.title') : t('addressBook.pick.typed')}</option>
              {data.records.map((address) => (
                <option key={address.id} value={address.id}>
                  {`${defaultMark(address)}${address.name} ${address.phone} ${address.region} ${address.detail}`}
                </option>
              ))}
            </select>
          </span>
        </>
      )}
      {canSave && (
        // On a phone the button shows only 保存, so the box beside it keeps room for 使用下方填写的地址
        // (beside the whole phrase it was cut); its name is the whole phrase at every width.
        <button type="button" className="btn btn-outline btn-sm shrink-0" aria-label={t('addressBook.pick.save')} onClick={() => setSaving(true)}>
          <span className="sm:hidden">
            {t('addressBook.pick.saveShort')}
          </span>
          <span className="max-sm:hidden">
            {t('addressBook.pick.save')}
          </span>
        </button>
      )}
      {saving && (
        <Suspense fallback={null}>
          <AddressFormDialog
            typed={current}
            onSaved={(saved) => {
              showToast('success', t('addressBook.saved'));
              onPick(addressInputOf(saved));
              book.reload();
            }}
            onClose={() => setSaving(false)}
          />
        </Suspense>
      )}
      <a className="link link-primary hidden shrink-0 text-sm sm:inline" href={MANAGE}>
        {t('addressBook.pick.manage')}
      </a>
    </div>
  );
}
