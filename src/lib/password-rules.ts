import { t } from '../i18n/t-account.ts';

export interface PasswordErrors {
  currentPassword?: string | undefined;
  password?: string | undefined;
  confirmPassword?: string | undefined;
}

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

export interface PasswordChange {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

/**
 * The password rules, checked in the browser before sending; the server checks the same
 * (PasswordChangeRequest in src/api/schema.ts): the current password given, the new one 8–64
 * characters with a letter and a digit, typed twice alike, and not the current one.
 */
export function validatePasswordChange({ currentPassword, password, confirmPassword }: PasswordChange): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!currentPassword) errors.currentPassword = t('password.currentRequired');
  if (!password) errors.password = t('password.required');
  else if (password.length < PASSWORD_MIN) errors.password = t('password.tooShort', { min: PASSWORD_MIN });
  else if (password.length > PASSWORD_MAX) errors.password = t('password.tooLong', { max: PASSWORD_MAX });
  else if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) errors.password = t('password.letterAndDigit');
  else if (password === currentPassword) errors.password = t('password.sameAsCurrent');
  if (!confirmPassword) errors.confirmPassword = t('password.confirmRequired');
  else if (confirmPassword !== password) errors.confirmPassword = t('password.mismatch');
  return errors;
}
