/**
 * The limits of a part's call-outs (螺纹, 公差, 嵌件, 表面粗糙度) and the promise a line with them
 * carries: stated once here, enforced by the wire shape (wire/quotes.ts), worded by the dialog and
 * kept by the reference API.
 */

/** Working days within which the factory confirms a line with a drawing or call-outs (the same day as a manual quote). */
export const CONFIRMATION_WORKING_DAYS = 1;

/** Threads a part may be said to have. */
export const THREAD_COUNT_LIMITS = { min: 1, max: 999 } as const;

/** The count 螺纹 starts with when ticked: a part said to have threads has at least one. */
export const DEFAULT_THREAD_COUNT = 1;

/** Characters of the note of the surface-roughness requirement (Ra 1.6, 镜面…). */
export const ROUGHNESS_NOTE_MAX = 40;

/** Thread call-outs with their own size and depth a line may list (each with its count). */
export const THREAD_SPECS_MAX = 20;

/** Depth of a thread, mm (a blind tapped hole's full-thread depth, or a through thread's length). */
export const THREAD_DEPTH_LIMITS = { min: 0.5, max: 200 } as const;

/**
 * A thread's size as a drawing writes it: metric M1–M64 with an optional fine pitch (M6, M8×1,
 * M10x1.25) or unified inch with threads per inch and series (1/4-20 UNC, #10-32 UNF, 3/8-24 UNF).
 */
export const THREAD_SIZE_PATTERN = /^(?:M(?:[1-9]|[1-5]\d|6[0-4])(?:\.\d)?(?:[x×]\d(?:\.\d{1,2})?)?|(?:#\d{1,2}|\d{1,2}\/\d{1,2}|\d(?:-\d{1,2}\/\d{1,2})?)-\d{1,3} ?UN(?:C|F|EF)?)$/;

/** The tightest tolerance a line may say, ± mm (the choices of the dialog; an engineer asks about anything tighter). */
export const TOLERANCE_MM_CHOICES: readonly number[] = [0.01, 0.02, 0.03, 0.05, 0.1, 0.2];

/** ISO 286 grades a line may give instead (IT6 a ground fit … IT11 a rough-machined one). */
export const TOLERANCE_GRADES = ['IT6', 'IT7', 'IT8', 'IT9', 'IT10', 'IT11'] as const;

/** Surface roughness Ra, µm: the steps of a drawing's roughness symbol a machined part is asked for. */
export const ROUGHNESS_RA_CHOICES: readonly number[] = [0.4, 0.8, 1.6, 3.2, 6.3];
