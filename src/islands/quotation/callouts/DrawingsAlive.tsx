import { DraftFilesAlive } from '~/components/uploader/DraftFilesAlive';
import { readDraftCallouts } from '~/lib/drafts/callout-draft';
import type { UploadDraft, UploadItem } from '~/lib/drafts/upload-draft';
import type { MissingChange } from '~/lib/drafts/upload-draft-missing';
import { quotationDraft } from '~/stores/quotation';
import type { DrawingFile } from '~/wire/files';

/** The drawing file ids of the draft's parts (a removed part's drawing is not used any more). */
export function drawingIdsOf(files: readonly Pick<DrawingFile, 'id'>[], lineCallouts: Readonly<Record<string, unknown>> | undefined): number[] {
  return files.flatMap((file) => {
    const drawing = readDraftCallouts(lineCallouts?.[String(file.id)])?.drawing;
    return drawing ? [drawing.fileId] : [];
  });
}

/**
 * Which drawings the server says are gone: the draft store's change for missing files, applied to
 * a draft made of the drawings alone (it answers the ids it takes out of such a draft).
 */
function goneDrawings(change: MissingChange, ids: readonly number[]): number[] {
  const uploadFileList = ids.map((fileId): UploadItem => ({ key: String(fileId), name: '', size: 0, format: null, status: 'success', progress: 100, fileId, localGeometry: null, warnings: [], error: null, needsRepick: false }));
  const probe: UploadDraft = { draftId: '', ownerId: null, fileList: [], uploadFileList };
  return change(probe).fileIds;
}

/**
 * Tells the server that the open quotation draft uses its parts' 2D drawings, as the uploader
 * does for the parts themselves, so the shop keeps them while the draft is worked on; a drawing
 * the server says is gone (deleted in 我的文件, expired) leaves its part, whose call-outs stay.
 * Draws nothing.
 */
export function DrawingsAlive({ files, lineCallouts }: { files: readonly Pick<DrawingFile, 'id'>[]; lineCallouts: Readonly<Record<string, unknown>> | undefined }) {
  const ids = drawingIdsOf(files, lineCallouts);
  return (
    <DraftFilesAlive
      kind="quotation"
      fileIds={ids}
      markMissing={(change) => {
        const gone = new Set(goneDrawings(change, ids));
        if (gone.size === 0) return;
        quotationDraft.update((draft) => {
          const kept: Record<string, unknown> = {};
          for (const [fileId, value] of Object.entries(draft.lineCallouts ?? {})) {
            const read = readDraftCallouts(value);
            if (!read?.drawing || !gone.has(read.drawing.fileId)) kept[fileId] = value;
            else if (read.callouts) kept[fileId] = { callouts: read.callouts };
          }
          return { ...draft, lineCallouts: kept };
        });
      }}
    />
  );
}
