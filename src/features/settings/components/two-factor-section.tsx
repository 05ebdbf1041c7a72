import { useState } from 'react';
import { required, useForm, type FormRules, type Rule } from '../../../lib/form';
import { useAuth } from '../../../lib/auth';
import { useI18n } from '../../../lib/i18n';
import { useMutation } from '../../../lib/query';
import { toast } from '../../../lib/feedback';
import { Alert, Badge, Button, FormAlert, PasswordField, TextField, saveFile } from '../../../ui';
import type { TwoFactorSetupResult } from '../../../contract';
import { disableTwoFactor, enableTwoFactor, setUpTwoFactor } from '../api';
import { QrCode } from './qr-code';

type Step = 'idle' | 'password' | 'scan' | 'codes' | 'disable';

const sixDigits: Rule = (value) => (typeof value === 'string' && /^\d{6}$/.test(value.replace(/\s/g, '')) ? null : { key: 'login.twoFactor.codeFormat' });
const PASSWORD_RULES: FormRules<{ password: string }> = { password: [required] };
const CODE_RULES: FormRules<{ code: string }> = { code: [required, sixDigits] };
const DISABLE_RULES: FormRules<{ password: string; code: string }> = { password: [required], code: [required] };

/** The setup key in groups of four, as authenticator apps show the keys typed into them. */
const grouped = (secret: string): string => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Settings › Security's two-factor sign-in: set up (the password again, then the QR code and its
 * key as text, confirmed by a code), the ten recovery codes shown once with Copy and Download, and
 * turning it off (the password and a code). `onEnabled` runs once the codes are put away (the
 * session kept to this setup by `REQUIRE_TWO_FACTOR` goes on to the app then).
 */
