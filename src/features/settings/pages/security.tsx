import { useI18n } from '../../../lib/i18n';
import { password, required, useForm, type FieldProblem, type FormRules } from '../../../lib/form';
import { useMutation } from '../../../lib/query';
import { toast } from '../../../lib/feedback';
import { Button, FormAlert, PasswordField, UnsavedChangesPrompt } from '../../../ui';
import { LIMITS } from '../../../contract';
import { changePassword } from '../api';
import { SessionsSection } from '../components/sessions-section';
import { TwoFactorSection } from '../components/two-factor-section';

type Passwords = { currentPassword: string; newPassword: string; confirm: string };
const EMPTY: Passwords = { currentPassword: '', newPassword: '', confirm: '' };

const RULES: FormRules<Passwords> = { currentPassword: [required], newPassword: [password], confirm: [required] };

function check(values: Passwords): Partial<Record<keyof Passwords, FieldProblem>> {
  const found: Partial<Record<keyof Passwords, FieldProblem>> = {};
  if (values.newPassword !== '' && values.newPassword === values.currentPassword) found.newPassword = { key: 'settings.security.sameAsCurrent' };
  if (values.confirm !== values.newPassword) found.confirm = { key: 'form.passwordMismatch' };
  return found;
}

/** Security settings: change the password (the server checks the current one); two-factor sign-in; your sessions. */
export default function SecuritySettingsPage() {
  const { t } = useI18n();
  const change = useMutation(changePassword);
  // No draft key: passwords are never written to storage.
  const form = useForm<Passwords>({ initial: EMPTY, rules: RULES, check });

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    await change.mutate({ currentPassword, newPassword });
    toast.success(t('settings.security.saved'));
    return { values: EMPTY, stamp: null };
  });

  return (
    <>
      <section className="card settings-card" aria-labelledby="security-title">
        <header className="settings-card__header">
          <h2 id="security-title">{t('settings.security.title')}</h2>
          <p>{t('settings.security.description')}</p>
        </header>
        <form className="form form--narrow" noValidate onSubmit={(e) => void onSubmit(e)}>
          <FormAlert form={form} />
          <PasswordField label={t('settings.security.currentPassword')} autoComplete="current-password" required {...form.text('currentPassword')} />
          <PasswordField label={t('settings.security.newPassword')} autoComplete="new-password" required maxLength={LIMITS.passwordMax}
            hint={t('form.passwordHint', { min: LIMITS.passwordMin, max: LIMITS.passwordMax })} {...form.text('newPassword')} />
          <PasswordField label={t('settings.security.confirmPassword')} autoComplete="new-password" required {...form.text('confirm')} />
          <div className="form__actions">
            <Button type="submit" variant="primary" busy={form.submitting}>{t('settings.security.save')}</Button>
          </div>
        </form>
        <UnsavedChangesPrompt when={form.blocking} />
      </section>
      <TwoFactorSection />
      <SessionsSection />
    </>
  );
}
