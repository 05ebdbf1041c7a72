import { USER_LIST_SPEC } from '../../../contract';
import { useMay } from '../../../lib/auth';
import { useI18n } from '../../../lib/i18n';
import { useListController } from '../../../lib/list';
import { useNavigate } from '../../../lib/router';
import { paths } from '../../../paths';
import { LinkButton, ListScreen } from '../../../ui';
import { userList } from '../api';
import { UsersFilters } from '../components/users-filters';
import { UsersTable } from '../components/users-table';
import { userHref } from '../record';


const LIST_CONFIG = { spec: USER_LIST_SPEC } as const;

/**
 * Everyone, in one table: filters by role and status with their counts, search by name or e-mail,
 * sort by any column, page size and pages, all in the URL, so a reload or Back shows the same view.
 * "New user" for a staff role that writes people.
 */
export default function UsersListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const list = useListController({ endpoint: userList, view: LIST_CONFIG });
  const { filters } = list.params;
  const creates = useMay('people.write');

  return (
    <ListScreen
      className="users"
      title={t('users.list.title')}
      actions={creates && <LinkButton variant="primary" icon="user-plus" to={paths.users.create}>{t('users.list.newUser')}</LinkButton>}
      filters={<UsersFilters role={filters.role} status={filters.status} meta={list.meta} onChange={list.setFilter} />}
      search={{ label: t('users.list.search'), placeholder: t('users.list.searchPlaceholder') }}
      list={list}
      caption={t('users.list.caption')}
      pagesLabel={t('users.list.pages')}
      empty={{
        icon: 'users', title: t('users.list.empty'), filteredTitle: t('users.list.emptyFiltered'),
        clearLabel: t('users.list.clearFilters'), onClear: () => navigate(paths.users.all),
      }}
      table={(props) => <UsersTable {...props} onOpen={(id) => navigate(userHref(id, list.here))} />}
    />
  );
}
