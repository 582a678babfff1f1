import { open } from 'node:fs/promises';
import { Hono } from 'hono';
import { z } from 'zod';
import { DraftId, UPLOAD_LIMITS, UploadPurposeField, type FileDeleteResult, type UploadResult } from '../../src/api/quotation-schema.ts';
import { PageQuery } from '../../src/api/schema.ts';
import { fileFormatOf, maxBytesOf, type FileFormat, type UploadPurpose } from '../../src/lib/file-formats.ts';
import type { AppDeps, AppEnv } from '../core/app-env.ts';
import { requireCustomer } from '../auth/sessions.ts';
import { customerScope } from '../users/customers.ts';
import { inTransaction } from '../core/db.ts';
import { countDraftFiles, deleteDesignFile, findOwnFile, isAttached } from './store.ts';
import { HttpError, storageFailure, storageMessages } from '../core/errors.ts';
import { listStoredFiles } from './stored-files.ts';
import { extensionText, receiveUpload, uploadMessages } from './upload-policy.ts';
import { acceptUpload } from './accept-upload.ts';
import { parseOrThrow, readQuery, validate } from '../core/validation.ts';

export const FileIdParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, '文件编号无效')
    .transform(Number),
});

const contentTypes: Record<FileFormat, string> = {
  stl: 'model/stl',
  obj: 'model/obj',
  '3mf': 'model/3mf',
  step: 'model/step',
  iges: 'model/iges',
  zip: 'application/zip',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

export const tooManyFiles = `每个报价最多上传 ${UPLOAD_LIMITS.maxFiles} 个文件`;

/** `attachment` with an ASCII fallback name and the real one as RFC 5987 `filename*`. */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * POST /shop-file (upload), GET /shop-file (the customer's stored files), DELETE /shop-file/{id}
 * and GET /shop-file/{id}/content (download).
 */
export function fileRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, uploads } = deps;
  const routes = new Hono<AppEnv>();
  routes.use('*', requireCustomer(deps));

  routes.post('/', async (c) => {
    const scope = customerScope(db, c.get('customerId'));
    let draftId = '';
    const checkCount = () => {
      if (countDraftFiles(db, scope.customerId, draftId) >= UPLOAD_LIMITS.maxFiles) throw new HttpError(409, tooManyFiles);
    };
    const purposeOf = (fields: ReadonlyMap<string, string>): UploadPurpose => {
      const sent = fields.get('purpose');
      if (sent === undefined) return 'drawing';
      const checked = validate(UploadPurposeField, sent);
      if (!checked.ok) throw new HttpError(400, checked.message);
      return checked.data;
    };
    const { file } = await receiveUpload(c.req.raw, {
      folder: uploads,
      maxBytes: UPLOAD_LIMITS.maxBytes,
      maxBytesOf,
      fields: ['draftId', 'purpose'],
      formatOf: (name, fields) => fileFormatOf(name, purposeOf(fields)),
      unsupported: (name, fields) =>
        purposeOf(fields) === 'reference'
          ? `不支持的文件格式：${extensionText(name)}（参考文件支持 JPG、PNG、WebP、PDF 与 STL、OBJ、3MF、STEP、IGES、ZIP）`
          : uploadMessages.unsupported(name),
      beforeFile: (_, fields) => {
        const sent = fields.get('draftId');
        if (sent === undefined) throw new HttpError(400, '缺少参数 draftId（须在 file 之前发送）');
        const checked = validate(DraftId, sent);
        if (!checked.ok) throw new HttpError(400, checked.message);
        draftId = checked.data;
        checkCount();
      },
    });
    const result = await acceptUpload(deps, scope, draftId, file, { check: checkCount, link: () => null });
    const body: UploadResult = { file: result.file, storageSize: result.storageSize };
    return c.json(body, 201);
  });

  routes.get('/', (c) => c.json(listStoredFiles(db, c.get('customerId'), readQuery(c, PageQuery))));

  routes.delete('/:id', (c) => {
    const { id } = parseOrThrow(FileIdParam, c.req.param());
    const scope = customerScope(db, c.get('customerId'));
    const deletable = () => {
      const { file, storedName } = findOwnFile(db, scope.customerId, id);
      if (isAttached(db, id)) throw new HttpError(409, `文件「${file.name}」已用于订单，不能删除`);
      return { file, storedName };
    };
    const { storedName } = deletable();
    // Bytes first, row second, each undone if the other fails: no row without bytes, no bytes without a row.
    uploads.moveToTrash(storedName);
    let storageSize: number;
    try {
      storageSize = inTransaction(db, () => deleteDesignFile(db, scope.shopId, id, deletable().file.size));
    } catch (error) {
      uploads.restoreFromTrash(storedName);
      throw error;
    }
    uploads.emptyTrash(storedName);
    const body: FileDeleteResult = { storageSize };
    return c.json(body);
  });

  routes.get('/:id/content', async (c) => {
    const { id } = parseOrThrow(FileIdParam, c.req.param());
    const { file, storedName } = findOwnFile(db, c.get('customerId'), id);
    const handle = await open(uploads.pathOf(storedName), 'r').catch((error: unknown) => {
      throw storageFailure(error) ?? new HttpError(503, storageMessages.unavailable);
    });
    const { size } = await handle.stat();
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const chunk = new Uint8Array(256 * 1024);
        const { bytesRead } = await handle.read(chunk, 0, chunk.byteLength, null);
        if (bytesRead === 0) {
          await handle.close();
          controller.close();
        } else {
          controller.enqueue(chunk.subarray(0, bytesRead));
        }
      },
      async cancel() {
        await handle.close();
      },
    });
    return c.body(stream, 200, {
      'Content-Type': contentTypes[file.format],
      'Content-Length': String(size),
      'Content-Disposition': contentDisposition(file.name),
      // A customer's bytes never run as this site, even if opened directly.
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });

  return routes;
}
