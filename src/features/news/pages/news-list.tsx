import { NEWS_LIST_SPEC, NEWS_STATUSES } from '../../../contract';
import { useMay } from '../../../lib/auth';
import { useI18n } from '../../../lib/i18n';
import { useListController } from '../../../lib/list';
import { useNavigate } from '../../../lib/router';
import { paths } from '../../../paths';
import { FacetFilter, LinkButton, ListScreen } from '../../../ui';
import { NewsListTable } from '../components/news-list-table';
import { newsList } from '../api';

const LIST_CONFIG = { spec: NEWS_LIST_SPEC } as const;

/**
 * `/news/all`: every article, newest first; a status filter with counts, search, sort by any
 * column, page size and pages, all in the URL; "New article" and each row open the editor ("New
 * article" only for a staff role that writes news; the others read an article in its place).
 */
export default function NewsListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const list = useListController({ endpoint: newsList, view: LIST_CONFIG });
  const writes = useMay('content.write');

  return (
    <ListScreen
      className="news-list"
      title={t('news.list.title')}
      actions={writes && <LinkButton variant="primary" icon="plus" to={paths.news.create}>{t('news.list.newArticle')}</LinkButton>}
      filters={(
        <FacetFilter className="news-list__filter" label={t('news.list.filter')} facet="status" values={NEWS_STATUSES}
          value={list.params.filters.status} meta={list.meta} allLabel={t('news.list.all')} labelOf={(s) => t(`news.status.${s}`)}
          onChange={(value) => list.setFilter('status', value)} />
      )}
      search={{ label: t('news.list.search'), placeholder: t('news.list.searchPlaceholder') }}
      list={list}
      caption={t('news.list.caption')}
      pagesLabel={t('news.list.pages')}
      empty={{
        icon: 'newspaper', title: t('news.list.empty'), filteredTitle: t('news.list.emptyFiltered'),
        action: writes && <LinkButton variant="primary" to={paths.news.create}>{t('news.list.writeFirst')}</LinkButton>,
        clearLabel: t('news.list.clearFilters'), onClear: () => navigate(paths.news.all),
      }}
      table={(props) => <NewsListTable {...props} onOpen={(id) => navigate(paths.news.details(id))} />}
    />
  );
}
