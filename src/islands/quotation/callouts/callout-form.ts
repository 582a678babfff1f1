/**
 * The call-outs of 图纸与加工要求 as the dialog holds them while the customer types (text, so
 * nothing typed is lost when a check fails) and the checks it makes before keeping them, with the
 * messages each field shows: the same limits the wire shape enforces (callout-limits.ts).
 */
import type { LineCallouts, ThreadSpec } from '~/wire/quotes';
import {
  DEFAULT_THREAD_COUNT,
  ROUGHNESS_NOTE_MAX,
  ROUGHNESS_RA_CHOICES,
  THREAD_COUNT_LIMITS,
  THREAD_DEPTH_LIMITS,
  THREAD_SIZE_PATTERN,
  TOLERANCE_GRADES,
  TOLERANCE_MM_CHOICES,
} from '~/lib/orders/callout-limits';
import { t } from './messages';

/** One thread size as typed: 规格, 深度 (mm) and 孔数. */
export interface ThreadRow {
  size: string;
  depth: string;
  count: string;
}

export interface CalloutForm {
  threads: boolean;
  rows: ThreadRow[];
  tolerance: boolean;
  /** `mm:0.05`, `iso:IT7` or '' (not chosen). */
  toleranceValue: string;
  inserts: boolean;
  roughness: boolean;
  /** Ra in µm as its option's value, or ''. */
  ra: string;
  note: string;
}

export interface CalloutFormErrors {
  threads?: string;
  rows?: ({ size?: string; depth?: string; count?: string } | undefined)[];
  tolerance?: string;
  roughness?: string;
  note?: string;
  inserts?: string;
}

/** The tightest-tolerance choices: ± mm, then the ISO grades. */
export const TOLERANCE_CHOICES: readonly { value: string; label: string }[] = [
  ...TOLERANCE_MM_CHOICES.map((mm) => ({ value: `mm:${mm}`, label: `±${mm} mm` })),
  ...TOLERANCE_GRADES.map((grade) => ({ value: `iso:${grade}`, label: `ISO ${grade}` })),
];

export const ROUGHNESS_CHOICES: readonly { value: string; label: string }[] = ROUGHNESS_RA_CHOICES.map((ra) => ({ value: String(ra), label: `Ra ${ra} µm` }));

const emptyRow = (count = DEFAULT_THREAD_COUNT): ThreadRow => ({ size: '', depth: '', count: String(count) });

/**
 * The form of what a part has: its thread sizes, or for one saved with a count alone a row with
 * that count to fill in (a line with ticks only reads as its count, no value); one empty row of
 * count 1 when it has no threads yet.
 */
export function calloutValues(stored: LineCallouts | undefined): CalloutForm {
  const specs = stored?.threadSpecs ?? [];
  const rows = specs.length > 0 ? specs.map((spec) => ({ size: spec.size, depth: String(spec.depthMm), count: String(spec.count) })) : [emptyRow(stored?.threads ?? DEFAULT_THREAD_COUNT)];
  const toleranceValue = stored?.toleranceMm !== undefined ? `mm:${stored.toleranceMm}` : stored?.toleranceGrade !== undefined ? `iso:${stored.toleranceGrade}` : '';
  return {
    threads: stored?.threads !== undefined || specs.length > 0,
    rows,
    tolerance: stored?.tolerance === true,
    toleranceValue,
    inserts: stored?.inserts === true,
    roughness: stored?.roughness === true,
    ra: stored?.roughnessRa === undefined ? '' : String(stored.roughnessRa),
    note: stored?.roughnessNote ?? '',
  };
}

/** A number as a customer types it (a comma for the decimal point too), or null. */
function numberIn(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : null;
}

/** A thread size written the usual ways: `m6` → `M6`, `M8x1` → `M8×1`, `1/4-20unc` → `1/4-20 UNC`. */
export function threadSizeOf(text: string): string {
  const upper = text.trim().toUpperCase().replace(/\s+/g, ' ');
  if (upper.startsWith('M')) return upper.replace('X', '×');
  return upper.replace(/-(\d+) ?(UN[CF]?|UNEF)$/, '-$1 $2');
}

/**
 * The call-outs the form says, or the message of every field in error (then `callouts` is
 * absent): each thread needs a size (M6, M8×1, 1/4-20 UNC), a depth and a count, their total at
 * most 999; a ticked tolerance its tightest value and a ticked roughness its Ra.
 */
export function checkCallouts(form: CalloutForm): { callouts?: LineCallouts; errors: CalloutFormErrors } {
  const errors: CalloutFormErrors = {};
  const specs: ThreadSpec[] = [];
  if (form.threads) {
    const rows = form.rows.map((row) => {
      const size = threadSizeOf(row.size);
      const depth = numberIn(row.depth);
      const count = /^\d+$/.test(row.count.trim()) ? Number(row.count.trim()) : null;
      const rowErrors = {
        ...(THREAD_SIZE_PATTERN.test(size) ? {} : { size: t(row.size.trim() === '' ? 'callouts.threads.sizeMissing' : 'callouts.threads.sizeInvalid') }),
        ...(depth !== null && depth >= THREAD_DEPTH_LIMITS.min && depth <= THREAD_DEPTH_LIMITS.max ? {} : { depth: t('callouts.threads.depthInvalid', { min: THREAD_DEPTH_LIMITS.min, max: THREAD_DEPTH_LIMITS.max }) }),
        ...(count !== null && count >= THREAD_COUNT_LIMITS.min && count <= THREAD_COUNT_LIMITS.max ? {} : { count: t('callouts.threads.invalid', { min: THREAD_COUNT_LIMITS.min, max: THREAD_COUNT_LIMITS.max }) }),
      };
      if (Object.keys(rowErrors).length === 0 && depth !== null && count !== null) specs.push({ size, depthMm: depth, count });
      return Object.keys(rowErrors).length === 0 ? undefined : rowErrors;
    });
    if (rows.some((row) => row !== undefined)) errors.rows = rows;
    else if (specs.reduce((sum, spec) => sum + spec.count, 0) > THREAD_COUNT_LIMITS.max) errors.threads = t('callouts.threads.total', { max: THREAD_COUNT_LIMITS.max });
  }
  const [kind, value] = form.toleranceValue.split(':');
  if (form.tolerance && !TOLERANCE_CHOICES.some((choice) => choice.value === form.toleranceValue)) errors.tolerance = t('callouts.toleranceMissing');
  const ra = Number(form.ra);
  if (form.roughness && !ROUGHNESS_RA_CHOICES.includes(ra)) errors.roughness = t('callouts.roughness.raMissing');
  if (form.roughness && form.note.trim().length > ROUGHNESS_NOTE_MAX) errors.note = t('callouts.roughness.long', { max: ROUGHNESS_NOTE_MAX });
  if (Object.keys(errors).length > 0) return { errors };
  const grade = TOLERANCE_GRADES.find((candidate) => candidate === value);
  return {
    errors,
    callouts: {
      ...(form.threads ? { threads: specs.reduce((sum, spec) => sum + spec.count, 0), threadSpecs: specs } : {}),
      ...(form.tolerance ? { tolerance: true, ...(kind === 'mm' ? { toleranceMm: Number(value) } : grade ? { toleranceGrade: grade } : {}) } : {}),
      ...(form.inserts ? { inserts: true } : {}),
      ...(form.roughness ? { roughness: true, roughnessRa: ra, roughnessNote: form.note } : {}),
    },
  };
}
