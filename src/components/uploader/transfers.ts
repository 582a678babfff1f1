/**
 * What moves bytes: the upload transport and the measuring worker, and the draft's word to the
 * server that it still uses its files. Loaded on first use through load-transfers.ts (the first
 * picked file, the first removal, a draft that holds uploaded files), so opening an empty draft costs none of it.
 */
export { downloadStoredFile, uploadDrawingFile, uploadReferenceFile } from '~/api/upload';
export { deleteStoredFile } from '~/api/stored-files';
export { DraftFilesAlive } from './DraftFilesAlive';
export { measureItem } from './measure-item';
export { limitMessage } from '~/lib/limit-messages';
