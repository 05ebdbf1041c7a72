import { STAFF_ROLES, type StaffRole } from '../../../contract';
import { email, required, useForm, type FormRules } from '../../../lib/form';
import { useI18n } from '../../../lib/i18n';
import { useMutation } from '../../../lib/query';
import { toast } from '../../../lib/feedback';
import { Button, Dialog, FormAlert, SelectField, TextField } from '../../../ui';
import { LIMITS } from '../../../contract';
import { inviteAdmin } from '../api';

type NewAdmin = { firstName: string; lastName: string; email: string; staffRole: StaffRole };

/** A new admin starts with the role that changes nothing, as the server's default. */
const EMPTY: NewAdmin = { firstName: '', lastName: '', email: '', staffRole: 'auditor' };
const RULES: FormRules<NewAdmin> = { firstName: [required], lastName: [required], email: [required, email] };

/**
 * Creating an admin: names, e-mail and staff role; the server sends the invitation (a one-time
 * link to set a password). A refused save keeps what was typed, with the server's words. Its owner
 * mounts it only while open, so each opening starts empty.
 */
export function NewAdminDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useI18n();
  const invite = useMutation(inviteAdmin);
  const form = useForm<NewAdmin>({ initial: EMPTY, rules: RULES });

  const onSubmit = form.handleSubmit(async (values) => {
    await invite.mutate(values);
    toast.success(t('staff.create.sent', { email: values.email }));
    onClose();
  });

  return (
    <Dialog open={open} onClose={onClose} title={t('staff.create.title')} description={t('staff.create.text')}
      footer={(
        <>
          <Button variant="ghost" onClick={onClose}>{t('staff.create.cancel')}</Button>
          <Button type="submit" form="new-admin-form" variant="primary" busy={invite.isPending}>{t('staff.create.submit')}</Button>
        </>
      )}>
      <form id="new-admin-form" className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <FormAlert form={form} />
        <TextField label={t('users.fields.firstName')} required autoComplete="off" maxLength={LIMITS.nameMax} {...form.text('firstName')} />
        <TextField label={t('users.fields.lastName')} required autoComplete="off" maxLength={LIMITS.nameMax} {...form.text('lastName')} />
        <TextField label={t('users.fields.email')} type="email" required autoComplete="off" {...form.text('email')} />
        <SelectField label={t('staff.fields.staffRole')} hint={t(`staff.roleHints.${form.values.staffRole}`)} {...form.text('staffRole')}>
          {STAFF_ROLES.map((role) => <option key={role} value={role}>{t(`staff.roles.${role}`)}</option>)}
        </SelectField>
      </form>
    </Dialog>
  );
}
