import type { ApiError } from '../errors.ts';

type ApiErrorListener = (error: ApiError) => void;
const listeners = new Set<ApiErrorListener>();
/**
 * Failures reported before anyone listened. An island's call can fail before the page script
 * that installs the notifier has run (a slow connection, a busy phone); its message and its
 * 401 redirect must not be lost, so the first listener gets them. Null once someone listens.
 */
let early: ApiError[] | null = [];

/**
 * Subscribes to every failed call of the shared client. The transport only reports;
 * showing messages and redirecting are the listener's business (src/scripts/notifier.ts).
 * Kept apart from errors.ts so the shell script does not pull in the message catalogue.
 */
export function onApiError(listener: ApiErrorListener): () => void {
  listeners.add(listener);
  early?.forEach(listener);
  early = null;
  return () => listeners.delete(listener);
}

export function reportApiError(error: ApiError): void {
  early?.push(error);
  for (const listener of listeners) listener(error);
}
