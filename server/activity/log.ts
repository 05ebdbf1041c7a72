/**
 * The activity log: append-only entries in the store's `activity` collection. Most entries are
 * derived from the commits themselves (derive.ts) inside the same transaction, with the acting
 * admin and address taken from the request being answered; the few actions that commit nothing
 * of their own (a failed sign-in, a sign-out) are appended by their route.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ActivityAction, ActivityEntry } from '../../src/contract';
import { personName } from '../../src/contract';
import type { App, RequestContext } from '../context';
import type { Store, Transaction } from '../store/interface';
import type { StoredUser } from '../store/types';
import { deriveActions } from './derive';

/** The request being answered, where the store's transactions can see it. */
export const requestScope = new AsyncLocalStorage<RequestContext>();

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
let sequence = 0;

/** A new entry id: sortable by time, unique within the process and across restarts in practice. */
function entryId(at: number): string {
  sequence = (sequence + 1) % 1_679_616;
  return `act_${at.toString(36)}_${sequence.toString(36).padStart(4, '0')}`;
}

function entry(app: App, actor: StoredUser, action: ActivityAction, address: string, rest: Pick<ActivityEntry, 'record' | 'changes'>): ActivityEntry {
  const at = app.now();
  return { id: entryId(at), at: new Date(at).toISOString(), actor: { id: actor.id, name: personName(actor) }, action, address, ...rest };
}

/**
 * Writes an entry for each admin action of every transaction run while answering a request: the
 * signed-in admin acts; an account acting on itself without a session (sign-in, reset) is the actor
 * when it is an admin. Commits of no request (seeding, retention) and of non-admins write none.
 */
export function logActivityOf(app: App, store: Store): void {
  store.onTransact((changes, tx: Transaction) => {
    const rc = requestScope.getStore();
    if (!rc) return;
    const signedIn = rc.user ?? null;
    for (const change of changes) {
      for (const derived of deriveActions(change, signedIn)) {
        const actor = signedIn?.role === 'admin' ? signedIn : derived.subject;
        if (!actor || actor.role !== 'admin') continue;
        tx.put('activity', entry(app, actor, derived.action, rc.address, { record: derived.record, changes: derived.changes }));
      }
    }
  });
}

/** Appends one entry for an action that commits nothing else (a failed sign-in, a sign-out, an export). */
export async function appendActivity(rc: RequestContext, actor: StoredUser, action: ActivityAction, rest: Pick<ActivityEntry, 'record' | 'changes'> = { record: null, changes: [] }): Promise<void> {
  const { app } = rc;
  await app.store.transact((tx) => tx.put('activity', entry(app, actor, action, rc.address, rest)));
}

/** Removes the entries older than `days` days; resolves with how many went. */
export async function pruneActivity(app: App, days: number): Promise<number> {
  const cutoff = new Date(app.now() - days * DAY_MS).toISOString();
  return app.store.transact(async (tx) => {
    const old = await tx.find('activity', { at: { lt: cutoff } });
    for (const entry of old) tx.remove('activity', entry.id);
    return old.length;
  });
}

/** Prunes now, then every hour; resolves with the call that stops the hourly pruning. */
export async function keepActivityFor(app: App, days: number): Promise<() => void> {
  await pruneActivity(app, days);
  const timer = setInterval(() => {
    pruneActivity(app, days).catch((error: unknown) => console.error('Cannot prune the activity log:', error));
  }, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
