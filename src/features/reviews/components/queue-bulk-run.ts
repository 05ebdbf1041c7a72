/**
 * A queue's bulk decision run, loaded with the first decision (use-queue-bulk.ts): most visits
 * decide nothing, so the screen does not carry the runner, the optimistic cut and the report.
 */
import type { ListPage } from '../../../contract';
import { toast } from '../../../lib/feedback';
import { formatRelativeTime, type I18n } from '../../../lib/i18n';
import { runBulk, type ListArgs, type Selection } from '../../../lib/list';
import type { QueryClient } from '../../../lib/query';
import type { ReviewStatusTab } from '../../../paths';
import type { BulkReportItem } from '../../../ui';
import { conflictOf, decide, undoDecision, type Decision, type ReviewRecord, type ReviewState } from '../api';
import { namedRecords } from './named';
import { offerUndo } from './undo-offer';
import { undoRefusal, type UndoItem } from './undo-run';
import type { QueueConfig } from './queue-kinds';
import type { QueueBulkState } from './use-queue-bulk';

/** A row that already has the decision asked for: not sent, reported as such. */
class AlreadyDecidedError extends Error {
  override name = 'AlreadyDecidedError';
}

/** What a run reads from the screen that started it. */
export interface QueueBulkRun<R extends { id: string }> {
  client: QueryClient;
  i18n: I18n;
  readError(error: unknown): { message: string };
  config: QueueConfig<R>;
  tab: ReviewStatusTab;
  listArgs: ListArgs<ReviewStatusTab>;
  rowById(id: string): R | undefined;
  selection: Selection;
  setState(state: QueueBulkState): void;
}

/** One row of the run: its id, the row and its review. */
export interface QueueBulkItem<R> {
  id: string;
  row: R;
  review: ReviewState;
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

/** A row's name from the page on screen; its id when it is no longer there. */
function labelOf<R extends { id: string }>(run: QueueBulkRun<R>, id: string): string {
  const row = run.rowById(id);
  return row ? run.config.name(row) : id;
}

/**
 * Decides `items`: one guarded request per row (its `expectedUpdatedAt`), at most 4 in flight, each
 * through the query client's write path, so the list refetches once when the last settles; a
 * decided row leaves a status tab at once. Then a toast and a report; the rows that failed stay
 * selected, and so do rows selected while it ran.
 */
export async function runQueueBulk<R extends { id: string }>(
  run: QueueBulkRun<R>, decision: Decision, items: readonly QueueBulkItem<R>[], reason?: string,
): Promise<void> {
  const { client, i18n, config, tab, listArgs, selection, setState } = run;
  const { t } = i18n;
  const reasonOf = (error: Error): string => {
    if (error instanceof AlreadyDecidedError) return error.message;
    const conflict = conflictOf<R>(error);
    const last = conflict?.current ? config.review(conflict.current)?.history.at(-1) : undefined;
    if (last) return t(`reviews.bulk.conflict.${last.status}`, { name: last.by.name, when: formatRelativeTime(i18n, last.at) });
    return run.readError(error).message;
  };
  // The `updatedAt` each decision answered: its undo sends it back.
  const answered = new Map<string, string>();
  // Named now: a decided row leaves the page, and the toasts still name it afterwards.
  const names = new Map(items.map((item) => [item.id, config.name(item.row)]));
  const report = await runBulk(items, async ({ id, review }) => {
    if (review.status === decision) throw new AlreadyDecidedError(t(`reviews.bulk.already.${decision}`));
    const leaves = tab !== 'all' && tab !== decision;
    const record = await client.mutate(decide, { kind: config.kind, id, status: decision, reason, expectedUpdatedAt: review.updatedAt }, {
      optimistic: leaves ? (c) => c.setData(config.list, listArgs, (page) => withoutRow(page, id, tab, decision)) : undefined,
    });
    answered.set(id, config.review(record as unknown as R)?.updatedAt ?? record.updatedAt);
  }, { onProgress: (progress) => setState({ phase: 'running', decision, progress }) });

  // The rows decided leave the selection; the failures stay, and so do rows selected meanwhile
  // (the keys select while a decision is on its way).
  selection.deselect(report.succeeded);
  const label = (id: string) => names.get(id) ?? labelOf(run, id);
  const succeeded: BulkReportItem[] = report.succeeded.map((id) => ({ id, label: label(id) }));
  const failed: BulkReportItem[] = report.failed.map((f) => ({ id: f.id, label: label(f.id), message: reasonOf(f.error) }));
  const what = (done: readonly BulkReportItem[]) => namedRecords(i18n, config.kind, done.map((item) => item.label));
  if (succeeded.length > 0) {
    const undoable = report.succeeded.flatMap((id): UndoItem[] => {
      const expectedUpdatedAt = answered.get(id);
      return expectedUpdatedAt ? [{ kind: config.kind, id, expectedUpdatedAt, name: label(id) }] : [];
    });
    offerUndo(t(`reviews.bulk.done.${decision}`, { what: what(succeeded) }), t('reviews.undo.action'), () => {
      void undoQueueBulk(run, undoable);
    });
  }
  if (failed.length > 0) toast.error(t(`reviews.bulk.failed.${decision}`, { what: what(failed) }));
  // One row decided without trouble needs no report: the toast says it.
  setState(items.length === 1 && failed.length === 0 ? { phase: 'idle' } : { phase: 'done', decision, succeeded, failed });
}

/**
 * Takes back the decisions of a run (its toast's Undo, or `u`): one guarded undo per item, at most
 * 4 in flight, then a toast and the report of what could not be undone and why.
 */
export async function undoQueueBulk<R extends { id: string }>(run: QueueBulkRun<R>, items: readonly UndoItem[]): Promise<void> {
  const { client, i18n, config, setState } = run;
  const { t } = i18n;
  if (items.length === 0) return;
  const report = await runBulk(items, (item) => client.mutate(undoDecision, item), {
    onProgress: (progress) => setState({ phase: 'running', decision: 'undo', progress }),
  });
  const label = (id: string) => items.find((item) => item.id === id)?.name ?? labelOf(run, id);
  const reasonOf = (id: string, error: Error): string => {
    const conflict = conflictOf<R>(error);
    const item = items.find((one) => one.id === id);
    if (!conflict || !item) return run.readError(error).message;
    const current = conflict.current;
    const last = current ? config.review(current)?.history.at(-1) : undefined;
    const refusal = undoRefusal(i18n, item, current as ReviewRecord | null, null);
    if (!refusal.conflict || !last) return refusal.sentence;
    return t(`reviews.bulk.conflict.${last.status}`, { name: last.by.name, when: formatRelativeTime(i18n, last.at) });
  };
  const succeeded: BulkReportItem[] = report.succeeded.map((id) => ({ id, label: label(id) }));
  const failed: BulkReportItem[] = report.failed.map((f) => ({ id: f.id, label: label(f.id), message: reasonOf(f.id, f.error) }));
  run.selection.deselect(report.succeeded);
  const what = (done: readonly BulkReportItem[]) => namedRecords(i18n, config.kind, done.map((item) => item.label));
  if (succeeded.length > 0) toast.success(t('reviews.bulk.done.undo', { what: what(succeeded) }));
  if (failed.length > 0) toast.error(t('reviews.bulk.failed.undo', { what: what(failed) }));
  setState(failed.length === 0 ? { phase: 'idle' } : { phase: 'done', decision: 'undo', succeeded, failed });
}
