import { useState } from 'react';
import { required, useForm, type FormRules, type Rule } from '../../../lib/form';
import { useAuth } from '../../../lib/auth';
import { useI18n } from '../../../lib/i18n';
import { Button, FormAlert, TextField } from '../../../ui';
import { AuthCard } from './auth-card';

type Code = { code: string };

const sixDigits: Rule = (value) => (typeof value === 'string' && /^\d{6}$/.test(value.replace(/\s/g, '')) ? null : { key: 'login.twoFactor.codeFormat' });
const APP_RULES: FormRules<Code> = { code: [required, sixDigits] };
const RECOVERY_RULES: FormRules<Code> = { code: [required] };

/**
 * The second step of a sign-in with two-factor: the code the authenticator app shows, or one of the
 * recovery codes. A wrong code is said on the field; a challenge that ended (five wrong codes, five
 * minutes) returns to the password form with the server's message. Loaded only when asked for.
 */
export function TwoFactorStep() {
  const { t } = useI18n();
  const { loginWithCode, cancelChallenge } = useAuth();
  const [recovery, setRecovery] = useState(false);
  const form = useForm<Code>({ initial: { code: '' }, rules: recovery ? RECOVERY_RULES : APP_RULES });
  const onSubmit = form.handleSubmit(({ code }) => loginWithCode(code.trim()));

  const switchMode = () => {
    setRecovery((r) => !r);
    form.discard();
  };

  return (
    <AuthCard title={t('login.twoFactor.title')} subtitle={t(recovery ? 'login.twoFactor.recoverySubtitle' : 'login.twoFactor.subtitle')}>
      <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <FormAlert form={form} />
        {recovery ? (
          <TextField key="recovery" label={t('login.twoFactor.recoveryCode')} hint={t('login.twoFactor.recoveryHint')} autoComplete="off"
            autoCapitalize="characters" spellCheck={false} required autoFocus {...form.text('code')} />
        ) : (
          <TextField key="app" label={t('login.twoFactor.code')} hint={t('login.twoFactor.codeHint')} autoComplete="one-time-code" inputMode="numeric"
            required autoFocus className="otp-input" {...form.text('code')} />
        )}
        <Button type="submit" variant="primary" size="lg" busy={form.submitting} className="form__submit">{t('login.twoFactor.submit')}</Button>
        <div className="form__row form__row--between">
          <button type="button" className="link" onClick={switchMode}>{t(recovery ? 'login.twoFactor.useApp' : 'login.twoFactor.useRecovery')}</button>
          <button type="button" className="link" onClick={cancelChallenge}>{t('login.twoFactor.back')}</button>
        </div>
      </form>
    </AuthCard>
  );
}
