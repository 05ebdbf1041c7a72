// The presence and claim endpoints as the reference server answers them, for a screen's fake
// backend: `collabAnswer` takes the requests it knows and leaves the rest (null) to the fixture.
import type { AdminRef, Claim, Presence } from '../../src/contract';

/** What the fake knows: who else views what, the live claims, and who is asking. */
export interface CollabState {
  me: AdminRef;
  /** Other viewers by `kind/id`. */
  viewers: Map<string, AdminRef[]>;
  claims: Claim[];
}

export const newCollabState = (me: AdminRef): CollabState => ({ me, viewers: new Map(), claims: [] });

const ok = (status: number, data?: unknown) =>
  new Response(status === 204 ? null : JSON.stringify({ success: true, data }), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers `/presence/…` and `/claims…` (path without `/api/v1`); null for anything else. */
export function collabAnswer(state: CollabState, method: string, path: string, body: Record<string, unknown> | null): Response | null {
  const presence = /^\/presence\/(\w+)\/([^/]+)$/.exec(path);
  if (presence) {
    const key = `${presence[1]}/${decodeURIComponent(presence[2] ?? '')}`;
    if (method === 'DELETE') return ok(204);
    const answer: Presence = { kind: presence[1] as Presence['kind'], id: decodeURIComponent(presence[2] ?? ''), viewers: [state.me, ...(state.viewers.get(key) ?? [])] };
    return ok(200, answer);
  }
  if (path === '/claims' && method === 'GET') return ok(200, state.claims);
  const claim = /^\/claims\/(\w+)\/([^/]+)$/.exec(path);
  if (!claim) return null;
  const kind = claim[1] as Claim['kind'];
  const id = decodeURIComponent(claim[2] ?? '');
  const held = state.claims.find((c) => c.kind === kind && c.id === id);
  if (method === 'DELETE') {
    if (held?.by.id === state.me.id) state.claims = state.claims.filter((c) => c !== held);
    return ok(204);
  }
  if (held && held.by.id !== state.me.id && body?.takeOver !== true) {
    return new Response(JSON.stringify({ success: false, code: 'CLAIMED', message: `${held.by.name} is reviewing this item.`, details: { claim: held } }), {
      status: 409, headers: { 'Content-Type': 'application/json' },
    });
  }
  const now = new Date();
  const mine: Claim = { kind, id, by: state.me, since: held?.by.id === state.me.id ? held.since : now.toISOString(), expiresAt: new Date(now.getTime() + 120_000).toISOString() };
  state.claims = [...state.claims.filter((c) => c !== held), mine];
  return ok(200, mine);
}
