import { isRecord } from '../json-guard.ts';
import type { DrawingFormat, MeasureResult } from './types.ts';

/** Page → worker: measure this file. The buffer is transferred, not copied. */
export interface MeasureRequest {
  id: number;
  name: string;
  buffer: ArrayBuffer;
}

/** Worker → page: how far it is, or the outcome. */
export type MeasureReply = { id: number; progress: number } | { id: number; format: DrawingFormat | null; result: MeasureResult };

export function isMeasureRequest(data: unknown): data is MeasureRequest {
  return isRecord(data) && typeof data['id'] === 'number' && typeof data['name'] === 'string' && data['buffer'] instanceof ArrayBuffer;
}

/** The reply's id and kind, or null for a message that is not one of ours. */
export function readReply(data: unknown): MeasureReply | null {
  if (!isRecord(data) || typeof data['id'] !== 'number') return null;
  const id = data['id'];
  if (typeof data['progress'] === 'number') return { id, progress: data['progress'] };
  const result = data['result'];
  const format = data['format'];
  return isRecord(result) && isMeasureResult(result) && isFormat(format) ? { id, format, result } : null;
}

// Structured clone keeps shapes intact; these checks only guard against a stray message.
function isMeasureResult(value: Record<string, unknown>): value is MeasureResult {
  if (value['ok'] === true) return isRecord(value['geometry']) && Array.isArray(value['warnings']);
  return typeof value['error'] === 'string';
}

function isFormat(value: unknown): value is DrawingFormat | null {
  return value === null || value === 'stl' || value === 'obj' || value === '3mf' || value === 'step' || value === 'iges' || value === 'zip';
}
