import type { DrawingFile, Geometry } from '../wire/files.ts';
import type { FileFormat } from './file-formats.ts';
import { readAddressInput, type AddressInput } from './address-input.ts';

export type UploadStatus = 'ready' | 'uploading' | 'success' | 'fail';

/**
 * One file the customer picked, through its life: ready → uploading → success | fail.
 * The bytes are not persisted (`pickedFiles` in src/stores/quotation.ts); after a reload an item that had not reached
 * the server is kept with `needsRepick`, so nothing disappears silently.
 */
export interface UploadItem {
  /** Client-side id, stable across reloads. */
  key: string;
  name: string;
  size: number;
  format: FileFormat | null;
  status: UploadStatus;
  /** 0–100 while uploading. */
  progress: number;
  /** Server id once uploaded. */
  fileId: number | null;
  /** The browser's own measurement (worker), for the live estimate before the server answers. */
  localGeometry: Geometry | null;
  warnings: string[];
  error: string | null;
  needsRepick: boolean;
  /**
   * A file of an earlier order put back by 再来一单: removing it from the draft must not delete
   * it on the server (it still belongs to that order; the server would answer 409).
   */
  fromOrder?: boolean;
}

/**
 * The quotation in progress (seed section 3: materialTypeId default 0, fileList,
 * uploadFileList), plus what the flow needs. `fileList` holds the files the server stored
 * and measured; `uploadFileList` the picked items with their upload state.
 */
export interface QuotationDraft {
  /** Groups this draft's uploads on the server (the 20-file limit counts per draft). */
  draftId: string;
  /** Customer the draft belongs to; another login starts a fresh draft. */
  ownerId: number | null;
  materialTypeId: number;
  colour: string | null;
  fileList: DrawingFile[];
  uploadFileList: UploadItem[];
  /** Quantity per server file id. */
  quantities: Record<string, number>;
  couponId: number | null;
  remarks: string;
  /** The shipping address as typed on step 3; null until the customer types one (the last order's is offered then). */
  address: AddressInput | null;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isInt = (value: unknown): value is number => Number.isInteger(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter(isString) : []);

const FORMATS: readonly FileFormat[] = ['stl', 'obj', '3mf', 'step', 'iges', 'zip', 'jpg', 'png', 'webp', 'pdf'];
const STATUSES: readonly UploadStatus[] = ['ready', 'uploading', 'success', 'fail'];
const readFormat = (value: unknown): FileFormat | null => FORMATS.find((format) => format === value) ?? null;

function readGeometry(value: unknown): Geometry | null {
  if (!isObject(value) || !isObject(value['bbox'])) return null;
  const { volume, area, triangles } = value;
  const { x, y, z } = value['bbox'];
  if (!isNumber(volume) || !isNumber(area) || !isInt(triangles) || !isNumber(x) || !isNumber(y) || !isNumber(z)) return null;
  return { volume, area, triangles, bbox: { x, y, z } };
}

/** A stored or answered design file, checked field by field; null when it is not one. */
export function readDrawingFile(value: unknown): DrawingFile | null {
  if (!isObject(value)) return null;
  const { id, name, size, createdAt } = value;
  const format = readFormat(value['format']);
  if (!isInt(id) || !isString(name) || !isInt(size) || !isString(createdAt) || !format) return null;
  return { id, name, size, format, createdAt, geometry: readGeometry(value['geometry']), warnings: strings(value['warnings']) };
}

/** A stored upload item, checked field by field; null when it is not one. */
export function readUploadItem(value: unknown): UploadItem | null {
  if (!isObject(value)) return null;
  const { key, name, size, progress, fileId, error } = value;
  const status = STATUSES.find((candidate) => candidate === value['status']);
  if (!isString(key) || !isString(name) || !isInt(size) || !status) return null;
  return {
    key,
    name,
    size,
    status,
    format: readFormat(value['format']),
    progress: isNumber(progress) ? Math.min(100, Math.max(0, progress)) : 0,
    fileId: isInt(fileId) ? fileId : null,
    localGeometry: readGeometry(value['localGeometry']),
    warnings: strings(value['warnings']),
    error: isString(error) ? error : null,
    needsRepick: value['needsRepick'] === true,
    ...(value['fromOrder'] === true && { fromOrder: true }),
  };
}

/**
 * The stored JSON object of a draft (quotation or professional order), or null when the text
 * is not a draft at all: unreadable JSON, or no draftId.
 */
export function readDraftObject(raw: string | undefined): (Json & { draftId: string }) | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(value)) return null;
  const draftId = value['draftId'];
  return isString(draftId) && draftId ? { ...value, draftId } : null;
}

/**
 * Reads the stored quotation draft. Unreadable entries are dropped one by one rather than
 * losing the whole draft; a value that is not a draft at all is null (a fresh draft).
 */
export function parseQuotationDraft(raw: string | undefined): QuotationDraft | null {
  const value = readDraftObject(raw);
  if (!value) return null;
  const quantities: Record<string, number> = {};
  if (isObject(value['quantities'])) {
    for (const [id, quantity] of Object.entries(value['quantities'])) {
      if (isInt(quantity) && quantity > 0) quantities[id] = quantity;
    }
  }
  const ownerId = value['ownerId'];
  const couponId = value['couponId'];
  return {
    draftId: value.draftId,
    ownerId: isInt(ownerId) ? ownerId : null,
    materialTypeId: isInt(value['materialTypeId']) && value['materialTypeId'] >= 0 ? value['materialTypeId'] : 0,
    colour: isString(value['colour']) ? value['colour'] : null,
    fileList: (Array.isArray(value['fileList']) ? value['fileList'] : []).map(readDrawingFile).filter((file) => file !== null),
    uploadFileList: (Array.isArray(value['uploadFileList']) ? value['uploadFileList'] : []).map(readUploadItem).filter((item) => item !== null),
    quantities,
    couponId: isInt(couponId) ? couponId : null,
    remarks: isString(value['remarks']) ? value['remarks'] : '',
    address: readAddressInput(value['address']),
  };
}
