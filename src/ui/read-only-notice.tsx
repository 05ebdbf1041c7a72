import { useStaffAccess } from '../lib/auth';
import { useT } from '../lib/i18n';
import { Alert } from './alert';

/**
 * The word on a view the admin's staff role may read but not change ("Reviewers can read this but
 * not change it. An owner can change your role."), where its actions would be.
 */
export function ReadOnlyNotice() {
  const t = useT();
  const { role } = useStaffAccess();
  if (!role) return null;
  return <Alert tone="info">{t('shell.notForRole.readOnly', { roles: t(`shell.notForRole.roles.${role}`) })}</Alert>;
}
