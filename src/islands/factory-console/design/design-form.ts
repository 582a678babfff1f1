/**
 * The checks of the 交付 form of /factory/design before it sends anything: the same limits the
 * server enforces (design-delivery-rules.ts, the upload rules of quotation-rules.ts), said in the
 * console's words. Pure, so they are tested without a page.
 */
import { DELIVERY_LIMITS } from '../../../lib/forms/design-delivery-rules.ts';
import { drawingFormatOf, UPLOAD_LIMITS } from '../../../lib/files/quotation-rules.ts';
import type { DesignStatus } from '../../../wire/design-requests.ts';
import { t } from './messages.ts';

/** The file picker's filter: the design files a delivery may carry. */
export const DELIVERY_ACCEPT = '.stl,.obj,.3mf,.step,.stp,.iges,.igs,.zip';

export interface DeliveryProblems {
  files?: string | undefined;
  note?: string | undefined;
}

/** What is wrong with the chosen files and the note, per field; an empty object when they can be sent. */
export function deliveryProblems(files: ReadonlyArray<{ name: string; size: number }>, note: string): DeliveryProblems {
  const problems: DeliveryProblems = {};
  const unsupported = files.find((file) => drawingFormatOf(file.name) === null);
  const tooLarge = files.find((file) => file.size > UPLOAD_LIMITS.maxBytes);
  const empty = files.find((file) => file.size === 0);
  if (files.length < DELIVERY_LIMITS.files.min) problems.files = t('console.design.error.noFiles');
  else if (files.length > DELIVERY_LIMITS.files.max) problems.files = t('console.design.error.tooManyFiles', { max: DELIVERY_LIMITS.files.max });
  else if (unsupported) problems.files = t('console.design.error.format', { name: unsupported.name });
  else if (empty) problems.files = t('console.design.error.empty', { name: empty.name });
  else if (tooLarge) problems.files = t('console.design.error.tooLarge', { name: tooLarge.name, mb: UPLOAD_LIMITS.maxBytes / 1024 / 1024 });
  const trimmed = note.trim();
  if (trimmed.length < DELIVERY_LIMITS.note.min) problems.note = t('console.design.error.noteRequired');
  else if (trimmed.length > DELIVERY_LIMITS.note.max) problems.note = t('console.design.error.noteTooLong', { max: DELIVERY_LIMITS.note.max });
  return problems;
}

/** Files chosen again are added once (same name and size), in the order chosen. */
export function addChosen<F extends { name: string; size: number }>(chosen: readonly F[], added: readonly F[]): F[] {
  const next = [...chosen];
  for (const file of added) if (!next.some((kept) => kept.name === file.name && kept.size === file.size)) next.push(file);
  return next;
}

/** The statuses of a request in their order, for the filter. */
export const DESIGN_STATUSES: readonly DesignStatus[] = ['待接单', '设计中', '待确认', '已完成'];

/** A badge colour per status: the designers' turn stands out. */
export const STATUS_BADGE: Readonly<Record<DesignStatus, string>> = {
  待接单: 'badge-warning',
  设计中: 'badge-info',
  待确认: 'badge-ghost',
  已完成: 'badge-success',
};
