/**
 * WORKERS=N: N server processes on one port (node:cluster), possible only on PostgreSQL, where
 * every process sees the same state. The primary prepares once (checks the database, migrates,
 * seeds: a failure is printed and the primary exits 1 before any worker starts), then forks the
 * workers and replaces any that dies, waiting longer after each quick death so a worker that
 * cannot start does not spin. SIGTERM or SIGINT to the primary stops every worker gracefully (each
 * closes its server and pool), then the primary exits 0.
 */
import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';

/** A started worker's server, closed on shutdown. */
export interface WorkerHandle {
  close(): Promise<void>;
}

export interface WorkersOptions {
  workers: number;
  /** Runs once in the primary before any worker starts (migrations, seed). */
  prepare?: () => Promise<void>;
  /** Starts one worker's server. */
  start: () => Promise<WorkerHandle>;
  log?: (line: string) => void;
  /** A worker that dies sooner than this after its start counts as a quick death. */
  quickDeathMs?: number;
  /** Longest wait before replacing a worker that keeps dying quickly. */
  maxRestartDelayMs?: number;
}

/** Runs the primary or the worker part, whichever this process is. */
export async function runWorkers(options: WorkersOptions): Promise<void> {
  const log = options.log ?? ((line: string) => console.log(line));
  if (cluster.isPrimary) await runPrimary(options, log);
  else await runWorker(options, log);
}

async function runPrimary(options: WorkersOptions, log: (line: string) => void): Promise<void> {
  try {
    await options.prepare?.();
  } catch (error) {
    console.error(`Diving API failed to start: ${(error as Error).message}`);
    process.exitCode = 1;
    return;
  }
  const quickDeathMs = options.quickDeathMs ?? 5_000;
  const maxDelay = options.maxRestartDelayMs ?? 30_000;
  const started = new Map<Worker, number>();
  let stopping = false;
  let delay = 0;
  const fork = (): void => {
    const worker = cluster.fork();
    started.set(worker, Date.now());
  };
  cluster.on('exit', (worker, code, signal) => {
    const at = started.get(worker) ?? 0;
    started.delete(worker);
    if (stopping) {
      if (started.size === 0) process.exit(0);
      return;
    }
    const quick = Date.now() - at < quickDeathMs;
    delay = quick ? Math.min(maxDelay, Math.max(250, delay * 2)) : 0;
    log(`worker ${worker.process.pid} ended (${signal ?? `code ${code}`}); another starts${delay > 0 ? ` in ${delay} ms` : ''}`);
    setTimeout(fork, delay);
  });
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    if (started.size === 0) process.exit(0);
    for (const worker of started.keys()) worker.process.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  for (let i = 0; i < options.workers; i += 1) fork();
}

async function runWorker(options: WorkersOptions, log: (line: string) => void): Promise<void> {
  let handle: WorkerHandle;
  try {
    handle = await options.start();
  } catch (error) {
    console.error(`worker ${process.pid} failed to start: ${(error as Error).message}`);
    process.exit(1);
  }
  let closing = false;
  const close = (): void => {
    if (closing) return;
    closing = true;
    handle.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log(`worker ${process.pid} did not close cleanly: ${(error as Error).message}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
}
