import { useId, useRef, useState, type SubmitEvent } from 'react';
import { ApiError } from '~/core/errors';
import type { CustomerInfo } from '~/core/shell/customer';
import { t } from '~/components/profile/messages';
import { validateProfile, type ProfileErrors, type ProfileInput } from '~/islands/user-center/profile-validation';
import { saveProfile } from '~/stores/profile';
import { showToast } from '~/stores/toasts';
import { TextField } from '~/components/form/TextField';

const inputOf = (customer: CustomerInfo): ProfileInput => ({
  nickname: customer.nickname ?? '',
  phone: customer.phone ?? '',
  email: customer.email ?? '',
});
const sameInput = (a: ProfileInput, b: ProfileInput) => a.nickname === b.nickname && a.phone === b.phone && a.email === b.email;

/** Nickname, phone and email: checked here with the server's rules, then saved. */
export function ProfileCard({ customer }: { customer: CustomerInfo }) {
  const stored = inputOf(customer);
  const [synced, setSynced] = useState(stored);
  const [values, setValues] = useState(stored);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [saving, setSaving] = useState(false);
  const nicknameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const id = useId();

  // Fresher user info (the background refresh, another tab) replaces the form only while
  // the customer has not started editing it.
  if (!sameInput(synced, stored)) {
    setSynced(stored);
    if (sameInput(values, synced)) setValues(stored);
  }

  const edit = (field: keyof ProfileInput) => (value: string) => {
    setValues({ ...values, [field]: value });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };
  /** What binds a field's input to the form: its id, name, value and error. */
  const bound = (field: keyof ProfileInput) => ({ id: `${id}-${field}`, name: field, value: values[field], onValue: edit(field), error: errors[field] });

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const check = validateProfile(values);
    if (!check.ok) {
      setErrors(check.errors);
      const { nickname, phone } = check.errors;
      (nickname ? nicknameRef : phone ? phoneRef : emailRef).current?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await saveProfile(check.request);
      const { nickname, phone, email } = check.request;
      setValues({ nickname, phone: phone ?? '', email: email ?? '' });
      showToast('success', t('profile.saved'));
    } catch (error) {
      // The notifier already showed the server's message; what was typed stays.
      if (!(error instanceof ApiError)) showToast('error', t('error.service'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby={`${id}-title`}>
      <form className="card-body gap-4" noValidate onSubmit={onSubmit}>
        <div>
          <h2 id={`${id}-title`} className="card-title">
            {t('profile.title')}
          </h2>
          <p className="text-sm text-base-content/70 mt-1">{t('profile.hint')}</p>
        </div>
        {customer.username && (
          <p className="text-sm">
            <span className="text-base-content/70">{t('profile.username')}：</span>
            <span className="font-medium">{customer.username}</span>
          </p>
        )}
        <TextField
          {...bound('nickname')}
          inputRef={nicknameRef}
          label={t('profile.nickname')}
          autoComplete="nickname"
          placeholder={t('profile.nicknamePlaceholder')}
        />
        <TextField
          {...bound('phone')}
          inputRef={phoneRef}
          label={t('profile.phone')}
          optionalNote={t('profile.optional')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t('profile.phonePlaceholder')}
        />
        <TextField
          {...bound('email')}
          inputRef={emailRef}
          label={t('profile.email')}
          optionalNote={t('profile.optional')}
          type="email"
          autoComplete="email"
          placeholder={t('profile.emailPlaceholder')}
        />
        <div className="card-actions">
          <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={saving}>
            {saving && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {t(saving ? 'profile.saving' : 'profile.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
