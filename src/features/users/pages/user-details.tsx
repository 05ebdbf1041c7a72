import { useAuth, useStaffAccess } from '../../../lib/auth';
import { useI18n } from '../../../lib/i18n';
import { useQuery } from '../../../lib/query';
import { Link, useParams, useSearchParams } from '../../../lib/router';
import { paths } from '../../../paths';
import { Icon, PresenceBar, ReadOnlyNotice, RecordView, Skeleton } from '../../../ui';
import { getUser } from '../api';
import { CertificationCard } from '../components/certification-card';
import { RecentActivity } from '../components/recent-activity';
import { StatusAction } from '../components/status-action';
import { RoleBadge, UserAvatar, UserStatusBadge } from '../components/user-bits';
import { UserEditForm } from '../components/user-edit-form';
import { UserFacts } from '../components/user-facts';
import { usersBackHref } from '../record';
import { personName, type User } from '../../../contract';

/** "All users": back to the list as it was (its search, filters and page). */
function BackLink() {
  const { t } = useI18n();
  const [query] = useSearchParams();
  return (
    <Link className="link users__back" to={usersBackHref(query.get('from'))}>
      <Icon name="arrow-left" />{t('users.details.back')}
    </Link>
  );
}

/**
 * One user: who they are, their role and status, when they joined and last signed in, a dive
 * master's certification with a link to its review; edit, and block or unblock. The signed-in
 * admin's own page cannot block or demote them (the server refuses it too). Their recent activity
 * closes the page, with a link to the whole log. Editing and blocking are for a staff role that
 * writes people (an admin's record: one that manages staff); the others read. Another user's
 * activity is for a role that reads the whole log.
 */
export default function UserDetailsPage() {
  const { t } = useI18n();
  const { id } = useParams<typeof paths.users.detailsPattern>();
  const query = useQuery(getUser, id);
  return (
    <div className="page users user-page">
      <BackLink />
      <PresenceBar kind="user" id={id} />
      <RecordView query={query} notFoundTitle={t('users.details.notFound')} loadingLabel={t('users.details.loading')}
        skeleton={<><div className="user-page__header"><Skeleton shape="circle" width="5rem" height="5rem" /><Skeleton lines={2} width="16rem" /></div><Skeleton shape="block" height="16rem" /></>}>
        {(user) => <UserPage user={user} />}
      </RecordView>
    </div>
  );
}

function UserPage({ user }: { user: User }) {
  const { t } = useI18n();
  const me = useAuth().user;
  const { may } = useStaffAccess();
  const isSelf = me?.id === user.id;
  const edits = may('people.write') && (user.role !== 'admin' || may('staff.manage'));
  return (
    <>
      <header className="user-page__header">
        <UserAvatar user={user} size="xl" />
        <div className="user-page__who">
          <h1 className="page__title">{personName(user)}</h1>
          <p className="user-page__email">{user.email}</p>
          <p className="user-page__badges">
            <RoleBadge role={user.role} /> <UserStatusBadge status={user.status} />
            {isSelf && <span className="users__you">{t('users.self.you')}</span>}
          </p>
        </div>
        {edits && <StatusAction user={user} isSelf={isSelf} />}
      </header>
      <div className="user-page__grid">
        <UserFacts user={user} />
        {edits ? <UserEditForm key={user.id} user={user} isSelf={isSelf} /> : <ReadOnlyNotice />}
        {user.role === 'diveMaster' && <CertificationCard userId={user.id} certification={user.certification} />}
        {(isSelf || may('activity.readAll')) && <RecentActivity user={user} />}
      </div>
    </>
  );
}
