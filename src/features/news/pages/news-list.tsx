import { useEffect } from 'react';
import { LIST_SPECS, NEWS_STATUSES } from '../../../contract';
import { useI18n } from '../../../lib/i18n';
import { PAGE_SIZES, useList, useListState } from '../../../lib/list';
import { Link, useNavigate } from '../../../lib/router';
import { paths } from '../../../paths';
import { Button, EmptyState, ErrorState, FacetFilter, Icon, Pagination, SearchField, Spinner, useErrorMessage } from '../../../ui';
import { NewsListTable } from '../components/news-list-table';
import { newsList } from '../list-api';

const LIST_CONFIG = { spec: LIST_SPECS.news } as const;

/**
 * `/news/all`: every article, newest first; a status filter with counts, search, sort by any
 * column, page size and pages, all in the URL; "New article" and each row open the editor.
 */
export default function NewsListPage() {
  const { t } = useI18n();
  const readError = useErrorMessage();
  const navigate = useNavigate();
  const list = useListState(LIST_CONFIG);
  const { params } = list;
  const { rows, meta, isLoading, isUpdating, error, refetch } = useList(newsList, params);

  // A page past the end (a stale link, articles deleted since): show the last page rather than nothing.
  const { setPage } = list;
  const lastPage = meta ? Math.max(1, Math.ceil(meta.total / params.pageSize)) : 1;
  useEffect(() => {
    if (meta && !isUpdating && rows.length === 0 && params.page > lastPage) setPage(lastPage, { replace: true });
  }, [meta, isUpdating, rows.length, params.page, lastPage, setPage]);

  const q = params.q.trim();
  const filtered = q !== '' || params.filters.status !== undefined;
  const empty = filtered
    ? <EmptyState icon="search" compact title={q ? t('lists.empty.search', { q }) : t('news.list.emptyFiltered')}
        action={<Button size="sm" onClick={() => navigate(paths.news.all)}>{t('news.list.clearFilters')}</Button>} />
    : <EmptyState icon="newspaper" compact title={t('news.list.empty')}
        action={<Link className="btn" data-variant="primary" to={paths.news.create}><span className="btn__content">{t('news.list.writeFirst')}</span></Link>} />;

  return (
    <div className="page news-list">
      <div className="news-list__header">
        <h1 className="page__title">{t('news.list.title')}</h1>
        <Link className="btn" data-variant="primary" to={paths.news.create}>
          <span className="btn__content"><Icon name="plus" />{t('news.list.newArticle')}</span>
        </Link>
      </div>
      <FacetFilter className="news-list__filter" label={t('news.list.filter')} facet="status" values={NEWS_STATUSES} value={params.filters.status}
        meta={meta} allLabel={t('news.list.all')} labelOf={(s) => t(`news.status.${s}`)} onChange={(value) => list.setFilter('status', value)} />
      <div className="news-list__toolbar">
        <SearchField label={t('news.list.search')} placeholder={t('news.list.searchPlaceholder')} value={params.q} onChange={list.setQuery} />
        {isUpdating && <span className="news-list__updating" role="status"><Spinner /> {t('lists.updating')}</span>}
      </div>
      {error && !isLoading && (
        <ErrorState compact={rows.length > 0} message={readError(error).message} onRetry={() => void refetch()} retrying={isUpdating} />
      )}
      {!(error && rows.length === 0 && !isLoading) && (
        <NewsListTable
          caption={t('news.list.caption')}
          rows={rows}
          loading={isLoading}
          updating={isUpdating}
          sort={{ key: params.sort ?? LIST_SPECS.news.defaultSort.field, direction: params.order }}
          onSortChange={(sort) => list.setSort(sort?.key ?? null, sort?.direction)}
          onOpen={(id) => navigate(paths.news.edit(id))}
          empty={empty}
        />
      )}
      {meta && meta.total > 0 && (
        <Pagination page={params.page} pageSize={params.pageSize} total={meta.total} pageSizeOptions={PAGE_SIZES}
          onPageChange={(page) => list.setPage(page)} onPageSizeChange={list.setPageSize} label={t('news.list.pages')} />
      )}
    </div>
  );
}
