import { useCallback, useEffect } from 'react';
import { LIST_SPECS } from '../../../contract';
import { useI18n } from '../../../lib/i18n';
import { PAGE_SIZES, useList, useListState } from '../../../lib/list';
import { useNavigate } from '../../../lib/router';
import { paths } from '../../../paths';
import { Button, EmptyState, ErrorState, FacetFilter, Pagination, SearchField, Spinner, useErrorMessage } from '../../../ui';
import { messageList } from '../api';
import { MessagesTable } from '../components/messages-table';
import { STATUS_FILTERS, messageHref } from '../model';

const LIST_CONFIG = { spec: LIST_SPECS.contact } as const;

/**
 * `/contact/all`: contact messages, newest first; a status filter with counts, search, sort by any
 * column, page size and pages, all in the URL, so a reload, a shared link or Back shows the same view.
 */
export default function MessagesListPage() {
  const { t } = useI18n();
  const readError = useErrorMessage();
  const navigate = useNavigate();
  const list = useListState(LIST_CONFIG);
  const { params, here } = list;
  const { rows, meta, isLoading, isUpdating, error, refetch } = useList(messageList, params);

  // A page past the end (a stale link, messages archived since): show the last page rather than nothing.
  const { setPage } = list;
  const lastPage = meta ? Math.max(1, Math.ceil(meta.total / params.pageSize)) : 1;
  useEffect(() => {
    if (meta && !isUpdating && rows.length === 0 && params.page > lastPage) setPage(lastPage, { replace: true });
  }, [meta, isUpdating, rows.length, params.page, lastPage, setPage]);

  const hrefOf = useCallback((id: string) => messageHref(id, here), [here]);
  const q = params.q.trim();
  const filtered = q !== '' || params.filters.status !== undefined;
  const empty = filtered
    ? <EmptyState icon="search" compact title={q ? t('lists.empty.search', { q }) : t('contact.list.emptyFiltered')}
        action={<Button size="sm" onClick={() => navigate(paths.contact.all)}>{t('contact.list.clearFilters')}</Button>} />
    : <EmptyState icon="mail" compact title={t('contact.list.empty')} />;

  return (
    <div className="page contact">
      <h1 className="page__title">{t('contact.list.title')}</h1>
      <FacetFilter className="contact__filter" label={t('contact.list.filter')} facet="status" values={STATUS_FILTERS} value={params.filters.status}
        meta={meta} allLabel={t('contact.list.all')} labelOf={(s) => t(`contact.status.${s}`)} onChange={(value) => list.setFilter('status', value)} />
      <div className="contact__toolbar">
        <SearchField label={t('contact.list.search')} placeholder={t('contact.list.searchPlaceholder')} value={params.q} onChange={list.setQuery} />
        {isUpdating && <span className="contact__updating" role="status"><Spinner /> {t('lists.updating')}</span>}
      </div>
      {error && !isLoading && (
        <ErrorState compact={rows.length > 0} message={readError(error).message} onRetry={() => void refetch()} retrying={isUpdating} />
      )}
      {!(error && rows.length === 0 && !isLoading) && (
        <MessagesTable
          caption={t('contact.list.caption')}
          rows={rows}
          loading={isLoading}
          updating={isUpdating}
          sort={{ key: params.sort ?? LIST_SPECS.contact.defaultSort.field, direction: params.order }}
          onSortChange={(sort) => list.setSort(sort?.key ?? null, sort?.direction)}
          hrefOf={hrefOf}
          onOpen={(id) => navigate(hrefOf(id))}
          empty={empty}
        />
      )}
      {meta && meta.total > 0 && (
        <Pagination page={params.page} pageSize={params.pageSize} total={meta.total} pageSizeOptions={PAGE_SIZES}
          onPageChange={(page) => list.setPage(page)} onPageSizeChange={list.setPageSize} label={t('contact.list.pages')} />
      )}
    </div>
  );
}
