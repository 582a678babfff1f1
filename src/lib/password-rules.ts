import { t } from '../i18n/t-account.ts';

export interface PasswordErrors {
  password?: string | undefined;
  confirmPassword?: string | undefined;
}

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

/**
 * The password rules, checked in the browser before sending; the server checks the same
 * (PasswordChangeRequest in src/api/schema.ts): 8–64 characters, a letter and a digit, both equal.
 */
export function validatePasswordChange(password: string, confirmPassword: string): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!password) errors.password = t('password.required');
  else if (password.length < PASSWORD_MIN) errors.password = t('password.tooShort', { min: PASSWORD_MIN });
  else if (password.length > PASSWORD_MAX) errors.password = t('password.tooLong', { max: PASSWORD_MAX });
  else if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) errors.password = t('password.letterAndDigit');
  if (!confirmPassword) errors.confirmPassword = t('password.confirmRequired');
  else if (confirmPassword !== password) errors.confirmPassword = t('password.mismatch');
  return errors;
}
