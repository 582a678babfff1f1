import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { PasswordField } from '~/components/form/PasswordField';
import { validatePasswordChange, type PasswordErrors } from '~/components/form/password-validation';
import { GuardPending } from '~/core/guard/GuardPending';
import { ApiError } from '~/core/errors';
import { showToast } from '~/stores/toasts';
import type { StaffMember } from '~/wire/staff';
import { t } from './messages';
import { changeStaffPassword, fetchStaffMember, loginPathFor, logOutStaff } from './staff-api';
import { $staff } from './staff-session';

/**
 * The console's own guard: no staff login → /factory/login with the page to come back to; who is
 * logged in is asked again on every page (a role or a password changed elsewhere shows at once);
 * an initial password must be changed before any work. The header with who and 退出 comes with it.
 */
export function ConsoleGuard({ children }: { children: (member: StaffMember) => ReactNode }) {
  const session = useStore($staff);
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    if (!$staff.get().token) {
      location.replace(loginPathFor(`${location.pathname}${location.search}`));
      return;
    }
    const controller = new AbortController();
    fetchStaffMember(controller.signal).then(
      (member) => {
        $staff.set({ token: $staff.get().token, member });
        setChecked(true);
      },
      // A 401 went to the login already; offline or 5xx: the last known member stays, the toast says why.
      () => setChecked($staff.get().member !== null),
    );
    return () => controller.abort();
  }, []);

  const member = session.member;
  if (!session.token || !checked || !member) return <GuardPending text={t('guard.checking')} />;
  return (
    <div className="flex flex-col gap-6">
      <ConsoleBar member={member} />
      {member.mustChangePassword ? <FirstPassword /> : children(member)}
    </div>
  );
}

const NAV = [
  { href: '/factory', label: 'console.nav.workbench', admin: false },
  { href: '/factory/shipping', label: 'console.nav.shipping', admin: false },
  { href: '/factory/audit', label: 'console.nav.audit', admin: true },
] as const;

function ConsoleBar({ member }: { member: StaffMember }) {
  const [leaving, setLeaving] = useState(false);
  async function logOut() {
    if (leaving) return;
    setLeaving(true);
    await logOutStaff();
    location.assign('/factory/login');
  }
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-box bg-base-100 px-4 py-3 shadow-sm">
      <nav aria-label={t('console.nav')} className="flex gap-4">
        {NAV.filter((item) => !item.admin || member.role === 'admin').map(({ href, label }) => (
          <a key={href} className={`link link-hover ${location.pathname.replace(/\/$/, '') === href ? 'font-semibold' : ''}`} href={href} aria-current={location.pathname.replace(/\/$/, '') === href ? 'page' : undefined}>
            {t(label)}
          </a>
        ))}
      </nav>
      <p className="text-sm text-base-content/70" data-staff={member.username}>
        {t('console.staffOf', { name: member.name, role: member.roleLabel, factory: member.factory.name })}
      </p>
      <button type="button" className="btn btn-sm btn-ghost ms-auto" onClick={() => void logOut()} disabled={leaving} aria-busy={leaving}>
        {leaving ? t('console.loggingOut') : t('console.logout')}
      </button>
    </div>
  );
}

/** The one-time password set by a 管理员 (or the start command) is changed before any work. */
function FirstPassword() {
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
      await changeStaffPassword({ currentPassword, password, confirmPassword });
      const member = await fetchStaffMember();
      $staff.set({ token: $staff.get().token, member });
      showToast('success', t('console.password.done'));
    } catch (error) {
      setSaving(false);
      if (error instanceof ApiError && (error.status === 400 || error.status === 429)) {
        setErrors({ currentPassword: error.message });
        currentRef.current?.focus();
      }
    }
  }

  return (
    <section className="card bg-base-100 shadow-sm max-w-lg" aria-labelledby={`${id}-title`}>
      <form className="card-body gap-4" noValidate onSubmit={(event) => void onSubmit(event)}>
        <h1 id={`${id}-title`} className="card-title text-2xl">
          {t('console.password.heading')}
        </h1>
        <p className="text-sm text-base-content/70">{t('console.password.intro')}</p>
        <PasswordField id={`${id}-current`} label={t('password.current')} autoComplete="current-password" value={currentPassword} onChange={setCurrentPassword} error={errors.currentPassword} inputRef={currentRef} />
        <PasswordField id={`${id}-new`} label={t('password.new')} hint={t('password.hint')} autoComplete="new-password" value={password} onChange={setPassword} error={errors.password} inputRef={passwordRef} />
        <PasswordField id={`${id}-confirm`} label={t('password.confirm')} autoComplete="new-password" value={confirmPassword} onChange={setConfirmPassword} error={errors.confirmPassword} inputRef={confirmRef} />
        <button type="submit" className="btn btn-primary self-start" disabled={saving} aria-busy={saving}>
          {saving ? t('console.password.saving') : t('console.password.submit')}
        </button>
      </form>
    </section>
  );
}
