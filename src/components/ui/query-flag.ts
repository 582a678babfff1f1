/**
 * Whether this page's address carries the flag `name` (`/login?logout=1`). The flag is taken out of
 * the address at once, so a reload or the back button does not ask for the same thing again.
 */
export function takeQueryFlag(name: string): boolean {
  const query = new URLSearchParams(location.search);
  if (!query.has(name)) return false;
  query.delete(name);
  history.replaceState(history.state, '', query.size ? `${location.pathname}?${query}` : location.pathname);
  return true;
}
