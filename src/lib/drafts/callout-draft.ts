/**
 * A part's drawing and call-outs as a quotation draft keeps them, per server file id (read back
 * one by one: a stored draft without them, or with an unreadable entry, has none for that part).
 * Text-free, so a page can send them without loading their words.
 */
import type { LineCallouts, LineDrawing } from '../../wire/quotes.ts';
import { hasCallouts } from '../orders/callout-rules.ts';
import { ROUGHNESS_NOTE_MAX, THREAD_COUNT_LIMITS } from '../orders/callout-limits.ts';
import { isRecord, isString } from '../json-guard.ts';

/** One part's drawing and call-outs in the quotation draft (`lineCallouts`, by server file id). */
export interface DraftCallouts {
  drawing?: LineDrawing;
  callouts?: LineCallouts;
}

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= THREAD_COUNT_LIMITS.min && (value as number) <= THREAD_COUNT_LIMITS.max;

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
    if (stored['tolerance'] === true) callouts.tolerance = true;
    if (stored['inserts'] === true) callouts.inserts = true;
    if (stored['roughness'] === true) {
      callouts.roughness = true;
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
