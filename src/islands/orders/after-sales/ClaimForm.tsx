import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { CLAIM_LIMITS, CLAIM_REASONS, claimProblems, isClaimReason, photoProblem, type PhotoProblem } from '~/lib/after-sales/claim-rules';
import { sniffImage, SNIFF_BYTES } from '~/lib/files/image-sniff';
import { submissionKey } from '~/lib/forms/idempotency-key';
import { useSubmitOnce } from '~/components/form/use-submit-once';
import { showToast } from '~/stores/toasts';
import { submitClaim } from './claims-api';
import { t } from './messages';

interface Picked {
  id: string;
  file: File;
  url: string;
}

const mb = CLAIM_LIMITS.maxPhotoBytes / 1024 / 1024;

function photoText(problem: PhotoProblem): string {
  if (problem.code === 'tooMany') return t('afterSales.error.tooMany', { max: CLAIM_LIMITS.maxPhotos });
  if (problem.code === 'empty') return t('afterSales.error.photoEmpty', { name: problem.name });
  if (problem.code === 'tooLarge') return t('afterSales.error.photoTooLarge', { name: problem.name, mb });
  return t('afterSales.error.photoType', { name: problem.name });
}

/**
 * 申请售后: reason, description and up to six photos with their thumbnails, checked before
 * sending by the rules the server holds too. A failed send keeps everything as typed, and the
 * same idempotency key, so a retry after a lost answer makes one claim.
 */
export function ClaimForm({ orderNo, onSent, onCancel }: { orderNo: string; onSent: () => void; onCancel: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [key] = useState(() => submissionKey('claim', `${orderNo}-${crypto.randomUUID()}`));
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<Picked[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ reason?: string; description?: string }>({});
  const { run, busy } = useSubmitOnce();
  const urls = useRef<string[]>([]);
  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  async function pick(files: File[]) {
    const added: Picked[] = [];
    const refused: string[] = [];
    for (const file of files) {
      const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
      const problem = photoProblem(file, sniffImage(head), photos.length + added.length);
      if (problem) {
        refused.push(photoText(problem));
        continue;
      }
      const url = URL.createObjectURL(file);
      urls.current.push(url);
      added.push({ id: crypto.randomUUID(), file, url });
    }
    setPhotos((current) => [...current, ...added]);
    setRefusals([...new Set(refused)]);
  }

  async function send(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problems = claimProblems({ reason, description });
    const next: { reason?: string; description?: string } = {};
    for (const problem of problems) {
      if (problem.code === 'reasonRequired') next.reason = t('afterSales.error.reason');
      else if (problem.code === 'descriptionRequired') next.description = t('afterSales.error.description');
      else next.description = t('afterSales.error.descriptionTooLong', { max: problem.max, count: problem.count });
    }
    setErrors(next);
    const first = problems[0];
    if (first || !isClaimReason(reason)) {
      if (first) document.getElementById(`${id}-${first.field}`)?.focus();
      return;
    }
    // A refusal is said by the client's listeners; everything typed and picked stays for another try.
    await run(async () => {
      const claim = await submitClaim({ orderNo, reason, description: description.trim(), idempotencyKey: key }, photos.map((photo) => photo.file));
      showToast('success', t('afterSales.form.submitted', { claimNo: claim.claimNo }));
      onSent();
    });
  }

  const count = Array.from(description.trim()).length;
  return (
    <form className="flex flex-col gap-3 rounded-box border border-base-300 p-3" onSubmit={(event) => void send(event)} noValidate aria-labelledby={`${id}-title`} data-claim-form>
      <h4 id={`${id}-title`} className="font-medium">
        {t('afterSales.form.title')}
      </h4>
      <label className="flex flex-col gap-1 text-sm" htmlFor={`${id}-reason`}>
        <span className="font-medium">{t('afterSales.form.reason')}</span>
        <select id={`${id}-reason`} className={`select w-full sm:w-60 ${errors.reason ? 'select-error' : ''}`} value={reason} onChange={(event) => setReason(event.target.value)} aria-invalid={Boolean(errors.reason)} aria-describedby={errors.reason ? `${id}-reason-error` : undefined}>
          <option value="">{t('afterSales.form.reasonPlaceholder')}</option>
          {CLAIM_REASONS.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
        {errors.reason && (
          <span id={`${id}-reason-error`} className="text-error">
            {errors.reason}
          </span>
        )}
      </label>
      <label className="flex flex-col gap-1 text-sm" htmlFor={`${id}-description`}>
        <span className="font-medium">{t('afterSales.form.description')}</span>
        <textarea
          id={`${id}-description`}
          className={`textarea w-full ${errors.description ? 'textarea-error' : ''}`}
          rows={4}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          aria-invalid={Boolean(errors.description)}
          aria-describedby={`${id}-description-hint${errors.description ? ` ${id}-description-error` : ''}`}
        />
        <span id={`${id}-description-hint`} className="text-base-content/70">
          {t('afterSales.form.descriptionHint', { count, max: CLAIM_LIMITS.descriptionMax })}
        </span>
        {errors.description && (
          <span id={`${id}-description-error`} className="text-error">
            {errors.description}
          </span>
        )}
      </label>
      <fieldset className="flex flex-col gap-2 text-sm" aria-describedby={`${id}-photos-hint`}>
        <legend className="mb-1 font-medium">{t('afterSales.form.photos')}</legend>
        <p id={`${id}-photos-hint`} className="text-base-content/70">
          {t('afterSales.form.photosHint', { max: CLAIM_LIMITS.maxPhotos, mb })}
        </p>
        {photos.length > 0 && (
          <ul className="flex flex-wrap gap-2">
            {photos.map((photo) => (
              <li key={photo.id} className="relative w-20" data-picked={photo.file.name}>
                <img src={photo.url} alt={photo.file.name} className="aspect-square w-full rounded-box border border-base-300 object-cover" />
                <button type="button" className="btn btn-circle btn-xs absolute -end-1 -top-1" onClick={() => setPhotos((current) => current.filter((other) => other.id !== photo.id))} disabled={busy} aria-label={t('afterSales.form.removePhoto', { name: photo.file.name })}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        {refusals.map((text) => (
          <p key={text} className="text-error" role="alert">
            {text}
          </p>
        ))}
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          multiple
          className="hidden"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            void pick(files);
          }}
        />
        <button type="button" className="btn btn-sm self-start" onClick={() => input.current?.click()} disabled={busy || photos.length >= CLAIM_LIMITS.maxPhotos}>
          {t('afterSales.form.addPhoto')}
        </button>
      </fieldset>
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy} aria-busy={busy}>
          {busy ? t('afterSales.form.submitting') : t('afterSales.form.submit')}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel} disabled={busy}>
          {t('afterSales.form.cancel')}
        </button>
      </div>
    </form>
  );
}
