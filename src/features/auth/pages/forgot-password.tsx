import { useState } from 'react';
import { email, required, useForm, type FormRules, type Rule } from '../../../lib/form';
import { useI18n } from '../../../lib/i18n';
import { Link, useNavigate } from '../../../lib/router';
import { useMutation } from '../../../lib/query';
import { toast } from '../../../lib/feedback';
import { Button, FormAlert, TextField } from '../../../ui';
import { LIMITS } from '../../../contract';
import { paths } from '../../../paths';
import { sendOtp, verifyOtp } from '../api';
import { AuthCard } from '../components/auth-card';

/** What set-password receives in history state after a verified code. */
export interface ResetState { email: string; resetToken: string }

type Address = { email: string };
type Code = { otp: string };

const sixDigits: Rule = (value) => (typeof value === 'string' && /^\d{6}$/.test(value) ? null : { key: 'password.errors.codeFormat' });
const ADDRESS_RULES: FormRules<Address> = { email: [required, email] };
const CODE_RULES: FormRules<Code> = { otp: [required, sixDigits] };

/**
 * Forgot password: send a code to the e-mail, then enter it; a verified code leads to set-password.
 * Whether an account exists is never said: the page and the toast say the same neutral sentence.
 */
export default function ForgotPasswordPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const send = useMutation(sendOtp);
  const verify = useMutation(verifyOtp);
  const [step, setStep] = useState<'email' | 'code'>('email');
  const address = useForm<Address>({ initial: { email: '' }, rules: ADDRESS_RULES });
  const code = useForm<Code>({ initial: { otp: '' }, rules: CODE_RULES });
  const to = address.values.email.trim();

  const requestCode = address.handleSubmit(async ({ email: value }) => {
    await send.mutate({ email: value.trim() });
    toast.success(t('password.codeSent', { email: value.trim() }));
    code.discard();
    setStep('code');
  });

  const checkCode = code.handleSubmit(async ({ otp }) => {
    const { resetToken } = await verify.mutate({ email: to, otp: otp.trim() });
    const state: ResetState = { email: to, resetToken };
    navigate(paths.password.set, { state });
  });

  const back = <Link to={paths.login} className="link">{t('password.backToLogin')}</Link>;

  if (step === 'email') {
    return (
      <AuthCard title={t('password.forgotTitle')} subtitle={t('password.forgotText')} footer={back}>
        <form className="form" noValidate onSubmit={(e) => void requestCode(e)}>
          <FormAlert form={address} />
          <TextField label={t('login.email')} type="email" autoComplete="email" inputMode="email" required autoFocus maxLength={LIMITS.emailMax}
            {...address.text('email')} />
          <Button type="submit" variant="primary" size="lg" busy={send.isPending} className="form__submit">{t('password.sendCode')}</Button>
        </form>
      </AuthCard>
    );
  }

  const otp = code.text('otp');
  return (
    <AuthCard title={t('password.codeTitle')} subtitle={t('password.codeText', { email: to })} footer={back}>
      <form className="form" noValidate onSubmit={(e) => void checkCode(e)}>
        <FormAlert form={code.failure || code.invalid ? code : address} />
        <TextField label={t('password.code')} hint={t('password.codeHint')} autoComplete="one-time-code" inputMode="numeric"
          required autoFocus className="otp-input" {...otp}
          onChange={(e) => code.set('otp', e.target.value.replace(/\D/g, ''))} />
        <Button type="submit" variant="primary" size="lg" busy={verify.isPending} className="form__submit">{t('password.verify')}</Button>
        <div className="form__row form__row--between">
          <button type="button" className="link" onClick={() => setStep('email')}>{t('password.changeEmail')}</button>
          <button type="button" className="link" disabled={send.isPending} onClick={() => void requestCode()}>{t('password.resend')}</button>
        </div>
      </form>
    </AuthCard>
  );
}
