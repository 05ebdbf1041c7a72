import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useAuth } from '../../../lib/auth';
import { useDraft } from '../../../lib/drafts';
import { useI18n } from '../../../lib/i18n';
import { useMutation } from '../../../lib/query';
import { toast } from '../../../lib/feedback';
import { Button, SelectField, TextField, useErrorMessage, UnsavedChangesPrompt } from '../../../ui';
import { LIMITS, UPLOAD_TYPES, type EditProfileBody, type User } from '../../../contract';
import { editProfile, uploadImage } from '../api';
import { countryOptions } from '../countries';

interface Draft { firstName: string; lastName: string; phone: string; country: string; avatarUrl: string | null }

const toDraft = (user: User): Draft => ({
  firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? '', country: user.country ?? '', avatarUrl: user.avatarUrl,
});

type Errors = Partial<Record<keyof Draft, string>>;

/** General settings: the administrator's own profile; saving refreshes the name in the header. */
export default function GeneralSettingsPage() {
  const { t, language } = useI18n();
  const { user, updateUser } = useAuth();
  const save = useMutation(editProfile);
  const upload = useMutation(uploadImage);
  const readError = useErrorMessage();
  const saved = user ? toDraft(user) : null;
  // Kept in sessionStorage: a failed save, an expired session or a reload never loses the typing.
  const [draft, setDraft, clearDraft] = useDraft<Draft | null>(user ? `profile:${user.id}` : null, saved);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const countries = useMemo(() => countryOptions(language), [language]);

  if (!user || !draft || !saved) return null;
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });

  const validate = (): Errors => {
    const found: Errors = {};
    const name = (field: 'firstName' | 'lastName') => {
      const v = draft[field].trim();
      if (!v) found[field] = t('form.required');
      else if (v.length > LIMITS.nameMax) found[field] = t('form.tooLong', { max: LIMITS.nameMax });
    };
    name('firstName');
    name('lastName');
    if (draft.phone.trim().length > LIMITS.phoneMax) found.phone = t('form.tooLong', { max: LIMITS.phoneMax });
    return found;
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = validate();
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length > 0) {
      setAlert(t('form.fixErrors'));
      return;
    }
    const body: EditProfileBody = {
      firstName: draft.firstName.trim(), lastName: draft.lastName.trim(),
      phone: draft.phone.trim() || null, country: draft.country || null, avatarUrl: draft.avatarUrl,
    };
    try {
      const next = await save.mutate({ id: user.id, body });
      updateUser(next);
      setDraft(toDraft(next));
      clearDraft();
      toast.success(t('settings.general.saved'));
    } catch (error) {
      // Everything typed stays in the form; the server's reasons show next to the fields.
      const { message, fields } = readError(error);
      setErrors(fields as Errors);
      setAlert(message);
    }
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      const { url } = await upload.mutate(file);
      set({ avatarUrl: url });
    } catch (error) {
      toast.error(t('settings.general.uploadFailed', { message: readError(error).message }));
    } finally {
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  const initials = `${draft.firstName.charAt(0)}${draft.lastName.charAt(0)}`.toUpperCase();
  return (
    <section className="card settings-card" aria-labelledby="general-title">
      <header className="settings-card__header">
        <h2 id="general-title">{t('settings.general.title')}</h2>
        <p>{t('settings.general.description')}</p>
      </header>
      <form className="form" noValidate onSubmit={onSubmit}>
        {alert && <div className="form-alert" data-tone="error" role="alert">{alert}</div>}
        <div className="avatar-editor">
          <span className="avatar" data-size="xl" aria-hidden="true">
            {draft.avatarUrl ? <img src={draft.avatarUrl} alt="" /> : initials}
          </span>
          <div className="avatar-editor__actions">
            <input ref={fileRef} type="file" accept={UPLOAD_TYPES.join(',')} className="sr-only" id="avatar-file"
              tabIndex={-1} aria-hidden="true" onChange={(e) => void onFile(e.target.files?.[0])} />
            <Button variant="secondary" busy={upload.isPending} aria-describedby="avatar-hint" onClick={() => fileRef.current?.click()}>{t('settings.general.uploadAvatar')}</Button>
            {draft.avatarUrl && <Button variant="ghost" onClick={() => set({ avatarUrl: null })}>{t('settings.general.removeAvatar')}</Button>}
            <p id="avatar-hint" className="field__hint">{t('settings.general.avatarHint')}</p>
          </div>
        </div>
        <div className="form__grid">
          <TextField label={t('settings.general.firstName')} name="firstName" autoComplete="given-name" required maxLength={LIMITS.nameMax}
            value={draft.firstName} onChange={(e) => set({ firstName: e.target.value })} error={errors.firstName} />
          <TextField label={t('settings.general.lastName')} name="lastName" autoComplete="family-name" required maxLength={LIMITS.nameMax}
            value={draft.lastName} onChange={(e) => set({ lastName: e.target.value })} error={errors.lastName} />
          <TextField label={t('settings.general.email')} name="email" type="email" value={user.email} readOnly
            hint={t('settings.general.emailHint')} />
          <TextField label={t('settings.general.phone')} name="phone" type="tel" autoComplete="tel" maxLength={LIMITS.phoneMax}
            value={draft.phone} onChange={(e) => set({ phone: e.target.value })} error={errors.phone} />
          <SelectField label={t('settings.general.country')} name="country" value={draft.country}
            onChange={(e) => set({ country: e.target.value })} error={errors.country}>
            <option value="">{t('settings.general.noCountry')}</option>
            {countries.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
          </SelectField>
        </div>
        <div className="form__actions">
          <Button variant="ghost" disabled={!dirty || save.isPending} onClick={() => { setDraft(saved); clearDraft(); setErrors({}); setAlert(null); }}>
            {t('settings.general.reset')}
          </Button>
          <Button type="submit" variant="primary" busy={save.isPending} disabled={!dirty}>{t('settings.general.save')}</Button>
        </div>
      </form>
      <UnsavedChangesPrompt when={dirty && !save.isPending} />
    </section>
  );
}
