import { useMemo } from 'react';
import { ACTIVITY_LIST_SPEC } from '../../../contract';
import { useAuth, useMay } from '../../../lib/auth';
import { useI18n } from '../../../lib/i18n';
import { useListController } from '../../../lib/list';
import { useQuery } from '../../../lib/query';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { paths } from '../../../paths';
import { Alert, Button, ListScreen } from '../../../ui';
import { ADMINS_ARGS, activityList, adminList, legalTypes } from '../api';
import { ActivityFilters } from '../components/activity-filters';
import { ActivityTable } from '../components/activity-table';
import { useArrivals } from '../components/use-arrivals';
import { useFreshRows } from '../components/use-fresh-rows';
import { RANGE_KEYS, readRange, scopeOf } from '../model';

const LIST_CONFIG = { spec: ACTIVITY_LIST_SPEC } as const;

/**
 * `/management/activity`: what admins did, newest first. Search, the action and record-kind facets,
 * the admin, a range of days, sort, page size and page all live in the URL, so a reload, a shared
 * link or Back shows the same entries. New entries come in through the live stream (tag
 * 'Activity'): they are marked as new where they land, and the page, the scroll and the focus stay;
 * past page 1 a notice counts them, with a way to the first page. A staff role that may not read the
 * whole log sees its own entries: the admin is the signed-in one, with no choice of another (its
 * export follows the list, so it holds the same).
 */
export default function ActivityLogPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const readsAll = useMay('activity.readAll');
  const me = useAuth().user?.id ?? null;
  const range = useMemo(() => (readsAll ? readRange(query) : { ...readRange(query), admin: me }), [query, readsAll, me]);
  const scope = useMemo(() => scopeOf(range), [range]);
  // The range is the page's to read, but the list writes it with its own keys (back to page 1).
  const list = useListController({ endpoint: activityList, scope, view: LIST_CONFIG, extraKeys: RANGE_KEYS });
  const admins = useQuery(adminList, ADMINS_ARGS, { skip: !readsAll });
  const hasLegal = list.rows.some((e) => e.record?.kind === 'legal');
  const legal = useQuery(legalTypes, undefined, { skip: !hasLegal });
  const viewKey = JSON.stringify([scope, list.params]);
  const settled = list.meta !== undefined && !list.isUpdating;
  const fresh = useFreshRows(list.rows, viewKey, settled);
  const { page: _page, ...search } = list.params;
  const arrivals = useArrivals(settled ? list.meta?.total : undefined, JSON.stringify([scope, search]), list.params.page);

  return (
    <ListScreen
      className="activity"
      title={t('activity.title')}
      filters={(
        <ActivityFilters action={list.params.filters.action} kind={list.params.filters.kind} range={range} meta={list.meta}
          admins={readsAll ? admins.data?.data : null} onFilter={list.setFilter}
          onRange={list.setExtra} />
      )}
      search={{ label: t('activity.search'), placeholder: t('activity.searchPlaceholder') }}
      list={list}
      caption={t('activity.caption')}
      pagesLabel={t('activity.pages')}
      empty={{
        icon: 'list', title: t('activity.empty'), filteredTitle: t('activity.emptyFiltered'),
        clearLabel: t('activity.clearFilters'), onClear: () => navigate(paths.management.activity),
      }}
      table={(props) => <ActivityTable {...props} fresh={fresh} legalTypes={legal.data} />}
    >
      {!readsAll && <p className="activity__own">{t('activity.ownOnly')}</p>}
      {arrivals > 0 && (
        <Alert tone="info">
          <span className="activity__arrivals">
            {t('activity.arrivals', { count: arrivals })}
            <Button size="sm" onClick={() => list.setPage(1)}>{t('activity.toFirstPage')}</Button>
          </span>
        </Alert>
      )}
    </ListScreen>
  );
}
