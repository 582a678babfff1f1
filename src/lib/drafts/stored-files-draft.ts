import type { DrawingFile } from '../../wire/files.ts';
import type { ItemPart, LineCallouts, LineDrawing, PartOptions } from '../../wire/quotes.ts';
import { choiceOfKept } from './assembly-draft.ts';
import { readDraftCallouts } from './callout-draft.ts';
import type { QuotationDraft } from './quotation-draft.ts';

/** A part already on the server, as an order or a saved quotation gives it back. */
export interface StoredPart {
  file: DrawingFile;
  quantity: number;
  options?: PartOptions | undefined;
  /** An assembly line's parts list as ordered or saved: the draft keeps what was left out and changed (a part's own finish against `options`). */
  parts?: ItemPart[] | undefined;
  /** The line's 2D drawing and call-outs, when the backend answers them (the reference API's extension). */
  drawing?: LineDrawing | undefined;
  callouts?: LineCallouts | undefined;
}

/** Each part's drawing and call-outs as the draft keeps them (`lineCallouts`), as far as they read right; nothing for parts without. */
function lineCalloutsOf(parts: readonly StoredPart[]): Pick<QuotationDraft, 'lineCallouts'> {
  const entries = parts.flatMap(({ file, drawing, callouts }) => {
    const read = readDraftCallouts({ drawing, callouts });
    return read ? [[String(file.id), read] as const] : [];
  });
  return entries.length === 0 ? {} : { lineCallouts: Object.fromEntries(entries) };
}

/**
 * A quotation draft made of parts already on the server (再来一单, a saved or shared 报价单): their
 * items read success; `fromOrder` marks files that stay the order's or the quotation's, which keeps
 * the uploader from deleting them when removed from the draft; each part keeps its quantity and,
 * where it had them, its choices, its drawing and its call-outs and, an assembly, its parts list (a draft without any has no
 * `lineCallouts`, as before they existed).
 */
export function draftOfStoredParts(
  start: { draftId: string; ownerId: number; materialId: number | null; colour: string | null; remarks: string; fromOrder: boolean },
  parts: readonly StoredPart[],
  newId: () => string,
): QuotationDraft {
  const assemblies = parts.flatMap(({ file, options, parts: kept }) => (kept === undefined || file.parts === undefined ? [] : [[String(file.id), choiceOfKept(file, kept, options)] as const]));
  return {
    draftId: start.draftId,
    ownerId: start.ownerId,
    materialTypeId: start.materialId ?? 0,
    colour: start.colour,
    fileList: parts.map(({ file }) => file),
    uploadFileList: parts.map(({ file }) => ({
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
      ...(start.fromOrder ? { fromOrder: true } : {}),
    })),
    quantities: Object.fromEntries(parts.map(({ file, quantity }) => [String(file.id), quantity])),
    partOptions: Object.fromEntries(parts.flatMap(({ file, options }) => (options === undefined ? [] : [[String(file.id), options]]))),
    ...(assemblies.length > 0 && { assemblies: Object.fromEntries(assemblies) }),
    ...lineCalloutsOf(parts),
    couponId: null,
    remarks: start.remarks,
    address: null,
  };
}
