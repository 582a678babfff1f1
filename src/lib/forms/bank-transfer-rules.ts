/**
 * 对公转账's rules shared by the reference API and the console's form (zod-free, so pages can use
 * them): the reference code's letters, how a typed code is read, and the lengths of the fields a
 * member of staff copies from the bank statement.
 */

/** Letters and digits that cannot be mistaken for one another when read aloud or copied by hand: no 0/O, 1/I/L. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** Characters of a reference code, written as two groups of four (ZZ7K-3MQP). */
export const REFERENCE_LENGTH = 8;

export const PAYER_NAME_MAX = 60;
export const BANK_SERIAL_MAX = 64;
export const RESOLVE_NOTE_MAX = 200;
export const ACCOUNT_NAME_MAX = 60;
export const BANK_NAME_MAX = 60;
/** Account numbers of Chinese banks are 9–30 digits (company accounts often 12–25). */
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,30}$/;

/** A code as stored and shown: upper case, in two groups of four. */
export function formatReference(raw: string): string {
  return `${raw.slice(0, 4)}-${raw.slice(4)}`;
}

/**
 * A code as a customer may have written it on the transfer or a clerk typed it (lower case,
 * spaces, no or other dashes), or null when it cannot be a code (a character outside the
 * alphabet, or not 8 of them).
 */
export function normaliseReference(typed: string): string | null {
  const bare = typed.toUpperCase().replace(/[\s\-_—–]/g, '');
  if (bare.length !== REFERENCE_LENGTH) return null;
  for (const char of bare) if (!REFERENCE_ALPHABET.includes(char)) return null;
  return formatReference(bare);
}

/** An account number as typed (spaces between groups allowed) without its spaces. */
export const normaliseAccountNumber = (typed: string): string => typed.replace(/\s/g, '');
