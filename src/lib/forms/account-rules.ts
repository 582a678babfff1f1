/**
 * The limits of the account forms (password change, profile): the forms check them before sending
 * (password-validation.ts, profile-validation.ts) and the wire shapes enforce them
 * (src/wire/platform.ts).
 */

export const PASSWORD_LENGTH = { min: 8, max: 64 } as const;
/** A new password needs a letter and a digit. */
export const PASSWORD_LETTER = /[A-Za-z]/;
export const PASSWORD_DIGIT = /\d/;

/** Length of the trimmed nickname. */
export const NICKNAME_MAX = 32;
export const EMAIL_MAX = 254;
/** An e-mail address as zod's `z.email()` reads one. */
export const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
