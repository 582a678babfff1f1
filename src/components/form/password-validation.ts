import { t } from './account-messages.ts';
import { PASSWORD_DIGIT, PASSWORD_LENGTH, PASSWORD_LETTER } from '../../lib/forms/account-rules.ts';

export interface PasswordErrors {
  currentPassword?: string | undefined;
  password?: string | undefined;
  confirmPassword?: string | undefined;
}

export interface PasswordChange {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

/**
 * The password rules, checked in the browser before sending; the server checks the same
 * (PasswordChangeRequest in src/wire/platform.ts, with the limits of account-rules.ts): the current password given, the new one 8–64
 * characters with a letter and a digit, typed twice alike, and not the current one.
 */
export function validatePasswordChange({ currentPassword, password, confirmPassword }: PasswordChange): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!currentPassword) errors.currentPassword = t('password.currentRequired');
  if (!password) errors.password = t('password.required');
  else if (password.length < PASSWORD_LENGTH.min) errors.password = t('password.tooShort', { min: PASSWORD_LENGTH.min });
  else if (password.length > PASSWORD_LENGTH.max) errors.password = t('password.tooLong', { max: PASSWORD_LENGTH.max });
  else if (!PASSWORD_LETTER.test(password) || !PASSWORD_DIGIT.test(password)) errors.password = t('password.letterAndDigit');
  else if (password === currentPassword) errors.password = t('password.sameAsCurrent');
  if (!confirmPassword) errors.confirmPassword = t('password.confirmRequired');
  else if (confirmPassword !== password) errors.confirmPassword = t('password.mismatch');
  return errors;
}
