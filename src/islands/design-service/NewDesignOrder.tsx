import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { PackageOrder } from '~/wire/design-packages';
import type { DesignOrder } from '~/wire/design-requests';
import { listPackageOrders } from '~/islands/design-service/design-service';
import { Loading } from '~/core/ListState';
import { DraftFiles } from '~/components/uploader/DraftFiles';
import { t } from '~/islands/design-service/messages';
import { useRequest } from '~/core/use-request';
import type { DesignRequestDraft } from '~/lib/drafts/design-request-draft';
import { briefError, errorFields, referenceFilesError, textLength, titleError, validateDesignOrder, type DesignErrors, type DesignField } from '~/islands/design-service/design-request-validation';
import { DESIGN_LIMITS } from '~/lib/forms/design-request-rules';
import { DESIGN_PATHS } from '~/lib/routes/design-service-paths';
import { usablePackages } from '~/islands/design-service/design-service-status';
import { $designRequestDraft, designRequestDraft, editDesignRequestField } from '~/stores/design-request-draft';
import { ownerKey } from '~/stores/shop-user';
import { useStoredUser } from '~/islands/design-service/use-stored-user';
import { Field } from '~/components/form/Field';
import { ListFailure } from './ListFailure';
import { choiceProblem } from '~/islands/design-service/design-package-choice';
import { useDesignSubmit } from './use-design-submit';

// Every package order a customer could use fits one page of the largest size.
const ALL_PACKAGES = { page: 1, size: 100 };

export interface NewDesignOrderProps {
  /** `?package=`: the package order to preselect. */
  preselect: string;
  onCreated: (order: DesignOrder) => void;
  onClose: () => void;
}

/** 新建设计需求: the customer's usable packages, a title, a brief and reference files, kept as a draft until sent. */
export function NewDesignOrder(props: NewDesignOrderProps) {
  const customerId = ownerKey(useStoredUser());
  const draft = useStore($designRequestDraft);
  const packages = useRequest('usable-packages', (signal) => listPackageOrders(ALL_PACKAGES, signal));
  useEffect(() => {
    if (customerId !== null) designRequestDraft.claim(customerId);
  }, [customerId]);

  // A reload keeps the last list, so the form stays (with everything typed) while it reads again.
  if (packages.status === 'error' && !packages.data) return <ListFailure state={packages} onRetry={packages.reload} />;
  if (!packages.data || customerId === null || draft.ownerId !== customerId) return <Loading rows={3} />;
  return <DesignOrderForm {...props} draft={draft} orders={packages.data.records} onRefused={packages.reload} />;
}

interface DesignOrderFormProps extends NewDesignOrderProps {
  draft: DesignRequestDraft;
  /** All of the customer's package orders. */
  orders: readonly PackageOrder[];
  /** The server refused the request (its package was used up meanwhile …): read the packages again. */
  onRefused: () => void;
}

