import { useState, type FormEvent } from 'react';
import { useI18n } from '../../../lib/i18n';
import { Link, useNavigate } from '../../../lib/router';
import { useMutation } from '../../../lib/query';
import { toast } from '../../../lib/feedback';
import { Button, TextField, useErrorMessage } from '../../../ui';
import { paths } from '../../../paths';
import { sendOtp, verifyOtp } from '../api';
import { EMAIL_PATTERN } from '../validation';
import { AuthCard, FormAlert } from '../components/auth-card';

/** What set-password receives in history state after a verified code. */
export interface ResetState { email: string; resetToken: string }

const CODE_PATTERN = /^\d{6}$/;

/** Forgot password: send a code to the e-mail, then enter it; a verified code leads to set-password. */
export default function ForgotPasswordPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const readError = useErrorMessage();
  const send = useMutation(sendOtp);
  const verify = useMutation(verifyOtp);
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);

  const requestCode = async (e?: FormEvent) => {
    e?.preventDefault();
    const value = email.trim();
    const problem = !value ? t('login.errors.emailRequired') : !EMAIL_PATTERN.test(value) ? t('login.errors.emailInvalid') : undefined;
    setFieldError(problem);
    setAlert(null);
    if (problem) return;
    try {
      await send.mutate({ email: value });
      toast.success(t('password.codeSent', { email: value }));
      setCode('');
      setStep('code');
    } catch (error) {
      const { message, fields } = readError(error);
      setFieldError(fields.email);
      setAlert(message);
    }
  };

  const checkCode = async (e: FormEvent) => {
    e.preventDefault();
    const value = code.trim();
    const problem = !value ? t('password.errors.codeRequired') : !CODE_PATTERN.test(value) ? t('password.errors.codeFormat') : undefined;
    setFieldError(problem);
    setAlert(null);
    if (problem) return;
    try {
      const { resetToken } = await verify.mutate({ email: email.trim(), otp: value });
      const state: ResetState = { email: email.trim(), resetToken };
      navigate(paths.password.set, { state });
    } catch (error) {
      const { message, fields } = readError(error);
      setFieldError(fields.otp);
      setAlert(message);
    }
  };

  const back = <Link to={paths.login} className="link">{t('password.backToLogin')}</Link>;

  if (step === 'email') {
    return (
      <AuthCard title={t('password.forgotTitle')} subtitle={t('password.forgotText')} footer={back}>
        <form className="form" noValidate onSubmit={requestCode}>
          {alert && <FormAlert>{alert}</FormAlert>}
          <TextField label={t('login.email')} type="email" name="email" autoComplete="email" inputMode="email"
            value={email} onChange={(e) => setEmail(e.target.value)} error={fieldError} required autoFocus />
          <Button type="submit" variant="primary" size="lg" busy={send.isPending} className="form__submit">{t('password.sendCode')}</Button>
        </form>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('password.codeTitle')} subtitle={t('password.codeText', { email: email.trim() })} footer={back}>
      <form className="form" noValidate onSubmit={checkCode}>
        {alert && <FormAlert>{alert}</FormAlert>}
        <TextField label={t('password.code')} hint={t('password.codeHint')} name="otp" autoComplete="one-time-code"
          inputMode="numeric" maxLength={6} value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          error={fieldError} required autoFocus className="otp-input" />
        <Button type="submit" variant="primary" size="lg" busy={verify.isPending} className="form__submit">{t('password.verify')}</Button>
        <div className="form__row form__row--between">
          <button type="button" className="link" onClick={() => { setStep('email'); setAlert(null); setFieldError(undefined); }}>{t('password.changeEmail')}</button>
          <button type="button" className="link" disabled={send.isPending} onClick={() => void requestCode()}>{t('password.resend')}</button>
        </div>
      </form>
    </AuthCard>
  );
}
