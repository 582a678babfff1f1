import { readDrawingFile } from '../../../lib/drafts/upload-draft.ts';
import { orderPath } from '../../../components/orders/professional.ts';
import type { DrawingUploadResult, DrawingVersion } from '../../../wire/professional-orders.ts';
import { files, type TransferOptions } from '../../../components/uploader/file-transport.ts';

/*
 * Drawing uploads of professional orders go through the file transport (XHR, for progress), not
 * the JSON client: the pages import this module when the customer picks a file, not up front.
 */

/**
 * POST /api/shop-professional-order/{orderNo}/drawings: a new version of `drawingId`, or (null)
 * version 1 of a new drawing, with upload progress. Only orders in 待报价 take drawings (409).
 */
export const uploadOrderDrawing = (orderNo: string, drawingId: number | null, file: File, options: TransferOptions = {}) =>
  files.postFile(`${orderPath(orderNo)}/drawings`, drawingId === null ? {} : { drawingId: String(drawingId) }, file, readDrawingUploadResult, options);

/** The drawing upload answer, checked: the drawing, its new version and the shop's usage. */
export function readDrawingUploadResult(body: unknown): DrawingUploadResult | null {
  if (typeof body !== 'object' || body === null || !('drawingId' in body) || !('version' in body) || !('storageSize' in body)) return null;
  const { drawingId, version, storageSize } = body;
  const file = readDrawingFile(version);
  const number = typeof version === 'object' && version !== null && 'version' in version ? version.version : null;
  if (!file || !isWhole(drawingId) || !isWhole(storageSize) || !isWhole(number) || number < 1) return null;
  const stored: DrawingVersion = { ...file, version: number };
  return { drawingId, version: stored, storageSize };
}

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
