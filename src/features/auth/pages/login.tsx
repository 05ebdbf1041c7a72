import { useState, type FormEvent } from 'react';
import { useAuth } from '../../../lib/auth';
import { useI18n } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { Alert, Button, PasswordField, TextField, useAutoFocus } from '../../../ui';
import { isEmail } from '../../../contract';
import { AuthCard } from '../components/auth-card';
import { paths } from '../../../paths';

interface Errors { email?: string; password?: string }

/**
 * Sign-in: e-mail and password; the server's message when it refuses. The one form without
 * `useForm` (lib/form): the first paint of the sign-in page has a budget of its own, and these two
 * fields need none of lib/form's drafts, conflicts or server field mapping. Its checks are the same
 * rules and messages (`form.required`, `form.email`, contract's `isEmail`).
 */
export default function LoginPage() {
  const { t, language } = useI18n();
  const { login, isLoading, errorMessage, errorCode } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const emailRef = useAutoFocus<HTMLInputElement>();

  const validate = (): Errors => ({
    email: !email.trim() ? t('form.required') : !isEmail(email.trim()) ? t('form.email') : undefined,
    password: !password ? t('form.required') : undefined,
  });

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = validate();
    setErrors(found);
    if (found.email || found.password) {
      e.currentTarget.querySelector<HTMLInputElement>(found.email ? 'input[type="email"]' : 'input[name="password"]')?.focus();
      return;
    }
    try {
      await login(email.trim(), password);
    } catch {
      // The provider keeps the failure as errorMessage, shown below; the password stays typed.
    }
  };

  // Our own sentence where there is one (not an admin, a malformed answer, the error code in the
  // reader's language), else the server's words, written for people.
  const key = errorCode === 'NOT_ADMIN' ? 'login.errors.notAdmin'
    : errorMessage === 'Response is not vallid' ? 'login.errors.invalidResponse'
    : errorCode && language !== 'en' ? `errors.codes.${errorCode}` : null;
  const translated = key === null ? null : t(key);
  const alert = translated !== null && translated !== key ? translated : errorMessage;

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <form className="form" noValidate onSubmit={onSubmit} aria-describedby={alert ? 'login-alert' : undefined}>
        {alert && <Alert id="login-alert">{alert}</Alert>}
        <TextField label={t('login.email')} ref={emailRef} type="email" name="email" autoComplete="username" inputMode="email"
          value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} required />
        <PasswordField label={t('login.password')} name="password" autoComplete="current-password"
          value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} required />
        <div className="form__row form__row--end">
          <Link to={paths.password.forgot} className="link">{t('login.forgot')}</Link>
        </div>
        <Button type="submit" variant="primary" size="lg" busy={isLoading} className="form__submit">{t('login.submit')}</Button>
        <p className="form__note">{t('login.demoHint')}</p>
      </form>
    </AuthCard>
  );
}
