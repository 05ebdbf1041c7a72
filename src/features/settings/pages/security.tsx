import { useState, type FormEvent } from 'react';
import { useI18n } from '../../../lib/i18n';
import { useMutation } from '../../../lib/query';
import { toast } from '../../../lib/feedback';
import { Button, PasswordField, useErrorMessage, UnsavedChangesPrompt } from '../../../ui';
import { LIMITS } from '../../../contract';
import { changePassword } from '../api';

interface Draft { currentPassword: string; newPassword: string; confirm: string }
type Errors = Partial<Record<keyof Draft, string>>;
const EMPTY: Draft = { currentPassword: '', newPassword: '', confirm: '' };

/** Security settings: change the password (the server checks the current one). */
export default function SecuritySettingsPage() {
  const { t } = useI18n();
  const change = useMutation(changePassword);
  const readError = useErrorMessage();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const dirty = draft.currentPassword !== '' || draft.newPassword !== '' || draft.confirm !== '';
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found: Errors = {};
    if (!draft.currentPassword) found.currentPassword = t('form.required');
    if (draft.newPassword.length < LIMITS.passwordMin || draft.newPassword.length > LIMITS.passwordMax) found.newPassword = t('password.errors.passwordLength');
    else if (draft.newPassword === draft.currentPassword) found.newPassword = t('settings.security.sameAsCurrent');
    if (draft.confirm !== draft.newPassword) found.confirm = t('password.errors.mismatch');
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length > 0) return;
    try {
      await change.mutate({ currentPassword: draft.currentPassword, newPassword: draft.newPassword });
      setDraft(EMPTY);
      toast.success(t('settings.security.saved'));
    } catch (error) {
      const { message, fields } = readError(error);
      setErrors(fields as Errors);
      setAlert(message);
    }
  };

  return (
    <section className="card settings-card" aria-labelledby="security-title">
      <header className="settings-card__header">
        <h2 id="security-title">{t('settings.security.title')}</h2>
        <p>{t('settings.security.description')}</p>
      </header>
      <form className="form form--narrow" noValidate onSubmit={onSubmit}>
        {alert && <div className="form-alert" data-tone="error" role="alert">{alert}</div>}
        <PasswordField label={t('settings.security.currentPassword')} name="currentPassword" autoComplete="current-password" required
          value={draft.currentPassword} onChange={(e) => set({ currentPassword: e.target.value })} error={errors.currentPassword} />
        <PasswordField label={t('settings.security.newPassword')} name="newPassword" autoComplete="new-password" required
          hint={t('password.passwordHint')} value={draft.newPassword} onChange={(e) => set({ newPassword: e.target.value })} error={errors.newPassword} />
        <PasswordField label={t('settings.security.confirmPassword')} name="confirm" autoComplete="new-password" required
          value={draft.confirm} onChange={(e) => set({ confirm: e.target.value })} error={errors.confirm} />
        <div className="form__actions">
          <Button type="submit" variant="primary" busy={change.isPending}>{t('settings.security.save')}</Button>
        </div>
      </form>
      <UnsavedChangesPrompt when={dirty && !change.isPending} />
    </section>
  );
}
