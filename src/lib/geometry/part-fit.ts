import type { Size3 } from './dfm/types.ts';
import { partNameOf } from '../files/part-name.ts';
import { printabilityRulesOf, type ProcessLike } from './dfm/process-limits.ts';

/**
 * Whether a part fits any machine of the factory, judged as the reference API judges a quotation
 * before pricing it: sides longest first, so that a part fits in whichever way it is turned. A
 * part larger than every machine cannot be quoted (a unit mistake, most often); the step 2
 * estimate says so instead of pricing it, and the server refuses it with the same sentence.
 */

/** A machine's build volume or a part's size, sides longest first (mm). */
export type Sides = readonly [number, number, number];

/** Sides longest first. */
const sorted = (size: Size3): Sides => {
  const [a, b, c] = [size.x, size.y, size.z].sort((p, q) => q - p);
  return [a ?? 0, b ?? 0, c ?? 0];
};

const fits = (part: Sides, machine: Sides): boolean => part.every((side, index) => side <= (machine[index] ?? 0));

const sizeText = (size: Sides): string => size.map((side) => String(Math.round(side * 10) / 10)).join(' × ');

/** A machine's build volume, sides longest first (mm), with the name of its process when known (真空复模). */
export type MachineVolume = Sides & { readonly process?: string | undefined };

/** The build volumes of these processes (the catalogue's, else the table's by code), each with its process's name, largest first; processes without one are left out. */
export function machineVolumes(processes: readonly (ProcessLike & { name?: string | undefined })[]): MachineVolume[] {
  return processes
    .flatMap((process): MachineVolume[] => {
      const volume = printabilityRulesOf(process, null).buildVolume;
      return volume ? [Object.assign(sorted(volume), process.name ? { process: process.name } : {})] : [];
    })
    .sort((a, b) => b[0] * b[1] * b[2] - a[0] * a[1] * a[2]);
}

/**
 * Why no machine can make a part, in the customer's words (`name`: the file's, or an assembly's part
 * as `assemblyPartsOf` names it), naming the process whose machine is the largest (`process`):
 * the part's printability names the envelope of the chosen material's process, which may be
 * smaller, so each figure says whose it is.
 */
export const partTooLargeText = (name: string, size: string | null, largest: string, process?: string) =>
  `「${name}」${size === null ? '的尺寸远' : `的尺寸 ${size} mm `}超出本厂所有设备的加工范围（${process ? `最大的是${process}的 ${largest} mm` : `最大 ${largest} mm`}），无法报价。请检查文件的尺寸单位是否正确，或联系工厂`;

/**
 * The sentence refusing a part of bounding box `bbox` (mm, after its units) that no machine of
 * `volumes` holds, or null when one does or none is known (a factory whose machines are unknown
 * is not judged).
 */
export function oversizeText(name: string, bbox: Size3, volumes: readonly MachineVolume[]): string | null {
  const [largest] = volumes;
  if (largest === undefined) return null;
  const part = sorted(bbox);
  if (volumes.some((volume) => fits(part, volume))) return null;
  // Beyond a hundred metres a figure says nothing more than "far too large".
  return partTooLargeText(name, part[0] <= 100_000 ? sizeText(part) : null, sizeText(largest), largest.process);
}

/**
 * What is judged of an assembly asked as its parts list: each kept part (by index into the file's
 * `parts`) on its own, named 「file」中「part」 (零件 N when the file names none): each is made
 * separately, so the assembled size does not matter. A kept index the file does not have is
 * left out (the price request refuses it).
 */
export function assemblyPartsOf(fileName: string, parts: readonly { name: string; geometry: { bbox: Size3 } }[], kept: readonly { part: number }[]): { name: string; bbox: Size3 }[] {
  return kept.flatMap(({ part }) => {
    const found = parts[part];
    return found === undefined ? [] : [{ name: `${fileName}」中「${partNameOf(found.name, part)}`, bbox: found.geometry.bbox }];
  });
}
