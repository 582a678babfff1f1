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
