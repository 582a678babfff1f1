import { keepFocusInDialogs } from './dialog-focus';

let installed = false;

/** Keeps Tab inside modal dialogs from now on (dialog-focus.ts), once per page: call it beside every showModal(). */
export function trapDialogFocus(): void {
  if (installed) return;
  installed = true;
  keepFocusInDialogs();
}
