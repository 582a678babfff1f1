import { rmSync } from 'node:fs';
import type { DrawingFile as DesignFile, DraftKind } from '../../src/wire/files.ts';
import { isReferenceFormat, type FileFormat, type ReferenceFormat } from '../../src/lib/files/file-formats.ts';
import { detectFormat, isMeshFormat } from '../../src/lib/geometry/detect-format.ts';
import { MAX_PLACED_TRIANGLES, MAX_PLACEMENTS } from '../../src/lib/geometry/three-mf.ts';
import { sniffImage } from '../../src/lib/files/image-sniff.ts';
import type { AppDeps } from '../app-deps.ts';
import type { CustomerScope } from '../users/customers.ts';
import { inTransaction } from '../core/transaction.ts';
import { assertFits, findDesignFile, insertDesignFile, storageOf } from './store.ts';
import type { Measured } from './measurement.ts';
import { HttpError, storageFailure } from '../core/errors.ts';
import type { ReceivedFile } from './upload-policy.ts';

export interface AcceptHooks<T> {
  /** Limits to check before measuring and again inside the write transaction (throw to refuse). */
  check?: () => void;
  /** Inside the transaction, once the file's row exists: attach it where it belongs. */
  link: (fileId: number) => T;
}

/**
 * Measures a received upload itself (never trusting the browser), moves its bytes to their
 * stored name and records it, all or nothing: a refusal leaves neither a row nor bytes behind.
 */
export async function acceptUpload<T>(
  deps: AppDeps,
  scope: CustomerScope,
  /** The open draft the upload belongs to, and its kind when it said it (the file is then in that draft from now). */
  draft: { id: string; kind: DraftKind | null } | null,
  received: ReceivedFile,
  hooks: AcceptHooks<T>,
): Promise<{ file: DesignFile; storageSize: number; linked: T }> {
  const { db, uploads } = deps;
  let storedName: string | null = null;
  try {
    // Cheap checks first, so a file that cannot be kept is not measured for nothing.
    assertFits(db, scope.shopId, received.name, received.size);
    hooks.check?.();
    const { format, measured } = await examine(deps, received, scope.customerId);
    storedName = uploads.newStoredName(format);
    uploads.keep(received.path, storedName);
    const name = storedName;
    return inTransaction(db, () => {
      // Other uploads may have finished while this one was measured.
      assertFits(db, scope.shopId, received.name, received.size);
      hooks.check?.();
      const fileId = insertDesignFile(db, {
        shopId: scope.shopId,
        customerId: scope.customerId,
        draftId: draft?.id ?? null,
        draftKind: draft?.kind ?? null,
        name: received.name,
        size: received.size,
        format,
        geometry: measured.geometry,
        warnings: measured.warnings,
        parts: measured.parts,
        sha256: received.sha256,
        storedName: name,
        createdAt: deps.now().getTime(),
      });
      const linked = hooks.link(fileId);
      return { file: findDesignFile(db, fileId), storageSize: storageOf(db, scope.shopId).size, linked };
    });
  } catch (error) {
    if (storedName !== null) uploads.remove(storedName);
    throw storageFailure(error) ?? error;
  } finally {
    rmSync(received.path, { force: true });
  }
}

const formatLabels: Record<FileFormat, string> = {
  stl: 'STL',
  obj: 'OBJ',
  '3mf': '3MF',
  step: 'STEP',
  iges: 'IGES',
  zip: 'ZIP',
  jpg: 'JPG',
  png: 'PNG',
  webp: 'WebP',
  pdf: 'PDF',
};

export const examineMessages = {
  unparseable: (name: string, format: FileFormat) => `文件「${name}」无法解析为 ${formatLabels[format]} 模型：文件已损坏或不是 ${formatLabels[format]} 格式，请重新导出后上传`,
  empty: (name: string) => `文件「${name}」中没有可测量的三角面，请检查模型后重新导出`,
  notWhatItSays: (name: string, format: FileFormat) => `文件「${name}」的内容不是 ${formatLabels[format]} 文件，请检查后重新导出`,
  notReference: (name: string) => `文件「${name}」不是有效的 JPG、PNG、WebP 图片或 PDF 文件`,
  buildTooLarge: (name: string) =>
    `文件「${name}」中的组件层层重复引用，展开后超过 ${MAX_PLACEMENTS / 10_000} 万个对象或 ${MAX_PLACED_TRIANGLES / 10_000} 万个三角面，无法测量：请减少重复摆放的组件或简化模型后重新导出`,
} as const;

/** The reference format the first bytes show (a .jpg that is really a PNG is kept as PNG), or null. */
function referenceFormatOfContent(head: Uint8Array): ReferenceFormat | null {
  const image = sniffImage(head);
  if (image !== null) return image === 'jpeg' ? 'jpg' : image;
  return new TextDecoder('latin1').decode(head.subarray(0, 5)) === '%PDF-' ? 'pdf' : null;
}

/**
 * Looks at a received file before it is kept, answering the format to store it as and what was
 * measured, or throwing why it is refused: meshes must parse (a mesh that does not is refused
 * with the reason, not passed on as 人工报价, which is for what nobody can measure here);
 * STEP and ZIP must carry their header, and STEP and IGES are measured too but never refused
 * (surfaces only, truncated, past the deadline: 人工报价 with the reason); pictures and PDFs
 * must be what their bytes say.
 */
export async function examine(deps: AppDeps, received: ReceivedFile, customerId: number): Promise<{ format: FileFormat; measured: Measured }> {
  const { name, format, head } = received;
  if (isReferenceFormat(format)) {
    const actual = referenceFormatOfContent(head);
    if (actual === null) throw new HttpError(400, examineMessages.notReference(name));
    return { format: actual, measured: { geometry: null, warnings: [] } };
  }
  if (isMeshFormat(format)) {
    const measured = await deps.measurer.measure(received.path, name, customerId);
    if (measured.geometry === null && measured.warnings.includes('unreadable')) throw new HttpError(400, examineMessages.unparseable(name, format));
    if (measured.geometry === null && measured.warnings.includes('empty')) throw new HttpError(400, examineMessages.empty(name));
    if (measured.geometry === null && measured.warnings.includes('buildTooLarge')) throw new HttpError(400, examineMessages.buildTooLarge(name));
    return { format, measured };
  }
  if (detectFormat(name, head) !== format) throw new HttpError(400, examineMessages.notWhatItSays(name, format));
  // A STEP or IGES file is kept whatever its measurement says: one that cannot be measured is quoted by hand, with the reason.
  if (format === 'step' || format === 'iges') return { format, measured: await deps.measurer.measure(received.path, name, customerId) };
  return { format, measured: { geometry: null, warnings: [] } };
}
