import { useMemo, useRef } from 'react';
import { useAuth } from '../../../lib/auth';
import { maxLength, phone, required, useEditor, type FormRules } from '../../../lib/form';
import { useI18n } from '../../../lib/i18n';
import { useMutation, useQuery, useQueryClient } from '../../../lib/query';
import { toast } from '../../../lib/feedback';
import { BYTES_PER_MB, Button, EditorMergeNotice, FormAlert, SelectField, TextField, useErrorMessage, UnsavedChangesPrompt } from '../../../ui';
import { LIMITS, UPLOAD_TYPES, type EditProfileBody, type User } from '../../../contract';
import { editProfile, getUser, uploadImage } from '../api';
import { countryOptions } from '../../../lib/i18n';

type Profile = { firstName: string; lastName: string; phone: string; country: string; avatarUrl: string | null };

const toProfile = (user: User): Profile => ({
  firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? '', country: user.country ?? '', avatarUrl: user.avatarUrl,
});

/** The 409's `current` when it is a user. */
function asUser(value: unknown): User | null {
  return typeof value === 'object' && value !== null && 'id' in value && 'updatedAt' in value && 'email' in value ? (value as User) : null;
}

/** Of two copies of one user, the later saved. */
const later = (a: User, b: User | undefined): User => (b && Date.parse(b.updatedAt) > Date.parse(a.updatedAt) ? b : a);

const FIELD_LABELS: Record<keyof Profile, string> = {
  firstName: 'settings.general.firstName', lastName: 'settings.general.lastName', phone: 'settings.general.phone',
  country: 'settings.general.country', avatarUrl: 'settings.general.avatar',
};

const RULES: FormRules<Profile> = {
  firstName: [required, maxLength(LIMITS.nameMax)],
  lastName: [required, maxLength(LIMITS.nameMax)],
  phone: [phone],
};

/**
 * General settings: the administrator's own profile, a guarded editor like the others (another
 * admin may edit this account meanwhile: their save is merged in); saving refreshes the name in the header.
 */
export default function GeneralSettingsPage() {
  const { user } = useAuth();
  // Keyed by the user: the form (and its draft) belongs to one account.
  return user ? <ProfileForm key={user.id} user={user} /> : null;
}

function ProfileForm({ user: signedIn }: { user: User }) {
  const { t, language } = useI18n();
  const { updateUser } = useAuth();
  const client = useQueryClient();
  // The account as stored: the live stream refreshes it when another admin edits it.
  const user = later(signedIn, useQuery(getUser, signedIn.id).data);
  const save = useMutation(editProfile);
  const upload = useMutation(uploadImage);
  const readError = useErrorMessage();
  // The draft keeps the typing through a failed save, an expired session or a reload.
  const editor = useEditor<User, Profile>({
    record: user, toValues: toProfile, stampOf: (u) => u.updatedAt, asRecord: asUser, rules: RULES,
    draftKey: `profile:${user.id}`, live: { kind: 'user', id: user.id },
    show: (u) => client.setData(getUser, u.id, () => u),
  });
  const { form } = editor;
  const fileRef = useRef<HTMLInputElement>(null);
  const countries = useMemo(() => countryOptions(language), [language]);
  const { values } = form;

  const onSubmit = editor.save(async (draft, stamp) => {
    const body: EditProfileBody = {
      firstName: draft.firstName.trim(), lastName: draft.lastName.trim(),
      phone: draft.phone.trim() || null, country: draft.country || null, avatarUrl: draft.avatarUrl,
      ...(stamp ? { expectedUpdatedAt: stamp } : {}),
    };
    const next = await save.mutate({ id: user.id, body });
    updateUser(next);
    toast.success(t('settings.general.saved'));
    return next;
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
      <EditorMergeNotice editor={editor} label={(field) => t(FIELD_LABELS[field])}
        text={(field, value) => (field === 'country' ? countries.find((c) => c.code === value)?.name ?? String(value ?? '') : String(value ?? ''))} />
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
