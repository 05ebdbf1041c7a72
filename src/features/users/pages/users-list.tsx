import { useEffect } from 'react';
import { useI18n } from '../../../lib/i18n';
import { PAGE_SIZES, useList, useListState } from '../../../lib/list';
import { Link, useNavigate } from '../../../lib/router';
import { paths } from '../../../paths';
import { Button, EmptyState, ErrorState, Icon, Pagination, SearchField, Spinner, useErrorMessage } from '../../../ui';
import { LIST_SPECS } from '../../../contract';
import { userList } from '../api';
import { UsersFilters } from '../components/users-filters';
import { UsersTable } from '../components/users-table';

const LIST_CONFIG = { spec: LIST_SPECS.users } as const;

/**
 * Everyone, in one table: filters by role and status with their counts, search by name or e-mail,
 * sort by any column, page size and pages, all in the URL, so a reload or Back shows the same view.
 */
export default function UsersListPage() {
  const { t } = useI18n();
  const readError = useErrorMessage();
  const navigate = useNavigate();
  const list = useListState(LIST_CONFIG);
  const { params } = list;
  const { rows, meta, isLoading, isUpdating, error, refetch } = useList(userList, params);

  // A page past the end (a stale link, fewer users since): show the last page rather than nothing.
  const { setPage } = list;
  const lastPage = meta ? Math.max(1, Math.ceil(meta.total / params.pageSize)) : 1;
  useEffect(() => {
    if (meta && !isUpdating && rows.length === 0 && params.page > lastPage) setPage(lastPage, { replace: true });
  }, [meta, isUpdating, rows.length, params.page, lastPage, setPage]);

  const q = params.q.trim();
  const filtered = q !== '' || Object.keys(params.filters).length > 0;
  const empty = filtered
    ? <EmptyState icon="search" compact title={q ? t('lists.empty.search', { q }) : t('users.list.emptyFiltered')}
        action={<Button size="sm" onClick={() => navigate(paths.management.users)}>{t('users.list.clearFilters')}</Button>} />
    : <EmptyState icon="users" compact title={t('users.list.empty')} />;

  return (
    <div className="page users">
      <div className="users__header">
        <h1 className="page__title">{t('users.list.title')}</h1>
        <Link className="btn" data-variant="primary" to={paths.management.newUser}>
          <span className="btn__content"><Icon name="user-plus" />{t('users.list.newUser')}</span>
        </Link>
      </div>
      <UsersFilters role={params.filters.role} status={params.filters.status} meta={meta} onChange={list.setFilter} />
      <div className="users__toolbar">
        <SearchField label={t('users.list.search')} placeholder={t('users.list.searchPlaceholder')} value={params.q} onChange={list.setQuery} />
        {isUpdating && <span className="users__updating" role="status"><Spinner /> {t('lists.updating')}</span>}
      </div>
      {error && !isLoading && (
        <ErrorState compact={rows.length > 0} message={readError(error).message} onRetry={() => void refetch()} retrying={isUpdating} />
      )}
      {!(error && rows.length === 0 && !isLoading) && (
        <UsersTable
          caption={t('users.list.caption')}
          rows={rows}
          loading={isLoading}
          updating={isUpdating}
          sort={{ key: params.sort ?? LIST_SPECS.users.defaultSort.field, direction: params.order }}
          onSortChange={(sort) => list.setSort(sort?.key ?? null, sort?.direction)}
          onOpen={(id) => navigate(paths.management.user(id))}
          empty={empty}
        />
      )}
      {meta && meta.total > 0 && (
        <Pagination page={params.page} pageSize={params.pageSize} total={meta.total} pageSizeOptions={PAGE_SIZES}
          onPageChange={(page) => list.setPage(page)} onPageSizeChange={list.setPageSize} label={t('users.list.pages')} />
      )}
    </div>
  );
}
