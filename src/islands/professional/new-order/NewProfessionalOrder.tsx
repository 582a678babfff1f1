import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { DraftFiles } from '~/components/uploader/DraftFiles';
import { t } from './messages';
import { Guarded, GuardPending } from '~/core/guard/Guarded';
import { AddressFields } from '~/components/form/AddressFields';
import { LazyAddressPicker } from '~/components/address-book/LazyAddressPicker';
import { ADDRESS_FIELDS, addressFieldError } from '~/components/form/address-validation';
import { type AddressField, type AddressInput } from '~/lib/forms/address-input';
import { localToday } from '~/lib/format/datetime';
import type { ProfessionalDraft } from '~/lib/drafts/professional-draft';
import { PROFESSIONAL_ORDERS_PATH } from '~/lib/routes/professional-paths';
import {
  drawingsError,
  errorPaths,
  expectedDateError,
  parseProfessionalQuantity,
  requirementsError,
  validateProfessionalOrder,
  type ProfessionalErrors,
  type ProfessionalFieldPath,
} from '~/islands/professional/new-order/professional-order-validation';
import { readRememberedAddress } from '~/lib/drafts/remembered-address';
import { $professionalDraft, claimProfessionalDraft, editProfessionalAddress, editProfessionalField, professionalDraft, type ProfessionalTextField } from '~/stores/professional-draft';
import { $shopUser, ownerKey } from '~/stores/shop-user';
import { OrderFields } from './OrderFields';
import { useProfessionalSubmit } from './use-professional-submit';

/** /professionalorder/orderinformation: a new professional order, kept as a draft until it is sent. */
export default function NewProfessionalOrder() {
  return (
    <Guarded>
      <ClaimedForm />
    </Guarded>
  );
}

/** The stored draft becomes this customer's before anything of it is shown. */
function ClaimedForm() {
  const customerId = ownerKey(useStore($shopUser));
  const draft = useStore($professionalDraft);
  useEffect(() => {
    if (customerId !== null) claimProfessionalDraft(customerId, readRememberedAddress(localStorage, customerId));
  }, [customerId]);
  if (customerId === null || draft.ownerId !== customerId) return <GuardPending text={t('state.loading')} />;
  return <OrderForm customerId={customerId} draft={draft} />;
}

const fieldCheck: Record<ProfessionalTextField, (value: string, today: string) => string | undefined> = {
  requirements: requirementsError,
  quantity: (value) => {
    const check = parseProfessionalQuantity(value);
    return check.ok ? undefined : check.error;
  },
  expectedDate: expectedDateError,
};

