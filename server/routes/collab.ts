/**
 * Presence and claims (docs/api.md, "Presence, claims and undo"): `PUT`/`DELETE /presence/:kind/:id`
 * and `GET /claims`, `PUT`/`DELETE /claims/:kind/:id`, all for admins. The registries keep the
 * state and announce each change on the live stream; these routes check who asks and about what.
 */
import { PRESENCE_KINDS, personName } from '../../src/contract';
import type { AdminRef, Claim, DecisionKind, PresenceKind } from '../../src/contract';
import type { RequestContext } from '../context';
import { ApiError, notFound } from '../http/errors';
import { sendData, sendNoContent } from '../http/respond';
import { requireAdmin } from '../auth/guard';
import type { Store } from '../store/store';
import type { StoredUser } from '../store/types';
import { param, readOptionalFields } from './common';
import type { Routes } from './common';

const DECISION_KINDS: readonly DecisionKind[] = ['trip', 'product', 'diveMaster'];

/** An admin as the others see them, read from the users collection at each call. */
export function adminRef(user: StoredUser): AdminRef {
  return { id: user.id, name: personName(user), avatarUrl: user.avatarUrl };
}

/** The review status of a pending-able item; undefined when there is no such item. */
function reviewStatus(store: Store, kind: DecisionKind, id: string): string | undefined {
  if (kind === 'trip') return store.get('trips', id)?.status;
  if (kind === 'product') return store.get('products', id)?.status;
  const user = store.get('users', id);
  return user?.role === 'diveMaster' ? user.certification?.status : undefined;
}

/** True when the record a presence names exists (ids of nothing would only fill memory). */
function exists(store: Store, kind: PresenceKind, id: string): boolean {
  switch (kind) {
    case 'trip':
      return store.get('trips', id) !== undefined;
    case 'product':
      return store.get('products', id) !== undefined;
    case 'diveMaster':
    case 'user':
      return store.get('users', id) !== undefined;
    case 'news':
      return store.get('news', id) !== undefined;
    case 'contact':
      return store.get('contact', id) !== undefined;
  }
}

function presenceKind(rc: RequestContext): PresenceKind {
  const kind = param(rc, 'kind');
  if (!(PRESENCE_KINDS as readonly string[]).includes(kind)) throw notFound('This kind of record');
  return kind as PresenceKind;
}

function decisionKind(rc: RequestContext): DecisionKind {
  const kind = param(rc, 'kind');
  if (!(DECISION_KINDS as readonly string[]).includes(kind)) throw notFound('This kind of item');
  return kind as DecisionKind;
}

const NOUN: Record<DecisionKind, string> = { trip: 'The trip', product: 'The product', diveMaster: 'The dive master' };

function claimedError(held: Claim): ApiError {
  return new ApiError('CLAIMED', `${held.by.name} is reviewing this item. Take it over to review it yourself.`, { details: { claim: held } });
}

/** Adds the presence and claim routes. */
export function addCollabRoutes(routes: Routes): void {
  routes.add('PUT', '/presence/:kind/:id', async (rc) => {
    const admin = requireAdmin(rc);
    const kind = presenceKind(rc);
    const id = param(rc, 'id');
    if (!exists(rc.app.store, kind, id)) throw notFound('This record');
    sendData(rc.res, 200, rc.app.presence.join(kind, id, adminRef(admin)));
  });

  routes.add('DELETE', '/presence/:kind/:id', async (rc) => {
    const admin = requireAdmin(rc);
    rc.app.presence.leave(presenceKind(rc), param(rc, 'id'), admin.id);
    sendNoContent(rc.res);
  });

  routes.add('GET', '/claims', async (rc) => {
    requireAdmin(rc);
    sendData(rc.res, 200, rc.app.claims.list());
  });

  routes.add('PUT', '/claims/:kind/:id', async (rc) => {
    const admin = requireAdmin(rc);
    const kind = decisionKind(rc);
    const id = param(rc, 'id');
    const f = await readOptionalFields(rc);
    const takeOver = f.boolean('takeOver') ?? false;
    f.done();
    const status = reviewStatus(rc.app.store, kind, id);
    if (status === undefined) throw notFound(NOUN[kind]);
    if (status !== 'pending') throw new ApiError('NOT_PENDING', `${NOUN[kind]} is ${status}, not waiting for a decision.`);
    const result = rc.app.claims.claim(kind, id, adminRef(admin), takeOver);
    if (!result.ok) throw claimedError(result.held);
    sendData(rc.res, 200, result.claim);
  });

  routes.add('DELETE', '/claims/:kind/:id', async (rc) => {
    const admin = requireAdmin(rc);
    rc.app.claims.release(decisionKind(rc), param(rc, 'id'), admin.id);
    sendNoContent(rc.res);
  });
}
