import { useId, useRef, useState, type InputHTMLAttributes, type Ref } from 'react';
import { ApiError } from '~/core/errors';
import { useModalOnMount } from '~/components/ui/DetailDialog';
import { DialogFooter } from '~/components/ui/DialogFooter';
import { FileName } from '~/core/FileName';
import { loadTransfers } from '~/components/uploader/load-transfers';
import { t } from './messages';
import { normalCallouts } from '~/lib/orders/callout-rules';
import { ROUGHNESS_NOTE_MAX, THREAD_SPECS_MAX } from '~/lib/orders/callout-limits';
import { calloutValues, checkCallouts, ROUGHNESS_CHOICES, TOLERANCE_CHOICES, type CalloutForm, type CalloutFormErrors, type ThreadRow } from './callout-form';
import type { DraftCallouts } from '~/lib/drafts/callout-draft';
import { fileFormatOf, isReferenceFormat, REFERENCE_FORMATS, REFERENCE_MAX_BYTES } from '~/lib/files/file-formats';
import { quotationDraft } from '~/stores/quotation';
import { $shopUser, saveUserInfo } from '~/stores/shop-user';
import type { LineDrawing } from '~/wire/quotes';

export interface CalloutsDialogProps {
  /** The part's server file id: its drawing and call-outs are kept in the draft under it. */
  fileId: number;
  partName: string;
  /** What the draft holds for the part now. */
  current: DraftCallouts | null;
  onClose: () => void;
}

type Transfer = { state: 'idle' } | { state: 'uploading'; name: string; percent: number } | { state: 'failed'; message: string; file: File | null };

const MAX_MB = REFERENCE_MAX_BYTES / 1024 / 1024;
const ACCEPT = [...REFERENCE_FORMATS.map((format) => `.${format}`), '.jpeg'].join(',');

/** Why a picked file cannot be a part's drawing (not a PDF or picture, empty, too large), or null. */
function drawingProblem(file: File): string | null {
  if (!isReferenceFormat(fileFormatOf(file.name, 'reference'))) return t('callouts.drawing.format', { name: file.name });
  if (file.size === 0) return t('callouts.drawing.empty', { name: file.name });
  if (file.size > REFERENCE_MAX_BYTES) return t('callouts.drawing.tooLarge', { name: file.name, size: MAX_MB });
  return null;
}

/**
 * Keeps the stored user's `shop.storageSize` at the server's answer, as the uploader does (its own
 * helper is part of the page's first script: importing it here would split it into a chunk of its own).
 */
function keepStorageSize(storageSize: number): void {
  const { userInfo } = $shopUser.get();
  if (userInfo) saveUserInfo({ ...userInfo, customer: { ...userInfo.customer, shop: { ...userInfo.customer.shop, storageSize } } });
}

interface CalloutInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'> {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
  /** The input's width. */
  className: string;
  /** The label beside the input (螺纹数量 after its checkbox) rather than above it (the roughness note, indented under its checkbox). */
  inline?: boolean;
}

