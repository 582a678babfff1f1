/**
 * The one "already leaving" mark of a tab. Two navigations at once abort each other, so whoever
 * sends the customer to another page (the guard, the notifier on a 401, a quotation step, a form
 * that created something) goes through here, and the later ones stand back.
 */
let leaving = false;

/** Whether this tab is already on its way to another page. */
export const isLeaving = (): boolean => leaving;

/** Marks the tab as leaving, for a navigation the caller starts itself right after. */
export function markLeaving(): void {
  leaving = true;
}

/**
 * Goes to `url` unless the tab is already leaving; `navigate` is `location.assign` unless the
 * page must not stay in the history (`location.replace`). Answers whether it went.
 */
export function leaveFor(url: string, navigate: (url: string) => void = (to) => location.assign(to)): boolean {
  if (leaving) return false;
  leaving = true;
  navigate(url);
  return true;
}

/** The navigation did not happen after all (a page kept by the browser, a test's fake navigation). */
export function stayAfterAll(): void {
  leaving = false;
}
