import { textOr } from '../json-guard.ts';
import { readUploadDraft, type UploadDraft } from './upload-draft.ts';

/**
 * The design-service request being written: the package it uses (a package order number, ''
 * for none chosen), title and brief as typed, and its reference files. Kept in localStorage so a
 * reload, a closed tab or a failed send loses nothing.
 */
export interface DesignRequestDraft extends UploadDraft {
  packageOrderNo: string;
  title: string;
  brief: string;
}

export const newDesignRequestDraft = (draftId: string, ownerId: number | null = null): DesignRequestDraft => ({
  draftId,
  ownerId,
  packageOrderNo: '',
  title: '',
  brief: '',
  fileList: [],
  uploadFileList: [],
});

/**
 * Reads the stored draft. A damaged field falls back to empty on its own rather than losing the
 * rest; a value that is not a draft at all (no draftId) is null, and a fresh draft starts.
 */
export function parseDesignRequestDraft(raw: string | undefined): DesignRequestDraft | null {
  const read = readUploadDraft(raw);
  if (!read) return null;
  const { draft, stored } = read;
  return {
    ...draft,
    packageOrderNo: textOr(stored['packageOrderNo']),
    title: textOr(stored['title']),
    brief: textOr(stored['brief']),
  };
}
