/**
 * What moves bytes: the upload transport and the measuring worker. Loaded on first use through
 * load-transfers.ts (the first picked file, the first removal or download, a refused file's words),
 * so opening a draft costs none of it.
 */
export { downloadStoredFile, uploadDrawingFile, uploadReferenceFile } from '~/components/uploader/upload';
export { deleteStoredFile } from '~/components/uploader/stored-files';
export { measureItem } from './measure-item';
export { limitMessage } from '~/components/uploader/limits/limit-text';
