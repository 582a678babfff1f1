import { createFileTransport } from '../../components/uploader/file-transport.ts';
import { onStaffError } from './staff-api.ts';
import { $staff } from './staff-session.ts';

/** The console's file bodies (a delivery's upload with progress, downloads), with the same token and reactions. */
export const staffFiles = createFileTransport({
  baseURL: import.meta.env.PUBLIC_API_BASE ?? '',
  getToken: () => $staff.get().token,
  onError: onStaffError,
});

export const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});
