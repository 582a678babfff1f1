/** How many modal dialogs are open now (one may open another, e.g. pay inside an order's detail). */
let open = 0;

/**
 * Opens a native modal dialog and holds the page behind it still until the dialog closes
 * (`html[data-modal-open]`, styled in modal.css): a browser lets the page scroll under a
 * `<dialog>` opened with showModal(). Closing it by any means (Esc, a form, `close()`) lets go.
 */
export function openModal(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  dialog.showModal();
  open += 1;
  document.documentElement.dataset['modalOpen'] = '';
  dialog.addEventListener(
    'close',
    () => {
      open = Math.max(0, open - 1);
      if (open === 0) delete document.documentElement.dataset['modalOpen'];
    },
    { once: true },
  );
}