function DesignOrderForm({ preselect, onCreated, onClose, draft, orders, onRefused }: DesignOrderFormProps) {
  const id = useId();
  const [errors, setErrors] = useState<DesignErrors>({});
  const [attempted, setAttempted] = useState(false);
  const { submit, sending, problem, clearProblem } = useDesignSubmit(onCreated, onRefused);
  const packageRef = useRef<HTMLSelectElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const briefRef = useRef<HTMLTextAreaElement>(null);
  const filesRef = useRef<HTMLDivElement>(null);
  const focus = (field: DesignField) => {
    const target = { packageOrderNo: packageRef, title: titleRef, brief: briefRef, files: filesRef }[field];
    target.current?.focus();
  };
  const usable = usablePackages(orders);
  const usableNos = usable.map((order) => order.orderNo);
  // A package chosen by a link or kept in the draft that cannot take a request says why, next to the choice.
  const choice = choiceProblem(draft.packageOrderNo, orders);
  const packageMessage = errors.packageOrderNo ?? choice;

  useEffect(() => designRequestDraft.markLostUploads(), []);
  // When the form opens: 提需求 of a package chooses it (usable or not: then the form says why); else
  // the draft's own choice stays, or with none the only usable package is taken.
  const [initialPick] = useState(() => {
    if (preselect) return preselect;
    if (!draft.packageOrderNo && usableNos.length === 1) return usableNos[0] ?? '';
    return '';
  });
  useEffect(() => {
    if (initialPick) editDesignRequestField('packageOrderNo', initialPick);
  }, [initialPick]);

  const edit = (field: 'packageOrderNo' | 'title' | 'brief', value: string) => {
    editDesignRequestField(field, value);
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
    if (field === 'packageOrderNo') clearProblem();
  };
  const leave = (field: 'title' | 'brief') => {
    const value = draft[field];
    if (value.trim() !== '') setErrors((previous) => ({ ...previous, [field]: field === 'title' ? titleError(value) : briefError(value) }));
  };

  function send() {
    const check = validateDesignOrder(draft, draft.uploadFileList, usableNos);
    setAttempted(true);
    if (!check.ok) {
      setErrors(choice ? { ...check.errors, packageOrderNo: choice } : check.errors);
      const [first] = errorFields(check.errors);
      if (first) focus(first);
      return;
    }
    setErrors({});
    void submit(draft.draftId, check.body);
  }

  // Once 提交 has found a problem with the files, the message follows the uploads live.
  const shownFilesError = errors.files === undefined ? undefined : referenceFilesError(draft.uploadFileList);
  const remaining = attempted ? errorFields({ ...errors, files: shownFilesError }).length : 0;
  const shown = (field: DesignField) => (field === 'packageOrderNo' ? packageMessage : errors[field]);
  const describedBy = (field: DesignField, extra = '') => [extra, shown(field) ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') || undefined;
  const briefCount = textLength(draft.brief);

  if (usable.length === 0 && !draft.packageOrderNo && !initialPick) {
    return (
      <div className="alert alert-info alert-soft flex flex-wrap justify-between" data-no-packages>
        <span>{t('design.form.noPackages')}</span>
        <span className="flex gap-2">
          <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
            {t('design.form.cancel')}
          </button>
          <a className="btn btn-primary btn-sm" href={DESIGN_PATHS.packagePayment}>
            {t('design.form.buyPackage')}
          </a>
        </span>
      </div>
    );
  }

  return (
    <form
      className="flex flex-col gap-5"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      data-new-design-order
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <h2 id={`${id}-title`} className="text-xl font-semibold">
            {t('design.form.title')}
          </h2>
          <p className="text-sm text-base-content/75">{t('design.form.intro')}</p>
          <p className="text-xs text-base-content/65">{t('design.form.saved')}</p>
        </div>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
          {t('design.form.cancel')}
        </button>
      </div>

      <fieldset className="flex flex-col gap-3" disabled={sending}>
        <Field steady id={`${id}-package`} label={t('design.form.package')} error={packageMessage} errorId={`${id}-packageOrderNo-error`} after={choice && (
          <p className="text-sm text-base-content/75" data-package-hint>
            {usable.length > 0 ? (
              t('design.form.packageOther')
            ) : (
              <a className="link link-primary" href={DESIGN_PATHS.packagePayment}>
                {t('design.form.buyPackage')}
              </a>
            )}
          </p>
        )}>
          <select
            id={`${id}-package`}
            ref={packageRef}
            className={`select w-full ${packageMessage ? 'select-error' : ''}`}
            value={usableNos.includes(draft.packageOrderNo) ? draft.packageOrderNo : ''}
            aria-invalid={packageMessage ? true : undefined}
            aria-describedby={describedBy('packageOrderNo')}
            onChange={(event) => edit('packageOrderNo', event.target.value)}
          >
            <option value="">{t('design.form.packagePlaceholder')}</option>
            {usable.map((order) => (
              <option key={order.orderNo} value={order.orderNo}>
                {t('design.form.packageOption', { name: order.packageName, orderNo: order.orderNo, left: order.requestsRemaining })}
              </option>
            ))}
          </select>
          {usableNos.includes(draft.packageOrderNo) && (
            <span className="text-xs text-base-content/70">
              {t('design.form.packageOrderNo', { orderNo: draft.packageOrderNo })}
            </span>
          )}
        </Field>

        <Field steady id={`${id}-title-input`} label={t('design.form.titleLabel')} error={errors.title} errorId={`${id}-title-error`}>
          <input
            id={`${id}-title-input`}
            ref={titleRef}
            className={`input w-full ${errors.title ? 'input-error' : ''}`}
            value={draft.title}
            placeholder={t('design.form.titlePlaceholder')}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={describedBy('title')}
            onChange={(event) => edit('title', event.target.value)}
            onBlur={() => leave('title')}
          />
        </Field>

        <Field steady id={`${id}-brief`} label={t('design.form.brief')} error={errors.brief} errorId={`${id}-brief-error`} counter={
          <span id={`${id}-brief-count`} className={`text-xs tabular-nums ${briefCount > DESIGN_LIMITS.brief.max ? 'text-error' : 'text-base-content/70'}`} aria-live="polite" data-brief-count>
            {t('design.form.briefCount', { count: briefCount, max: DESIGN_LIMITS.brief.max })}
          </span>
        }>
          <textarea
            id={`${id}-brief`}
            ref={briefRef}
            className={`textarea w-full ${errors.brief ? 'textarea-error' : ''}`}
            rows={6}
            value={draft.brief}
            placeholder={t('design.form.briefPlaceholder')}
            aria-invalid={errors.brief ? true : undefined}
            aria-describedby={describedBy('brief', `${id}-brief-count`)}
            onChange={(event) => edit('brief', event.target.value)}
            onBlur={() => leave('brief')}
          />
        </Field>
      </fieldset>

      <DraftFiles binding={designRequestDraft.binding(draft)} title={t('design.form.files')} error={shownFilesError} errorId={`${id}-files-error`} focusRef={filesRef} loadingRows={2} />

      <div className="flex flex-col items-stretch gap-2 border-t border-base-300 pt-4 sm:items-end">
        {problem && (
          <p role="alert" className="alert alert-error alert-soft text-sm" data-submit-problem>
            {problem}
          </p>
        )}
        {remaining > 0 && (
          <p className="text-sm text-error sm:text-end" role="alert">
            {t('design.form.fixErrors', { count: remaining })}
          </p>
        )}
        <button type="submit" className="btn btn-primary sm:min-w-48" disabled={sending}>
          {sending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {sending ? t('design.form.submitting') : t('design.form.submit')}
        </button>
      </div>
    </form>
  );
}
