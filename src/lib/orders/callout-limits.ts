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
