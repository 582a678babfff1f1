import { createHash } from 'node:crypto';

/** An inline script's hash for the page's content security policy (build time only). */
export const scriptHash = (script: string) => `sha256-${createHash('sha256').update(script).digest('base64')}` as const;
