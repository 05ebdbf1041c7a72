/**
 * `/management/staff` (owners, `staff.manage`): the admins with their staff role, two-factor, last
 * activity and status; an owner invites an admin, changes a role, blocks or unblocks, resets an
 * admin's two-factor and ends their sessions. Every refusal is said above the table in the
 * server's words (the last active owner's 409 among them), and the table keeps its state.
 */
import { useState } from 'react';
import { STAFF_ROLES, staffMay, staffRoleOf, type StaffRole, type User } from '../../../contract';
import { useAuth } from '../../../lib/auth';
import { toast } from '../../../lib/feedback';
import { formatRelativeTime, useI18n } from '../../../lib/i18n';
import { useMutation, useQuery } from '../../../lib/query';
import {
  Alert, Badge, Button, ConfirmDialog, ErrorState, SelectField, Table, VisuallyHidden, useErrorMessage, type TableColumn,
} from '../../../ui';
import { endAllSessions, resetTwoFactor, staffList, staffSessions, updateStaff } from '../api';
import { NewAdminDialog } from '../components/new-admin-dialog';

/** The confirmed actions on one admin. */
type Action = 'block' | 'unblock' | 'resetTwoFactor' | 'endSessions';

const nameOf = (user: User) => `${user.firstName} ${user.lastName}`;

export default function StaffListPage() {
  const { t } = useI18n();
  const me = useAuth().user;
  if (!me || !staffMay(staffRoleOf(me), 'staff.manage')) {
    return (
      <div className="page staff">
        <h1 className="page__title">{t('staff.title')}</h1>
        <Alert tone="info">{t('staff.ownersOnly')}</Alert>
      </div>
    );
  }
  return <StaffScreen />;
}

