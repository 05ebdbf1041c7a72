/**
 * The accounts of the admins with a live stream open, kept current from the store's commits. A
 * stream checks its session on every event and heartbeat without a read: the check runs while a
 * commit's events are published, so each event reaches the streams before the request that caused
 * it is answered, and a block or demotion (itself a commit) ends the stream at once.
 */
import type { Store } from '../store/interface';
import type { EventBus } from './bus';
import type { StoredUser } from '../store/types';

/** The followed accounts. */
export interface SessionBook {
  /**
   * Also keeps them current from the user events of a bus shared with other processes, whose
   * commits this store does not see: the account is read again, and the stream's next check (an
   * event or its heartbeat) ends it when that commit blocked or demoted the admin.
   */
  followBus(bus: EventBus): void;
  /** Follows `user` (read when its stream opened) until as many `unfollow` calls. */
  follow(user: StoredUser): void;
  unfollow(id: string): void;
  /** The followed account as of the last commit; undefined when gone or not followed. */
  get(id: string): StoredUser | undefined;
}

/** A book that `store`'s commits keep current (register it before the live feed). */
export function createSessionBook(store: Store): SessionBook {
  const accounts = new Map<string, { user: StoredUser | undefined; streams: number }>();
  store.onChange((changed, changes) => {
    if (!changed.has('users')) return;
    for (const change of changes) {
      const held = change.collection === 'users' ? accounts.get(change.id) : undefined;
      if (held) held.user = (change.after as StoredUser | null) ?? undefined;
    }
  });
  return {
    followBus(bus) {
      bus.subscribe((event) => {
        const body = event.body as { type?: unknown; kind?: unknown; id?: unknown };
        if (body.type !== 'record' || body.kind !== 'user' || typeof body.id !== 'string') return;
        const id = body.id;
        if (!accounts.has(id)) return;
        store.get('users', id).then(
          (user) => {
            const held = accounts.get(id);
            if (held) held.user = user;
          },
          () => undefined,
        );
      });
    },
    follow(user) {
      const held = accounts.get(user.id);
      if (held) held.streams += 1;
      else accounts.set(user.id, { user, streams: 1 });
    },
    unfollow(id) {
      const held = accounts.get(id);
      if (!held) return;
      held.streams -= 1;
      if (held.streams <= 0) accounts.delete(id);
    },
    get: (id) => accounts.get(id)?.user,
  };
}
