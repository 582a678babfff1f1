import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import type { SuggestionFields } from '~/wire/suggestions';
import { t } from '~/islands/suggest/messages';
import { Guarded, GuardPending } from '~/core/guard/Guarded';
import { sniffImage, SNIFF_BYTES } from '~/lib/files/image-sniff';
import { imageProblem, SUGGESTION_LIMITS, SUGGESTION_TYPES, suggestionProblems, type SuggestionField } from '~/lib/forms/suggestion-rules';
import { charCount } from '~/lib/forms/char-count';
import { $shopUser, ownerKey } from '~/stores/shop-user';
import { forgetPickedFiles, keepPickedFiles, readPickedFiles } from '~/stores/picked-files';
import { ImagePicker, type PickedImage } from './ImagePicker';
import { imageProblemText, problemText } from './suggestion-text';
import { useSuggestionDraft } from './use-suggestion-draft';
import { useSuggestionSubmit } from './use-suggestion-submit';

/** /suggest/form: a new suggestion, its text kept as a draft until it is sent. */
export default function SuggestionForm() {
  return (
    <Guarded>
      <CustomerForm />
    </Guarded>
  );
}

function CustomerForm() {
  const customerId = ownerKey(useStore($shopUser));
  if (customerId === null) return <GuardPending text={t('state.loading')} />;
  return <Form key={customerId} customerId={customerId} />;
}

type Errors = Partial<Record<SuggestionField, string>>;

const pickedImage = (file: File): PickedImage => ({ id: crypto.randomUUID(), file, url: URL.createObjectURL(file) });

function errorsOf(text: { type: string; title: string; content: string; contact: string }): Errors {
  const errors: Errors = {};
  for (const problem of suggestionProblems(text)) errors[problem.field] = problemText(problem);
  return errors;
}