function StaffScreen() {
  const i18n = useI18n();
  const { t } = i18n;
  const readError = useErrorMessage();
  const staff = useQuery(staffList, undefined);
  const update = useMutation(updateStaff);
  const reset = useMutation(resetTwoFactor);
  const end = useMutation(endAllSessions);
  const [creating, setCreating] = useState(false);
  const [asked, setAsked] = useState<{ action: Action; user: User } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  /** Runs a call; a refusal is said above the table, a success as a toast. */
  const run = async (call: () => Promise<unknown>, done: string) => {
    setProblem(null);
    try {
      await call();
      toast.success(done);
    } catch (error) {
      setProblem(readError(error).message);
    }
  };

  const changeRole = (user: User, staffRole: StaffRole) =>
    run(() => update.mutate({ id: user.id, body: { staffRole } }), t('staff.done.role', { name: nameOf(user), role: t(`staff.roles.${staffRole}`) }));

  const confirm = async () => {
    if (!asked) return;
    const { action, user } = asked;
    const name = nameOf(user);
    setAsked(null);
    if (action === 'block' || action === 'unblock') {
      await run(() => update.mutate({ id: user.id, body: { status: action === 'block' ? 'blocked' : 'active' } }), t(`staff.done.${action}`, { name }));
    } else if (action === 'resetTwoFactor') {
      await run(() => reset.mutate(user.id), t('staff.done.resetTwoFactor', { name }));
    } else {
      await run(() => end.mutate(user.id), t('staff.done.endSessions', { name }));
    }
  };

  const columns: TableColumn<User>[] = [
    {
      key: 'name', header: t('staff.columns.name'), rowHeader: true,
      render: (user) => (
        <span className="staff__who">
          <span className="staff__name">{nameOf(user)}</span>
          <span className="staff__email">{user.email}</span>
        </span>
      ),
    },
    {
      key: 'staffRole', header: t('staff.fields.staffRole'),
      render: (user) => (
        <SelectField label={t('staff.roleOf', { name: nameOf(user) })} hideLabel className="staff__role" name={`staffRole-${user.id}`}
          value={staffRoleOf(user) ?? 'owner'} disabled={update.isPending}
          onChange={(event) => void changeRole(user, event.target.value as StaffRole)}>
          {STAFF_ROLES.map((role) => <option key={role} value={role}>{t(`staff.roles.${role}`)}</option>)}
        </SelectField>
      ),
    },
    {
      key: 'status', header: t('staff.columns.status'),
      render: (user) => <Badge tone={user.status === 'active' ? 'success' : 'error'}>{t(`users.status.${user.status}`)}</Badge>,
    },
    {
      key: 'twoFactor', header: t('staff.columns.twoFactor'),
      render: (user) => <Badge tone={user.twoFactorEnabled === true ? 'success' : 'neutral'}>{t(user.twoFactorEnabled === true ? 'staff.twoFactor.on' : 'staff.twoFactor.off')}</Badge>,
    },
    {
      key: 'lastActive', header: t('staff.columns.lastActive'),
      render: (user) => <LastActive user={user} />,
    },
    {
      key: 'sessions', header: t('staff.columns.sessions'),
      render: (user) => <SessionCount id={user.id} />,
    },
    {
      key: 'actions', header: <VisuallyHidden>{t('staff.columns.actions')}</VisuallyHidden>,
      render: (user) => {
        const name = nameOf(user);
        const block: Action = user.status === 'active' ? 'block' : 'unblock';
        return (
          <span className="staff__actions">
            <Button size="sm" variant="ghost" aria-label={t(`staff.actions.${block}Named`, { name })} onClick={() => setAsked({ action: block, user })}>
              {t(`staff.actions.${block}`)}
            </Button>
            <Button size="sm" variant="ghost" aria-label={t('staff.actions.resetTwoFactorNamed', { name })} onClick={() => setAsked({ action: 'resetTwoFactor', user })}>
              {t('staff.actions.resetTwoFactor')}
            </Button>
            <Button size="sm" variant="ghost" aria-label={t('staff.actions.endSessionsNamed', { name })} onClick={() => setAsked({ action: 'endSessions', user })}>
              {t('staff.actions.endSessions')}
            </Button>
          </span>
        );
      },
    },
  ];

  return (
    <div className="page staff">
      <div className="list-screen__header">
        <h1 className="page__title">{t('staff.title')}</h1>
        <Button variant="primary" icon="plus" onClick={() => setCreating(true)}>{t('staff.create.open')}</Button>
      </div>
      <p className="staff__intro">{t('staff.intro')}</p>
      {problem && <Alert>{problem}</Alert>}
      {staff.error && !staff.data ? (
        <ErrorState title={t('staff.loadError')} message={readError(staff.error).message} onRetry={() => void staff.refetch()} retrying={staff.isFetching} />
      ) : (
        <Table caption={t('staff.caption')} columns={columns} rows={staff.data ?? []} getRowKey={(user) => user.id} loading={staff.isLoading} />
      )}
      {creating && <NewAdminDialog open onClose={() => setCreating(false)} />}
      <ConfirmDialog open={asked !== null} tone="danger"
        title={asked ? t(`staff.confirm.${asked.action}.title`, { name: nameOf(asked.user) }) : ''}
        message={asked ? t(`staff.confirm.${asked.action}.text`, { name: nameOf(asked.user) }) : undefined}
        confirmLabel={asked ? t(`staff.actions.${asked.action}`) : undefined}
        onConfirm={confirm} onCancel={() => setAsked(null)} />
    </div>
  );
}

/** The admin's open sessions, as a count. */
function SessionCount({ id }: { id: string }) {
  const { t } = useI18n();
  const sessions = useQuery(staffSessions, id);
  if (sessions.error) return <>{t('staff.sessionsUnknown')}</>;
  if (!sessions.data) return <>{'…'}</>;
  return <>{t('staff.sessionsOpen', { count: sessions.data.length })}</>;
}

/** The admin's last call in any open session, else their last sign-in. */
function LastActive({ user }: { user: User }) {
  const i18n = useI18n();
  const { t } = i18n;
  const sessions = useQuery(staffSessions, user.id);
  const seen = sessions.data?.reduce<string | null>((latest, s) => (latest === null || s.lastSeenAt > latest ? s.lastSeenAt : latest), null) ?? null;
  const at = seen ?? user.lastLoginAt;
  return <>{at ? formatRelativeTime(i18n, at) : t('staff.never')}</>;
}
