import type { ItemPart, PartOptions } from '~/wire/quotes';
import { listMaterials } from '~/components/catalogue/catalogue';
import { ApiError } from '~/core/errors';
import { partOptionsOf } from '~/lib/pricing/part-options';
import { keptPartsOf, partMaterialsIn } from '~/lib/drafts/assembly-draft';
import { optionsSummary } from '~/components/part-options/part-options-text';
import type { DraftToSave } from '~/islands/quote-doc/quote-doc-view';

/** One part's choices as the saved quotation sends them, and their words for the list; an assembly's parts list with its parts' own finishes. */
export interface PartChoice {
  options: PartOptions;
  text: string;
  parts?: ItemPart[] | undefined;
}

/**
 * The choices each part of the draft is saved with, read exactly as step 3 reads them for its
 * quote (`partOptionsOf` with the draft material's `pricing`), so the saved quotation is priced
 * as step 3 showed it; by file id. Empty when the material offers no choices, is not among the
 * factory's materials (the server then says so), or the backend has no material list. Only the
 * save form uses it, which the page loads on its own.
 */
export async function draftChoices(draft: Pick<DraftToSave, 'materialId' | 'items' | 'partOptions'>, signal: AbortSignal): Promise<ReadonlyMap<number, PartChoice>> {
  let pricing;
  let partMaterials;
  try {
    const materials = (await listMaterials({}, signal)).records;
    const material = materials.find((candidate) => candidate.id === draft.materialId);
    pricing = material?.pricing;
    // An assembly's parts of their own material (of the same process) are saved with it, as step 3 asks for them.
    partMaterials = material && partMaterialsIn(materials, material);
  } catch (error) {
    if (error instanceof ApiError && error.notOffered) return new Map();
    throw error;
  }
  const choices = new Map<number, PartChoice>();
  for (const { fileId, assembly } of draft.items) {
    const options = partOptionsOf(draft, fileId, pricing);
    if (options === undefined) continue;
    const parts = assembly && keptPartsOf({ parts: assembly.fileParts }, assembly.stored, options, pricing, partMaterials);
    choices.set(fileId, { options, text: optionsSummary(options, pricing), ...(parts ? { parts } : {}) });
  }
  return choices;
}
