/**
 * A part of an assembly as every page and message names it: the name the file gives it, or
 * 零件 N (its place in the file's parts list, from 1) when the file names none.
 */
export const partNameOf = (name: string, index: number): string => name || `零件 ${index + 1}`;