/** A call-out's small text input: its label, the input marked invalid and pointing at its message, and the message under it. */
function CalloutInput({ id, label, value, onValue, error, inputRef, className, inline = false, ...input }: CalloutInputProps) {
  const field = (
    <>
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      <input
        {...input}
        ref={inputRef}
        id={id}
        className={`input input-sm ${className} ${error ? 'input-error' : ''}`}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
    </>
  );
  return (
    <div className={`flex flex-col gap-1 ${inline ? '' : 'ps-7'}`}>
      {inline ? <div className="flex items-center gap-2">{field}</div> : field}
      {error && (
        <p id={`${id}-error`} className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A call-out's value picked from its steps (最严公差, Ra), under its checkbox, with its message. */
function ChoiceSelect({ id, label, value, choices, error, onValue }: { id: string; label: string; value: string; choices: readonly { value: string; label: string }[]; error: string | undefined; onValue: (value: string) => void }) {
  return (
    <div className="flex flex-col gap-1 ps-7">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="text-sm">
          {label}
        </label>
        <select id={id} className={`select select-sm w-36 ${error ? 'select-error' : ''}`} value={value} onChange={(event) => onValue(event.target.value)} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined}>
          <option value="">{t('callouts.choose')}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * 图纸与加工要求 of one part of step 2, in a modal: one 2D drawing (a PDF or picture, checked
 * before it is sent, uploaded as a reference file with its progress, a failure said in place with
 * 重试) and the call-outs a machinist needs with their values (螺纹 by size, depth and count, the
 * tightest 公差, 嵌件, 表面粗糙度 with its Ra and an optional note; callout-form.ts checks them). 保存 keeps them in the quotation draft under the part's
 * file id; 取消 keeps what was there.
 */
export default function CalloutsDialog({ fileId, partName, current, onClose }: CalloutsDialogProps) {
  const ref = useModalOnMount();
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const noteRef = useRef<HTMLInputElement>(null);
  const stored = current?.callouts;
  const [drawing, setDrawing] = useState<LineDrawing | undefined>(current?.drawing);
  const [transfer, setTransfer] = useState<Transfer>({ state: 'idle' });
  const [form, setForm] = useState<CalloutForm>(() => calloutValues(stored));
  const [errors, setErrors] = useState<CalloutFormErrors>({});
  const edit = (change: Partial<CalloutForm>, cleared: keyof CalloutFormErrors) => {
    setForm((before) => ({ ...before, ...change }));
    if (errors[cleared]) setErrors(({ [cleared]: _, ...rest }) => rest);
  };
  const editRow = (index: number, change: Partial<ThreadRow>) => {
    setForm((before) => ({ ...before, rows: before.rows.map((row, at) => (at === index ? { ...row, ...change } : row)) }));
    if (errors.rows?.[index] || errors.threads) setErrors(({ rows, threads: _, ...rest }) => ({ ...rest, ...(rows ? { rows: rows.map((row, at) => (at === index ? undefined : row)) } : {}) }));
  };
  const running = useRef<AbortController | null>(null);

  async function upload(file: File) {
    const problem = drawingProblem(file);
    if (problem) {
      setTransfer({ state: 'failed', message: problem, file: null });
      return;
    }
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setTransfer({ state: 'uploading', name: file.name, percent: 0 });
    try {
      // The upload transport the uploader loads on its first file (already here on a draft with files).
      const { uploadReferenceFile } = await loadTransfers();
      const result = await uploadReferenceFile(file, { draftId: quotationDraft.$draft.get().draftId, kind: 'quotation' }, {
        signal: controller.signal,
        onProgress: (loaded, total) => setTransfer({ state: 'uploading', name: file.name, percent: total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0 }),
      });
      if (controller.signal.aborted) return;
      keepStorageSize(result.storageSize);
      setDrawing({ fileId: result.file.id, name: result.file.name });
      setTransfer({ state: 'idle' });
    } catch (error) {
      if (controller.signal.aborted) return;
      const message = error instanceof ApiError ? error.message : String(error);
      setTransfer({ state: 'failed', message: t('callouts.drawing.failed', { message }), file });
    } finally {
      if (running.current === controller) running.current = null;
    }
  }

  function close() {
    running.current?.abort();
    ref.current?.close();
  }

  function save() {
    const checked = checkCallouts(form);
    setErrors(checked.errors);
    if (!checked.callouts) {
      // The first field in error takes the focus once its message is drawn; everything typed stays as it was.
      requestAnimationFrame(() => dialogRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    if (transfer.state === 'uploading') return;
    const callouts = normalCallouts(checked.callouts);
    keep(drawing || callouts ? { ...(drawing ? { drawing } : {}), ...(callouts ? { callouts } : {}) } : null);
    close();
  }

  function keep(value: DraftCallouts | null) {
    quotationDraft.update((draft) => {
      const lineCallouts = { ...draft.lineCallouts };
      if (value) lineCallouts[String(fileId)] = value;
      else delete lineCallouts[String(fileId)];
      return { ...draft, lineCallouts };
    });
  }

  const check = (label: string, checked: boolean, onChange: (checked: boolean) => void, name: string) => (
    <label className="label cursor-pointer justify-start gap-2 text-base-content">
      <input type="checkbox" className="checkbox checkbox-sm" checked={checked} onChange={(event) => onChange(event.target.checked)} data-callout={name} />
      {label}
    </label>
  );

  return (
    <dialog ref={ref} className="modal modal-bottom sm:modal-middle" aria-labelledby={`${id}-title`} onClose={onClose} data-callouts-dialog>
      <div ref={dialogRef} className="modal-box flex w-full max-w-lg flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {t('callouts.title')}
          </h2>
          <p className="text-sm wrap-anywhere text-base-content/75">{t('callouts.part', { name: partName })}</p>
          <p className="text-sm text-base-content/75">{t('callouts.intro')}</p>
        </div>

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-medium">{t('callouts.drawing')}</legend>
          <p id={`${id}-drawing-hint`} className="text-xs text-base-content/70">
            {t('callouts.drawing.hint', { size: MAX_MB })}
          </p>
          {drawing && (
            <p className="flex flex-wrap items-center gap-2 text-sm wrap-anywhere" data-callouts-drawing>
              <span>
                {t('callouts.drawing.uploaded')}
                <FileName name={drawing.name} />
              </span>
              <button type="button" className="btn btn-ghost btn-xs" onClick={() => setDrawing(undefined)}>
                {t('callouts.drawing.remove')}
              </button>
            </p>
          )}
          <input
            ref={picker}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            data-callouts-file
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
          <button type="button" className="btn btn-sm self-start" aria-describedby={`${id}-drawing-hint`} disabled={transfer.state === 'uploading'} onClick={() => picker.current?.click()}>
            {t(drawing ? 'callouts.drawing.replace' : 'callouts.drawing.pick')}
          </button>
          {transfer.state === 'uploading' && (
            <div className="flex flex-col gap-1 text-sm" role="status" data-callouts-progress>
              <span>{t('callouts.drawing.uploading', { percent: transfer.percent })}</span>
              <progress className="progress progress-primary w-full" value={transfer.percent} max={100} aria-label={transfer.name} />
            </div>
          )}
          {transfer.state === 'failed' && (
            <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-error" data-callouts-error>
              {transfer.message}
              {transfer.file && (
                <button type="button" className="btn btn-xs" onClick={() => transfer.file && void upload(transfer.file)}>
                  {t('callouts.drawing.retry')}
                </button>
              )}
            </p>
          )}
        </fieldset>

        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 font-medium">{t('callouts.flags')}</legend>
          {check(t('callouts.threads'), form.threads, (threads) => edit({ threads }, 'threads'), 'threads')}
          {form.threads && (
            <div className="flex flex-col gap-2 ps-7" data-callout-thread-rows>
              {form.rows.map((row, index) => (
                <div key={index} className="flex flex-wrap items-start gap-2" data-callout-thread-row={index}>
                  <CalloutInput id={`${id}-size-${index}`} inline label={t('callouts.threads.size')} error={errors.rows?.[index]?.size} inputRef={null} className="w-28" placeholder="M6" value={row.size} onValue={(size) => editRow(index, { size })} />
                  <CalloutInput id={`${id}-depth-${index}`} inline label={t('callouts.threads.depth')} error={errors.rows?.[index]?.depth} inputRef={null} className="w-16" inputMode="decimal" value={row.depth} onValue={(depth) => editRow(index, { depth })} />
                  <CalloutInput id={`${id}-count-${index}`} inline label={t('callouts.threads.count')} error={errors.rows?.[index]?.count} inputRef={null} className="w-16" inputMode="numeric" value={row.count} onValue={(count) => editRow(index, { count })} data-callout-threads />
                  {form.rows.length > 1 && (
                    <button type="button" className="btn btn-ghost btn-xs" onClick={() => edit({ rows: form.rows.filter((_, at) => at !== index) }, 'rows')}>
                      {t('callouts.threads.remove')}
                    </button>
                  )}
                </div>
              ))}
              {form.rows.length < THREAD_SPECS_MAX && (
                <button type="button" className="btn btn-ghost btn-xs self-start" onClick={() => edit({ rows: [...form.rows, { size: '', depth: '', count: '1' }] }, 'threads')}>
                  {t('callouts.threads.add')}
                </button>
              )}
              {errors.threads && <p className="text-sm text-error">{errors.threads}</p>}
            </div>
          )}
          {check(t('callouts.toleranceCheck'), form.tolerance, (tolerance) => edit({ tolerance }, 'tolerance'), 'tolerance')}
          {form.tolerance && (
            <ChoiceSelect id={`${id}-tolerance`} label={t('callouts.toleranceValue')} value={form.toleranceValue} choices={TOLERANCE_CHOICES} error={errors.tolerance} onValue={(toleranceValue) => edit({ toleranceValue }, 'tolerance')} />
          )}
          {check(t('callouts.inserts'), form.inserts, (inserts) => edit({ inserts }, 'inserts'), 'inserts')}
          {check(t('callouts.roughness'), form.roughness, (roughness) => edit({ roughness }, 'roughness'), 'roughness')}
          {form.roughness && (
            <>
              <ChoiceSelect id={`${id}-ra`} label={t('callouts.roughness.ra')} value={form.ra} choices={ROUGHNESS_CHOICES} error={errors.roughness} onValue={(ra) => edit({ ra }, 'roughness')} />
              <CalloutInput
                id={`${id}-note`}
                label={t('callouts.roughness.note')}
                error={errors.note}
                inputRef={noteRef}
                className="w-full"
                value={form.note}
                maxLength={ROUGHNESS_NOTE_MAX * 2}
                onValue={(note) => edit({ note }, 'note')}
              />
            </>
          )}
        </fieldset>

        {transfer.state === 'uploading' && <p className="text-sm text-base-content/70">{t('callouts.uploadingWait')}</p>}
        <DialogFooter
          className="mt-0 flex-wrap"
          start={
            current && (
              <button
                type="button"
                className="btn btn-ghost me-auto"
                onClick={() => {
                  keep(null);
                  close();
                }}
              >
                {t('callouts.clear')}
              </button>
            )
          }
          secondary={{ label: t('callouts.cancel'), onClick: close }}
          primary={{ label: t('callouts.save'), disabled: transfer.state === 'uploading', onClick: save }}
        />
      </div>
    </dialog>
  );
}
