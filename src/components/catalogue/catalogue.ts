import type { MaterialPage, ProcessPage } from '../../wire/catalogue.ts';
import { api } from '../../core/http.ts';
import { isPageOf } from '../../core/shapes.ts';

/** The processes of the customer's using factory. */
export const listProcesses = (signal?: AbortSignal) =>
  api<ProcessPage>('/api/shop-process', { ...(signal ? { signal } : {}), feature: true, expect: isPageOf({ id: 'number', code: 'string', name: 'string' }) });

/** The materials of the customer's using factory, of one process or of all. */
export const listMaterials = (query: { processId?: number } = {}, signal?: AbortSignal) =>
  api<MaterialPage>('/api/shop-material', {
    query: { processId: query.processId },
    ...(signal ? { signal } : {}),
    feature: true,
    expect: isPageOf({ id: 'number', processId: 'number', name: 'string', colours: 'array', pricePerCm3: 'number', minPrice: 'number' }),
  });
