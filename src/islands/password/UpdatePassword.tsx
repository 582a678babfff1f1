import { t } from '~/components/form/account-messages';
import { PasswordChangeForm } from '~/components/form/PasswordChangeForm';
import { Guarded } from '~/core/guard/Guarded';
import { LOGIN_PATH } from '~/lib/routes/safe-redirect';
import { changePasswordAndLogOut } from '~/stores/session';
import { flashToast } from '~/stores/toasts';

/**
 * /me/updatepassword: the current password, then the new one twice; success ends every session and
 * asks for a new login.
 */
export default function UpdatePassword() {
  return (
    <Guarded>
      <PasswordChangeForm
        heading={t('password.heading')}
        intro={t('password.intro')}
        submitLabel={t('password.submit')}
        submittingLabel={t('password.submitting')}
        send={async (change) => {
          await changePasswordAndLogOut(change);
          flashToast('success', t('password.changed'));
          location.assign(LOGIN_PATH);
        }}
      />
    </Guarded>
  );
}
