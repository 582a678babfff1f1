import type { FactoryPage } from '../../wire/factories.ts';
import { api } from '../../core/http.ts';
import { isPageOf } from '../../core/shapes.ts';

/** The factories this customer may use. */
export const listFactories = () =>
  api<FactoryPage>('/api/shop-factory', { query: { page: 1, size: 100 }, feature: true, expect: isPageOf({ id: 'number', name: 'string', city: 'string', intro: 'string', processes: 'array', leadDaysMin: 'number', leadDaysMax: 'number' }) });
