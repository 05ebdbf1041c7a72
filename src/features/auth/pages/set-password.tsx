import { useEffect } from 'react';
import { password, required, useForm, type FieldProblem, type FormRules } from '../../../lib/form';
import { isHttpError } from '../../../lib/http';
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

/** A reset token to spend: a verified code's, or an invitation's (a new admin's first password). */
type SetState = ResetState & { invited?: boolean };

function readState(state: unknown): SetState | null {
  if (!state || typeof state !== 'object') return null;
  const { email, resetToken, invited } = state as Partial<SetState>;
  return typeof email === 'string' && typeof resetToken === 'string' ? { email, resetToken, invited: invited === true } : null;
}

/**
 * An invitation's link, `?email=…#invitation=…`: the token rides in the fragment, which the
 * browser sends to no server, so no access log or proxy keeps it.
 */
function readInvitation(search: string, hash: string): SetState | null {
  const email = new URLSearchParams(search).get('email');
  const resetToken = new URLSearchParams(hash.replace(/^#/, '')).get('invitation');
  return email && resetToken ? { email, resetToken, invited: true } : null;
}

/**
 * Set a new password with the reset token of a verified code, or of an invitation's link, then
 * back to sign-in. Kept in memory only: the link's token leaves the address bar and the history at once.
 */
export default function SetPasswordPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const reset = useMutation(resetPassword);
  const invitation = readInvitation(location.search, location.hash);
  const state = readState(location.state) ?? invitation;
  const form = useForm<Passwords>({ initial: EMPTY, rules: RULES, check });
  useEffect(() => {
    if (invitation) navigate(paths.password.set, { replace: true, state: invitation });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the link is read once, on arrival
  }, [invitation?.resetToken]);

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
    toast.success(t(state.invited ? 'password.inviteSaved' : 'password.saved'));
    navigate(paths.login, { replace: true });
  });
  // A spent or expired invitation cannot be asked for again from here: say who can send a new one.
  const inviteSpent = state.invited === true && isHttpError(form.failure) && form.failure.code === 'INVALID_OTP';

  return (
    <AuthCard title={t(state.invited ? 'password.inviteTitle' : 'password.setTitle')}
      subtitle={t(state.invited ? 'password.inviteText' : 'password.setText', { email: state.email })}
      footer={<Link to={paths.password.forgot} className="link">{t('password.startOver')}</Link>}>
      <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        {inviteSpent ? <Alert>{t('password.inviteExpired')}</Alert> : <FormAlert form={form} />}
        <PasswordField label={t('password.newPassword')} hint={t('form.passwordHint', { min: LIMITS.passwordMin, max: LIMITS.passwordMax })}
          autoComplete="new-password" required autoFocus maxLength={LIMITS.passwordMax} {...form.text('password')} />
        <PasswordField label={t('password.confirmPassword')} autoComplete="new-password" required {...form.text('confirm')} />
        <Button type="submit" variant="primary" size="lg" busy={reset.isPending} className="form__submit">{t('password.save')}</Button>
      </form>
    </AuthCard>
  );
}
