import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { PasswordField } from '~/components/form/PasswordField';
import { takeQueryFlag } from '~/components/ui/query-flag';
import { TextField } from '~/components/form/TextField';
import { flashToast, showToast } from '~/stores/toasts';
import { t } from './messages';
import { afterStaffLogin, logInStaff, logOutStaff } from './staff-api';
import { $staff } from './staff-session';

const next = () => afterStaffLogin(new URLSearchParams(location.search).get('redirect'));

/** /factory/login: the staff's own login (not the customers'); then the page asked for, or 工作台. */
export default function StaffLogin() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string | undefined; password?: string | undefined }>({});
  const [busy, setBusy] = useState(false);
  const [expired] = useState(() => new URLSearchParams(location.search).get('expired') === '1');
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    if (takeQueryFlag('logout')) {
      void logOutStaff().then(() => showToast('success', t('console.loggedOut')));
      return;
    }
    if ($staff.get().token && $staff.get().member) location.replace(next());
  }, []);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = {
      ...(username.trim() ? {} : { username: t('console.login.usernameRequired') }),
      ...(password ? {} : { password: t('console.login.passwordRequired') }),
    };
    setErrors(found);
    if (found.username) return usernameRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    setBusy(true);
    try {
      await logInStaff(username.trim(), password);
      flashToast('success', t('console.login.success'));
      location.assign(next());
    } catch {
      // The toast says why (用户名或密码错误, too many attempts); what was typed stays.
      setBusy(false);
    }
  }

  return (
    <div className="card bg-base-100 shadow-md">
      <form className="card-body gap-4" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${id}-heading`}>
        <div>
          <h1 id={`${id}-heading`} className="text-2xl font-bold">
            {t('console.login.heading')}
          </h1>
          <p className="text-sm text-base-content/70 mt-1">{t('console.login.subtitle')}</p>
        </div>
        {expired && (
          <p role="alert" className="alert alert-warning alert-soft text-sm">
            {t('console.expired')}
          </p>
        )}
        <TextField
          id={`${id}-username`}
          name="username"
          autoComplete="username"
          label={t('console.login.username')}
          value={username}
          onValue={(value) => {
            setUsername(value);
            if (errors.username) setErrors({ ...errors, username: undefined });
          }}
          error={errors.username}
          inputRef={usernameRef}
        />
        <PasswordField
          id={`${id}-password`}
          label={t('console.login.password')}
          autoComplete="current-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            if (errors.password) setErrors({ ...errors, password: undefined });
          }}
          error={errors.password}
          inputRef={passwordRef}
        />
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
          {busy ? t('console.login.submitting') : t('console.login.submit')}
        </button>
      </form>
    </div>
  );
}
