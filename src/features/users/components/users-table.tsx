import { useMemo } from 'react';
import type { User } from '../../../contract';
import { useI18n } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { paths } from '../../../paths';
import { Table, openOnRowClick, type ListTableProps, type TableColumn } from '../../../ui';
import { fullName } from '../model';
import { RoleBadge, TimeAgo, UserAvatar, UserStatusBadge } from './user-bits';

export interface UsersTableProps extends ListTableProps<User> {
  /** Opens a row's page (a click anywhere on the row; the name's link for the keyboard). */
  onOpen(id: string): void;
}

/**
 * Everyone in one table: name with avatar (a link to the user's page), e-mail, role, status,
 * created and last sign-in (relative, the full date on hover); every column sorts.
 */
export function UsersTable({ caption, rows, loading, updating, sort, onSortChange, onOpen, empty }: UsersTableProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const now = Date.now();

  const columns = useMemo((): TableColumn<User>[] => [
    {
      key: 'name', header: t('users.columns.name'), sortable: true, rowHeader: true,
      render: (user) => (
        <span className="users__person">
          <UserAvatar user={user} size="sm" />
          <Link className="users__link" to={paths.management.user(user.id)}>{fullName(user)}</Link>
        </span>
      ),
    },
    { key: 'email', header: t('users.columns.email'), sortable: true, render: (user) => <span className="users__email">{user.email}</span> },
    { key: 'role', header: t('users.columns.role'), sortable: true, render: (user) => <RoleBadge role={user.role} /> },
    { key: 'status', header: t('users.columns.status'), sortable: true, render: (user) => <UserStatusBadge status={user.status} /> },
    { key: 'createdAt', header: t('users.columns.createdAt'), sortable: true, render: (user) => <TimeAgo at={user.createdAt} now={now} /> },
    {
      key: 'lastLoginAt', header: t('users.columns.lastLoginAt'), sortable: true,
      render: (user) => <TimeAgo at={user.lastLoginAt} never={t('users.never')} now={now} />,
    },
  // `now` moves every render; the times are re-read whenever the rows or the language change.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  ], [i18n, rows]);

  return (
    <Table
      caption={caption}
      columns={columns}
      rows={rows}
      getRowKey={(user) => user.id}
      sort={sort}
      onSortChange={onSortChange}
      loading={loading}
      updating={updating}
      empty={empty}
      className="users__table"
      getRowProps={(user) => openOnRowClick(() => onOpen(user.id))}
    />
  );
}
