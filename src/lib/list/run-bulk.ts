/**
 * Runs one task per selected row with a bounded number in flight, and reports each outcome, so a
 * bulk action neither floods the server nor stops at the first failure.
 */

/** At most this many tasks of a bulk action run at once. */
export const BULK_CONCURRENCY = 4;

/** How far a bulk run has got; `done` = `succeeded` + `failed`. */
export interface BulkProgress {
  total: number;
  done: number;
  succeeded: number;
  failed: number;
  /** Tasks in flight now. */
  running: number;
}

export interface BulkFailure {
  id: string;
  /** The task's rejection as an Error (an HttpError keeps the server's message and code). */
  error: Error;
}

/** What a bulk run did, in the order of the items given. */
export interface BulkReport {
  succeeded: string[];
  failed: BulkFailure[];
  /** Items not started because `signal` aborted first. */
  skipped: string[];
}

export interface RunBulkOptions {
  /** Tasks in flight at most; default BULK_CONCURRENCY (4). */
  concurrency?: number;
  /** Called once before the first task and after every task that settles. */
  onProgress?(progress: BulkProgress): void;
  /** Aborting starts no further task; those in flight finish and are reported. */
  signal?: AbortSignal;
}

const asError = (value: unknown): Error => (value instanceof Error ? value : new Error(String(value), { cause: value }));

/**
 * Runs `task` for every item, never more than `concurrency` at once, and resolves (never rejects)
 * with the ids that succeeded and those that failed with their error.
 */
export async function runBulk<I extends { id: string }>(
  items: readonly I[],
  task: (item: I) => Promise<unknown>,
  options: RunBulkOptions = {},
): Promise<BulkReport> {
  const limit = Math.max(1, Math.floor(options.concurrency ?? BULK_CONCURRENCY));
  const outcome = new Map<string, { ok: true } | { ok: false; error: Error }>();
  const progress: BulkProgress = { total: items.length, done: 0, succeeded: 0, failed: 0, running: 0 };
  const tell = () => options.onProgress?.({ ...progress });
  let next = 0;

  async function worker(): Promise<void> {
    while (next < items.length && !options.signal?.aborted) {
      const item = items[next++];
      if (!item) continue;
      progress.running += 1;
      try {
        await task(item);
        outcome.set(item.id, { ok: true });
        progress.succeeded += 1;
      } catch (error) {
        outcome.set(item.id, { ok: false, error: asError(error) });
        progress.failed += 1;
      }
      progress.running -= 1;
      progress.done += 1;
      tell();
    }
  }

  tell();
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  const report: BulkReport = { succeeded: [], failed: [], skipped: [] };
  for (const item of items) {
    const result = outcome.get(item.id);
    if (!result) report.skipped.push(item.id);
    else if (result.ok) report.succeeded.push(item.id);
    else report.failed.push({ id: item.id, error: result.error });
  }
  return report;
}
