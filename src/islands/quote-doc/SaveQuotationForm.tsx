import { useId, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { listSavedQuotations, saveQuotation } from '~/islands/quote-doc/quote-docs';
import { ApiError } from '~/core/errors';
import { TextField } from '~/components/form/TextField';
import { Field } from '~/components/form/Field';
import { Empty, LoadFailure, Loading, NotOffered } from '~/core/ListState';
import { useRequest } from '~/core/use-request';
import { useSubmitOnce } from '~/components/form/use-submit-once';
import { t } from '~/islands/quote-doc/messages';
import { submissionKey } from '~/lib/forms/idempotency-key';
import { checkQuoteCustomer, QUOTE_REMARKS_MAX, quoteDocHref, readDraftToSave, type QuoteCustomerForm, type QuoteCustomerProblem } from '~/islands/quote-doc/quote-doc-view';
import { QUOTE_CUSTOMER_MAX } from '~/lib/forms/quote-doc-rules';
import { QUOTATION_KEY } from '~/core/shell/storage-keys';
import { $shopUser, ownerKey } from '~/stores/shop-user';
import { flashToast } from '~/stores/toasts';
import { draftChoices, type PartChoice } from './draft-choices';
import { FileName } from '~/core/FileName';
import { calloutsText } from '~/components/callouts/callout-text';
import { calloutItemOf, readDraftCallouts } from '~/lib/drafts/callout-draft';
import { t as tCallouts } from '~/components/callouts/callout-notes';

// The first quotation step, spelled out: the quotation steps' module would load its texts here.
const QUOTATION_PATH = '/quotationorder/selectmaterialprocess';

const MESSAGES: Record<QuoteCustomerProblem, string> = {
  nameRequired: t('quoteDoc.save.nameRequired'),
  nameLong: t('quoteDoc.save.nameLong', { max: QUOTE_CUSTOMER_MAX.name }),
  companyLong: t('quoteDoc.save.companyLong', {
    max: QUOTE_CUSTOMER_MAX.company,
  }),
  phoneInvalid: t('quoteDoc.save.phoneInvalid'),
  remarksLong: t('quoteDoc.save.remarksLong', { max: QUOTE_REMARKS_MAX }),
};

const NO_CHOICES: ReadonlyMap<number, PartChoice> = new Map();

/** A short fingerprint of what is saved: saving the same content again answers the same quotation. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return (hash >>> 0).toString(36);
}

/**
 * 保存报价单 from quotation step 3: who the quotation is for and remarks, then the server prices
 * the draft itself (each part with its choices, as step 3 sent them) and keeps it; the page goes
 * on to the saved document.
 */
export function SaveQuotationForm() {
  const user = useStore($shopUser);
  const customer = user.userInfo?.customer ?? null;
  const [draft] = useState(() => readDraftToSave(localStorage.getItem(QUOTATION_KEY), ownerKey($shopUser.get())));
  const [form, setForm] = useState<QuoteCustomerForm>(() => ({
    name: customer?.nickname ?? '',
    company: '',
    phone: customer?.phone ?? '',
    remarks: draft?.remarks ?? '',
  }));
  const [errors, setErrors] = useState<Partial<Record<keyof QuoteCustomerForm, QuoteCustomerProblem>>>({});
  const [notOffered, setNotOffered] = useState(false);
  const submit = useSubmitOnce();
  // Whether this backend keeps quotations at all: asked before anything is typed.
  const offered = useRequest('probe', (signal) => listSavedQuotations({ page: 1, size: 1 }, signal));
  // Each part's choices as step 3 priced them (none for a draft that is not there).
  const choices = useRequest('choices', (signal) => (draft ? draftChoices(draft, signal) : Promise.resolve(NO_CHOICES)));
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);

  const edit = (field: keyof QuoteCustomerForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!draft || choices.status !== 'ready') return;
    const check = checkQuoteCustomer(form);
    if (!check.ok) {
      setErrors(check.errors);
      if (check.errors.name) nameRef.current?.focus();
      return;
    }
    const { remarks, ...who } = check.customer;
    const items = draft.items.map(({ fileId, quantity, parts: asked }) => {
      const choice = choices.data.get(fileId);
      const options = choice?.options;
      // An assembly's parts go with their own finishes as the material offers them (read with the choices).
      const parts = choice?.parts ?? asked;
      // The part's drawing and call-outs go with it: the saved quotation says 需工程师确认 as step 3 did; an assembly its parts list.
      return { fileId, quantity, ...(options ? { options } : {}), ...calloutItemOf(draft.lineCallouts, fileId), ...(parts ? { parts } : {}) };
    });
    const body = {
      materialId: draft.materialId,
      items,
      couponId: draft.couponId,
      colour: draft.colour,
      customer: who,
      remarks,
    };
    void submit.run(async () => {
      try {
        const saved = await saveQuotation({
          ...body,
          idempotencyKey: submissionKey('quote-doc', `${draft.draftId}-${fingerprint(JSON.stringify(body))}`),
        });
        flashToast('success', t('quoteDoc.saved', { quoteNo: saved.quoteNo }));
        return quoteDocHref({ kind: 'saved', quoteNo: saved.quoteNo });
      } catch (error) {
        if (error instanceof ApiError && error.notOffered) setNotOffered(true);
        throw error;
      }
    });
  }

  return (
    <section className="card mx-auto w-full max-w-2xl bg-base-100 shadow-sm" aria-labelledby={`${id}-title`}>
      <div className="card-body gap-4 p-4 sm:p-6">
        <h1 id={`${id}-title`} className="card-title text-2xl">
          {t('quoteDoc.save.title')}
        </h1>
        {!draft ? (
          <Empty title={t('quoteDoc.save.noDraft')}>
            <a className="btn btn-primary btn-sm mt-3" href={QUOTATION_PATH}>
              {t('quoteDoc.save.goQuote')}
            </a>
          </Empty>
        ) : notOffered || (offered.status === 'error' && offered.notOffered) ? (
          <NotOffered feature={t('quoteDoc.feature')} />
        ) : offered.status === 'loading' || choices.status === 'loading' ? (
          <Loading rows={2} />
        ) : offered.status === 'error' ? (
          <LoadFailure state={offered} feature={t('quoteDoc.feature')} onRetry={offered.reload} />
        ) : choices.status === 'error' ? (
          <LoadFailure state={choices} feature={t('quoteDoc.feature')} onRetry={choices.reload} />
        ) : (
          <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
            <p className="text-sm text-base-content/70">{t('quoteDoc.save.intro')}</p>
            <ul className="flex flex-col gap-1 rounded-box bg-base-200 p-3 text-sm" aria-label={t('quoteDoc.col.name')}>
              {draft.items.map((item) => {
                const choice = choices.data.get(item.fileId);
                const callouts = readDraftCallouts(draft.lineCallouts[String(item.fileId)]);
                const calloutWords = callouts ? [callouts.drawing?.name, calloutsText(callouts.callouts)].filter(Boolean).join(' · ') : '';
                return (
                  <li key={item.fileId} className="flex justify-between gap-3">
                    <span className="flex min-w-0 flex-col">
                      <span className="wrap-anywhere">
                        <FileName name={item.name} />
                      </span>
                      {choice && (
                        <span className="text-xs text-base-content/70" data-line-choices>
                          {choice.text}
                        </span>
                      )}
                      {callouts && (
                        <span className="text-xs text-base-content/70 wrap-anywhere" data-line-callouts>
                          {tCallouts('callouts.badge')}
                          {calloutWords && `：${calloutWords}`}
                        </span>
                      )}
                    </span>
                    <span className="shrink-0 tabular-nums">× {item.quantity}</span>
                  </li>
                );
              })}
            </ul>
            <TextField
              id={`${id}-name`}
              inputRef={nameRef}
              label={t('quoteDoc.save.name')}
              value={form.name}
              onValue={edit('name')}
              error={errors.name && MESSAGES[errors.name]}
              autoComplete="name"
            />
            <TextField
              id={`${id}-company`}
              label={t('quoteDoc.save.company')}
              optionalNote={t('quoteDoc.save.optional')}
              value={form.company}
              onValue={edit('company')}
              error={errors.company && MESSAGES[errors.company]}
              autoComplete="organization"
            />
            <TextField
              id={`${id}-phone`}
              label={t('quoteDoc.save.phone')}
              optionalNote={t('quoteDoc.save.optional')}
              value={form.phone}
              onValue={edit('phone')}
              error={errors.phone && MESSAGES[errors.phone]}
              inputMode="tel"
              autoComplete="tel"
            />
            <Field
              id={`${id}-remarks`}
              label={t('quoteDoc.save.remarks')}
              labelNote={<span className="ms-1 text-sm font-normal text-base-content/70">（{t('quoteDoc.save.optional')}）</span>}
              error={errors.remarks && MESSAGES[errors.remarks]}
            >
              <textarea
                id={`${id}-remarks`}
                className={`textarea w-full ${errors.remarks ? 'textarea-error' : ''}`}
                rows={3}
                value={form.remarks}
                onChange={(event) => edit('remarks')(event.target.value)}
                aria-invalid={Boolean(errors.remarks)}
                aria-describedby={errors.remarks ? `${id}-remarks-error` : undefined}
              />
            </Field>
            <button type="submit" className="btn btn-primary self-end" disabled={submit.busy}>
              {submit.busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
              {submit.busy ? t('quoteDoc.save.sending') : t('quoteDoc.save.submit')}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
