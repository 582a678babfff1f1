import { t } from './messages.ts';

export interface LoginErrors {
  username?: string | undefined;
  password?: string | undefined;
}

/** The login form's checks before any request: both fields filled in. */
export function validateLogin({ username, password }: { username: string; password: string }): LoginErrors {
  const errors: LoginErrors = {};
  if (!username.trim()) errors.username = t('login.usernameRequired');
  if (!password) errors.password = t('login.passwordRequired');
  return errors;
}
