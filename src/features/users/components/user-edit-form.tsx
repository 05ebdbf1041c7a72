import { useId, useMemo } from 'react';
import { LIMITS, personName, type User } from '../../../contract';
import { useMay } from '../../../lib/auth';
import { toast } from '../../../lib/feedback';
import { useEditor } from '../../../lib/form';
import { useI18n } from '../../../lib/i18n';
import { useMutation, useQueryClient } from '../../../lib/query';
import {
  Button, Card, CardHeader, EditorMergeNotice, FormAlert, SelectField, TextField, UnsavedChangesPrompt,
} from '../../../ui';
import { getUser, updateUser } from '../api';
import { countryOptions } from '../../../lib/i18n';
import { EDIT_RULES, editBodyOf, editValuesOf, grantableRoles, type EditValues } from '../model';

/** The 409's `current` when it is a user. */
function asUser(value: unknown): User | null {
  return typeof value === 'object' && value !== null && 'id' in value && 'updatedAt' in value && 'role' in value ? (value as User) : null;
}

export interface UserEditFormProps {
  user: User;
  /** The signed-in admin's own page: the role cannot be changed, and says why. */
  isSelf: boolean;
}

/**
 * Edits the name, phone, country and role (PUT /users/:id with the `updatedAt` the typing is based
 * on). The typing is kept in a draft until saved or discarded; the server's reasons show beside
 * their fields; another admin's save (a 409, or arriving live) is merged in field by field.
 */
export function UserEditForm({ user, isSelf }: UserEditFormProps) {
  const { t, language } = useI18n();
  const client = useQueryClient();
  const save = useMutation(updateUser);
  const managesStaff = useMay('staff.manage');
  const titleId = useId();
  const countries = useMemo(() => countryOptions(language), [language]);
  const countryLabel = (code: string) => countries.find((c) => c.code === code)?.name ?? code;
  const editor = useEditor<User, EditValues>({
    record: user, toValues: editValuesOf, stampOf: (u) => u.updatedAt, asRecord: asUser,
    draftKey: `users:edit:${user.id}`, rules: EDIT_RULES, show: (u) => client.setData(getUser, u.id, () => u),
    live: { kind: 'user', id: user.id },
  });
  const { form } = editor;

  const onSubmit = editor.save(async (values, based) => {
    const next = await save.mutate({ id: user.id, body: editBodyOf(values, based) });
    toast.success(t('users.edit.saved', { name: personName(next) }));
    return next;
  });

  return (
    <Card as="section" aria-labelledby={titleId} className="user-page__edit">
      <CardHeader title={t('users.edit.title')} titleId={titleId} />
      <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <EditorMergeNotice editor={editor} label={(field) => t(`users.fields.${field}`)}
          text={(field, value) => (field === 'role' ? t(`users.role.${String(value)}`) : field === 'country' ? countryLabel(String(value ?? '')) : String(value ?? ''))} />
        <FormAlert form={form} />
        <div className="form__grid">
          <TextField label={t('users.fields.firstName')} required autoComplete="off" maxLength={LIMITS.nameMax} {...form.text('firstName')} />
          <TextField label={t('users.fields.lastName')} required autoComplete="off" maxLength={LIMITS.nameMax} {...form.text('lastName')} />
          <TextField label={t('users.fields.phone')} type="tel" dir="ltr" autoComplete="off" maxLength={LIMITS.phoneMax} {...form.text('phone')} />
          <SelectField label={t('users.fields.country')} {...form.text('country')}>
            <option value="">{t('users.fields.noCountry')}</option>
            {countries.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
          </SelectField>
          <SelectField label={t('users.fields.role')} {...form.text('role')} disabled={isSelf}
            hint={isSelf ? t('users.self.noDemote') : undefined}>
            {grantableRoles(managesStaff).map((role) => <option key={role} value={role}>{t(`users.role.${role}`)}</option>)}
          </SelectField>
        </div>
        <div className="form__actions">
          <Button variant="ghost" disabled={!form.dirty || form.submitting} onClick={form.discard}>{t('form.discard')}</Button>
          <Button type="submit" variant="primary" busy={form.submitting} disabled={!form.dirty}>{t('users.edit.save')}</Button>
        </div>
      </form>
      <UnsavedChangesPrompt when={form.blocking} />
    </Card>
  );
}
