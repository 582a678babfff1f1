import { api } from '../../core/http.ts';
import { has } from '../../core/shapes.ts';
import type { DraftFilesAlive, DraftFilesAnswer } from '../../wire/files.ts';

/**
 * POST /api/shop-file/in-draft (the reference API's extension): an open draft says which files it
 * still uses, so the shop keeps them; answers the ids among them that are gone. Null when the
 * backend does not say (no such call, another answer, no connection): nothing is known then,
 * and nothing is said to the customer, for whom this runs unseen.
 */
export async function markDraftFiles(body: DraftFilesAlive, signal?: AbortSignal): Promise<number[] | null> {
  try {
    const answer = await api<DraftFilesAnswer>('/api/shop-file/in-draft', { method: 'POST', body: { ...body }, quiet: true, ...(signal ? { signal } : {}), expect: has({ missing: 'array' }) });
    return answer.missing.filter((id) => Number.isInteger(id) && body.fileIds.includes(id));
  } catch {
    return null;
  }
}
