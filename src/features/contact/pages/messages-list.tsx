import { useCallback } from 'react';
import { CONTACT_LIST_SPEC } from '../../../contract';
import { useI18n } from '../../../lib/i18n';
import { useListController } from '../../../lib/list';
import { useNavigate } from '../../../lib/router';
import { paths } from '../../../paths';
import { FacetFilter, ListScreen } from '../../../ui';
import { messageList } from '../api';
import { MessagesTable } from '../components/messages-table';
import { STATUS_FILTERS, messageHref } from '../listing';

const LIST_CONFIG = { spec: CONTACT_LIST_SPEC } as const;

/**
 * `/contact/all`: contact messages, newest first; a status filter with counts, search, sort by any
 * column, page size and pages, all in the URL, so a reload, a shared link or Back shows the same view.
 */
export default function MessagesListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const list = useListController({ endpoint: messageList, view: LIST_CONFIG });
  const { here } = list;
  const hrefOf = useCallback((id: string) => messageHref(id, here), [here]);

  return (
    <ListScreen
      className="contact"
      title={t('contact.list.title')}
      filters={(
        <FacetFilter className="contact__filter" label={t('contact.list.filter')} facet="status" values={STATUS_FILTERS}
          value={list.params.filters.status} meta={list.meta} allLabel={t('contact.list.all')} labelOf={(s) => t(`contact.status.${s}`)}
          onChange={(value) => list.setFilter('status', value)} />
      )}
      search={{ label: t('contact.list.search'), placeholder: t('contact.list.searchPlaceholder') }}
      list={list}
      caption={t('contact.list.caption')}
      pagesLabel={t('contact.list.pages')}
      empty={{
        icon: 'mail', title: t('contact.list.empty'), filteredTitle: t('contact.list.emptyFiltered'),
        clearLabel: t('contact.list.clearFilters'), onClear: () => navigate(paths.contact.all),
      }}
      table={(props) => <MessagesTable {...props} hrefOf={hrefOf} onOpen={(id) => navigate(hrefOf(id))} />}
    />
  );
}
