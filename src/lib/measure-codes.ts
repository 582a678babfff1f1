/**
 * Codes that mean a file's measurement cannot be priced (the server then quotes it by hand): it
 * could not be measured at all (`unreadable`, `empty`, `measureFailed`), or what was measured is
 * not the part's volume (`volumeExceedsBox`, `overlappingShells`: src/lib/geometry/quote-figures.ts).
 * Their texts are in mesh-warning-text.ts, which the pages load only for a file with warnings.
 */
export const UNMEASURABLE_CODES: ReadonlySet<string> = new Set(['unreadable', 'empty', 'measureFailed', 'volumeExceedsBox', 'overlappingShells']);