function OrderForm({ customerId, draft }: { customerId: number; draft: ProfessionalDraft }) {
  const id = useId();
  const [today] = useState(() => localToday());
  const [errors, setErrors] = useState<ProfessionalErrors>({});
  const [attempted, setAttempted] = useState(false);
  // Said only while the address is still the one this customer last ordered to.
  const [remembered] = useState(() => readRememberedAddress(localStorage, customerId));
  const sameAsRemembered = remembered !== null && ADDRESS_FIELDS.every((field) => remembered[field] === draft.address[field]);
  const { submit, busy } = useProfessionalSubmit(customerId);
  const requirementsRef = useRef<HTMLTextAreaElement>(null);
  const quantityRef = useRef<HTMLInputElement>(null);
  const expectedDateRef = useRef<HTMLInputElement>(null);
  const addressRefs = { name: useRef<HTMLInputElement>(null), phone: useRef<HTMLInputElement>(null), region: useRef<HTMLInputElement>(null), detail: useRef<HTMLInputElement>(null) };
  const filesRef = useRef<HTMLDivElement>(null);
  // Pressing 提交 takes the focus from a field first. Its message appearing then would move the
  // button from under the pointer and swallow the click; 提交 checks every field anyway.
  const pressingSubmit = useRef(false);
  // Files picked before a reload lost their bytes: they stay listed, marked for picking again.
  useEffect(() => professionalDraft.markLostUploads(), []);

  const editField = (field: ProfessionalTextField, value: string) => {
    editProfessionalField(field, value);
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  };
  // A field the customer only passed through is not wrong yet; 提交 says what is missing.
  const leaveField = (field: ProfessionalTextField) => {
    if (!pressingSubmit.current && draft[field].trim() !== '') setErrors((previous) => ({ ...previous, [field]: fieldCheck[field](draft[field], today) }));
  };
  const editAddress = (field: AddressField, value: string) => {
    editProfessionalAddress(field, value);
    if (errors.address?.[field]) setErrors((previous) => ({ ...previous, address: { ...previous.address, [field]: undefined } }));
  };
  // Nothing typed yet (empty, or the last order's address the draft started with): the book's default fills in.
  const untyped = ADDRESS_FIELDS.every((field) => draft.address[field] === '') || sameAsRemembered;
  const pickAddress = (picked: AddressInput) => {
    for (const field of ADDRESS_FIELDS) editProfessionalAddress(field, picked[field]);
    setErrors((previous) => ({ ...previous, address: {} }));
  };
  const leaveAddress = (field: AddressField) => {
    if (!pressingSubmit.current && draft.address[field].trim() !== '') setErrors((previous) => ({ ...previous, address: { ...previous.address, [field]: addressFieldError(draft.address, field) } }));
  };

  const focus = (path: ProfessionalFieldPath) => {
    if (path === 'files') filesRef.current?.focus();
    else if (path === 'requirements') requirementsRef.current?.focus();
    else if (path === 'quantity') quantityRef.current?.focus();
    else if (path === 'expectedDate') expectedDateRef.current?.focus();
    else addressRefs[ADDRESS_FIELDS.find((field) => path === `address.${field}`) ?? 'name'].current?.focus();
  };

  function send() {
    pressingSubmit.current = false;
    const check = validateProfessionalOrder(draft, draft.uploadFileList, localToday());
    setAttempted(true);
    if (!check.ok) {
      const [first] = errorPaths(check.errors);
      setErrors(check.errors);
      if (first) focus(first);
      return;
    }
    setErrors({});
    void submit(draft.draftId, check.body);
  }

  // Once 提交 has found a problem with the drawings, the message follows the uploads live.
  const shownFilesError = errors.files === undefined ? undefined : drawingsError(draft.uploadFileList);
  const remaining = attempted ? errorPaths({ ...errors, files: shownFilesError }).length : 0;

  return (
    <form
      className="card bg-base-100 shadow-sm"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <div className="card-body gap-6 p-4 sm:p-6">
        <div className="flex flex-col gap-2">
          <a className="link link-hover w-fit text-sm text-base-content/70" href={PROFESSIONAL_ORDERS_PATH}>
            ← {t('professional.form.back')}
          </a>
          <h1 id={`${id}-title`} className="card-title text-2xl">
            {t('page.professionalorder.orderinformation')}
          </h1>
          <p className="text-base-content/75">{t('professional.form.intro')}</p>
          <p className="text-sm text-base-content/65">{t('professional.form.saved')}</p>
        </div>

        <OrderFields
          idPrefix={id}
          values={draft}
          errors={errors}
          today={today}
          onValue={editField}
          onLeave={leaveField}
          requirementsRef={requirementsRef}
          quantityRef={quantityRef}
          expectedDateRef={expectedDateRef}
        />

        <DraftFiles binding={professionalDraft.binding(draft)} title={t('professional.form.drawings')} error={shownFilesError} errorId={`${id}-files-error`} focusRef={filesRef} loadingRows={3} />

        <AddressFields
          idPrefix={`${id}-address`}
          values={draft.address}
          errors={errors.address ?? {}}
          onValue={editAddress}
          onLeave={leaveAddress}
          refs={addressRefs}
          remembered={sameAsRemembered}
          picker={<LazyAddressPicker current={draft.address} preselect={untyped} onPick={pickAddress} />}
        />

        <div className="flex flex-col items-stretch gap-2 border-t border-base-300 pt-4 sm:items-end">
          {remaining > 0 && (
            <p className="text-sm text-error sm:text-end" role="alert">
              {t('professional.form.fixErrors', { count: remaining })}
            </p>
          )}
          <button
            type="submit"
            className="btn btn-primary sm:min-w-48"
            disabled={busy}
            onPointerDown={() => (pressingSubmit.current = true)}
            onPointerLeave={() => (pressingSubmit.current = false)}
            onPointerCancel={() => (pressingSubmit.current = false)}
          >
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {busy ? t('professional.form.submitting') : t('professional.form.submit')}
          </button>
        </div>
      </div>
    </form>
  );
}
