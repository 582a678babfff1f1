import { useId, useRef, useState, type SubmitEvent } from 'react';
import { ApiError } from '~/core/errors';
import { t } from '~/components/form/account-messages';
import { Guarded } from '~/core/guard/Guarded';
import { validatePasswordChange, type PasswordErrors } from '~/components/form/password-validation';
import { LOGIN_PATH } from '~/lib/routes/safe-redirect';
import { changePasswordAndLogOut } from '~/stores/session';
import { flashToast } from '~/stores/toasts';
import { PasswordField } from '~/components/form/PasswordField';

/**
 * /me/updatepassword: the current password, then the new one twice; success ends every session and
 * asks for a new login. A refused current password is said under its field.
 */
function PasswordForm() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [saving, setSaving] = useState(false);
  const currentRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const id = useId();

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const found = validatePasswordChange({ currentPassword, password, confirmPassword });
    setErrors(found);
    if (found.currentPassword) return currentRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    if (found.confirmPassword) return confirmRef.current?.focus();
    setSaving(true);
    try {
      await changePasswordAndLogOut({ currentPassword, password, confirmPassword });
      flashToast('success', t('password.changed'));
      location.assign(LOGIN_PATH);
    } catch (error) {
      // The server's message is already on screen; every field keeps what was typed. The browser
      // checks the new password by the server's rules, so a 400 or 429 is about the current one.
      setSaving(false);
      if (error instanceof ApiError && (error.status === 400 || error.status === 429)) {
        setErrors({ currentPassword: error.message });
        currentRef.current?.focus();
      }
    }
  }

  return (
    <section className="card bg-base-100 shadow-sm max-w-xl" aria-labelledby={`${id}-heading`}>
      <form className="card-body gap-4" noValidate onSubmit={onSubmit}>
        <h1 id={`${id}-heading`} className="card-title text-2xl">
          {t('password.heading')}
        </h1>
        <p className="text-sm text-base-content/70">{t('password.intro')}</p>
        <PasswordField
          id={`${id}-current`}
          label={t('password.current')}
          value={currentPassword}
          error={errors.currentPassword}
          autoComplete="current-password"
          inputRef={currentRef}
          onChange={(value) => {
            setCurrentPassword(value);
            if (errors.currentPassword) setErrors({ ...errors, currentPassword: undefined });
          }}
        />
        <PasswordField
          id={`${id}-password`}
          label={t('password.new')}
          hint={t('password.hint')}
          value={password}
          error={errors.password}
          autoComplete="new-password"
          inputRef={passwordRef}
          onChange={(value) => {
            setPassword(value);
            if (errors.password) setErrors({ ...errors, password: undefined });
          }}
        />
        <PasswordField
          id={`${id}-confirm`}
          label={t('password.confirm')}
          value={confirmPassword}
          error={errors.confirmPassword}
          autoComplete="new-password"
          inputRef={confirmRef}
          onChange={(value) => {
            setConfirmPassword(value);
            if (errors.confirmPassword) setErrors({ ...errors, confirmPassword: undefined });
          }}
        />
        <button type="submit" className="btn btn-primary w-full sm:w-fit" disabled={saving}>
          {saving && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t(saving ? 'password.submitting' : 'password.submit')}
        </button>
      </form>
    </section>
  );
}

export default function UpdatePassword() {
  return (
    <Guarded>
      <PasswordForm />
    </Guarded>
  );
}
