import { email as emailRule, required, useForm, type FormRules } from '../../../lib/form';
import { useAuth } from '../../../lib/auth';
import { useI18n } from '../../../lib/i18n';
import { lazyPart } from '../../../lib/lazy';
import { Link } from '../../../lib/router';
import { Alert, Button, PasswordField, TextField, useAutoFocus } from '../../../ui';
import { AuthCard } from '../components/auth-card';
import { paths } from '../../../paths';

type Credentials = { email: string; password: string };
const RULES: FormRules<Credentials> = { email: [required, emailRule], password: [required] };

/** The second step, asked only of accounts with two-factor on: its code loads when a challenge arrives. */
const TwoFactorStep = lazyPart(() => import('../components/two-factor-step').then((m) => m.TwoFactorStep), () => true);

/**
 * Sign-in: e-mail and password (the same checks and messages as every form, through `useForm`);
 * the server's message when it refuses. With two-factor on, the password leads to the code step,
 * on the same page, so `?redirect=` still applies when it signs in.
 */
export default function LoginPage() {
  const { t, language } = useI18n();
  const { login, isLoading, errorMessage, errorCode, challenge } = useAuth();
  // No draft key: a password is never written to storage.
  const form = useForm<Credentials>({ initial: { email: '', password: '' }, rules: RULES });
  const emailRef = useAutoFocus<HTMLInputElement>();

  // The provider keeps a refusal as errorMessage, shown below; the password stays typed.
  const onSubmit = form.handleSubmit(({ email, password }) => login(email.trim(), password));

  if (challenge !== null) {
    return <TwoFactorStep />;
  }

  // Our own sentence where there is one (not an admin, a malformed answer, the error code in the
  // reader's language), else the server's words, written for people.
  const key = errorCode === 'NOT_ADMIN' ? 'login.errors.notAdmin'
    : errorMessage === 'Response is not vallid' ? 'login.errors.invalidResponse'
    : errorCode && language !== 'en' ? `errors.codes.${errorCode}` : null;
  const translated = key === null ? null : t(key);
  const alert = translated !== null && translated !== key ? translated : errorMessage;

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <form className="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-describedby={alert ? 'login-alert' : undefined}>
        {alert && <Alert id="login-alert">{alert}</Alert>}
        <TextField label={t('login.email')} ref={emailRef} type="email" autoComplete="username" inputMode="email" required {...form.text('email')} />
        <PasswordField label={t('login.password')} autoComplete="current-password" required {...form.text('password')} />
        <div className="form__row form__row--end">
          <Link to={paths.password.forgot} className="link">{t('login.forgot')}</Link>
        </div>
        <Button type="submit" variant="primary" size="lg" busy={isLoading} className="form__submit">{t('login.submit')}</Button>
        <p className="form__note">{t('login.demoHint')}</p>
      </form>
    </AuthCard>
  );
}
