import type { DrawingFile, Geometry, Machining, Support } from '../../wire/files.ts';
import type { FileFormat } from '../files/file-formats.ts';
import type { CadUnit } from '../geometry/cad/cad-file-facts.ts';
import { isInt, isNumber, isRecord, isString, listOf, parseJson, stringsOf, type Json } from '../json-guard.ts';

export type UploadStatus = 'ready' | 'uploading' | 'success' | 'fail';

/**
 * One file the customer picked, through its life: ready → uploading → success | fail.
 * The bytes are not persisted (the draft store keeps them for the page's life); after a reload an
 * item that had not reached the server is kept with `needsRepick`, so nothing disappears silently.
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
  /**
   * What the part's printability depends on, from the browser's worker (not the server's): a
   * `PrintabilitySummary` (geometry/dfm/summary.ts), kept opaque here and read with
   * `readPrintabilitySummary` by the code that judges it against the chosen process and
   * material, which loads only when there is one. Absent for files the browser did not
   * measure (not a mesh, put back from an earlier order).
   */
  printability?: Json | null;
  error: string | null;
  needsRepick: boolean;
  /**
   * What the browser's worker is doing with a STEP or IGES file while it measures: loading the
   * parser (with the share downloaded, 0–100), parsing, measuring. Lives only as long as the
   * page (never read back from storage): after a reload nothing is measuring.
   */
  cadStage?: { stage: 'loadingParser' | 'parsing' | 'measuring'; percent: number } | null;
  /**
   * The length unit a STEP or IGES file measured on this page states (its figures are
   * millimetres either way); like `cadStage`, not read back after a reload.
   */
  sourceUnit?: CadUnit;
  /**
   * A file of an earlier order put back by 再来一单: removing it from the draft must not delete
   * it on the server (it still belongs to that order; the server would answer 409).
   */
  fromOrder?: boolean;
  /**
   * The server no longer has the file it became (deleted in 我的文件, or cleaned up): the item
   * waits, with `needsRepick`, for the file again or its removal; the rest of the draft stays.
   */
  gone?: boolean;
  /** The server refused these bytes (unreadable, too large …): sending them again cannot help, another file can. */
  refused?: boolean;
}

/** A freshly picked file, waiting for its upload. */
export const pickedUpload = (key: string, name: string, size: number, format: FileFormat | null): UploadItem => ({
  key,
  name,
  size,
  format,
  status: 'ready',
  progress: 0,
  fileId: null,
  localGeometry: null,
  warnings: [],
  error: null,
  needsRepick: false,
});

/**
 * What every draft with the shared uploader has (the quotation, a professional order, a design
 * request): its id, its owner, the items as the uploader shows them (`uploadFileList`) and the
 * server files they became (`fileList`).
 */
export interface UploadDraft {
  /** Groups this draft's uploads on the server (the file limit counts per draft); also names what it becomes. */
  draftId: string;
  /** Customer the draft belongs to; another login starts a fresh draft. */
  ownerId: number | null;
  fileList: DrawingFile[];
  uploadFileList: UploadItem[];
}

const FORMATS: readonly FileFormat[] = ['stl', 'obj', '3mf', 'step', 'iges', 'zip', 'jpg', 'png', 'webp', 'pdf'];
const STATUSES: readonly UploadStatus[] = ['ready', 'uploading', 'success', 'fail'];
const readFormat = (value: unknown): FileFormat | null => FORMATS.find((format) => format === value) ?? null;

function readGeometry(value: unknown): Geometry | null {
  if (!isRecord(value) || !isRecord(value['bbox'])) return null;
  const { volume, area, triangles, machining, support } = value;
  const { x, y, z } = value['bbox'];
  if (!isNumber(volume) || !isNumber(area) || !isInt(triangles) || !isNumber(x) || !isNumber(y) || !isNumber(z)) return null;
  return { volume, area, triangles, bbox: { x, y, z }, ...(isMachining(machining) ? { machining } : {}), ...(isSupport(support) ? { support } : {}) };
}

/** The support a print needs per build direction (the reference API's figures), kept only when every direction given is a pair of numbers. */
function isSupport(value: unknown): value is Support {
  return isRecord(value) && Object.entries(value).every(([direction, need]) => AXIS_DIRECTION_CODES.includes(direction) && isRecord(need) && isNumber(need['area']) && isNumber(need['volume']));
}
const AXIS_DIRECTION_CODES: readonly string[] = ['+z', '-z', '+x', '-x', '+y', '-y'];


/** How a part can be machined (the reference API's figures), kept only when its shape is whole: a CNC price reads every figure. */
function isMachining(value: unknown): value is Machining {
  // The server's figures as it answered them, kept by this browser: their shape is enough (the server prices again).
  return isRecord(value) && isRecord(value['faceArea']) && Array.isArray(value['setups']) && isNumber(value['fiveAxisArea']) && isNumber(value['unreachableArea']) && (value['narrowPocket'] === null || isRecord(value['narrowPocket']));
}

