import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import { PasswordChangeForm } from '~/components/form/PasswordChangeForm';
import { GuardPending } from '~/core/guard/GuardPending';
import { showToast } from '~/stores/toasts';
import type { StaffMember, StaffRole } from '~/wire/staff';
import { t, type MessageKey } from './messages';
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

/** The console's pages and who sees each: every role (null), or the roles named; 管理员 sees them all. */
const NAV: ReadonlyArray<{ href: string; label: MessageKey; roles: readonly StaffRole[] | null }> = [
  { href: '/factory', label: 'console.nav.workbench', roles: null },
  { href: '/factory/shipping', label: 'console.nav.shipping', roles: ['warehouse'] },
  { href: '/factory/feedback', label: 'console.nav.feedback', roles: ['service'] },
  { href: '/factory/invoices', label: 'console.nav.invoices', roles: ['service'] },
  { href: '/factory/claims', label: 'console.nav.claims', roles: ['service'] },
  { href: '/factory/bank-transfers', label: 'console.nav.bankTransfers', roles: [] },
  { href: '/factory/design', label: 'console.nav.design', roles: ['engineer'] },
  { href: '/factory/catalogue', label: 'console.nav.catalogue', roles: ['warehouse'] },
  { href: '/factory/team', label: 'console.nav.team', roles: [] },
  { href: '/factory/audit', label: 'console.nav.audit', roles: [] },
];

const sees = (role: StaffRole, roles: readonly StaffRole[] | null) => roles === null || role === 'admin' || roles.includes(role);

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
      <nav aria-label={t('console.nav')} className="flex flex-wrap gap-x-4 gap-y-1">
        {NAV.filter((item) => sees(member.role, item.roles)).map(({ href, label }) => (
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
  return (
    <PasswordChangeForm
      heading={t('console.password.heading')}
      intro={t('console.password.intro')}
      submitLabel={t('console.password.submit')}
      submittingLabel={t('console.password.saving')}
      send={async (change) => {
        await changeStaffPassword(change);
        const member = await fetchStaffMember();
        $staff.set({ token: $staff.get().token, member });
        showToast('success', t('console.password.done'));
      }}
    />
  );
}
