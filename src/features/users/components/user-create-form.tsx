import { useMemo, useState, type FormEvent } from 'react';
import { LIMITS, type Role, type User } from '../../../contract';
import { useMay } from '../../../lib/auth';
import { useForm } from '../../../lib/form';
import { HttpError, isHttpError } from '../../../lib/http';
import { countryOptions, useI18n } from '../../../lib/i18n';
import { useMutation } from '../../../lib/query';
import { Button, FormAlert, ImageDropField, PasswordField, SelectField, TextField, UnsavedChangesPrompt, usePrivateFile } from '../../../ui';
import { createUser, uploadDocument } from '../api';
import { EMPTY_CREATE, createBodyOf, createFieldOf, createRulesFor, grantableRoles, type CreateValues } from '../model';

export interface UserCreateFormProps {
  /** The user the server created. */
  onCreated(user: User): void;
  onCancel(): void;
}

/**
 * A new user of any role: e-mail, password, names, phone; a dive master also their certification
 * (agency, level, number, document). Checked as the server checks, the server's reasons beside
 * their fields, everything typed kept when the save fails. It holds a password, so it keeps no
 * draft in sessionStorage.
 */
export function UserCreateForm({ onCreated, onCancel }: UserCreateFormProps) {
  const { t, language } = useI18n();
  const countries = useMemo(() => countryOptions(language), [language]);
  const create = useMutation(createUser);
  const upload = useMutation(uploadDocument);
  // The role decides which fields are required, so it is chosen beside the form's values.
  const [role, setRole] = useState<Role>('diver');
  const managesStaff = useMay('staff.manage');
  const rules = useMemo(() => createRulesFor(role), [role]);
  const form = useForm<CreateValues>({ initial: EMPTY_CREATE, stamp: null, draftKey: null, rules, serverField: createFieldOf });
  const documentPreview = usePrivateFile(form.values.documentUrl || null);

  const onSubmit = async (event: FormEvent) => {
    let user: User | null = null;
    const saved = await form.handleSubmit(async (values) => {
      try {
        user = await create.mutate(createBodyOf(values, role));
      } catch (error) {
        // The one 409 of a sign-up is a taken e-mail: said beside the e-mail field, in the admin's language.
        if (!isHttpError(error) || error.status !== 409 || !error.body) throw error;
        throw new HttpError({ status: 409, body: { ...error.body, errors: [{ field: 'email', message: t('users.create.emailTaken') }] } });
      }
    })(event);
    // Told only once the form counts as saved, so leaving for the new user's page is not "unsaved".
    if (saved && user) onCreated(user);
  };

  return (
    <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <FormAlert form={form} />
      <fieldset className="fieldset">
        <legend className="users__legend">{t('users.create.account')}</legend>
        <div className="form__grid">
          <TextField label={t('users.fields.email')} type="email" required autoComplete="off" maxLength={LIMITS.emailMax} {...form.text('email')} />
          <PasswordField label={t('users.fields.password')} required autoComplete="new-password" maxLength={LIMITS.passwordMax}
            hint={t('form.passwordHint', { min: LIMITS.passwordMin, max: LIMITS.passwordMax })} {...form.text('password')} />
          <SelectField label={t('users.fields.role')} required name="role" value={role} onChange={(e) => setRole(e.target.value as Role)}>
            {grantableRoles(managesStaff).map((r) => <option key={r} value={r}>{t(`users.role.${r}`)}</option>)}
          </SelectField>
        </div>
      </fieldset>
      <fieldset className="fieldset">
        <legend className="users__legend">{t('users.create.person')}</legend>
        <div className="form__grid">
          <TextField label={t('users.fields.firstName')} required autoComplete="off" maxLength={LIMITS.nameMax} {...form.text('firstName')} />
          <TextField label={t('users.fields.lastName')} required autoComplete="off" maxLength={LIMITS.nameMax} {...form.text('lastName')} />
          <TextField label={t('users.fields.phone')} type="tel" dir="ltr" autoComplete="off" maxLength={LIMITS.phoneMax}
            placeholder="+34 600 000 000" {...form.text('phone')} />
          <SelectField label={t('users.fields.country')} {...form.text('country')}>
            <option value="">{t('users.fields.noCountry')}</option>
            {countries.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
          </SelectField>
        </div>
      </fieldset>
      {role === 'diveMaster' && (
        <fieldset className="fieldset">
          <legend className="users__legend">{t('users.certification.title')}</legend>
          <p className="field__hint">{t('users.create.certificationHint')}</p>
          <div className="form__grid">
            <TextField label={t('users.fields.agency')} required maxLength={LIMITS.nameMax} {...form.text('agency')} />
            <TextField label={t('users.fields.level')} required maxLength={LIMITS.nameMax} {...form.text('level')} />
            <TextField label={t('users.fields.number')} required maxLength={LIMITS.nameMax} {...form.text('number')} />
          </div>
          <ImageDropField label={t('users.fields.document')} previewAlt={t('users.document.preview')} className="users-document"
            value={form.values.documentUrl || null} previewSrc={documentPreview.src} onChange={(url) => form.set('documentUrl', url ?? '')}
            upload={async (file) => (await upload.mutate(file)).url} error={form.error('documentUrl')} />
        </fieldset>
      )}
      <div className="form__actions">
        <Button variant="ghost" disabled={form.submitting} onClick={onCancel}>{t('users.create.cancel')}</Button>
        <Button type="submit" variant="primary" icon="user-plus" busy={form.submitting}>{t('users.create.submit')}</Button>
      </div>
      <UnsavedChangesPrompt when={form.blocking} />
    </form>
  );
}
