import { useId, useRef, useState } from 'react';
import { addAddress, updateAddress } from '~/components/address-book/addresses';
import type { SavedAddress } from '~/wire/address-book';
import { ApiError } from '~/core/errors';
import { useModalOnMount } from '~/components/ui/DetailDialog';
import { DialogFooter } from '~/components/ui/DialogFooter';
import { t } from '~/components/address-book/messages';
import { EMPTY_BOOK_ADDRESS, regionNamesOf, validateBookAddress, type BookAddressErrors, type BookAddressField, type BookAddressForm, type BookAddressMessages } from '~/lib/forms/address-book';
import type { AddressInput } from '~/lib/forms/address-input';
import { ADDRESS_MAX } from '~/lib/forms/order-form-rules';
import { citiesOf, districtsOf } from '~/lib/forms/regions';
import { useRegions } from './use-regions';

export interface AddressFormDialogProps {
  /** The saved address to edit; absent: a new one. */
  editing?: SavedAddress;
  /** A new one from what was typed at a checkout: receiver, phone and detail, and the region where the data knows it. */
  typed?: AddressInput;
  onSaved: (saved: SavedAddress) => void;
  onClose: () => void;
}

const MESSAGES: BookAddressMessages = {
  required: {
    name: t('addressBook.form.nameRequired'),
    detail: t('addressBook.form.detailRequired'),
    province: t('addressBook.form.provinceRequired'),
    city: t('addressBook.form.cityRequired'),
    district: t('addressBook.form.districtRequired'),
  },
  tooLong: { name: t('addressBook.form.nameTooLong', { max: ADDRESS_MAX.name }), detail: t('addressBook.form.detailTooLong', { max: ADDRESS_MAX.detail }) },
  phone: t('addressBook.form.phoneInvalid'),
  unsafe: t('addressBook.form.unsafeText'),
};

const formOf = (saved: SavedAddress): BookAddressForm => ({
  name: saved.name,
  phone: saved.phone,
  province: saved.province,
  city: saved.city,
  district: saved.district,
  detail: saved.detail,
});

/**
 * 新增地址 / 编辑地址 in a modal: receiver, mobile, province / city / district selects over the
 * region data (loaded when the form opens) and detail, checked before sending like an order's
 * address; the server's refusal (the book full, a region it does not know) is said in place.
 */
