import { rmSync } from 'node:fs';
import type { DesignFile } from '../src/api/quotation-schema.ts';
import { detectFormat, isMeshFormat } from '../src/lib/geometry/detect-format.ts';
import type { AppDeps } from './app-env.ts';
import type { CustomerScope } from './customers.ts';
import { inTransaction } from './db.ts';
import { assertFits, findDesignFile, insertDesignFile, storageOf } from './file-store.ts';
import type { Measured } from './measurement.ts';
import { storageFailure } from './http-errors.ts';
import type { ReceivedFile } from './upload-receiver.ts';

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
  draftId: string | null,
  received: ReceivedFile,
  hooks: AcceptHooks<T>,
): Promise<{ file: DesignFile; storageSize: number; linked: T }> {
  const { db, uploads } = deps;
  let storedName: string | null = null;
  try {
    // Cheap checks first, so a file that cannot be kept is not measured for nothing.
    assertFits(db, scope.shopId, received.name, received.size);
    hooks.check?.();
    const measured = await measure(deps, received);
    storedName = uploads.newStoredName(received.format);
    uploads.keep(received.path, storedName);
    const name = storedName;
    return inTransaction(db, () => {
      // Other uploads may have finished while this one was measured.
      assertFits(db, scope.shopId, received.name, received.size);
      hooks.check?.();
      const fileId = insertDesignFile(db, {
        shopId: scope.shopId,
        customerId: scope.customerId,
        draftId,
        name: received.name,
        size: received.size,
        format: received.format,
        geometry: measured.geometry,
        warnings: measured.warnings,
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

/** Meshes go to the measurer; STEP, IGES and ZIP are quoted by hand once their content matches their name. */
function measure(deps: AppDeps, received: ReceivedFile): Promise<Measured> {
  if (isMeshFormat(received.format)) return deps.measurer.measure(received.path, received.name);
  const matches = detectFormat(received.name, received.head) === received.format;
  return Promise.resolve({ geometry: null, warnings: matches ? [] : ['unreadable'] });
}
