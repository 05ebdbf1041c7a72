import { useCallback, useState } from 'react';
import type { ListPage } from '../../../contract';
import { toast } from '../../../lib/feedback';
import { formatRelativeTime, useI18n } from '../../../lib/i18n';
import { runBulk, type BulkProgress, type ListArgs, type Selection } from '../../../lib/list';
import { useQueryClient, type QueryClient } from '../../../lib/query';
import type { ReviewStatusTab } from '../../../paths';
import { useErrorMessage, type BulkReportItem } from '../../../ui';
import { conflictOf, decide, type Decision } from '../api';
import type { QueueConfig } from './queue-kinds';

/** Where a bulk decision is: nothing, running (with progress), or done (with its report). */
export type QueueBulkState =
  | { phase: 'idle' }
  | { phase: 'running'; decision: Decision; progress: BulkProgress }
  | { phase: 'done'; decision: Decision; succeeded: BulkReportItem[]; failed: BulkReportItem[] };

/** A row that already has the decision asked for: not sent, reported as such. */
class AlreadyDecidedError extends Error {
  override name = 'AlreadyDecidedError';
}

interface Options<R extends { id: string }> {
  config: QueueConfig<R>;
  tab: ReviewStatusTab;
  /** The cached page on screen, which a decided row leaves at once. */
  listArgs: ListArgs<ReviewStatusTab>;
  rowById(id: string): R | undefined;
  selection: Selection;
}

/** The page without row `id` (and its counts moved to `decision`), if the row is on it. */
function withoutRow<R extends { id: string }>(page: ListPage<R> | undefined, id: string, from: string, to: Decision): ListPage<R> | undefined {
  if (!page?.data.some((row) => row.id === id)) return undefined;
  const status = { ...page.meta.facets.status };
  status[from] = Math.max(0, (status[from] ?? 0) - 1);
  status[to] = (status[to] ?? 0) + 1;
  return {
    data: page.data.filter((row) => row.id !== id),
    meta: { ...page.meta, total: Math.max(0, page.meta.total - 1), facets: { ...page.meta.facets, status } },
  };
}

/**
 * Approves or rejects rows of a queue: one guarded request per row (its `expectedUpdatedAt`), at
 * most 4 in flight, each through the query client's write path, so the list refetches once when
 * the last settles; a decided row leaves a status tab at once. Then a toast and a report; the rows
 * that failed stay selected.
 */
export function useQueueBulk<R extends { id: string }>({ config, tab, listArgs, rowById, selection }: Options<R>) {
  const client: QueryClient = useQueryClient();
  const i18n = useI18n();
  const { t } = i18n;
  const readError = useErrorMessage();
  const [state, setState] = useState<QueueBulkState>({ phase: 'idle' });

  const reasonOf = (error: Error): string => {
    if (error instanceof AlreadyDecidedError) return error.message;
    const conflict = conflictOf<R>(error);
    const last = conflict?.current ? config.review(conflict.current)?.history.at(-1) : undefined;
    if (last) return t(`reviews.bulk.conflict.${last.status}`, { name: last.by.name, when: formatRelativeTime(i18n, last.at) });
    return readError(error).message;
  };

  const run = useCallback(async (decision: Decision, ids: readonly string[], reason?: string) => {
    const items = ids.flatMap((id) => {
      const row = rowById(id);
      const review = row ? config.review(row) : null;
      return row && review ? [{ id, row, review }] : [];
    });
    if (items.length === 0) return;
    setState({ phase: 'running', decision, progress: { total: items.length, done: 0, succeeded: 0, failed: 0, running: 0 } });
    const report = await runBulk(items, async ({ id, review }) => {
      if (review.status === decision) throw new AlreadyDecidedError(t(`reviews.bulk.already.${decision}`));
      const leaves = tab !== 'all' && tab !== decision;
      await client.mutate(decide, { kind: config.kind, id, status: decision, reason, expectedUpdatedAt: review.updatedAt }, {
        optimistic: leaves ? (c) => c.setData(config.list, listArgs, (page) => withoutRow(page, id, tab, decision)) : undefined,
      });
    }, { onProgress: (progress) => setState({ phase: 'running', decision, progress }) });

    selection.retain(report.failed.map((f) => f.id));
    const label = (id: string) => {
      const row = rowById(id);
      return row ? config.name(row) : id;
    };
    const succeeded = report.succeeded.map((id) => ({ id, label: label(id) }));
    const failed = report.failed.map((f) => ({ id: f.id, label: label(f.id), message: reasonOf(f.error) }));
    if (succeeded.length > 0) toast.success(t(`reviews.bulk.done.${decision}`, { count: succeeded.length }));
    if (failed.length > 0) toast.error(t(`reviews.bulk.failed.${decision}`, { count: failed.length }));
    // One row decided without trouble needs no report: the toast says it.
    setState(items.length === 1 && failed.length === 0 ? { phase: 'idle' } : { phase: 'done', decision, succeeded, failed });
  // eslint-disable-next-line react-hooks/exhaustive-deps -- reads the latest render's helpers
  }, [client, config, tab, listArgs, rowById, selection, i18n]);

  const dismiss = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, run, dismiss };
}
