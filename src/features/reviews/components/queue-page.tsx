import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useI18n } from '../../../lib/i18n';
import { PAGE_SIZES, useList, useListState, useRowCursor, useRowsById, useSelection } from '../../../lib/list';
import { useLocation, useNavigate } from '../../../lib/router';
import type { ReviewStatusTab } from '../../../paths';
import {
  Button, EmptyState, ErrorState, Pagination, SearchField, ShortcutsDialog, Spinner, useErrorMessage,
} from '../../../ui';
import type { QueueConfig } from './queue-kinds';
import { QueueBulk } from './queue-bulk';
import { queueView } from './queue-view';
import { rowHref, QueueTable } from './queue-table';
import { QUEUE_TABS, QueueTabs } from './queue-tabs';
import { useQueueBulk } from './use-queue-bulk';
import { useQueueKeyboard } from './use-queue-keyboard';

/** The status tab a queue path ends with (`/trips/pending` → `pending`); `all` otherwise. */
export function tabOf(pathname: string): ReviewStatusTab {
  const last = pathname.replace(/\/+$/, '').split('/').at(-1) ?? '';
  return QUEUE_TABS.find((tab) => tab === last) ?? 'all';
}

/**
 * One review queue (dive masters, trips or products) on its status tab, read from the route: tabs
 * with counts, search, sort by any column, page size and pages, all in the URL; pending oldest
 * first with ages and overdue badges; selection with approve / reject in bulk; the keyboard.
 */
export function QueuePage<R extends { id: string }>({ config }: { config: QueueConfig<R> }) {
  const { t } = useI18n();
  const readError = useErrorMessage();
  const navigate = useNavigate();
  const tab = tabOf(useLocation().pathname);
  // The same view of the URL as the details page's previous / next (from-queue.ts).
  const list = useListState(queueView(config.list.spec, tab));
  const { params } = list;
  const { rows, meta, isLoading, isUpdating, error, refetch } = useList(config.list, params, tab);
  const ids = useMemo(() => rows.map((row) => row.id), [rows]);
  const selection = useSelection(ids);
  const cursor = useRowCursor(ids);
  const rowById = useRowsById(rows, (row) => row.id);
  const listArgs = useMemo(() => ({ scope: tab, params }), [tab, params]);
  const bulk = useQueueBulk({ config, tab, listArgs, rowById, selection });
  const [rejectIds, setRejectIds] = useState<string[]>([]);
  const [help, setHelp] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const rowElements = useRef(new Map<string, HTMLTableRowElement>());

  // Another tab is another queue: what was selected there is not what the admin sees here.
  const { clear } = selection;
  const { dismiss } = bulk;
  useEffect(() => {
    clear();
    dismiss();
  }, [tab, clear, dismiss]);

  // Decisions can empty the last page: show the new last page rather than nothing.
  const { setPage } = list;
  const lastPage = meta ? Math.max(1, Math.ceil(meta.total / params.pageSize)) : 1;
  useEffect(() => {
    if (meta && !isUpdating && rows.length === 0 && params.page > lastPage) setPage(lastPage, { replace: true });
  }, [meta, isUpdating, rows.length, params.page, lastPage, setPage]);

  const targets = () => (selection.count > 0 ? [...selection.selected] : cursor.activeId !== null ? [cursor.activeId] : []);
  const open = (id: string) => navigate(rowHref(config, id, list.here));
  const rowRef = useCallback((id: string, element: HTMLTableRowElement | null) => {
    if (element) rowElements.current.set(id, element);
    else rowElements.current.delete(id);
  }, []);

  useQueueKeyboard({
    move: cursor.move,
    focusRow: (id) => rowElements.current.get(id)?.focus(),
    activeId: cursor.activeId,
    open,
    toggle: (id) => selection.toggle(id),
    approve: () => void bulk.run('approved', targets()),
    reject: () => setRejectIds(targets()),
    focusSearch: () => searchRef.current?.focus(),
    toPending: () => navigate(config.queuePath('pending') + list.carry()),
    showHelp: () => setHelp(true),
    enabled: bulk.state.phase !== 'running' && rejectIds.length === 0,
  });

  const title = t(`reviews.list.title.${config.kind}`);
  const empty = params.q.trim() !== ''
    ? <EmptyState icon="search" compact title={t('lists.empty.search', { q: params.q.trim() })}
        action={<Button size="sm" onClick={() => list.setQuery('')}>{t('lists.search.clear')}</Button>} />
    : <EmptyState compact title={t(`reviews.list.empty.${tab}`)} />;

  return (
    <div className="page queue">
      <div className="queue__header">
        <h1 className="page__title">{title}</h1>
        <Button variant="ghost" size="sm" className="queue__shortcuts" onClick={() => setHelp(true)}>{t('reviews.list.shortcuts')}</Button>
      </div>
      <QueueTabs label={t('reviews.list.tabs', { kind: title })} current={tab} meta={meta}
        hrefOf={(to) => config.queuePath(to) + list.carry()} />
      <div className="queue__toolbar">
        <SearchField ref={searchRef} label={t(`reviews.list.search.${config.kind}`)} value={params.q}
          onChange={list.setQuery} onType={(q) => list.setQuery(q, { typing: true })} />
        {isUpdating && <span className="queue__updating" role="status"><Spinner /> {t('lists.updating')}</span>}
      </div>
      <QueueBulk
        kind={config.kind}
        selection={selection}
        state={bulk.state}
        onDecide={(decision) => void bulk.run(decision, [...selection.selected])}
        onDismiss={bulk.dismiss}
        rejecting={rejectIds.length}
        onReject={() => setRejectIds([...selection.selected])}
        onRejectClose={() => setRejectIds([])}
        onRejectSubmit={(reason) => {
          setRejectIds([]);
          void bulk.run('rejected', rejectIds, reason);
        }}
      />
      {error && !isLoading && (
        <ErrorState compact={rows.length > 0} message={readError(error).message} onRetry={() => void refetch()} retrying={isUpdating} />
      )}
      {!(error && rows.length === 0 && !isLoading) && (
        <QueueTable
          config={config}
          caption={t('reviews.list.caption', { kind: title, tab: t(`nav.items.${tab}`) })}
          rows={rows}
          loading={isLoading}
          updating={isUpdating}
          sort={{ key: params.sort ?? 'submittedAt', direction: params.order }}
          onSortChange={(sort) => list.setSort(sort?.key ?? null, sort?.direction)}
          selection={selection}
          activeId={cursor.activeId}
          onActivate={cursor.setActiveId}
          rowRef={rowRef}
          empty={empty}
        />
      )}
      {meta && meta.total > 0 && (
        <Pagination page={params.page} pageSize={params.pageSize} total={meta.total} pageSizeOptions={PAGE_SIZES}
          onPageChange={(page) => list.setPage(page)} onPageSizeChange={list.setPageSize} />
      )}
      <ShortcutsDialog open={help} onClose={() => setHelp(false)} sections={['lists', 'general']} />
    </div>
  );
}
