import { $toasts, dismissToast, type Toast } from '../stores/toasts.ts';

const ALERT_CLASS: Readonly<Record<Toast['kind'], string>> = {
  success: 'alert-success',
  error: 'alert-error',
  info: 'alert-info',
};

/**
 * Draws $toasts into the page's live regions (errors assertive, the rest polite) with
 * plain DOM and textContent only, so any island or script can show a message and open
 * pages need no framework for it.
 */
export function mountToaster(root: ParentNode = document): () => void {
  const polite = root.querySelector<HTMLElement>('[data-toast-polite]');
  const assertive = root.querySelector<HTMLElement>('[data-toast-assertive]');
  if (!polite || !assertive) return () => undefined;
  // The label comes from the server-rendered page: the catalogue stays out of this script.
  const closeLabel = root.querySelector<HTMLElement>('#toast-region')?.dataset['closeLabel'] ?? '';
  const shown = new Map<number, HTMLElement>();
  return $toasts.subscribe((toasts) => {
    const live = new Set(toasts.map((toast) => toast.id));
    for (const [id, element] of shown) {
      if (!live.has(id)) {
        element.remove();
        shown.delete(id);
      }
    }
    for (const toast of toasts) {
      if (shown.has(toast.id)) continue;
      const element = renderToast(toast, closeLabel);
      (toast.kind === 'error' ? assertive : polite).append(element);
      shown.set(toast.id, element);
    }
  });
}

function renderToast(toast: Toast, closeLabel: string): HTMLElement {
  const element = document.createElement('div');
  element.className = `alert ${ALERT_CLASS[toast.kind]} shadow-lg flex justify-between`;
  element.dataset['toastKind'] = toast.kind;
  const text = document.createElement('span');
  text.textContent = toast.text;
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'btn btn-ghost btn-xs';
  close.setAttribute('aria-label', closeLabel);
  close.textContent = '×';
  close.addEventListener('click', () => dismissToast(toast.id));
  element.append(text, close);
  return element;
}
