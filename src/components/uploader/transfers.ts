/**
 * What moves bytes: the upload transport and the measuring worker. Loaded on first use through
 * load-transfers.ts (the first picked file, the first removal), so opening the page costs none of it.
 */
export { deleteStoredFile, downloadStoredFile, uploadDrawingFile, uploadReferenceFile } from '~/api/upload';
export { measureItem } from './measure-item';
