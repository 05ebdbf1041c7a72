import { useState, type FormEvent } from 'react';
import { useAuth } from '../../../lib/auth';
import { useI18n } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { Button, PasswordField, TextField, useAutoFocus } from '../../../ui';
import { EMAIL_PATTERN } from '../validation';
import { AuthCard, FormAlert } from '../components/auth-card';
import { paths } from '../../../paths';

interface Errors { email?: string; password?: string }

/** Sign-in: e-mail and password; the server's message when it refuses. */
export default function LoginPage() {
  const { t, language } = useI18n();
  const { login, isLoading, errorMessage, errorCode } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const emailRef = useAutoFocus<HTMLInputElement>();

  const validate = (): Errors => ({
    email: !email.trim() ? t('login.errors.emailRequired') : !EMAIL_PATTERN.test(email.trim()) ? t('login.errors.emailInvalid') : undefined,
    password: !password ? t('login.errors.passwordRequired') : undefined,
  });

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = validate();
    setErrors(found);
    if (found.email || found.password) {
      const first = e.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]') ?? e.currentTarget.querySelector<HTMLElement>(found.email ? 'input[type="email"]' : 'input[type="password"]');
      first?.focus();
      return;
    }
    try {
      await login(email.trim(), password);
    } catch {
      // The provider keeps the failure as errorMessage, shown below; the password stays typed.
    }
  };

  let alert: string | null = null;
  if (errorCode === 'NOT_ADMIN') alert = t('login.errors.notAdmin');
  else if (errorMessage === 'Response is not vallid') alert = t('login.errors.invalidResponse');
  else if (errorMessage) alert = language === 'en' || !errorCode ? errorMessage : translateCode(t, errorCode, errorMessage);

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <form className="form" noValidate onSubmit={onSubmit} aria-describedby={alert ? 'login-alert' : undefined}>
        {alert && <FormAlert id="login-alert">{alert}</FormAlert>}
        <TextField
          label={t('login.email')}
          ref={emailRef}
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
          required
        />
        <PasswordField
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          required
        />
        <div className="form__row form__row--end">
          <Link to={paths.password.forgot} className="link">{t('login.forgot')}</Link>
        </div>
        <Button type="submit" variant="primary" size="lg" busy={isLoading} className="form__submit">{t('login.submit')}</Button>
        <p className="form__note">{t('login.demoHint')}</p>
      </form>
    </AuthCard>
  );
}

function translateCode(t: (k: string) => string, code: string, fallback: string): string {
  const key = `errors.codes.${code}`;
  const text = t(key);
  return text === key ? fallback : text;
}
