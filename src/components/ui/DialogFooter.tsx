import type { ReactNode } from 'react';

/** A footer button: its words, what it does, and whether it waits. */
export interface DialogFooterButton {
  label: string;
  onClick: () => void;
  disabled?: boolean | undefined;
}

export interface DialogFooterProps {
  /** The row's place in its dialog beside daisyUI's `modal-action` (its spacing, a top border …). */
  className?: string;
  /** At the row's start, apart from the buttons (清除). */
  start?: ReactNode;
  /** The button that steps back (取消, 返回 as ghost; 修改 as `outline`); none when absent. */
  secondary?: (DialogFooterButton & { outline?: boolean }) | undefined;
  /** The button that does the dialog's work (red when `danger`: it deletes or cancels something); while `busy` it shows a spinner and `busyLabel`. None when absent. */
  primary?: (DialogFooterButton & { busy?: boolean | undefined; busyLabel?: string | undefined; danger?: boolean | undefined }) | undefined;
}

/**
 * The buttons row at the foot of a dialog: the step-back button, then the one that does the work
 * (at the end, as daisyUI's modal-action places them), with anything put at the row's start.
 */
export function DialogFooter({ className = 'mt-0', start, secondary, primary }: DialogFooterProps) {
  return (
    <div className={`modal-action ${className}`}>
      {start}
      {secondary && (
        <button type="button" className={`btn ${secondary.outline ? 'btn-outline' : 'btn-ghost'}`} disabled={secondary.disabled} onClick={secondary.onClick}>
          {secondary.label}
        </button>
      )}
      {primary && (
        <button type="button" className={`btn ${primary.danger ? 'btn-error' : 'btn-primary'}`} disabled={primary.disabled} onClick={primary.onClick}>
          {primary.busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {primary.busy && primary.busyLabel !== undefined ? primary.busyLabel : primary.label}
        </button>
      )}
    </div>
  );
}
