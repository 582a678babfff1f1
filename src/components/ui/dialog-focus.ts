/**
 * Keeps Tab inside an open modal dialog. A native modal dialog makes the page behind it inert,
 * but Tab from its last control still leaves it (to the browser's own controls, and from there
 * into the dialog's first one or nowhere a keyboard user can see): here Tab from the last control
 * goes to the first, and Shift+Tab from the first to the last. Installed as the first dialog
 * opens (trap-dialog-focus.ts).
 */

const CONTROLS = ':is(a[href], button, input, select, textarea, summary, [tabindex]):not([tabindex="-1"], :disabled, [type="hidden"])';

/** Whether Tab stops at `control`: shown, and of a radio group only its checked radio (else each, as none is checked). */
const stops = (dialog: Element) => (control: HTMLElement) =>
  control.checkVisibility() && !(control instanceof HTMLInputElement && control.type === 'radio' && !control.checked && dialog.querySelector(`[name="${CSS.escape(control.name)}"]:checked`));

export function keepFocusInDialogs(): void {
  document.addEventListener('keydown', (event) => {
    const dialog = event.key === 'Tab' ? [...document.querySelectorAll('dialog:modal')].at(-1) : undefined;
    if (!dialog) return;
    const controls = [...dialog.querySelectorAll<HTMLElement>(CONTROLS)].filter(stops(dialog));
    const active = document.activeElement;
    const to = !dialog.contains(active) ? controls[0] : event.shiftKey ? active === controls[0] && controls.at(-1) : active === controls.at(-1) && controls[0];
    if (!to) return;
    event.preventDefault();
    to.focus();
  });
}
