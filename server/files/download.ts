import { open } from 'node:fs/promises';
import type { Context } from 'hono';
import type { FileFormat } from '../../src/lib/files/file-formats.ts';
import type { DrawingFile } from '../../src/wire/files.ts';
import type { AppEnv } from '../core/app-env.ts';
import { contentDisposition } from '../core/content-disposition.ts';
import { HttpError, storageFailure, storageMessages } from '../core/errors.ts';
import type { UploadFolder } from '../core/upload-folder.ts';

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

/** The OpenAPI answer of a download. */
export const downloadAnswer = { description: '文件内容', content: { 'application/octet-stream': { schema: { type: 'string' as const, contentMediaType: 'application/octet-stream' } } } };

/**
 * A stored file's bytes as an attachment (its name as RFC 5987 filename*, its length), streamed
 * from the upload folder: the customers' download and the staff's of an order's files.
 */
export async function fileDownload(c: Context<AppEnv>, uploads: UploadFolder, file: Pick<DrawingFile, 'name' | 'format'>, storedName: string): Promise<Response> {
  const handle = await open(uploads.pathOf(storedName), 'r').catch((problem: unknown) => {
    throw storageFailure(problem) ?? new HttpError(503, storageMessages.unavailable);
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
}
