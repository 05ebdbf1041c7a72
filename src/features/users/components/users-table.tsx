import { useMemo, type ReactNode } from 'react';
import { personName, type User } from '../../../contract';
import { useI18n } from '../../../lib/i18n';
import { Link, useLocation } from '../../../lib/router';
import { CLICKABLE_ROW, openRowOnClick, Table, type TableColumn, type TableSort } from '../../../ui';
import { userHref } from '../record';
import { roleBadge, timeAgo, UserAvatar, userStatusBadge } from './user-bits';

export interface UsersTableProps {
  caption: string;
  rows: readonly User[];
  loading: boolean;
  updating: boolean;
  sort: TableSort;
  onSortChange(sort: TableSort | null): void;
  /** Opens a row's page (a click anywhere on the row, or Enter on it). */
  onOpen(id: string): void;
  empty: ReactNode;
}

// Every row's attributes are the same object: the memoized rows see nothing changed.
const clickable = () => CLICKABLE_ROW;

/**
 * A user's name, linking to their page with `?from=` the list as shown now, so "All users" returns
 * to it. It reads the location itself: a new search or page changes the link, not the memoized row.
 */
function UserLink({ user }: { user: User }) {
  const { pathname, search } = useLocation();
  return <Link className="users__link" to={userHref(user.id, pathname + search)}>{personName(user)}</Link>;
}

/**
 * Everyone in one table: name with avatar (a link to the user's page), e-mail, role, status,
 * created and last sign-in (relative, the full date on hover); every column sorts.
 */
export function UsersTable({ caption, rows, loading, updating, sort, onSortChange, onOpen, empty }: UsersTableProps) {
  const i18n = useI18n();
  const { t } = i18n;

  // Stable while the language stays, so a row renders again only when its record changes; the
  // times are read when the row renders.
  const columns = useMemo((): TableColumn<User>[] => [
    {
      key: 'name', header: t('users.columns.name'), sortable: true, rowHeader: true, card: 'title',
      render: (user) => (
        <span className="users__person">
          {/* Rebuilt when the picture changes: the rows are updated in place, and a reused <img> would show the last picture until the next loads. */}
          <UserAvatar key={user.avatarUrl ?? ''} user={user} size="sm" />
          <UserLink user={user} />
        </span>
      ),
    },
    { key: 'email', header: t('users.columns.email'), sortable: true, card: 'key', render: (user) => <span className="users__email" title={user.email}>{user.email}</span> },
    { key: 'role', header: t('users.columns.role'), sortable: true, card: 'key', render: (user) => roleBadge(i18n, user.role) },
    { key: 'status', header: t('users.columns.status'), sortable: true, card: 'status', render: (user) => userStatusBadge(i18n, user.status) },
    { key: 'createdAt', header: t('users.columns.createdAt'), sortable: true, card: 'age', render: (user) => timeAgo(i18n, user.createdAt, undefined, Date.now()) },
    {
      key: 'lastLoginAt', header: t('users.columns.lastLoginAt'), sortable: true, card: 'extra',
      render: (user) => timeAgo(i18n, user.lastLoginAt, t('users.never'), Date.now()),
    },
  ], [i18n, t]);

  const onRowClick = useMemo(() => openRowOnClick(onOpen), [onOpen]);

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
      // A new search or page updates the rows in place rather than rebuilding them.
      recycleRows
      getRowProps={clickable}
      // The name's link is the keyboard's way in; a click elsewhere on the row is a shortcut for the mouse.
      onRowClick={onRowClick}
    />
  );
}
