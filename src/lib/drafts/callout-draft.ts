/**
 * A part's drawing and call-outs as a quotation draft keeps them, per server file id (read back
 * one by one: a stored draft without them, or with an unreadable entry, has none for that part).
 * Text-free, so a page can send them without loading their words.
 */
import type { LineCallouts, LineDrawing, ThreadSpec } from '../../wire/quotes.ts';
import { hasCallouts } from '../orders/callout-rules.ts';
import { ROUGHNESS_NOTE_MAX, ROUGHNESS_RA_CHOICES, THREAD_COUNT_LIMITS, THREAD_DEPTH_LIMITS, THREAD_SIZE_PATTERN, THREAD_SPECS_MAX, TOLERANCE_GRADES, TOLERANCE_MM_CHOICES } from '../orders/callout-limits.ts';
import { isRecord, isString } from '../json-guard.ts';

/** One part's drawing and call-outs in the quotation draft (`lineCallouts`, by server file id). */
export interface DraftCallouts {
  drawing?: LineDrawing;
  callouts?: LineCallouts;
}

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= THREAD_COUNT_LIMITS.min && (value as number) <= THREAD_COUNT_LIMITS.max;

/** A stored thread size that reads right, or null. */
function readThreadSpec(value: unknown): ThreadSpec | null {
  if (!isRecord(value)) return null;
  const { size, depthMm, count } = value;
  if (!isString(size) || !THREAD_SIZE_PATTERN.test(size.trim())) return null;
  if (typeof depthMm !== 'number' || !(depthMm >= THREAD_DEPTH_LIMITS.min && depthMm <= THREAD_DEPTH_LIMITS.max)) return null;
  return { size: size.trim(), depthMm, count: isCount(count) ? count : 1 };
}

const isGrade = (value: unknown): value is (typeof TOLERANCE_GRADES)[number] => TOLERANCE_GRADES.some((grade) => grade === value);

/** One part's stored drawing and call-outs, keeping only what reads right; null when nothing does. */
export function readDraftCallouts(value: unknown): DraftCallouts | null {
  if (!isRecord(value)) return null;
  const read: DraftCallouts = {};
  const drawing = value['drawing'];
  if (isRecord(drawing) && Number.isInteger(drawing['fileId']) && (drawing['fileId'] as number) > 0 && isString(drawing['name'])) read.drawing = { fileId: drawing['fileId'] as number, name: drawing['name'] };
  const stored = value['callouts'];
  if (isRecord(stored)) {
    const callouts: LineCallouts = {};
    if (isCount(stored['threads'])) callouts.threads = stored['threads'];
    const specs = Array.isArray(stored['threadSpecs']) ? stored['threadSpecs'].slice(0, THREAD_SPECS_MAX).map(readThreadSpec).filter((spec) => spec !== null) : [];
    if (specs.length > 0) {
      callouts.threadSpecs = specs;
      callouts.threads = Math.min(THREAD_COUNT_LIMITS.max, specs.reduce((sum, spec) => sum + spec.count, 0));
    }
    if (stored['tolerance'] === true) {
      callouts.tolerance = true;
      const mm = stored['toleranceMm'];
      if (typeof mm === 'number' && TOLERANCE_MM_CHOICES.includes(mm)) callouts.toleranceMm = mm;
      else if (isGrade(stored['toleranceGrade'])) callouts.toleranceGrade = stored['toleranceGrade'];
    }
    if (stored['inserts'] === true) callouts.inserts = true;
    if (stored['roughness'] === true) {
      callouts.roughness = true;
      const ra = stored['roughnessRa'];
      if (typeof ra === 'number' && ROUGHNESS_RA_CHOICES.includes(ra)) callouts.roughnessRa = ra;
      const note = stored['roughnessNote'];
      if (isString(note) && note.trim() !== '' && note.length <= ROUGHNESS_NOTE_MAX) callouts.roughnessNote = note.trim();
    }
    if (hasCallouts(callouts)) read.callouts = callouts;
  }
  return read.drawing || read.callouts ? read : null;
}

/** The draft's drawing and call-outs of the part `fileId` as a quote item carries them (nothing when it has none). */
export function calloutItemOf(lineCallouts: Readonly<Record<string, unknown>> | undefined, fileId: number): { drawingFileId?: number; callouts?: LineCallouts } {
  const read = readDraftCallouts(lineCallouts?.[String(fileId)]);
  if (!read) return {};
  return { ...(read.drawing ? { drawingFileId: read.drawing.fileId } : {}), ...(read.callouts ? { callouts: read.callouts } : {}) };
}
