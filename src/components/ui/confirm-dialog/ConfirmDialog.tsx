import { useEffect, useId, useRef, type ReactNode } from 'react';
// The core texts: the orders catalogue (2.4 KB) shipped with every confirmation for this one word.
import { t } from '~/core/messages';
import { DialogFooter } from '../DialogFooter';
import { useModalOnMount } from '../DetailDialog';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The server's refusal, shown above the buttons. */
  problem: string | null;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A modal confirmation (native dialog: focus kept inside, Esc closes). It cannot be closed
 * while its action runs; on close, focus goes back to what opened it.
 */
export function ConfirmDialog({ title, children, confirmLabel, busyLabel, busy, problem, danger = false, onConfirm, onClose }: ConfirmDialogProps) {
  const id = useId();
  const busyRef = useRef(busy);
  useEffect(() => {
    busyRef.current = busy;
  });
  const ref = useModalOnMount(busyRef);

  return (
    <dialog ref={ref} className="modal modal-bottom sm:modal-middle" aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`} onClose={onClose}>
      <div className="modal-box flex flex-col gap-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold break-all">
          {title}
        </h2>
        <div id={`${id}-body`} className="flex flex-col gap-1 text-base-content/85">
          {children}
        </div>
        {problem && (
          <p role="alert" className="alert alert-error alert-soft text-sm" data-confirm-problem>
            {problem}
          </p>
        )}
        <DialogFooter
          className="mt-2"
          secondary={{ label: t('dialog.back'), disabled: busy, onClick: () => ref.current?.close() }}
          primary={{ label: confirmLabel, busy, busyLabel, danger, disabled: busy, onClick: onConfirm }}
        />
      </div>
    </dialog>
  );
}
