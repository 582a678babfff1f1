import { acceptedExtensions, fileFormatOf, maxBytesOf, type UploadPurpose } from './file-formats.ts';
import { UPLOAD_LIMITS } from './quotation-rules.ts';

/** The file input's `accept` for drawings: every extension the shop takes for quotes and orders. */
export const ACCEPTED_EXTENSIONS = acceptedExtensions('drawing');

/** What keeps a picked file out: each names the file, so the message can too. */
export type LimitProblem =
  | { code: 'format'; name: string; purpose: UploadPurpose }
  | { code: 'empty'; name: string }
  | { code: 'duplicate'; name: string }
  | { code: 'size'; name: string; size: number; max: number }
  | { code: 'count'; name: string }
  | { code: 'quota'; name: string; size: number; remaining: number };

export interface LimitContext {
  /** Files the draft holds already (on the server or on their way). */
  existing: number;
  /** Bytes the shop may still use, less what is already queued; null when unknown. */
  remaining: number | null;
  /** Drawings (the default) or a design request's references, which also take pictures and PDFs. */
  purpose?: UploadPurpose;
  /** Files the draft holds already: the same name and size again is the same file, not added twice. */
  present?: readonly { name: string; size: number }[];
}

export interface LimitCheck<T> {
  accepted: T[];
  rejected: LimitProblem[];
}

/**
 * Checks picked files one by one against the stated limits, in the order they were picked:
 * accepted format, not empty, not a file the draft holds or this pick holds already (same name and size), at most 100 MB (20 MB for a picture or PDF), at most 20 files per draft, within the shop's
 * storage. A refused file takes no room, so the files after it are judged without it.
 */
export function checkPickedFiles<T extends { name: string; size: number }>(files: readonly T[], context: LimitContext): LimitCheck<T> {
  const accepted: T[] = [];
  const rejected: LimitProblem[] = [];
  let remaining = context.remaining;
  const purpose = context.purpose ?? 'drawing';
  const held = new Set((context.present ?? []).map(sameFileKey));
  for (const file of files) {
    const { name, size } = file;
    const format = fileFormatOf(name, purpose);
    if (format === null) rejected.push({ code: 'format', name, purpose });
    else if (size === 0) rejected.push({ code: 'empty', name });
    else if (held.has(sameFileKey(file))) rejected.push({ code: 'duplicate', name });
    else if (size > maxBytesOf(format)) rejected.push({ code: 'size', name, size, max: maxBytesOf(format) });
    else if (context.existing + accepted.length >= UPLOAD_LIMITS.maxFiles) rejected.push({ code: 'count', name });
    else if (remaining !== null && size > remaining) rejected.push({ code: 'quota', name, size, remaining });
    else {
      accepted.push(file);
      held.add(sameFileKey(file));
      if (remaining !== null) remaining -= size;
    }
  }
  return { accepted, rejected };
}

/** Name and size: what the browser knows of a file that tells the same file picked twice. */
const sameFileKey = ({ name, size }: { name: string; size: number }) => `${size}:${name}`;