function Form({ customerId }: { customerId: number }) {
  const id = useId();
  const { draft, edit, finish } = useSuggestionDraft(customerId);
  const [images, setImages] = useState<PickedImage[]>([]);
  // The pictures of the draft, kept in the browser like its text: read back once, then written on every change.
  const imagesKey = `suggestion:${customerId}`;
  const [restored, setRestored] = useState(false);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [checked, setChecked] = useState(false);
  const { submit, phase, percent } = useSuggestionSubmit(() => {
    void forgetPickedFiles(imagesKey);
    finish();
  });
  const refs = {
    type: useRef<HTMLInputElement>(null),
    title: useRef<HTMLInputElement>(null),
    content: useRef<HTMLTextAreaElement>(null),
    contact: useRef<HTMLInputElement>(null),
  };
  const imagesRef = useRef(images);
  useEffect(() => {
    imagesRef.current = images;
  });
  // Thumbnails' object URLs go with the page.
  useEffect(() => () => imagesRef.current.forEach((image) => URL.revokeObjectURL(image.url)), []);
  // Read once per form: the draft's key changes only when it was sent.
  const restoreFrom = useRef({ key: imagesKey, draftKey: draft.key });
  useEffect(() => {
    let live = true;
    void readPickedFiles(restoreFrom.current.key, restoreFrom.current.draftKey).then((files) => {
      if (!live) return;
      // Picked again before they came back: those stand.
      if (files.length > 0) setImages((current) => (current.length > 0 ? current : files.map(pickedImage)));
      setRestored(true);
    });
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (restored && phase === 'idle') void keepPickedFiles(imagesKey, draft.key, images.map((image) => image.file));
  }, [restored, images, imagesKey, draft.key, phase]);

  const busy = phase !== 'idle';
  // Messages appear once a send was attempted, then follow the typing.
  const errors = checked ? errorsOf(draft) : {};
  const count = charCount(draft.content.trim());
  const over = count > SUGGESTION_LIMITS.contentMax;

  async function pick(files: File[]) {
    const added: PickedImage[] = [];
    const reasons: string[] = [];
    for (const file of files) {
      const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
      const problem = imageProblem(file, sniffImage(head), images.length + added.length);
      if (problem) reasons.push(imageProblemText(problem));
      else added.push(pickedImage(file));
    }
    setRefusals([...new Set(reasons)]);
    if (added.length > 0) setImages((current) => [...current, ...added]);
  }

  function remove(imageId: string) {
    setRefusals([]);
    setImages((current) => {
      const gone = current.find((image) => image.id === imageId);
      if (gone) URL.revokeObjectURL(gone.url);
      return current.filter((image) => image.id !== imageId);
    });
  }

  function send(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    const problems = suggestionProblems(draft);
    const type = SUGGESTION_TYPES.find((known) => known === draft.type);
    const first = problems[0];
    if (first || type === undefined) {
      refs[first?.field ?? 'type'].current?.focus();
      return;
    }
    const contact = draft.contact.trim();
    const fields: SuggestionFields = {
      type,
      title: draft.title,
      content: draft.content,
      ...(contact ? { contact } : {}),
      idempotencyKey: draft.key,
    };
    void submit(
      fields,
      images.map((image) => image.file),
    );
  }

  const field = (name: string) => `${id}-${name}`;
  const describedBy = (...ids: (string | false)[]) => ids.filter(Boolean).join(' ') || undefined;

  return (
    <form noValidate onSubmit={send} className="card border border-base-300 bg-base-100" aria-busy={busy}>
      <div className="card-body gap-5 p-4 sm:p-6">
        <div className="flex flex-col gap-1">
          <p className="text-sm text-base-content/80">{t('suggest.form.intro')}</p>
          <p className="text-xs text-base-content/65">{t('suggest.form.saved')}</p>
        </div>

        <fieldset className="flex flex-col gap-2" aria-describedby={errors.type ? field('type-error') : undefined}>
          <legend className="mb-1 font-medium">{t('suggest.form.type')}</legend>
          <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
            {SUGGESTION_TYPES.map((type, index) => (
              <input
                key={type}
                ref={index === 0 ? refs.type : undefined}
                type="radio"
                name={field('type')}
                value={type}
                aria-label={type}
                className="btn font-normal checked:btn-primary checked:font-semibold sm:min-w-24"
                checked={draft.type === type}
                onChange={() => edit('type', type)}
                disabled={busy}
              />
            ))}
          </div>
          {errors.type && (
            <p id={field('type-error')} className="text-sm text-error">
              {errors.type}
            </p>
          )}
        </fieldset>

        <div className="flex flex-col gap-1">
          <label htmlFor={field('title')} className="font-medium">
            {t('suggest.form.title')}
          </label>
          <input
            ref={refs.title}
            id={field('title')}
            className={`input w-full ${errors.title ? 'input-error' : ''}`}
            placeholder={t('suggest.form.titlePlaceholder')}
            value={draft.title}
            onChange={(event) => edit('title', event.target.value)}
            aria-invalid={Boolean(errors.title)}
            aria-describedby={describedBy(Boolean(errors.title) && field('title-error'))}
            autoComplete="off"
            readOnly={busy}
            required
          />
          {errors.title && (
            <p id={field('title-error')} className="text-sm text-error">
              {errors.title}
            </p>
          )}
        </div>

        <div className="flex flex-col gap-1">
          <div className="flex items-baseline justify-between gap-2">
            <label htmlFor={field('content')} className="font-medium">
              {t('suggest.form.content')}
            </label>
            <span id={field('count')} className={`text-xs tabular-nums ${over ? 'font-semibold text-error' : 'text-base-content/65'}`} data-testid="content-count">
              {t('suggest.form.count', {
                count,
                max: SUGGESTION_LIMITS.contentMax,
              })}
            </span>
          </div>
          <textarea
            ref={refs.content}
            id={field('content')}
            className={`textarea h-40 w-full ${errors.content ? 'textarea-error' : ''}`}
            placeholder={t('suggest.form.contentPlaceholder')}
            value={draft.content}
            onChange={(event) => edit('content', event.target.value)}
            aria-invalid={Boolean(errors.content)}
            aria-describedby={describedBy(field('count'), Boolean(errors.content) && field('content-error'))}
            readOnly={busy}
            required
          />
          {errors.content && (
            <p id={field('content-error')} className="text-sm text-error">
              {errors.content}
            </p>
          )}
        </div>

        <div className="flex flex-col gap-1">
          <label htmlFor={field('contact')} className="font-medium">
            {t('suggest.form.contact')}
          </label>
          <input
            ref={refs.contact}
            id={field('contact')}
            className={`input w-full sm:max-w-sm ${errors.contact ? 'input-error' : ''}`}
            placeholder={t('suggest.form.contactPlaceholder')}
            value={draft.contact}
            onChange={(event) => edit('contact', event.target.value)}
            aria-invalid={Boolean(errors.contact)}
            aria-describedby={describedBy(field('contact-hint'), Boolean(errors.contact) && field('contact-error'))}
            autoComplete="off"
            readOnly={busy}
          />
          <p id={field('contact-hint')} className="text-xs text-base-content/65">
            {t('suggest.form.contactHint')}
          </p>
          {errors.contact && (
            <p id={field('contact-error')} className="text-sm text-error">
              {errors.contact}
            </p>
          )}
        </div>

        <ImagePicker id={field('images')} images={images} refusals={refusals} disabled={busy} onPick={(files) => void pick(files)} onRemove={remove} />

        <div className="flex flex-col gap-2 border-t border-base-300 pt-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="text-sm sm:min-h-6" aria-live="polite">
            {phase === 'sending' && images.length > 0 && (
              <span className="flex items-center gap-2">
                <progress className="progress progress-primary w-40" value={percent} max={100} aria-label={t('suggest.form.progress', { percent })} />
                <span className="tabular-nums">{t('suggest.form.progress', { percent })}</span>
              </span>
            )}
            {checked && Object.keys(errors).length > 0 && <span className="text-error">{t('suggest.form.fixErrors')}</span>}
          </div>
          <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={busy}>
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {busy ? t('suggest.form.sending') : t('suggest.form.submit')}
          </button>
        </div>
      </div>
    </form>
  );
}
