/**
 * The limits of a design delivery from the factory console (设计交付): the console's form checks
 * them before sending and the server enforces them (src/wire/staff-design.ts,
 * server/staff/design-routes.ts). Zod-free, so the page can import them.
 */
export const DELIVERY_LIMITS = {
  /** Design files of one delivered version. */
  files: { min: 1, max: 10 },
  /** The engineer's note to the customer, trimmed. */
  note: { min: 1, max: 500 },
} as const;
