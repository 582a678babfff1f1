import type { ApiError } from './errors.ts';

type ApiErrorListener = (error: ApiError) => void;
const listeners = new Set<ApiErrorListener>();

/**
 * Subscribes to every failed call of the shared client. The transport only reports;
 * showing messages and redirecting are the listener's business (src/scripts/notifier.ts).
 * Kept apart from errors.ts so the shell script does not pull in the message catalogue.
 */
export function onApiError(listener: ApiErrorListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportApiError(error: ApiError): void {
  for (const listener of listeners) listener(error);
}
