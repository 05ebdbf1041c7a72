import { useState, type FormEvent } from 'react';
import { useI18n } from '../../../lib/i18n';
import { Link, useLocation, useNavigate } from '../../../lib/router';
import { useMutation } from '../../../lib/query';
import { toast } from '../../../lib/feedback';
import { Button, PasswordField, useErrorMessage } from '../../../ui';
import { LIMITS } from '../../../contract';
import { paths } from '../../../paths';
import { resetPassword } from '../api';
import { AuthCard, FormAlert } from '../components/auth-card';
import type { ResetState } from './forgot-password';

function readState(state: unknown): ResetState | null {
  if (!state || typeof state !== 'object') return null;
  const { email, resetToken } = state as Partial<ResetState>;
  return typeof email === 'string' && typeof resetToken === 'string' ? { email, resetToken } : null;
}

/** Set a new password with the reset token of a verified code, then back to sign-in. */
export default function SetPasswordPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const readError = useErrorMessage();
  const reset = useMutation(resetPassword);
  const state = readState(location.state);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [alert, setAlert] = useState<string | null>(null);

  if (!state) {
    return (
      <AuthCard title={t('password.setTitle')} footer={<Link to={paths.login} className="link">{t('password.backToLogin')}</Link>}>
        <FormAlert tone="info">{t('password.missingToken')}</FormAlert>
        <Link to={paths.password.forgot} className="btn" data-variant="primary">{t('password.startOver')}</Link>
      </AuthCard>
    );
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = {
      password: password.length < LIMITS.passwordMin || password.length > LIMITS.passwordMax ? t('password.errors.passwordLength') : undefined,
      confirm: confirm !== password ? t('password.errors.mismatch') : undefined,
    };
    setErrors(found);
    setAlert(null);
    if (found.password || found.confirm) return;
    try {
      await reset.mutate({ email: state.email, resetToken: state.resetToken, password });
      toast.success(t('password.saved'));
      navigate(paths.login, { replace: true });
    } catch (error) {
      const { message, fields } = readError(error);
      setErrors({ password: fields.password });
      setAlert(message);
    }
  };

  return (
    <AuthCard title={t('password.setTitle')} subtitle={t('password.setText', { email: state.email })}
      footer={<Link to={paths.password.forgot} className="link">{t('password.startOver')}</Link>}>
      <form className="form" noValidate onSubmit={onSubmit}>
        {alert && <FormAlert>{alert}</FormAlert>}
        <PasswordField label={t('password.newPassword')} hint={t('password.passwordHint')} name="new-password"
          autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} required autoFocus />
        <PasswordField label={t('password.confirmPassword')} name="confirm-password" autoComplete="new-password"
          value={confirm} onChange={(e) => setConfirm(e.target.value)} error={errors.confirm} required />
        <Button type="submit" variant="primary" size="lg" busy={reset.isPending} className="form__submit">{t('password.save')}</Button>
      </form>
    </AuthCard>
  );
}
