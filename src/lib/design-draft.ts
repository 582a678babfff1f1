import type { DrawingFile } from '../wire/files.ts';
import { readDrawingFile, readDraftObject, readUploadItem, type UploadItem } from './quotation-draft.ts';

/**
 * The design request being written: the package it uses (a package order number, '' for none
 * chosen), title and brief as typed, and its reference files (the server's files in `fileList`,
 * the picked items with their upload state in `uploadFileList`, as in the other drafts). Kept
 * in localStorage so a reload, a closed tab or a failed send loses nothing.
 */
export interface DesignDraft {
  /** Groups this draft's uploads on the server; also makes the request's idempotency key. */
  draftId: string;
  /** Customer the draft belongs to; another login starts a fresh draft. */
  ownerId: number | null;
  packageOrderNo: string;
  title: string;
  brief: string;
  fileList: DrawingFile[];
  uploadFileList: UploadItem[];
}

export const newDesignDraft = (draftId: string, ownerId: number | null = null): DesignDraft => ({
  draftId,
  ownerId,
  packageOrderNo: '',
  title: '',
  brief: '',
  fileList: [],
  uploadFileList: [],
});

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * Reads the stored draft. A damaged field falls back to empty on its own rather than losing the
 * rest; a value that is not a draft at all (no draftId) is null, and a fresh draft starts.
 */
export function parseDesignDraft(raw: string | undefined): DesignDraft | null {
  const value = readDraftObject(raw);
  if (!value) return null;
  const ownerId = value['ownerId'];
  return {
    draftId: value.draftId,
    ownerId: typeof ownerId === 'number' && Number.isInteger(ownerId) ? ownerId : null,
    packageOrderNo: text(value['packageOrderNo']),
    title: text(value['title']),
    brief: text(value['brief']),
    fileList: list(value['fileList']).map(readDrawingFile).filter((file) => file !== null),
    uploadFileList: list(value['uploadFileList']).map(readUploadItem).filter((item) => item !== null),
  };
}

/**
 * The idempotency key of the request a draft becomes: one per draft, so a double click, a retry
 * after a lost answer or a reload mid-submit creates one request; the next draft gets a new id.
 */
export const designOrderKey = (draftId: string): string => `design-${draftId}`;
