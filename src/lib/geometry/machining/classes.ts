/**
 * The class the machining analysis gives each triangle (access.ts): its reach mask 1–63 (bit i:
 * AXIS_DIRECTIONS[i] reaches it), or one of these, plus NARROW_FLAG when it lies in a deep narrow
 * pocket. The 3D preview colours by them.
 */
export const FIVE_AXIS = 64;
export const UNREACHABLE = 65;
/** Added to a class: the spot lies in a deep narrow pocket. */
export const NARROW_FLAG = 128;
