import { useMemo, useRef } from 'react';
import { useAuth } from '../../../lib/auth';
import { maxLength, phone, required, useForm, type FormRules } from '../../../lib/form';
import { useI18n } from '../../../lib/i18n';
import { useMutation } from '../../../lib/query';
import { toast } from '../../../lib/feedback';
import { BYTES_PER_MB, Button, FormAlert, SelectField, TextField, useErrorMessage, UnsavedChangesPrompt } from '../../../ui';
import { LIMITS, UPLOAD_TYPES, type EditProfileBody, type User } from '../../../contract';
import { editProfile, uploadImage } from '../api';
import { countryOptions } from '../../../lib/i18n';

type Profile = { firstName: string; lastName: string; phone: string; country: string; avatarUrl: string | null };

const toProfile = (user: User): Profile => ({
  firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? '', country: user.country ?? '', avatarUrl: user.avatarUrl,
});

const RULES: FormRules<Profile> = {
  firstName: [required, maxLength(LIMITS.nameMax)],
  lastName: [required, maxLength(LIMITS.nameMax)],
  phone: [phone],
};

/** General settings: the administrator's own profile; saving refreshes the name in the header. */
export default function GeneralSettingsPage() {
  const { user } = useAuth();
  // Keyed by the user: the form (and its draft) belongs to one account.
  return user ? <ProfileForm key={user.id} user={user} /> : null;
}

function ProfileForm({ user }: { user: User }) {
  const { t, language } = useI18n();
  const { updateUser } = useAuth();
  const save = useMutation(editProfile);
  const upload = useMutation(uploadImage);
  const readError = useErrorMessage();
  // The draft keeps the typing through a failed save, an expired session or a reload.
  const form = useForm<Profile>({ initial: toProfile(user), stamp: user.updatedAt, draftKey: `profile:${user.id}`, rules: RULES });
  const fileRef = useRef<HTMLInputElement>(null);
  const countries = useMemo(() => countryOptions(language), [language]);
  const { values } = form;

  const onSubmit = form.handleSubmit(async (draft) => {
    const body: EditProfileBody = {
      firstName: draft.firstName.trim(), lastName: draft.lastName.trim(),
      phone: draft.phone.trim() || null, country: draft.country || null, avatarUrl: draft.avatarUrl,
    };
    const next = await save.mutate({ id: user.id, body });
    updateUser(next);
    toast.success(t('settings.general.saved'));
    return { values: toProfile(next), stamp: next.updatedAt };
  });

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      const { url } = await upload.mutate(file);
      form.set('avatarUrl', url);
    } catch (error) {
      toast.error(t('settings.general.uploadFailed', { message: readError(error).message }));
    } finally {
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  const initials = `${values.firstName.charAt(0)}${values.lastName.charAt(0)}`.toUpperCase();
  return (
    <section className="card settings-card" aria-labelledby="general-title">
      <header className="settings-card__header">
        <h2 id="general-title">{t('settings.general.title')}</h2>
        <p>{t('settings.general.description')}</p>
      </header>
      <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <FormAlert form={form} />
        <div className="avatar-editor">
          <span className="avatar" data-size="xl" aria-hidden="true">
            {values.avatarUrl ? <img src={values.avatarUrl} alt="" /> : initials}
          </span>
          <div className="avatar-editor__actions">
            <input ref={fileRef} type="file" accept={UPLOAD_TYPES.join(',')} className="sr-only" id="avatar-file"
              tabIndex={-1} aria-hidden="true" onChange={(e) => void onFile(e.target.files?.[0])} />
            <Button variant="secondary" busy={upload.isPending} aria-describedby="avatar-hint" onClick={() => fileRef.current?.click()}>{t('settings.general.uploadAvatar')}</Button>
            {values.avatarUrl && <Button variant="ghost" onClick={() => form.set('avatarUrl', null)}>{t('settings.general.removeAvatar')}</Button>}
            <p id="avatar-hint" className="field__hint">{t('settings.general.avatarHint', { size: LIMITS.uploadBytes / BYTES_PER_MB })}</p>
          </div>
        </div>
        <div className="form__grid">
          <TextField label={t('settings.general.firstName')} autoComplete="given-name" required maxLength={LIMITS.nameMax} {...form.text('firstName')} />
          <TextField label={t('settings.general.lastName')} autoComplete="family-name" required maxLength={LIMITS.nameMax} {...form.text('lastName')} />
          <TextField label={t('settings.general.email')} name="email" type="email" value={user.email} readOnly
            hint={t('settings.general.emailHint')} />
          <TextField label={t('settings.general.phone')} type="tel" autoComplete="tel" maxLength={LIMITS.phoneMax} {...form.text('phone')} />
          <SelectField label={t('settings.general.country')} {...form.text('country')}>
            <option value="">{t('settings.general.noCountry')}</option>
            {countries.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
          </SelectField>
        </div>
        <div className="form__actions">
          <Button variant="ghost" disabled={!form.dirty || form.submitting} onClick={form.discard}>
            {t('settings.general.reset')}
          </Button>
          <Button type="submit" variant="primary" busy={form.submitting} disabled={!form.dirty}>{t('settings.general.save')}</Button>
        </div>
      </form>
      <UnsavedChangesPrompt when={form.blocking} />
    </section>
  );
}
