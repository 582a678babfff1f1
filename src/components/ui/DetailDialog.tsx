import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { trapDialogFocus } from './trap-dialog-focus';

/**
 * A native modal dialog that opens when its component mounts and, when it unmounts, closes and
 * gives focus back to what opened it (Esc closes it and focus stays inside while open). While
 * `holdOpen` is true, Esc does not close it (an action is running).
 */
export function useModalOnMount(holdOpen?: RefObject<boolean>) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    trapDialogFocus();
    const onCancel = (event: Event) => {
      if (holdOpen?.current) event.preventDefault();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      if (opener?.isConnected && opener !== document.body) opener.focus();
    };
  }, [holdOpen]);
  return ref;
}

export interface DetailDialogHeaderProps {
  titleId: string;
  title: string;
  /** The order or request number under the title. */
  number: string;
  /** Its status badge, once loaded. */
  badge: ReactNode;
  closeLabel: string;
  onClose: () => void;
}

/** The fixed head of a detail dialog: title, number, status and ✕. */
export function DetailDialogHeader({ titleId, title, number, badge, closeLabel, onClose }: DetailDialogHeaderProps) {
  return (
    <div className="flex items-start justify-between gap-3 border-b border-base-300 px-4 pt-4 pb-3 sm:px-6">
      <div className="flex min-w-0 flex-col gap-1">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="font-mono text-sm break-all">{number}</p>
      </div>
      <div className="flex items-center gap-2">
        {badge}
        <button type="button" className="btn btn-ghost btn-sm btn-square" aria-label={closeLabel} onClick={onClose}>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </div>
    </div>
  );
}
