/**
 * Codes that mean a file's measurement cannot be priced (the server then quotes it by hand): it
 * could not be measured at all (`unreadable`, `empty`, `measureFailed`, a 3MF's `buildTooLarge`; a CAD file's `surfaceOnly`,
 * `truncated`, `unsupportedSchema`, `tooComplex`, `parseTimeout`), or what was measured is not the
 * part's volume (`volumeExceedsBox`, `overlappingShells`: src/lib/geometry/quote-figures.ts). The
 * mesh codes' texts are in mesh-warning-text.ts, which the pages load only for a file with warnings;
 * the CAD ones are worded by the CAD status (CadStatus), which loads with the first CAD file.
 */
export const UNMEASURABLE_CODES: ReadonlySet<string> = new Set([
  'unreadable',
  'empty',
  'measureFailed',
  'buildTooLarge',
  'surfaceOnly',
  'truncated',
  'unsupportedSchema',
  'tooComplex',
  'parseTimeout',
  'volumeExceedsBox',
  'overlappingShells',
]);

/**
 * Codes of a file nobody can quote, engineer or not: a STEP file cut short (`truncated`) or one of
 * another application than mechanical CAD (`unsupportedSchema`, an IFC building, …). The customer is
 * asked to export it again; it is not 人工报价, and it counts in no price.
 */
export const BROKEN_CODES: ReadonlySet<string> = new Set(['truncated', 'unsupportedSchema']);

/** Whether these warnings say the file is broken (BROKEN_CODES). */
export const isBroken = (warnings: readonly string[]): boolean => warnings.some((code) => BROKEN_CODES.has(code));
