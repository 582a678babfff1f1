import type { DrawingFile } from '../wire/files.ts';
import { changedChoice, unchangedChoice, type PartChange } from '../lib/drafts/assembly-draft.ts';
import { quotationDraft } from './quotation.ts';

/**
 * Changes an assembly's parts list in the quotation draft (`assemblies`, by server file id):
 * kept apart from the draft's other actions, loaded only with the parts list on screen.
 */
function changeAssembly(file: Pick<DrawingFile, 'id' | 'parts'>, part: number, change: PartChange): void {
  quotationDraft.update((draft) => {
    const assemblies = { ...draft.assemblies };
    const next = changedChoice(assemblies[String(file.id)], file, part, change);
    if (unchangedChoice(next)) delete assemblies[String(file.id)];
    else assemblies[String(file.id)] = next;
    return { ...draft, assemblies };
  });
}

/** Leaves a part out of the assembly's quotation (a bought screw), or takes it back. */
export function dropAssemblyPart(file: Pick<DrawingFile, 'id' | 'parts'>, part: number, dropped: boolean): void {
  changeAssembly(file, part, { dropped });
}

/** Sets how many of a part one set takes. */
export function setAssemblyPartCount(file: Pick<DrawingFile, 'id' | 'parts'>, part: number, count: number): void {
  changeAssembly(file, part, { count });
}

/**
 * Gives a part its own finish (a finish id, or null for 无表面处理), or, with the file's finish
 * (`fileFinish`), lets it follow the file's again.
 */
export function setAssemblyPartFinish(file: Pick<DrawingFile, 'id' | 'parts'>, part: number, finish: string | null, fileFinish: string | null): void {
  changeAssembly(file, part, { finish, fileFinish });
}

/** Gives a part its own material (one of the quotation material's process), or with null the quotation's again; its own finish goes with the old material. */
export function setAssemblyPartMaterial(file: Pick<DrawingFile, 'id' | 'parts'>, part: number, material: number | null): void {
  changeAssembly(file, part, { material });
}

