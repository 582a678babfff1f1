import type { FootageCategory, FootagePage } from '../../wire/footage.ts';
import { api } from '../../core/http.ts';
import { isPageOf } from '../../core/shapes.ts';
import { files, type TransferOptions } from '../../components/uploader/file-transport.ts';

/** The query of GET /api/shop-footage (FootageQuery) as the page sends it. */
export interface FootageListQuery {
  category?: FootageCategory;
  keyword?: string;
  page?: number;
  size?: number;
}

/** GET /api/shop-footage: one page of the footage of the customer's shop. */
export const listFootage = (query: FootageListQuery = {}, signal?: AbortSignal) =>
  api<FootagePage>('/api/shop-footage', {
    query: { ...query },
    ...(signal ? { signal } : {}),
    feature: true,
    expect: isPageOf({ id: 'number', title: 'string', category: 'string', format: 'string', fileName: 'string', size: 'number', sha256: 'string', downloads: 'number' }),
  });

/** Path of a footage item's bytes (GET, bearer header needed: use downloadFootage). */
export const footageDownloadPath = (id: number) => `/api/shop-footage/${id}/download`;

/**
 * Streams a footage item's bytes with the bearer header, telling progress as chunks arrive;
 * the server counts the download. Another shop's item answers 404. Failures (a 401 included)
 * reach the notifier like every other call; a cancel does not.
 */
export const downloadFootage = (id: number, options: TransferOptions = {}) => files.download(footageDownloadPath(id), options);
