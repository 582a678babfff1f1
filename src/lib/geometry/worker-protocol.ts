import { isRecord } from '../json-guard.ts';
import { readCadOutcome, type CadOutcome } from './cad/cad-outcome.ts';
import type { PrintabilityAnalysis } from './dfm/types.ts';
import type { DrawingFormat, MeasureResult } from './types.ts';

/** Page → worker: measure this file. The buffer is transferred, not copied. */
export interface MeasureRequest {
  id: number;
  name: string;
  buffer: ArrayBuffer;
  /** False: measure only, no printability analysis (the reply's `printability` is null). Default true. */
  printability?: boolean;
}

/**
 * What a worker is doing, for a CAD file (a mesh is only measured): loading the parser (its
 * progress is then the share downloaded), parsing (no progress: one call), measuring.
 */
export type MeasureStage = 'loadingParser' | 'parsing' | 'measuring';

/**
 * Worker → page: how far it is, or the outcome: the measurement and the printability analysis
 * of the same mesh (null when nothing was measured), its typed arrays transferred; for a CAD
 * file also its unit, parts and the triangles the preview draws.
 */
export type MeasureReply =
  | { id: number; progress: number; stage?: MeasureStage }
  | {
      id: number;
      format: DrawingFormat | null;
      result: MeasureResult;
      printability: PrintabilityAnalysis | null;
      printabilitySummary: Record<string, unknown> | null;
      /** Per triangle of the file, how it can be machined (machining/access.ts); null when not analysed. */
      machiningClasses: Uint8Array | null;
      cad?: CadOutcome | null;
    };

export function isMeasureRequest(data: unknown): data is MeasureRequest {
  return isRecord(data) && typeof data['id'] === 'number' && typeof data['name'] === 'string' && data['buffer'] instanceof ArrayBuffer;
}

/** The reply's id and kind, or null for a message that is not one of ours. */
export function readReply(data: unknown): MeasureReply | null {
  if (!isRecord(data) || typeof data['id'] !== 'number') return null;
  const id = data['id'];
  if (typeof data['progress'] === 'number') {
    const stage = STAGES.find((candidate) => candidate === data['stage']);
    return stage ? { id, progress: data['progress'], stage } : { id, progress: data['progress'] };
  }
  const result = data['result'];
  const format = data['format'];
  const printability = data['printability'] ?? null;
  const summary = data['printabilitySummary'] ?? null;
  if (!isRecord(result) || !isMeasureResult(result) || !isFormat(format)) return null;
  const analysis = isRecord(printability) && isAnalysis(printability) ? printability : null;
  // A PrintabilitySummary, checked field by field where it is judged (readPrintabilitySummary), which the page loads only then.
  const classes = data['machiningClasses'];
  return {
    id,
    format,
    result,
    printability: analysis,
    printabilitySummary: analysis && isRecord(summary) ? summary : null,
    machiningClasses: classes instanceof Uint8Array ? classes : null,
    cad: readCadOutcome(data['cad']),
  };
}

const STAGES: readonly MeasureStage[] = ['loadingParser', 'parsing', 'measuring'];

function isAnalysis(value: Record<string, unknown>): value is Record<string, unknown> & PrintabilityAnalysis {
  return typeof value['triangles'] === 'number' && isRecord(value['size']) && isRecord(value['thinWalls']) && isRecord(value['bodies']) && isRecord(value['edges']);
}

// Structured clone keeps shapes intact; these checks only guard against a stray message.
function isMeasureResult(value: Record<string, unknown>): value is MeasureResult {
  if (value['ok'] === true) return isRecord(value['geometry']) && Array.isArray(value['warnings']);
  return typeof value['error'] === 'string';
}

function isFormat(value: unknown): value is DrawingFormat | null {
  return value === null || value === 'stl' || value === 'obj' || value === '3mf' || value === 'step' || value === 'iges' || value === 'zip';
}
