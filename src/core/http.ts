import { sessionToken } from './shell/session-token.ts';
import { createApiClient } from './client.ts';
import { reportApiError } from './shell/error-bus.ts';

/**
 * The shared client every endpoint module uses. PUBLIC_API_BASE (build time) points the
 * site at a backend on another origin; unset, calls go to this site's own `/api`.
 */
export const api = createApiClient({
  baseURL: import.meta.env.PUBLIC_API_BASE ?? '',
  getToken: sessionToken,
  onError: reportApiError,
});
