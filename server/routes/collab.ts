/**
 * Presence and claims (docs/api.md, "Presence, claims and undo"): `PUT`/`DELETE /presence/:kind/:id`
 * and `GET /claims`, `PUT`/`DELETE /claims/:kind/:id`, all for admins. The registries keep the
 * state and announce each change on the live stream; these routes check who asks and about what.
 */
import { DECISION_KINDS, PRESENCE_KINDS, personName } from '../../src/contract';
import type { AdminRef, Claim, DecisionKind, PresenceKind } from '../../src/contract';
import type { RequestContext } from '../context';
import { ApiError, notFound } from '../http/errors';
import { sendData, sendNoContent } from '../http/respond';
import { requireAdmin } from '../auth/guard';
import type { StoreReader } from '../store/interface';
import type { StoredUser } from '../store/types';
import { param, readOptionalFields } from './common';
import type { Routes } from './common';

/** An admin as the others see them, read from the users collection at each call. */
export function adminRef(user: StoredUser): AdminRef {
  return { id: user.id, name: personName(user), avatarUrl: user.avatarUrl };
}

/** The review status of a pending-able item; undefined when there is no such item. */
async function reviewStatus(store: StoreReader, kind: DecisionKind, id: string): Promise<string | undefined> {
  if (kind === 'trip') return (await store.get('trips', id))?.status;
  if (kind === 'product') return (await store.get('products', id))?.status;
  const user = await store.get('users', id);
  return user?.role === 'diveMaster' ? user.certification?.status : undefined;
}

/** True when the record a presence names exists (ids of nothing would only fill memory). */
async function exists(store: StoreReader, kind: PresenceKind, id: string): Promise<boolean> {
  const collection = ({
    trip: 'trips', product: 'products', diveMaster: 'users', user: 'users', news: 'news', contact: 'contact', legal: 'legal', siteContact: 'siteContact',
  } as const)[kind];
  return (await store.get(collection, id)) !== undefined;
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
  routes.add('PUT', '/presence/:kind/:id', 'office.read', async (rc) => {
    const admin = await requireAdmin(rc);
    const kind = presenceKind(rc);
    const id = param(rc, 'id');
    if (!(await exists(rc.app.store, kind, id))) throw notFound('This record');
    sendData(rc.res, 200, await rc.app.presence.join(kind, id, adminRef(admin)));
  });

  routes.add('DELETE', '/presence/:kind/:id', 'office.read', async (rc) => {
    const admin = await requireAdmin(rc);
    await rc.app.presence.leave(presenceKind(rc), param(rc, 'id'), admin.id);
    sendNoContent(rc.res);
  });

  routes.add('GET', '/claims', 'office.read', async (rc) => {
    await requireAdmin(rc);
    sendData(rc.res, 200, await rc.app.claims.list());
  });

  routes.add('PUT', '/claims/:kind/:id', 'reviews.decide', async (rc) => {
    const admin = await requireAdmin(rc);
    const kind = decisionKind(rc);
    const id = param(rc, 'id');
    const f = await readOptionalFields(rc);
    const takeOver = f.boolean('takeOver') ?? false;
    f.done();
    const status = await reviewStatus(rc.app.store, kind, id);
    if (status === undefined) throw notFound(NOUN[kind]);
    if (status !== 'pending') throw new ApiError('NOT_PENDING', `${NOUN[kind]} is ${status}, not waiting for a decision.`);
    const result = await rc.app.claims.claim(kind, id, adminRef(admin), takeOver);
    if (!result.ok) throw claimedError(result.held);
    sendData(rc.res, 200, result.claim);
  });

  routes.add('DELETE', '/claims/:kind/:id', 'reviews.decide', async (rc) => {
    const admin = await requireAdmin(rc);
    await rc.app.claims.release(decisionKind(rc), param(rc, 'id'), admin.id);
    sendNoContent(rc.res);
  });
}
