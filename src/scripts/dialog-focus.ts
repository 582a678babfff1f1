/**
 * Keeps Tab inside an open modal dialog, on every page. A native modal dialog makes the page
 * behind it inert, but Tab from its last control still leaves it (to the browser's own controls,
 * and from there into the dialog's first one or nowhere a keyboard user can see): here Tab from
 * the last control goes to the first, and Shift+Tab from the first to the last. The same holds
 * for a dialog shown as a popover over a dimmed page (联系我们), which Esc or a click outside closes.
 */

const TABBABLE = 'a[href], area[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, [tabindex], [contenteditable]:not([contenteditable="false"])';

/** The controls Tab visits inside `dialog`, in order: enabled, shown, and one radio per group (the checked one, else the first). */
function tabbablesOf(dialog: HTMLElement): HTMLElement[] {
  const groups = new Set<string>();
  return [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => {
    if (element.tabIndex < 0 || element.matches(':disabled') || element.closest('[inert]')) return false;
    if (typeof element.checkVisibility === 'function' ? !element.checkVisibility({ visibilityProperty: true }) : element.getClientRects().length === 0) return false;
    if (element instanceof HTMLInputElement && element.type === 'radio' && element.name) {
      const group = dialog.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(element.name)}"]`);
      const stop = [...group].find((radio) => radio.checked) ?? group[0];
      if (stop !== element || groups.has(element.name)) return false;
      groups.add(element.name);
    }
    return true;
  });
}

/** The topmost open modal dialog (or dialog popover), if any. */
function openModal(doc: Document): HTMLElement | null {
  const open = [...doc.querySelectorAll<HTMLElement>('dialog[open], [role="dialog"][popover]')].filter((dialog) => dialog.matches(':modal, :popover-open'));
  return open.at(-1) ?? null;
}

export function keepFocusInDialogs(doc: Document = document): void {
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
    const dialog = openModal(doc);
    if (!dialog) return;
    const tabbables = tabbablesOf(dialog);
    const first = tabbables[0];
    const last = tabbables.at(-1);
    if (!first || !last) return;
    const active = doc.activeElement;
    const inside = active instanceof HTMLElement && dialog.contains(active);
    const to = !inside ? first : event.shiftKey ? (active === first ? last : null) : active === last ? first : null;
    if (!to) return;
    event.preventDefault();
    to.focus();
  });
}
