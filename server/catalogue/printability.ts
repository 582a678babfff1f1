/**
 * The reference API's printability figures (`buildVolume` of each process in GET /api/shop-process,
 * `minWallThickness` of each material in GET /api/shop-material), which the site judges uploaded
 * parts by. The build volumes and the per-process walls are the site's own table
 * (src/lib/geometry/dfm/process-limits.ts, the machines a typical partner factory runs), so a
 * backend that sends none gets the same judgement by process; what only the catalogue can say is
 * the wall of a material that differs from its process's:
 *
 * - TPU 弹性体 (SLS) and 软胶 (真空复模, shore A 40–90): flexible; a wall under 1.5 mm tears when
 *   the part is cleaned or demoulded (JLC3DP and Xometry ask 1.5–2 mm for TPU).
 * - 耐高温树脂 (SLA): brittle when cured for heat; 1.0 mm instead of the resin's 0.8.
 * - AlSi10Mg (SLM): the aluminium powder is coarser than steel's; 1.0 mm instead of 0.8.
 * - CNC plastic (POM): bends away from the cutter; 1.5 mm. CNC metals (aluminium, brass, steel)
 *   hold 0.8 mm.
 */
import type { BuildVolume } from '../../src/wire/catalogue.ts';
import { PROCESS_LIMITS } from '../../src/lib/geometry/dfm/process-limits.ts';

/** Walls that differ from the process's: by process code, for materials whose name contains the word. */
const MATERIAL_WALLS: Readonly<Record<string, ReadonlyArray<{ word: string; mm: number }>>> = {
  SLA: [{ word: '耐高温', mm: 1.0 }],
  SLS: [{ word: 'TPU', mm: 1.5 }],
  SLM: [{ word: 'AlSi10Mg', mm: 1.0 }],
  CNC: [
    { word: 'POM', mm: 1.5 },
    { word: '铝合金', mm: 0.8 },
    { word: '黄铜', mm: 0.8 },
    { word: '不锈钢', mm: 0.8 },
  ],
  VC: [{ word: '软胶', mm: 1.5 }],
};

/** The build volume of a process by its code (a copy), or undefined for a process the table lacks. */
export function buildVolumeOf(processCode: string): BuildVolume | undefined {
  const volume = PROCESS_LIMITS[processCode]?.buildVolume;
  return volume ? { ...volume } : undefined;
}

/** The thinnest wall (mm) a material of `processCode` named `name` holds, or undefined when neither table knows. */
export function minWallOf(processCode: string, name: string): number | undefined {
  return MATERIAL_WALLS[processCode]?.find((row) => name.includes(row.word))?.mm ?? PROCESS_LIMITS[processCode]?.minWallThickness;
}
