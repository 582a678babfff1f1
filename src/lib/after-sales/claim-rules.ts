/**
 * The rules of an after-sales claim (售后申请), checked by the order page's form before sending
 * and by the reference server on receipt.
 */

export const CLAIM_REASONS = ['质量问题', '尺寸不符', '损坏', '少件', '其他'] as const;
export type ClaimReasonValue = (typeof CLAIM_REASONS)[number];

/** 待处理 until the factory decides once: 已退款 (all or part), 重做中 or 已拒绝. */
export const CLAIM_STATUSES = ['待处理', '已退款', '重做中', '已拒绝'] as const;
export type ClaimStatusValue = (typeof CLAIM_STATUSES)[number];

export const CLAIM_LIMITS = {
  /** Days after the order became 已完成 (received) during which a claim may be opened. */
  windowDays: 7,
  descriptionMax: 500,
  noteMax: 200,
  maxPhotos: 6,
  maxPhotoBytes: 5 * 1024 * 1024,
  /** All of one customer's claim photos together (they count in the shop's storage too). */
  maxPhotoBytesPerCustomer: 60 * 1024 * 1024,
} as const;

/** The order kinds a claim may be made on: what the factory made or sent. */
export const CLAIMABLE_KINDS = ['customized', 'consumable'] as const;

const dayMs = 24 * 60 * 60 * 1000;

/** Until when (epoch ms) an order received at `receivedAt` may be claimed on. */
export const claimDeadlineOf = (receivedAt: number): number => receivedAt + CLAIM_LIMITS.windowDays * dayMs;

const charCount = (text: string): number => Array.from(text).length;

export type ClaimProblem =
  | { field: 'reason'; code: 'reasonRequired' }
  | { field: 'description'; code: 'descriptionRequired' }
  | { field: 'description'; code: 'descriptionTooLong'; count: number; max: number };

export const isClaimReason = (value: string): value is ClaimReasonValue => (CLAIM_REASONS as readonly string[]).includes(value);

/** Every problem of the form's text fields, in the form's order. */
export function claimProblems(input: { reason: string; description: string }): ClaimProblem[] {
  const problems: ClaimProblem[] = [];
  if (!isClaimReason(input.reason)) problems.push({ field: 'reason', code: 'reasonRequired' });
  const description = input.description.trim();
  if (description === '') problems.push({ field: 'description', code: 'descriptionRequired' });
  else if (charCount(description) > CLAIM_LIMITS.descriptionMax) problems.push({ field: 'description', code: 'descriptionTooLong', count: charCount(description), max: CLAIM_LIMITS.descriptionMax });
  return problems;
}

export type PhotoProblem = { code: 'tooMany' } | { code: 'empty' | 'tooLarge' | 'type'; name: string };

/** Whether one more picked file may join `count` already picked; `kind` is what its first bytes say (null: no picture we take). */
export function photoProblem(file: { name: string; size: number }, kind: string | null, count: number): PhotoProblem | null {
  if (count >= CLAIM_LIMITS.maxPhotos) return { code: 'tooMany' };
  if (file.size === 0) return { code: 'empty', name: file.name };
  if (file.size > CLAIM_LIMITS.maxPhotoBytes) return { code: 'tooLarge', name: file.name };
  if (kind === null) return { code: 'type', name: file.name };
  return null;
}

/** Whether an order received at `receivedAt` (ISO) may still be claimed on at `now`. */
export function withinClaimWindow(receivedAt: string, now: number): boolean {
  return now <= claimDeadlineOf(Date.parse(receivedAt));
}
