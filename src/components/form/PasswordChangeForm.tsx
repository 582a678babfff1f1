import { useId, useRef, useState, type SubmitEvent } from 'react';
import { ApiError } from '~/core/errors';
import { t } from '~/components/form/account-messages';
import { validatePasswordChange, type PasswordChange, type PasswordErrors } from '~/components/form/password-validation';
import { PasswordField } from '~/components/form/PasswordField';

export interface PasswordChangeFormProps {
  heading: string;
  intro: string;
  submitLabel: string;
  submittingLabel: string;
  /**
   * Sends the change and does what follows it (a new login, the member read again). Resolved, the
   * form stays busy: the page leaves or the form goes. Thrown, every field keeps what was typed.
   */
  send: (change: PasswordChange) => Promise<void>;
}

/**
 * The current password, then the new one twice, checked by the password rules before sending; a
 * refused current password (400, or 429 after too many) is said under its field. The customers'
 * /me/updatepassword and the console's first login both change a password with it.
 */
export function PasswordChangeForm({ heading, intro, submitLabel, submittingLabel, send }: PasswordChangeFormProps) {
  const [change, setChange] = useState<PasswordChange>({ currentPassword: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [saving, setSaving] = useState(false);
  const currentRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const id = useId();

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const found = validatePasswordChange(change);
    setErrors(found);
    if (found.currentPassword) return currentRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    if (found.confirmPassword) return confirmRef.current?.focus();
    setSaving(true);
    try {
      await send(change);
    } catch (error) {
      // The server's message is already on screen. The browser checks the new password by the
      // server's rules, so a 400 or 429 is about the current one.
      setSaving(false);
      if (error instanceof ApiError && (error.status === 400 || error.status === 429)) {
        setErrors({ currentPassword: error.message });
        currentRef.current?.focus();
      }
    }
  }

  const field = (name: keyof PasswordChange) => ({
    value: change[name],
    error: errors[name],
    onChange: (value: string) => {
      setChange((previous) => ({ ...previous, [name]: value }));
      if (errors[name]) setErrors({ ...errors, [name]: undefined });
    },
  });

  return (
    <section className="card bg-base-100 shadow-sm max-w-xl" aria-labelledby={`${id}-heading`}>
      <form className="card-body gap-4" noValidate onSubmit={(event) => void onSubmit(event)}>
        <h1 id={`${id}-heading`} className="card-title text-2xl">
          {heading}
        </h1>
        <p className="text-sm text-base-content/70">{intro}</p>
        <PasswordField id={`${id}-current`} label={t('password.current')} autoComplete="current-password" inputRef={currentRef} {...field('currentPassword')} />
        <PasswordField id={`${id}-password`} label={t('password.new')} hint={t('password.hint')} autoComplete="new-password" inputRef={passwordRef} {...field('password')} />
        <PasswordField id={`${id}-confirm`} label={t('password.confirm')} autoComplete="new-password" inputRef={confirmRef} {...field('confirmPassword')} />
        <button type="submit" className="btn btn-primary w-full sm:w-fit" disabled={saving} aria-busy={saving}>
          {saving && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {saving ? submittingLabel : submitLabel}
        </button>
      </form>
    </section>
  );
}
