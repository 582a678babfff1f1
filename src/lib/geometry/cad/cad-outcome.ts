import { isInt, isNumber, isRecord, isString } from '../../json-guard.ts';
import type { CadUnit } from './cad-file-facts.ts';
import { bodiesAsStl, type CadBody, type CadModel } from './cad-model.ts';

/** One distinct part of a CAD file as the page hears it: enough for a parts list line. */
export interface CadPartSummary {
  /** The name the file gives it ('' when none). */
  name: string;
  /** How often one set uses it. */
  count: number;
  /** Figures of one piece: mm³, mm², the sizes of its box where first placed (mm), triangles. */
  volume: number;
  area: number;
  bbox: { x: number; y: number; z: number };
  triangles: number;
}

/** What the measuring worker tells the page of a CAD file beside its measurement. */
export interface CadOutcome {
  /** The length unit the file states (its figures are millimetres either way). */
  unit: CadUnit | null;
  /** The measured solids as one binary STL, triangles in the order measured: what the 3D preview draws. */
  mesh: ArrayBuffer;
  parts: CadPartSummary[];
}

/** The outcome of a model and the bodies measured (see CadReader.onModel). */
export function cadOutcomeOf(model: CadModel, measured: readonly CadBody[]): CadOutcome {
  const parts = model.parts.flatMap((part) => {
    const first = model.bodies[part.bodies[0] ?? -1];
    if (!first) return [];
    const { volume, area, bbox, triangles } = first;
    return [{ name: part.name, count: part.bodies.length, volume, area, bbox: { x: bbox.x, y: bbox.y, z: bbox.z }, triangles }];
  });
  return { unit: model.unit, mesh: bodiesAsStl(measured), parts };
}

const UNITS: readonly CadUnit[] = ['mm', 'cm', 'm', 'inch', 'foot'];

/** A CAD outcome from a worker's message, checked field by field; null when it is not one. */
export function readCadOutcome(value: unknown): CadOutcome | null {
  if (!isRecord(value) || !(value['mesh'] instanceof ArrayBuffer) || !Array.isArray(value['parts'])) return null;
  const unit = UNITS.find((candidate) => candidate === value['unit']) ?? null;
  const parts = value['parts'].flatMap((part: unknown) => {
    if (!isRecord(part) || !isRecord(part['bbox'])) return [];
    const { name, count, volume, area, triangles } = part;
    const { x, y, z } = part['bbox'];
    if (!isString(name) || !isInt(count) || !isNumber(volume) || !isNumber(area) || !isInt(triangles) || !isNumber(x) || !isNumber(y) || !isNumber(z)) return [];
    return [{ name, count, volume, area, triangles, bbox: { x, y, z } }];
  });
  return { unit, mesh: value['mesh'], parts };
}
