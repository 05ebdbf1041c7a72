import { useCallback, useState } from 'react';
import { useI18n } from '../../../lib/i18n';
import type { BulkProgress, ListArgs, Selection } from '../../../lib/list';
import { useQueryClient } from '../../../lib/query';
import type { ReviewStatusTab } from '../../../paths';
import { useErrorMessage, type BulkReportItem } from '../../../ui';
import type { Decision } from '../api';
import type { QueueConfig } from './queue-kinds';
import { runQueueBulk, type QueueBulkItem } from './queue-bulk-run';

/** Where a bulk decision is: nothing, running (with progress), or done (with its report). */
export type QueueBulkState =
  | { phase: 'idle' }
  | { phase: 'running'; decision: Decision | 'undo'; progress: BulkProgress }
  | { phase: 'done'; decision: Decision | 'undo'; succeeded: BulkReportItem[]; failed: BulkReportItem[] };

interface Options<R extends { id: string }> {
  config: QueueConfig<R>;
  tab: ReviewStatusTab;
  /** The cached page on screen, which a decided row leaves at once. */
  listArgs: ListArgs<ReviewStatusTab>;
  rowById(id: string): R | undefined;
  selection: Selection;
}

/**
 * Approves or rejects rows of a queue (queue-bulk-run.ts): one
 * guarded request per row, at most 4 in flight; a decided row leaves a status tab at once. Then a
 * toast and a report; the rows that failed stay selected. The run shows as running from the call.
 */
export function useQueueBulk<R extends { id: string }>({ config, tab, listArgs, rowById, selection }: Options<R>) {
  const client = useQueryClient();
  const i18n = useI18n();
  const readError = useErrorMessage();
  const [state, setState] = useState<QueueBulkState>({ phase: 'idle' });

  const run = useCallback(async (decision: Decision, ids: readonly string[], reason?: string) => {
    const items = ids.flatMap((id): QueueBulkItem<R>[] => {
      const row = rowById(id);
      const review = row ? config.review(row) : null;
      return row && review ? [{ id, row, review }] : [];
    });
    if (items.length === 0) return;
    setState({ phase: 'running', decision, progress: { total: items.length, done: 0, succeeded: 0, failed: 0, running: 0 } });
    await runQueueBulk({ client, i18n, readError, config, tab, listArgs, rowById, selection, setState }, decision, items, reason);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- reads the latest render's helpers
  }, [client, config, tab, listArgs, rowById, selection, i18n]);

  const dismiss = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, run, dismiss };
}
