/**
 * 设计交付 in the factory console (/api/shop-staff/design): the design requests made with the
 * factory's packages, those waiting for the designers first; accepting one (待接单 → 设计中) and
 * delivering a version (设计中 → 待确认, multipart: the design files and a note). Answering a
 * customer's revision request is delivering the next version. The customer's side:
 * design-requests.ts; shared conventions: common.ts; the staff's roles: staff.ts.
 */
import { z } from 'zod';
import { DELIVERY_LIMITS } from '../lib/forms/design-delivery-rules.ts';
import { isoTime, pageOf, PageQuery } from './common.ts';
import { DesignDelivery, DesignEvent, DesignStatus } from './design-requests.ts';
import { DrawingFile } from './files.ts';

export const StaffDesignQuery = PageQuery.extend({ status: DesignStatus.optional() });
export type StaffDesignQuery = z.input<typeof StaffDesignQuery>;

/** What the engineer may do with a request now (the server checks the same). */
export const StaffDesignActions = z.object({
  /** 接单: 待接单. */
  accept: z.boolean(),
  /** 交付 (the first version, or the next one after a revision request): 设计中. */
  deliver: z.boolean(),
});
export type StaffDesignActions = z.infer<typeof StaffDesignActions>;

/** A row of GET /api/shop-staff/design: 待接单, then 设计中, then 待确认 (each waiting longest first), then 已完成 (newest first). */
export const StaffDesignSummary = z.object({
  requestNo: z.string(),
  title: z.string(),
  status: DesignStatus,
  customer: z.object({ id: z.number().int(), nickname: z.string(), phone: z.string().nullable() }),
  packageOrderNo: z.string(),
  packageName: z.string(),
  revisions: z.number().int().nonnegative(),
  revisionsUsed: z.number().int().nonnegative(),
  /** Versions delivered so far (the next delivery is version `versions + 1`). */
  versions: z.number().int().nonnegative(),
  /** 设计中 because the customer asked for a revision of the last version (not a first design). */
  revisionRequested: z.boolean(),
  createdAt: isoTime,
  updatedAt: isoTime,
  actions: StaffDesignActions,
});
export type StaffDesignSummary = z.infer<typeof StaffDesignSummary>;

export const StaffDesignPage = pageOf(StaffDesignSummary);
export type StaffDesignPage = z.infer<typeof StaffDesignPage>;

/** A revision the customer asked for: after which version, and what they wrote. */
export const RevisionComment = z.object({
  /** The version the comment is about (the last delivered before it). */
  afterVersion: z.number().int().nonnegative(),
  /** 第 n 次修改 of the package's allowance. */
  number: z.number().int().positive(),
  note: z.string(),
  at: isoTime,
});
export type RevisionComment = z.infer<typeof RevisionComment>;

/** GET /api/shop-staff/design/{requestNo}: 404 for another factory's request. Files download through …/files/{id}. */
export const StaffDesignDetail = StaffDesignSummary.extend({
  brief: z.string(),
  /** The customer's reference files. */
  files: z.array(DrawingFile),
  /** Oldest first. */
  deliveries: z.array(DesignDelivery),
  /** Oldest first. */
  revisionComments: z.array(RevisionComment),
  /** Oldest first. */
  timeline: z.array(DesignEvent),
});
export type StaffDesignDetail = z.infer<typeof StaffDesignDetail>;

/**
 * The text field of POST /api/shop-staff/design/{requestNo}/deliver, sent with 1–10 `file` parts
 * (design files: STL, OBJ, 3MF, STEP, IGES, ZIP, each checked as the customers' uploads are).
 */
export const DeliverFields = z.object({
  note: z
    .string({ error: '请填写交付说明' })
    .trim()
    .min(DELIVERY_LIMITS.note.min, '请填写交付说明')
    .max(DELIVERY_LIMITS.note.max, `交付说明最多 ${DELIVERY_LIMITS.note.max} 个字`),
});
export type DeliverFields = z.infer<typeof DeliverFields>;