export function TwoFactorSection({ onEnabled }: { onEnabled?(): void }) {
  const { t } = useI18n();
  const { user, updateUser } = useAuth();
  const [step, setStep] = useState<Step>('idle');
  const [setup, setSetup] = useState<TwoFactorSetupResult | null>(null);
  const [codes, setCodes] = useState<string[]>([]);
  const on = user?.twoFactorEnabled === true;

  const start = useMutation(setUpTwoFactor);
  const enable = useMutation(enableTwoFactor);
  const disable = useMutation(disableTwoFactor);
  const passwordForm = useForm<{ password: string }>({ initial: { password: '' }, rules: PASSWORD_RULES });
  const codeForm = useForm<{ code: string }>({ initial: { code: '' }, rules: CODE_RULES });
  const disableForm = useForm<{ password: string; code: string }>({ initial: { password: '', code: '' }, rules: DISABLE_RULES });

  const reset = () => {
    passwordForm.discard();
    codeForm.discard();
    disableForm.discard();
    setSetup(null);
    setStep('idle');
  };

  const submitPassword = passwordForm.handleSubmit(async ({ password }) => {
    setSetup(await start.mutate({ password }));
    setStep('scan');
    return { values: { password: '' }, stamp: null };
  });

  const submitCode = codeForm.handleSubmit(async ({ code }) => {
    const { recoveryCodes } = await enable.mutate({ code: code.replace(/\s/g, '') });
    setCodes(recoveryCodes);
    setSetup(null);
    setStep('codes');
    if (user) updateUser({ ...user, twoFactorEnabled: true });
    return { values: { code: '' }, stamp: null };
  });

  const submitDisable = disableForm.handleSubmit(async ({ password, code }) => {
    await disable.mutate({ password, code: code.trim() });
    if (user) updateUser({ ...user, twoFactorEnabled: false });
    toast.success(t('settings.security.twoFactor.disabled'));
    setStep('idle');
    return { values: { password: '', code: '' }, stamp: null };
  });

  const text = codes.join('\n');
  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => toast.success(t('settings.security.twoFactor.copied')),
      () => toast.error(t('settings.security.twoFactor.copyFailed')),
    );
  };
  const download = () => {
    const body = `${t('settings.security.twoFactor.fileHeading', { email: user?.email ?? '' })}\n\n${text}\n`;
    saveFile({ blob: new Blob([body], { type: 'text/plain;charset=utf-8' }), fileName: 'diving-recovery-codes.txt' }, 'diving-recovery-codes.txt');
  };
  const done = () => {
    setCodes([]);
    setStep('idle');
    toast.success(t('settings.security.twoFactor.enabled'));
    onEnabled?.();
  };

  const title = (
    <h2 id="two-factor-title">
      {t('settings.security.twoFactor.title')}{' '}
      <Badge tone={on ? 'success' : 'neutral'} dot>{t(on ? 'settings.security.twoFactor.statusOn' : 'settings.security.twoFactor.statusOff')}</Badge>
    </h2>
  );

  return (
    <section className="card settings-card two-factor" aria-labelledby="two-factor-title">
      <header className="settings-card__header">
        {title}
        <p>{t(on ? 'settings.security.twoFactor.descriptionOn' : 'settings.security.twoFactor.descriptionOff')}</p>
      </header>

      {step === 'idle' && (
        <div className="form__actions">
          {on
            ? <Button variant="danger" onClick={() => setStep('disable')}>{t('settings.security.twoFactor.disable')}</Button>
            : <Button variant="primary" onClick={() => setStep('password')}>{t('settings.security.twoFactor.setUp')}</Button>}
        </div>
      )}

      {step === 'password' && (
        <form className="form form--narrow" noValidate onSubmit={(e) => void submitPassword(e)}>
          <FormAlert form={passwordForm} />
          <PasswordField label={t('settings.security.twoFactor.password')} hint={t('settings.security.twoFactor.passwordHint')} autoComplete="current-password"
            required autoFocus {...passwordForm.text('password')} />
          <div className="form__actions">
            <Button type="submit" variant="primary" busy={passwordForm.submitting}>{t('settings.security.twoFactor.continue')}</Button>
            <Button onClick={reset}>{t('settings.security.twoFactor.cancel')}</Button>
          </div>
        </form>
      )}

      {step === 'scan' && setup && (
        <form className="form form--narrow" noValidate onSubmit={(e) => void submitCode(e)}>
          <p>{t('settings.security.twoFactor.scan')}</p>
          <div className="two-factor__qr">
            <QrCode value={setup.otpauthUrl} label={t('settings.security.twoFactor.qrLabel')} />
          </div>
          <div className="two-factor__secret">
            <span id="two-factor-secret-label">{t('settings.security.twoFactor.secret')}</span>
            <code aria-labelledby="two-factor-secret-label" dir="ltr" translate="no">{grouped(setup.secret)}</code>
          </div>
          <FormAlert form={codeForm} />
          <TextField label={t('settings.security.twoFactor.code')} hint={t('settings.security.twoFactor.codeHint')} autoComplete="one-time-code"
            inputMode="numeric" required autoFocus className="otp-input" {...codeForm.text('code')} />
          <div className="form__actions">
            <Button type="submit" variant="primary" busy={codeForm.submitting}>{t('settings.security.twoFactor.confirm')}</Button>
            <Button onClick={reset}>{t('settings.security.twoFactor.cancel')}</Button>
          </div>
        </form>
      )}

      {step === 'codes' && (
        <div className="form form--narrow">
          <Alert tone="info">
            <strong>{t('settings.security.twoFactor.recoveryTitle')}</strong> {t('settings.security.twoFactor.recoveryText')}
          </Alert>
          <ol className="two-factor__codes" aria-label={t('settings.security.twoFactor.recoveryList')} dir="ltr" translate="no">
            {codes.map((code) => <li key={code}><code>{code}</code></li>)}
          </ol>
          <div className="form__actions">
            <Button onClick={copy}>{t('settings.security.twoFactor.copy')}</Button>
            <Button onClick={download}>{t('settings.security.twoFactor.download')}</Button>
            <Button variant="primary" onClick={done}>{t('settings.security.twoFactor.done')}</Button>
          </div>
        </div>
      )}

      {step === 'disable' && (
        <form className="form form--narrow" noValidate onSubmit={(e) => void submitDisable(e)}>
          <p>{t('settings.security.twoFactor.disableText')}</p>
          <FormAlert form={disableForm} />
          <PasswordField label={t('settings.security.twoFactor.password')} autoComplete="current-password" required autoFocus {...disableForm.text('password')} />
          <TextField label={t('settings.security.twoFactor.disableCode')} autoComplete="one-time-code" required spellCheck={false} {...disableForm.text('code')} />
          <div className="form__actions">
            <Button type="submit" variant="danger" busy={disableForm.submitting}>{t('settings.security.twoFactor.disableSubmit')}</Button>
            <Button onClick={reset}>{t('settings.security.twoFactor.cancel')}</Button>
          </div>
        </form>
      )}
    </section>
  );
}
