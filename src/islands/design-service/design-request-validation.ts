import type { CreateDesignOrder } from '../../wire/design-requests.ts';
import { t } from './messages.ts';
import { DESIGN_LIMITS } from '../../lib/forms/design-request-rules.ts';
import { charCount } from '../../lib/forms/char-count.ts';
import type { UploadItem } from '../../lib/drafts/upload-draft.ts';
import type { Check } from '../../lib/forms/check.ts';
import { trimText } from '../../lib/forms/text-rules.ts';

/** Characters of the trimmed text, as the counter under the field shows them. */
export const textLength = (text: string): number => charCount(trimText(text));

export function titleError(title: string): string | undefined {
  const count = textLength(title);
  const { min, max } = DESIGN_LIMITS.title;
  if (count === 0) return t('design.form.titleRequired');
  if (count < min) return t('design.form.titleShort', { min, count });
  if (count > max) return t('design.form.titleLong', { max, count });
  return undefined;
}

export function briefError(brief: string): string | undefined {
  const count = textLength(brief);
  const { min, max } = DESIGN_LIMITS.brief;
  if (count === 0) return t('design.form.briefRequired');
  if (count < min) return t('design.form.briefShort', { min, count });
  if (count > max) return t('design.form.briefLong', { max, count });
  return undefined;
}

/** A revision request's note. */
export function reviseNoteError(note: string): string | undefined {
  const count = textLength(note);
  const { min, max } = DESIGN_LIMITS.note;
  if (count === 0) return t('design.revise.required');
  if (count < min) return t('design.revise.short', { min, count });
  if (count > max) return t('design.revise.long', { max, count });
  return undefined;
}

/** The package must be one of `usable` (paid, requests left). */
export function packageError(packageOrderNo: string, usable: readonly string[]): string | undefined {
  if (!packageOrderNo) return t('design.form.packageRequired');
  if (!usable.includes(packageOrderNo)) return t('design.form.packageGone');
  return undefined;
}

/**
 * Why the reference files cannot go with the request yet, or undefined when they can: they are
 * optional, but none may still be uploading, failed or lost, and at most 20.
 */
export function referenceFilesError(items: readonly UploadItem[]): string | undefined {
  if (items.some((item) => item.status === 'ready' || item.status === 'uploading')) return t('design.form.filesPending');
  if (items.some((item) => item.status === 'fail' || item.needsRepick)) return t('design.form.filesFailed');
  if (items.length > DESIGN_LIMITS.files) return t('design.form.filesMax', { max: DESIGN_LIMITS.files });
  return undefined;
}

export interface DesignOrderInput {
  packageOrderNo: string;
  title: string;
  brief: string;
}

export type DesignField = 'packageOrderNo' | 'title' | 'brief' | 'files';
/** In the order the fields appear on the form. */
export const DESIGN_FIELDS: readonly DesignField[] = ['packageOrderNo', 'title', 'brief', 'files'];
// undefined is allowed: a field whose problem was fixed keeps its key.
export type DesignErrors = { [K in DesignField]?: string | undefined };

/** The body of POST /api/shop-design-order, less its idempotency key. */
export type DesignOrderBody = Omit<CreateDesignOrder, 'idempotencyKey'>;

/**
 * Checks the whole form before it is sent, with the server's rules: every problem gets its
 * message at once and nothing typed is changed. On success the body to send, trimmed.
 */
export function validateDesignOrder(input: DesignOrderInput, items: readonly UploadItem[], usable: readonly string[]): Check<'body', DesignOrderBody, DesignErrors> {
  const errors: DesignErrors = {};
  const checks: Record<DesignField, string | undefined> = {
    packageOrderNo: packageError(input.packageOrderNo, usable),
    title: titleError(input.title),
    brief: briefError(input.brief),
    files: referenceFilesError(items),
  };
  for (const field of DESIGN_FIELDS) if (checks[field]) errors[field] = checks[field];
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      packageOrderNo: input.packageOrderNo,
      title: trimText(input.title),
      brief: trimText(input.brief),
      fileIds: items.flatMap((item) => (item.status === 'success' && item.fileId !== null ? [item.fileId] : [])),
    },
  };
}

/** The fields of a failed check, in form order, to count them and focus the first. */
export const errorFields = (errors: DesignErrors): DesignField[] => DESIGN_FIELDS.filter((field) => errors[field]);
