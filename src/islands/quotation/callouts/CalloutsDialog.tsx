import { useId, useRef, useState, type InputHTMLAttributes, type Ref } from 'react';
import { ApiError } from '~/core/errors';
import { useModalOnMount } from '~/components/ui/DetailDialog';
import { DialogFooter } from '~/components/ui/DialogFooter';
import { FileName } from '~/core/FileName';
import { loadTransfers } from '~/components/uploader/load-transfers';
import { t } from './messages';
import { normalCallouts } from '~/lib/orders/callout-rules';
import { DEFAULT_THREAD_COUNT, ROUGHNESS_NOTE_MAX, THREAD_COUNT_LIMITS } from '~/lib/orders/callout-limits';
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

/** The threads' count as typed, or null when it is not a whole number in range. */
function threadCount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const count = Number(trimmed);
  return count >= THREAD_COUNT_LIMITS.min && count <= THREAD_COUNT_LIMITS.max ? count : null;
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

/**
 * 图纸与加工要求 of one part of step 2, in a modal: one 2D drawing (a PDF or picture, checked
 * before it is sent, uploaded as a reference file with its progress, a failure said in place with
 * 重试) and the call-outs a machinist needs (螺纹 with its count, 公差严于 ±0.1 mm, 嵌件,
 * 表面粗糙度要求 with an optional note). 保存 keeps them in the quotation draft under the part's
 * file id; 取消 keeps what was there.
 */
export default function CalloutsDialog({ fileId, partName, current, onClose }: CalloutsDialogProps) {
  const ref = useModalOnMount();
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const threadsRef = useRef<HTMLInputElement>(null);
  const noteRef = useRef<HTMLInputElement>(null);
  const stored = current?.callouts;
  const [drawing, setDrawing] = useState<LineDrawing | undefined>(current?.drawing);
  const [transfer, setTransfer] = useState<Transfer>({ state: 'idle' });
  const [threads, setThreads] = useState(stored?.threads !== undefined);
  // Ticking 螺纹 starts at a count of 1, so it can be saved as it is; the customer types more if there are more.
  const [threadsText, setThreadsText] = useState(String(stored?.threads ?? DEFAULT_THREAD_COUNT));
  const [tolerance, setTolerance] = useState(stored?.tolerance === true);
  const [inserts, setInserts] = useState(stored?.inserts === true);
  const [roughness, setRoughness] = useState(stored?.roughness === true);
  const [note, setNote] = useState(stored?.roughnessNote ?? '');
  const [errors, setErrors] = useState<{ threads?: string; note?: string }>({});
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
    const count = threads ? threadCount(threadsText) : null;
    const found = {
      ...(threads && count === null ? { threads: t('callouts.threads.invalid', { min: THREAD_COUNT_LIMITS.min, max: THREAD_COUNT_LIMITS.max }) } : {}),
      ...(roughness && note.trim().length > ROUGHNESS_NOTE_MAX ? { note: t('callouts.roughness.long', { max: ROUGHNESS_NOTE_MAX }) } : {}),
    };
    setErrors(found);
    if (found.threads) return threadsRef.current?.focus();
    if (found.note) return noteRef.current?.focus();
    if (transfer.state === 'uploading') return;
    const callouts = normalCallouts({ ...(count === null ? {} : { threads: count }), tolerance, inserts, roughness, roughnessNote: note });
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
      <div className="modal-box flex w-full max-w-lg flex-col gap-4">
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
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            {check(t('callouts.threads'), threads, setThreads, 'threads')}
            {threads && (
              <CalloutInput
                id={`${id}-threads`}
                inline
                label={t('callouts.threads.count')}
                error={errors.threads}
                inputRef={threadsRef}
                className="w-24"
                inputMode="numeric"
                value={threadsText}
                onValue={(value) => {
                  setThreadsText(value);
                  if (errors.threads) setErrors(({ threads: _, ...rest }) => rest);
                }}
                data-callout-threads
              />
            )}
          </div>
          {check(t('callouts.tolerance'), tolerance, setTolerance, 'tolerance')}
          {check(t('callouts.inserts'), inserts, setInserts, 'inserts')}
          {check(t('callouts.roughness'), roughness, setRoughness, 'roughness')}
          {roughness && (
            <CalloutInput
              id={`${id}-note`}
              label={t('callouts.roughness.note')}
              error={errors.note}
              inputRef={noteRef}
              className="w-full"
              value={note}
              maxLength={ROUGHNESS_NOTE_MAX * 2}
              onValue={(value) => {
                setNote(value);
                if (errors.note) setErrors(({ note: _, ...rest }) => rest);
              }}
            />
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
