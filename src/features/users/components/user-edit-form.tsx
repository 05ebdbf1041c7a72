import { useEffect, useId, useMemo } from 'react';
import { LIMITS, personName, ROLES, type User } from '../../../contract';
import { toast } from '../../../lib/feedback';
import { useForm } from '../../../lib/form';
import { isHttpError } from '../../../lib/http';
import { useI18n } from '../../../lib/i18n';
import { useMutation, useQueryClient } from '../../../lib/query';
import {
  Button, Card, CardHeader, ConflictBanner, SelectField, StashNotice, TextField, UnsavedChangesPrompt,
  useErrorMessage,
} from '../../../ui';
import { getUser, updateUser } from '../api';
import { countryOptions } from '../../../lib/i18n';
import { EDIT_RULES, editBodyOf, editValuesOf, type EditValues } from '../model';

export interface UserEditFormProps {
  user: User;
  /** The signed-in admin's own page: the role cannot be changed, and says why. */
  isSelf: boolean;
  /**
   * A version this admin saved elsewhere on the page (block / unblock): typing in progress moves
   * onto it instead of meeting it later as someone else's change.
   */
  ownStamp: string | null;
}

/**
 * Edits the name, phone, country and role (PUT /users/:id with the `updatedAt` the typing is based
 * on). The typing is kept in a draft until saved or discarded; the server's reasons show beside
 * their fields; a 409 says who changed the user and when, and offers their version or to go on.
 */
export function UserEditForm({ user, isSelf, ownStamp }: UserEditFormProps) {
  const { t, language } = useI18n();
  const readError = useErrorMessage();
  const client = useQueryClient();
  const save = useMutation(updateUser);
  const titleId = useId();
  const countries = useMemo(() => countryOptions(language), [language]);
  const form = useForm<EditValues>({
    initial: editValuesOf(user), stamp: user.updatedAt, draftKey: `users:edit:${user.id}`, rules: EDIT_RULES,
  });

  const { dirty, stamp, keepMine } = form;
  useEffect(() => {
    if (ownStamp && ownStamp === user.updatedAt && dirty && stamp !== ownStamp) keepMine({ values: editValuesOf(user), stamp: ownStamp });
  }, [ownStamp, user, dirty, stamp, keepMine]);

  const onSubmit = form.handleSubmit(async (values, { stamp: based }) => {
    const next = await save.mutate({ id: user.id, body: editBodyOf(values, based) });
    toast.success(t('users.edit.saved', { name: personName(next) }));
    return { values: editValuesOf(next), stamp: next.updatedAt };
  });

  const conflict = form.conflict;
  const theirs = conflict && typeof conflict.current === 'object' && conflict.current !== null ? (conflict.current as User) : null;
  const settle = (how: 'loadTheirs' | 'keepMine') => {
    if (!theirs) return;
    client.setData(getUser, user.id, () => theirs);
    form[how]({ values: editValuesOf(theirs), stamp: theirs.updatedAt });
  };
  const failure = form.failure;
  const alert = failure && !theirs
    ? isHttpError(failure) && failure.status === 409 ? failure.message
      : isHttpError(failure) && failure.fieldErrors.length > 0 ? t('form.fixErrors') : readError(failure).message
    : form.invalid ? t('form.fixErrors') : null;

  return (
    <Card as="section" aria-labelledby={titleId} className="user-page__edit">
      <CardHeader title={t('users.edit.title')} titleId={titleId} description={form.restored ? t('users.edit.restored') : undefined} />
      <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        {/* Without `at`, the banner says the server's own sentence in every language: who changed the user, and when. */}
        {theirs && conflict && <ConflictBanner message={conflict.message} onLoadTheirs={() => settle('loadTheirs')} onKeepMine={() => settle('keepMine')} />}
        {alert && <p className="form-alert" data-tone="error" role="alert">{alert}</p>}
        {form.stash && <StashNotice onRestore={form.restoreMine} onForget={form.forgetMine} />}
        <div className="form__grid">
          <TextField label={t('users.fields.firstName')} required autoComplete="off" maxLength={LIMITS.nameMax} {...form.text('firstName')} />
          <TextField label={t('users.fields.lastName')} required autoComplete="off" maxLength={LIMITS.nameMax} {...form.text('lastName')} />
          <TextField label={t('users.fields.phone')} type="tel" autoComplete="off" maxLength={LIMITS.phoneMax} {...form.text('phone')} />
          <SelectField label={t('users.fields.country')} {...form.text('country')}>
            <option value="">{t('users.fields.noCountry')}</option>
            {countries.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
          </SelectField>
          <SelectField label={t('users.fields.role')} {...form.text('role')} disabled={isSelf}
            hint={isSelf ? t('users.self.noDemote') : undefined}>
            {ROLES.map((role) => <option key={role} value={role}>{t(`users.role.${role}`)}</option>)}
          </SelectField>
        </div>
        <div className="form__actions">
          <Button variant="ghost" disabled={!form.dirty || form.submitting} onClick={form.discard}>{t('users.edit.discard')}</Button>
          <Button type="submit" variant="primary" busy={form.submitting} disabled={!form.dirty}>{t('users.edit.save')}</Button>
        </div>
      </form>
      <UnsavedChangesPrompt when={form.blocking} />
    </Card>
  );
}
