import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { ApiError } from '~/core/errors';
import { takeQueryFlag } from '~/components/ui/query-flag';
import { t } from '~/islands/login/messages';
import { isAllowedAuthUrl } from '~/lib/routes/auth-url';
import { afterLogin } from '~/core/guard/guard';
import { validateLogin, type LoginErrors } from '~/islands/login/login-validation';
import { beginQqLogin, logInWithPassword, logOut } from '~/stores/session';
import { $shopUser } from '~/stores/shop-user';
import { takeQqLoginProblem } from '~/stores/login-way';
import { flashToast, showToast } from '~/stores/toasts';

/** Where to go once logged in: the safe redirect, or /mydesign/home when it needs a factory the customer lacks. */
function nextPage(): string {
  return afterLogin($shopUser.get(), new URLSearchParams(location.search).get('redirect'));
}

export default function LoginForm() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [busy, setBusy] = useState<'idle' | 'password' | 'qq'>('idle');
  const [reveal, setReveal] = useState(false);
  // Sent here because the session ended (the notifier's expired=1): said until the customer is back in.
  const [expired] = useState(() => new URLSearchParams(location.search).get('expired') === '1');
  // Why the QQ login just tried came back here: said in place until the customer leaves the page (the toast goes in seconds).
  const [qqProblem] = useState(() => takeQqLoginProblem());
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    // 退出登录 from the header: revoke and forget (the marker goes, so a reload does not repeat it).
    if (takeQueryFlag('logout')) {
      void logOut().then(() => showToast('success', t('login.loggedOut')));
      return;
    }
    // Already logged in (another tab, the back button): no need to log in again.
    if ($shopUser.get().userInfo) location.replace(nextPage());
  }, []);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy !== 'idle') return;
    const found = validateLogin({ username, password });
    setErrors(found);
    if (found.username) return usernameRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    setBusy('password');
    try {
      await logInWithPassword({ username: username.trim(), password });
      flashToast('success', t('login.success'));
      location.assign(nextPage());
    } catch {
      // The notifier already shows the server's message; keep what was typed.
      setBusy('idle');
    }
  }

  async function onQq() {
    if (busy !== 'idle') return;
    setBusy('qq');
    try {
      const url = await beginQqLogin(new URLSearchParams(location.search).get('redirect'));
      if (!isAllowedAuthUrl(url)) throw new Error('unexpected authorization page');
      location.assign(url);
    } catch (error) {
      if (!(error instanceof ApiError)) showToast('error', t('error.service'));
      setBusy('idle');
    }
  }

  const field = (name: 'username' | 'password') => ({
    id: `${id}-${name}`,
    errorId: `${id}-${name}-error`,
    message: errors[name],
  });
  const user = field('username');
  const pass = field('password');

  return (
    <div className="card bg-base-100 shadow-md">
      <form className="card-body gap-4" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-heading`}>
        <div>
          <h1 id={`${id}-heading`} className="text-2xl font-bold">
            {t('login.heading')}
          </h1>
          <p className="text-sm text-base-content/70 mt-1">{t('login.subtitle')}</p>
        </div>

        {expired && (
          <p role="alert" className="alert alert-warning alert-soft text-sm text-warning-content" data-login-expired>
            {t('login.expired')}
          </p>
        )}

        {qqProblem && (
          <p role="alert" className="alert alert-error alert-soft text-sm" data-login-qq-problem>
            {t('login.qqFailed', { message: qqProblem })}
          </p>
        )}

        <div className="flex flex-col gap-1">
          <label htmlFor={user.id} className="font-medium">
            {t('login.username')}
          </label>
          <input
            ref={usernameRef}
            id={user.id}
            name="username"
            autoComplete="username"
            className={`input w-full ${user.message ? 'input-error' : ''}`}
            placeholder={t('login.usernamePlaceholder')}
            value={username}
            onChange={(event) => {
              setUsername(event.target.value);
              if (errors.username) setErrors({ ...errors, username: undefined });
            }}
            aria-invalid={Boolean(user.message)}
            aria-describedby={user.message ? user.errorId : undefined}
          />
          {user.message && (
            <p id={user.errorId} className="text-error text-sm">
              {user.message}
            </p>
          )}
        </div>

        <div className="flex flex-col gap-1">
          <label htmlFor={pass.id} className="font-medium">
            {t('login.password')}
          </label>
          <div className="join w-full">
            <input
              ref={passwordRef}
              id={pass.id}
              name="password"
              type={reveal ? 'text' : 'password'}
              autoComplete="current-password"
              className={`input join-item w-full ${pass.message ? 'input-error' : ''}`}
              placeholder={t('login.passwordPlaceholder')}
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                if (errors.password) setErrors({ ...errors, password: undefined });
              }}
              aria-invalid={Boolean(pass.message)}
              aria-describedby={pass.message ? pass.errorId : undefined}
            />
            <button
              type="button"
              className="btn join-item"
              onClick={() => setReveal(!reveal)}
              aria-pressed={reveal}
              aria-controls={pass.id}
            >
              {t(reveal ? 'login.hidePassword' : 'login.showPassword')}
            </button>
          </div>
          {pass.message && (
            <p id={pass.errorId} className="text-error text-sm">
              {pass.message}
            </p>
          )}
        </div>

        <button type="submit" className="btn btn-primary w-full" disabled={busy !== 'idle'}>
          {busy === 'password' && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t(busy === 'password' ? 'login.submitting' : 'login.submit')}
        </button>

        <div className="divider my-0 text-sm text-base-content/70">{t('login.or')}</div>

        <button type="button" className="btn btn-outline w-full" onClick={onQq} disabled={busy !== 'idle'}>
          {busy === 'qq' && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t(busy === 'qq' ? 'login.qqRedirecting' : 'login.qq')}
        </button>

        <a href="/platformhome" className="link link-hover text-sm text-center">
          {t('login.backHome')}
        </a>
      </form>
    </div>
  );
}
