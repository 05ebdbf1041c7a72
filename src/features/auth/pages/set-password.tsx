import { password, required, useForm, type FieldProblem, type FormRules } from '../../../lib/form';
import { useI18n } from '../../../lib/i18n';
import { Link, useLocation, useNavigate } from '../../../lib/router';
import { useMutation } from '../../../lib/query';
import { toast } from '../../../lib/feedback';
import { Alert, Button, FormAlert, PasswordField } from '../../../ui';
import { LIMITS } from '../../../contract';
import { paths } from '../../../paths';
import { resetPassword } from '../api';
import { AuthCard } from '../components/auth-card';
import type { ResetState } from './forgot-password';

type Passwords = { password: string; confirm: string };

const EMPTY: Passwords = { password: '', confirm: '' };
const RULES: FormRules<Passwords> = { password: [password], confirm: [required] };
const check = (values: Passwords): Partial<Record<keyof Passwords, FieldProblem>> =>
  values.confirm === values.password ? {} : { confirm: { key: 'form.passwordMismatch' } };

function readState(state: unknown): ResetState | null {
  if (!state || typeof state !== 'object') return null;
  const { email, resetToken } = state as Partial<ResetState>;
  return typeof email === 'string' && typeof resetToken === 'string' ? { email, resetToken } : null;
}

/** Set a new password with the reset token of a verified code, then back to sign-in. Kept in memory only. */
export default function SetPasswordPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const reset = useMutation(resetPassword);
  const state = readState(location.state);
  const form = useForm<Passwords>({ initial: EMPTY, rules: RULES, check });

  if (!state) {
    return (
      <AuthCard title={t('password.setTitle')} footer={<Link to={paths.login} className="link">{t('password.backToLogin')}</Link>}>
        <Alert tone="info">{t('password.missingToken')}</Alert>
        <Link to={paths.password.forgot} className="btn" data-variant="primary">{t('password.startOver')}</Link>
      </AuthCard>
    );
  }

  const onSubmit = form.handleSubmit(async (values) => {
    await reset.mutate({ email: state.email, resetToken: state.resetToken, password: values.password });
    toast.success(t('password.saved'));
    navigate(paths.login, { replace: true });
  });

  return (
    <AuthCard title={t('password.setTitle')} subtitle={t('password.setText', { email: state.email })}
      footer={<Link to={paths.password.forgot} className="link">{t('password.startOver')}</Link>}>
      <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <FormAlert form={form} />
        <PasswordField label={t('password.newPassword')} hint={t('form.passwordHint', { min: LIMITS.passwordMin, max: LIMITS.passwordMax })}
          autoComplete="new-password" required autoFocus maxLength={LIMITS.passwordMax} {...form.text('password')} />
        <PasswordField label={t('password.confirmPassword')} autoComplete="new-password" required {...form.text('confirm')} />
        <Button type="submit" variant="primary" size="lg" busy={reset.isPending} className="form__submit">{t('password.save')}</Button>
      </form>
    </AuthCard>
  );
}
