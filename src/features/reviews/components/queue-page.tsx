import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMay } from '../../../lib/auth';
import { useI18n } from '../../../lib/i18n';
import { moveCursor, useListController } from '../../../lib/list';
import { useLocation, useNavigate } from '../../../lib/router';
import type { ReviewStatusTab } from '../../../paths';
import { Button, ConfirmDialog, ListScreen, ShortcutsDialog } from '../../../ui';
import type { QueueConfig } from './queue-kinds';
import { QueueBulkBar } from './queue-bulk-bar';
import { queueView } from './queue-view';
import { rowHref, QueueTable } from './queue-table';
import { QUEUE_TABS, QueueTabs } from './queue-tabs';
import { useQueueBulk } from './use-queue-bulk';
import { useQueueKeyboard } from './use-queue-keyboard';
import { useIsClaimedByOther } from './use-claims';
import { useUndoShortcut } from './undo-offer';

/** The status tab a queue path ends with (`/trips/pending` → `pending`); `all` otherwise. */
export function tabOf(pathname: string): ReviewStatusTab {
  const last = pathname.replace(/\/+$/, '').split('/').at(-1) ?? '';
  return QUEUE_TABS.find((tab) => tab === last) ?? 'all';
}

/**
 * One review queue (dive masters, trips or products) on its status tab, read from the route, drawn
 * by ListScreen like every list: tabs with counts, search, sort by any column, page size and pages,
 * all in the URL; pending oldest first with ages and overdue badges; selection with approve /
 * reject in bulk; the keyboard, acting on the row shown focused. A staff role that does not decide
 * reviews reads the queue: no selection, no bulk bar, no a / r / x.
 */
export function QueuePage<R extends { id: string }>({ config }: { config: QueueConfig<R> }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const tab = tabOf(useLocation().pathname);
  // The same view of the URL as the details page's previous / next (from-queue.ts).
  const list = useListController({ endpoint: config.list, scope: tab, view: queueView(config.list.spec, tab) });
  const { params, selection, cursor } = list;
  const listArgs = useMemo(() => ({ scope: tab, params }), [tab, params]);
  const bulk = useQueueBulk({ config, tab, listArgs, rowById: list.rowById, selection });
  const [rejectIds, setRejectIds] = useState<string[]>([]);
  // A bulk approval waits for a yes: one key must not decide a whole queue.
  const [approveIds, setApproveIds] = useState<string[]>([]);
  const [help, setHelp] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const rowElements = useRef(new Map<string, HTMLTableRowElement>());
  const isClaimedByOther = useIsClaimedByOther(config.kind);
  const decides = useMay('reviews.decide');
  useUndoShortcut();

  // Another tab is another queue: what was selected there is not what the admin sees here; a role
  // that no longer decides (changed live) keeps no selection either.
  const { clear } = selection;
  const { dismiss } = bulk;
  useEffect(() => {
    clear();
    dismiss();
  }, [tab, decides, clear, dismiss]);

  const targets = () => (selection.count > 0 ? [...selection.selected] : cursor.activeId !== null ? [cursor.activeId] : []);
  const open = (id: string) => navigate(rowHref(config, id, list.here));
  const rowRef = useCallback((id: string, element: HTMLTableRowElement | null) => {
    if (element) rowElements.current.set(id, element);
    else rowElements.current.delete(id);
  }, []);

  // j / k pass over the rows another admin is reviewing (the current row stays a place to move from).
  const move = (delta: number) => {
    const ids = list.rows.map((row) => row.id).filter((id) => id === cursor.activeId || !isClaimedByOther(id));
    const next = moveCursor(ids, cursor.activeId, delta);
    cursor.setActiveId(next);
    return next;
  };
  useQueueKeyboard({
    move,
    focusRow: (id) => rowElements.current.get(id)?.focus(),
    activeId: cursor.activeId,
    open,
    toggle: (id) => selection.toggle(id),
    approve: () => (selection.count > 0 ? setApproveIds([...selection.selected]) : void bulk.run('approved', targets())),
    reject: () => setRejectIds(targets()),
    focusSearch: () => searchRef.current?.focus(),
    toPending: () => navigate(config.queuePath('pending') + list.carry()),
    showHelp: () => setHelp(true),
    enabled: rejectIds.length === 0 && approveIds.length === 0,
    decides,
    deciding: bulk.state.phase === 'running',
  });

  const title = t(`reviews.list.title.${config.kind}`);
  return (
    <>
      <ListScreen
        className="queue"
        title={title}
        actions={<Button variant="ghost" size="sm" className="queue__shortcuts" onClick={() => setHelp(true)}>{t('reviews.list.shortcuts')}</Button>}
        filters={<QueueTabs label={t('reviews.list.tabs', { kind: title })} current={tab} meta={list.meta} hrefOf={(to) => config.queuePath(to) + list.carry()} />}
        search={{ label: t(`reviews.list.search.${config.kind}`), ref: searchRef }}
        list={list}
        caption={t('reviews.list.caption', { kind: title, tab: t(`nav.items.${tab}`) })}
        empty={{ title: t(`reviews.list.empty.${tab}`) }}
        table={(props) => (
          <QueueTable {...props} config={config} selection={decides ? selection : null} activeId={cursor.activeId}
            onActivate={cursor.setActiveId} rowRef={rowRef} />
        )}
      >
        {decides && <QueueBulkBar
          kind={config.kind}
          selection={selection}
          state={bulk.state}
          onApprove={() => setApproveIds([...selection.selected])}
          onDismiss={bulk.dismiss}
          rejecting={rejectIds.length}
          onReject={() => setRejectIds([...selection.selected])}
          onRejectClose={() => setRejectIds([])}
          onRejectSubmit={(reason) => {
            setRejectIds([]);
            void bulk.run('rejected', rejectIds, reason);
          }}
        />}
      </ListScreen>
      <ConfirmDialog open={approveIds.length > 0} title={t(`reviews.bulk.confirm.${config.kind}`, { count: approveIds.length })}
        message={t('reviews.bulk.confirmMessage')} confirmLabel={t('reviews.bulk.approve')}
        onCancel={() => setApproveIds([])}
        onConfirm={() => {
          setApproveIds([]);
          void bulk.run('approved', approveIds);
        }} />
      <ShortcutsDialog open={help} onClose={() => setHelp(false)} sections={['lists', 'general']} />
    </>
  );
}
