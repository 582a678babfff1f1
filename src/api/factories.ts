import type { FactoryPage } from './schema.ts';
import { api } from './http.ts';

/** The factories this customer may use. */
export const listFactories = () => api<FactoryPage>('/api/shop-factory', { query: { page: 1, size: 100 } });