/** A stored or answered file, checked field by field; null when it is not one. */
export function readDrawingFile(value: unknown): DrawingFile | null {
  if (!isRecord(value)) return null;
  const { id, name, size, createdAt } = value;
  const format = readFormat(value['format']);
  if (!isInt(id) || !isString(name) || !isInt(size) || !isString(createdAt) || !format) return null;
  // An assembly's parts (reference API), kept only when every part reads whole: the parts list prices each.
  const parts = listOf(value['parts']).map((part) => {
    const geometry = isRecord(part) && readGeometry(part['geometry']);
    return geometry && isString(part['name']) && isInt(part['count']) ? { name: part['name'], count: part['count'], geometry } : null;
  });
  return { id, name, size, format, createdAt, geometry: readGeometry(value['geometry']), warnings: stringsOf(value['warnings']), ...(parts[0] && parts.every((part) => part !== null) && { parts }) };
}


/** A stored upload item, checked field by field; null when it is not one. */
export function readUploadItem(value: unknown): UploadItem | null {
  if (!isRecord(value)) return null;
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
    warnings: stringsOf(value['warnings']),
    error: isString(error) ? error : null,
    needsRepick: value['needsRepick'] === true,
    ...(isRecord(value['printability']) && { printability: value['printability'] }),
    ...(value['fromOrder'] === true && { fromOrder: true }),
    ...(value['gone'] === true && { gone: true }),
    ...(value['refused'] === true && { refused: true }),
  };
}

/**
 * Reads the part every draft shares from its stored text, with the stored object for the draft's
 * own fields. Unreadable files and items are dropped one by one rather than losing the draft;
 * text that is not a draft at all (not JSON, no draftId) is null, and a fresh draft starts.
 */
export function readUploadDraft(raw: string | undefined): { draft: UploadDraft; stored: Json } | null {
  const stored = parseJson(raw);
  if (!isRecord(stored)) return null;
  const { draftId, ownerId } = stored;
  if (!isString(draftId) || draftId === '') return null;
  return {
    draft: {
      draftId,
      ownerId: isInt(ownerId) ? ownerId : null,
      fileList: listOf(stored['fileList']).map(readDrawingFile).filter((file) => file !== null),
      uploadFileList: listOf(stored['uploadFileList']).map(readUploadItem).filter((item) => item !== null),
    },
    stored,
  };
}

/**
 * Whether this browser analysed a stored part of the draft (its printability findings are here):
 * only then is the printability judgement worth loading. A draft opened on another device has none.
 */
export const hasAnalysedParts = (draft: Pick<UploadDraft, 'uploadFileList'>): boolean => draft.uploadFileList.some((item) => item.printability && item.fileId !== null);

// Pure changes of a draft's uploads, so each draft store keeps only what is its own.

export const withUploads = <D extends UploadDraft>(draft: D, items: UploadItem[]): D => ({ ...draft, uploadFileList: [...draft.uploadFileList, ...items] });

export const withUploadPatch = <D extends UploadDraft>(draft: D, key: string, patch: Partial<UploadItem>): D => ({
  ...draft,
  uploadFileList: draft.uploadFileList.map((item) => (item.key === key ? { ...item, ...patch } : item)),
});

/** A finished upload: the server's file joins fileList and its item reads success. */
export const withCompletedUpload = <D extends UploadDraft>(draft: D, key: string, file: DrawingFile): D => ({
  ...draft,
  uploadFileList: draft.uploadFileList.map((item) =>
    item.key === key ? { ...item, status: 'success', progress: 100, fileId: file.id, error: null, warnings: file.warnings } : item,
  ),
  fileList: [...draft.fileList.filter((known) => known.id !== file.id), file],
});

/** Without the item (and its server file), in any state; `fileId` is the file that left, if any. */
export function withoutUpload<D extends UploadDraft>(draft: D, key: string): { draft: D; fileId: number | null } {
  const item = draft.uploadFileList.find((candidate) => candidate.key === key);
  const fileId = item?.fileId ?? null;
  return {
    draft: {
      ...draft,
      uploadFileList: draft.uploadFileList.filter((candidate) => candidate.key !== key),
      fileList: fileId === null ? draft.fileList : draft.fileList.filter((file) => file.id !== fileId),
    },
    fileId,
  };
}

/**
 * After a reload: items whose bytes are gone (not in `picked`) and never reached the server must be
 * picked again. The same draft when none is lost (the usual case), so the store does not tell every
 * part of the page to draw itself again, nor write the draft back, as the page opens.
 */
export const withLostUploadsMarked = <D extends UploadDraft>(draft: D, picked: ReadonlyMap<string, File>): D => {
  const lost = (item: D['uploadFileList'][number]) => item.status !== 'success' && !picked.has(item.key) && !(item.status === 'fail' && item.progress === 0 && item.needsRepick);
  if (!draft.uploadFileList.some(lost)) return draft;
  return {
    ...draft,
    uploadFileList: draft.uploadFileList.map((item) => (lost(item) ? { ...item, status: 'fail', progress: 0, needsRepick: true } : item)),
  };
};