export default function AddressFormDialog({ editing, typed, onSaved, onClose }: AddressFormDialogProps) {
  const ref = useModalOnMount();
  const id = useId();
  const regions = useRegions();
  const [form, setForm] = useState<BookAddressForm>(() =>
    editing ? formOf(editing) : typed ? { ...EMPTY_BOOK_ADDRESS, name: typed.name.trim(), phone: typed.phone.trim(), detail: typed.detail.trim() } : EMPTY_BOOK_ADDRESS,
  );
  // A typed region line is placed in the selects once the data is there.
  const [placed, setPlaced] = useState(typed === undefined || typed.region.trim() === '');
  if (!placed && regions.status === 'ready' && typed) {
    setPlaced(true);
    setForm((previous) => ({ ...previous, ...regionNamesOf(regions.tree, typed.region) }));
  }
  const [errors, setErrors] = useState<BookAddressErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  // One save at a time (an identical address is not saved twice by the server either).
  const [busy, setBusy] = useState(false);
  const refs = {
    name: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
    province: useRef<HTMLSelectElement>(null),
    city: useRef<HTMLSelectElement>(null),
    district: useRef<HTMLSelectElement>(null),
    detail: useRef<HTMLInputElement>(null),
  };

  function edit(field: BookAddressField, value: string) {
    setForm((previous) => {
      const next = { ...previous, [field]: value };
      // A new province empties the city and district chosen under the old one.
      if (field === 'province') Object.assign(next, { city: '', district: '' });
      if (field === 'city') next.district = '';
      return next;
    });
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  }

  function leave(field: 'name' | 'phone' | 'detail') {
    if (form[field].trim() === '') return;
    const check = validateBookAddress(form, MESSAGES);
    setErrors((previous) => ({ ...previous, [field]: check.ok ? undefined : check.errors[field] }));
  }

  function save() {
    setProblem(null);
    const check = validateBookAddress(form, MESSAGES);
    if (!check.ok) {
      setErrors(check.errors);
      const first = (['name', 'phone', 'province', 'city', 'district', 'detail'] as const).find((field) => check.errors[field]);
      if (first) refs[first].current?.focus();
      return;
    }
    if (busy) return;
    setBusy(true);
    (editing ? updateAddress(editing.id, check.input) : addAddress(check.input)).then(
      (saved) => {
        onSaved(saved);
        ref.current?.close();
      },
      (error: unknown) => {
        // The server's refusal is said here; anything else the notifier has shown. Nothing typed is lost.
        if (error instanceof ApiError && error.status !== null && error.status < 500) setProblem(error.message);
        setBusy(false);
      },
    );
  }

  const tree = regions.status === 'ready' ? regions.tree : [];
  const options = {
    province: tree,
    city: citiesOf(tree, form.province),
    district: districtsOf(tree, form.province, form.city),
  };
  const text = (field: 'name' | 'phone' | 'detail', autoComplete: string, extra: { type?: string; inputMode?: 'numeric' } = {}) => {
    const error = errors[field];
    const inputId = `${id}-${field}`;
    return (
      <div className={`flex flex-col gap-1 ${field === 'detail' ? 'sm:col-span-3' : field === 'name' ? '' : 'sm:col-span-2'}`}>
        <label htmlFor={inputId} className="font-medium">
          {t(`addressBook.form.${field}`)}
        </label>
        <input
          {...extra}
          ref={refs[field]}
          id={inputId}
          autoComplete={autoComplete}
          className={`input w-full ${error ? 'input-error' : ''}`}
          placeholder={t(`addressBook.form.${field}Placeholder`)}
          value={form[field]}
          onChange={(event) => edit(field, event.target.value)}
          onBlur={() => leave(field)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${inputId}-error` : undefined}
        />
        {error && (
          <p id={`${inputId}-error`} className="text-sm text-error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <dialog ref={ref} className="modal modal-bottom sm:modal-middle" aria-labelledby={`${id}-title`} onClose={onClose} data-address-form>
      <div className="modal-box flex w-full max-w-2xl flex-col gap-4">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t(editing ? 'addressBook.form.editTitle' : 'addressBook.form.addTitle')}
        </h2>
        <fieldset className="grid gap-3 sm:grid-cols-3" disabled={busy}>
          <legend className="sr-only">{t(editing ? 'addressBook.form.editTitle' : 'addressBook.form.addTitle')}</legend>
          {text('name', 'shipping name')}
          {text('phone', 'shipping tel-national', { type: 'tel', inputMode: 'numeric' })}
          {(['province', 'city', 'district'] as const).map((part) => {
            const error = errors[part];
            const selectId = `${id}-${part}`;
            return (
              <div key={part} className="flex flex-col gap-1">
                <label htmlFor={selectId} className="font-medium">
                  {t(`addressBook.form.${part}`)}
                </label>
                <select
                  ref={refs[part]}
                  id={selectId}
                  className={`select w-full ${error ? 'select-error' : ''}`}
                  value={form[part]}
                  disabled={regions.status !== 'ready'}
                  onChange={(event) => edit(part, event.target.value)}
                  aria-invalid={Boolean(error)}
                  aria-describedby={error ? `${selectId}-error` : undefined}
                >
                  <option value="">{regions.status === 'loading' ? t('addressBook.form.regionsLoading') : t('addressBook.form.choose')}</option>
                  {options[part].map((node) => (
                    <option key={node.code} value={node.name}>
                      {node.name}
                    </option>
                  ))}
                </select>
                {error && (
                  <p id={`${selectId}-error`} className="text-sm text-error">
                    {error}
                  </p>
                )}
              </div>
            );
          })}
          {regions.status === 'error' && (
            <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-error sm:col-span-3">
              {t('addressBook.form.regionsFailed')}
              <button type="button" className="btn btn-xs" onClick={regions.retry}>
                {t('addressBook.form.retry')}
              </button>
            </p>
          )}
          {text('detail', 'shipping street-address')}
        </fieldset>
        {problem && (
          <p role="alert" className="alert alert-error alert-soft text-sm" data-address-problem>
            {problem}
          </p>
        )}
        <DialogFooter
          secondary={{ label: t('addressBook.form.cancel'), disabled: busy, onClick: () => ref.current?.close() }}
          primary={{ label: t('addressBook.form.save'), busy, busyLabel: t('addressBook.form.saving'), disabled: busy, onClick: save }}
        />
      </div>
    </dialog>
  );
}
