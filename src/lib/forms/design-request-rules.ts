/**
 * The limits of a design-service request: the form checks them before sending
 * (design-request-validation.ts) and the wire shape enforces them (src/wire/design-requests.ts).
 * Lengths are of the trimmed text.
 */
export const DESIGN_LIMITS = {
  title: { min: 2, max: 60 },
  brief: { min: 10, max: 2000 },
  note: { min: 5, max: 1000 },
  files: 20,
} as const;
