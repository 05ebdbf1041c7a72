/**
 * The one throwaway cluster of a test run's PostgreSQL half (test/run.mjs starts this file): every
 * server test process then creates its databases there (test-store.ts) instead of running initdb and
 * a cluster of its own, ~1.5 s each. Prints one JSON line, `{"url": …}` (the cluster's `postgres`
 * database) or `{"skip": …}` (why PostgreSQL cannot be used here), then keeps the cluster until its
 * standard input closes (the run ended, or died) or it is told to stop; then removes it.
 */
import { postgresSkip, startCluster } from './postgres';
import { prepareTemplate } from './test-store';

const skip = postgresSkip();
if (skip !== false) {
  process.stdout.write(`${JSON.stringify({ skip })}\n`);
} else {
  // Two test processes at once, each with its servers' pools (10 connections each at most).
  const cluster = await startCluster({ maxConnections: 200, disposable: true });
  try {
    await prepareTemplate(cluster.url('postgres'));
  } catch (error) {
    cluster.destroy();
    throw error;
  }
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    cluster.destroy();
    process.exit(0);
  };
  process.stdin.on('end', stop).on('close', stop).resume();
  process.on('SIGTERM', stop).on('SIGINT', stop);
  process.stdout.write(`${JSON.stringify({ url: cluster.url('postgres') })}\n`);
}
