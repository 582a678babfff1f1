import { atom } from 'nanostores';
import { isRecord, isString, parseJson } from '../lib/json-guard.ts';

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

/** How long each kind of message stays (docs/seed-rules.md, *Messages and limits*). */
export const TOAST_DURATION_MS: Readonly<Record<ToastKind, number>> = {
  success: 3000,
  error: 5000,
  info: 4500,
};

const FLASH_KEY = 'shop-flash';

export const $toasts = atom<readonly Toast[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/**
 * Shows a message; it goes away by itself after the duration of its kind. The same message
 * already on screen (two calls of a page failing alike) is not stacked again: it stays, for the
 * full duration from now.
 */
export function showToast(kind: ToastKind, text: string): number {
  const shown = $toasts.get().find((toast) => toast.kind === kind && toast.text === text);
  if (shown) {
    clearTimeout(timers.get(shown.id));
    timers.set(shown.id, setTimeout(() => dismissToast(shown.id), TOAST_DURATION_MS[kind]));
    return shown.id;
  }
  const id = nextId++;
  $toasts.set([...$toasts.get(), { id, kind, text }]);
  timers.set(id, setTimeout(() => dismissToast(id), TOAST_DURATION_MS[kind]));
  return id;
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

/**
 * Keeps a message for the next page this tab opens: a full navigation would otherwise drop
 * it (a 401 redirect to /login, a password change that ends the session).
 */
export function flashToast(kind: ToastKind, text: string, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(FLASH_KEY, JSON.stringify({ kind, text }));
  } catch {
    showToast(kind, text);
  }
}

/** Shows and forgets the message a previous page left. */
export function showFlashedToast(storage: Storage = sessionStorage): void {
  let raw: string | null;
  try {
    raw = storage.getItem(FLASH_KEY);
    storage.removeItem(FLASH_KEY);
  } catch {
    return;
  }
  // A garbled flash is not worth an error of its own.
  const value = parseJson(raw);
  if (!isRecord(value)) return;
  const { kind, text } = value;
  if ((kind === 'success' || kind === 'error' || kind === 'info') && isString(text)) showToast(kind, text);
}
