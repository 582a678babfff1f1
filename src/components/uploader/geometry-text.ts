import type { Geometry } from '../../wire/files.ts';
import { fixedText as fixed, groupThousands } from '../../lib/format/number-text.ts';

/** mm³ as cm³ with two decimals: 1000 → `1.00 cm³`. */
export function formatVolume(mm3: number): string {
  return `${fixed(mm3 / 1000, 2)} cm³`;
}

/** mm² as cm² with two decimals: 600 → `6.00 cm²`. */
export function formatArea(mm2: number): string {
  return `${fixed(mm2 / 100, 2)} cm²`;
}

/** The bounding box sizes in mm with one decimal: `10.0 × 10.0 × 10.0 mm`. */
export function formatBbox(bbox: Geometry['bbox']): string {
  return `${fixed(bbox.x, 1)} × ${fixed(bbox.y, 1)} × ${fixed(bbox.z, 1)} mm`;
}

/** A triangle count with thousands separators. */
export function formatTriangles(count: number): string {
  return groupThousands(count);
}
