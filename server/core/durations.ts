/** Lengths of time in milliseconds, the unit of every stored time and of the app's clock. */
export const minuteMs = 60 * 1000;
export const hourMs = 60 * minuteMs;
export const dayMs = 24 * hourMs;
