import { newDesignRequestDraft, parseDesignRequestDraft } from '../lib/drafts/design-request-draft.ts';
import { DESIGN_REQUEST_DRAFT_KEY } from '../core/shell/storage-keys.ts';
import { createUploadDraft } from './upload-draft.ts';

/** The design-service request being written, with its reference files. */
export const designRequestDraft = createUploadDraft({
  key: DESIGN_REQUEST_DRAFT_KEY,
  kind: 'design',
  fresh: (draftId, ownerId) => newDesignRequestDraft(draftId, ownerId),
  parse: parseDesignRequestDraft,
  // Sketches, photos and PDFs as well as drawings: what 上传草图、照片或参考文件 promises.
  purpose: 'reference',
});

export const $designRequestDraft = designRequestDraft.$draft;

export type DesignRequestTextField = 'packageOrderNo' | 'title' | 'brief';

export function editDesignRequestField(field: DesignRequestTextField, value: string): void {
  designRequestDraft.update((draft) => ({ ...draft, [field]: value }));
}
