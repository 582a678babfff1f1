import type { Reorder } from '../wire/orders.ts';
import type { QuotationDraft } from './quotation-draft.ts';

/**
 * The quotation draft 再来一单 of a customised order starts: the old order's files (already on
 * the server, so their items read success and are marked `fromOrder`, which keeps the uploader
 * from deleting them), their quantities, each part's choices where the order line had them (as
 * the server carried them to the material today), and its material when known (else 0, to be picked).
 */
export function reorderDraft(customerId: number, reorder: Extract<Reorder, { kind: 'customized' }>, newId: () => string): QuotationDraft {
  return {
    draftId: newId(),
    ownerId: customerId,
    materialTypeId: reorder.materialId ?? 0,
    colour: null,
    fileList: reorder.items.map(({ file }) => file),
    uploadFileList: reorder.items.map(({ file }) => ({
      key: newId(),
      name: file.name,
      size: file.size,
      format: file.format,
      status: 'success',
      progress: 100,
      fileId: file.id,
      localGeometry: null,
      warnings: file.warnings,
      error: null,
      needsRepick: false,
      fromOrder: true,
    })),
    quantities: Object.fromEntries(reorder.items.map(({ file, quantity }) => [String(file.id), quantity])),
    partOptions: Object.fromEntries(reorder.items.flatMap(({ file, options }) => (options === undefined ? [] : [[String(file.id), options]]))),
    couponId: null,
    remarks: '',
    address: null,
  };
}
