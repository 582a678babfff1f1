import type { QuotationDraft } from '../drafts/quotation-draft.ts';
import type { RoutePath } from './routes.ts';

/** The three steps of a quotation: 选择材料工艺 → 上传设计图纸 → 提交订单. */
export type QuotationStep = 1 | 2 | 3;

export const QUOTATION_STEPS: readonly QuotationStep[] = [1, 2, 3];

export const STEP_PATHS = {
  1: '/quotationorder/selectmaterialprocess',
  2: '/quotationorder/uploaddesigndraws',
  3: '/quotationorder/submitorder',
} as const satisfies Record<QuotationStep, RoutePath>;

/**
 * Why a step cannot be opened yet: no material chosen (step 2 and 3), no uploaded file, a file
 * still waiting or uploading, or a failed one neither retried nor removed (step 3).
 */
export type StepBlocker = 'noMaterial' | 'noFiles' | 'pending' | 'failed';

export type StepDraft = Pick<QuotationDraft, 'materialTypeId' | 'fileList' | 'uploadFileList'>;

/** What keeps `step` closed for this draft, or null when the customer may open it. */
export function stepBlocker(draft: StepDraft, step: QuotationStep): StepBlocker | null {
  if (step === 1) return null;
  if (draft.materialTypeId <= 0) return 'noMaterial';
  if (step === 2) return null;
  // Order matters: a file still on its way is a better reason than "none uploaded yet".
  if (draft.uploadFileList.some((item) => item.status === 'uploading' || item.status === 'ready')) return 'pending';
  if (draft.uploadFileList.some((item) => item.status === 'fail')) return 'failed';
  if (draft.fileList.length === 0) return 'noFiles';
  return null;
}

/** The step the customer should be on when asking for `wanted`: it, or the first one whose prerequisites are missing. */
export function stepToOpen(draft: StepDraft, wanted: QuotationStep): QuotationStep {
  if (wanted === 3 && stepBlocker(draft, 3) !== null) return stepBlocker(draft, 2) === null ? 2 : 1;
  if (wanted === 2 && stepBlocker(draft, 2) !== null) return 1;
  return wanted;
}
