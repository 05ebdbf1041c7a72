import { useT } from '../../lib/i18n';
import { Link } from '../../lib/router';
import type { StaffRole } from '../../contract';
import { Icon } from '../../ui';
import { paths } from '../../paths';

export interface NotForRoleScreenProps {
  /** The staff role of the signed-in admin. */
  role: StaffRole;
  /** The locale key of the screen's name. */
  label: string;
}

/**
 * A screen of the shell reached by URL that the admin's staff role may not open: said plainly in
 * the layout ("Reviewers cannot open New article. An owner can change your role."), before its
 * page loads or asks the server anything, with the way back to the dashboard.
 */
export function NotForRoleScreen({ role, label }: NotForRoleScreenProps) {
  const t = useT();
  const name = t(label);
  return (
    <div className="page">
      <h1 className="page__title">{name}</h1>
      <section className="card not-available" aria-labelledby="not-for-role-title" data-role={role}>
        <span className="not-available__icon" aria-hidden="true"><Icon name="lock" /></span>
        <h2 id="not-for-role-title">{t('shell.notForRole.title', { roles: t(`shell.notForRole.roles.${role}`), screen: name })}</h2>
        <p>{t('shell.notForRole.text')}</p>
        <Link to={paths.dashboards.home} className="btn" data-variant="secondary">{t('shell.backHome')}</Link>
      </section>
    </div>
  );
}
