// A details page over a fake backend answering like the reference server: records by id, paged
// queues through the contract's applyList, guarded decisions (409 with `current` when stale).
import { LIST_SPECS, applyList, parseListParams, personName, type Review, type Trip, type User } from '../../src/contract';
import TripDetailsPage from '../../src/features/reviews/pages/trip-details';
import type { RouteObject } from '../../src/lib/router';
import { ADMIN, demoData, json, renderScreens, signIn } from './fake-backend';
import { shellClaims } from './review-claims';
import { collabAnswer, newCollabState, type CollabState } from './collab-fake';

export { NOW, settle } from './fake-backend';

/** The admin signed in on the page: the decisions the fake backend takes are theirs. */
export const ME: User = { ...ADMIN, id: 'a1', firstName: 'Ada', lastName: 'Admin' };
const ME_BY = { id: ME.id, name: personName(ME) };

export interface DetailsBackend {
  trips: Trip[];
  /** Every request as `METHOD /path?query`. */
  calls: string[];
  /** Bodies of the decisions, in order. */
  decisions: { id: string; body: Record<string, unknown> }[];
  /** Status of the next GET of a record, when not 200. */
  failNextGet: number | null;
  /** While set, decisions wait for it before they are answered (a slow save). */
  hold: Promise<void> | null;
  /** Presence and claims (test/helpers/collab-fake.ts). */
  collab: CollabState;
  /** Bodies of the undos, in order. */
  undos: { id: string; body: Record<string, unknown> }[];
}

/** The pending trips, oldest first (the pending queue's default order). */
export const pendingOldestFirst = (trips: readonly Trip[]): Trip[] =>
  trips.filter((t) => t.status === 'pending').sort((a, b) => a.submittedAt.localeCompare(b.submittedAt) || a.id.localeCompare(b.id));

/** Replaces `globalThis.fetch` with the fake backend; returns its state and the restore. */
export function installDetailsBackend(): { backend: DetailsBackend; restore(): void } {
  const trips = demoData().trips;
  const backend: DetailsBackend = {
    trips, calls: [], decisions: [], failNextGet: null, hold: null, collab: newCollabState({ id: ME.id, name: ME_BY.name, avatarUrl: null }), undos: [],
  };
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    backend.calls.push(`${method} ${url.pathname}${url.search}`);
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const parsedBody = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    const collab = collabAnswer(backend.collab, method, path, parsedBody);
    if (collab) return collab;
    const undo = /^\/trips\/all-trips\/([^/]+)\/undo$/.exec(path);
    if (method === 'POST' && undo) return undoAnswer(backend, decodeURIComponent(undo[1] ?? ''), parsedBody ?? {});
    const byId = /^\/trips\/([^/]+)$/.exec(path);
    if (method === 'GET' && path === `/users/${ME.id}`) return json(200, { success: true, data: ME });
    if (method === 'GET' && byId) {
      if (backend.failNextGet !== null) {
        const status = backend.failNextGet;
        backend.failNextGet = null;
        return json(status, { success: false, code: status === 404 ? 'NOT_FOUND' : 'INTERNAL', message: status === 404 ? 'The trip was not found.' : 'Down' });
      }
      const trip = backend.trips.find((t) => t.id === decodeURIComponent(byId[1] ?? ''));
      return trip ? json(200, { success: true, data: trip }) : json(404, { success: false, code: 'NOT_FOUND', message: 'The trip was not found.' });
    }
    if (method === 'GET') {
      const status = /\/all-trips\/(\w+)$/.exec(path)?.[1];
      const parsed = parseListParams(url.searchParams, LIST_SPECS.trips);
      if (!('params' in parsed)) return json(400, { success: false, code: 'VALIDATION_FAILED', message: 'bad query' });
      const filters = status ? { ...parsed.params.filters, status } : parsed.params.filters;
      return json(200, { success: true, ...applyList(backend.trips, { ...parsed.params, filters }, LIST_SPECS.trips) });
    }
    if (backend.hold) await backend.hold;
    const id = decodeURIComponent(path.split('/').at(-1) ?? '');
    const body = JSON.parse(String(init?.body)) as { status: Trip['status']; reason?: string; expectedUpdatedAt: string };
    backend.decisions.push({ id, body });
    const at = backend.trips.findIndex((t) => t.id === id);
    const trip = backend.trips[at];
    if (!trip) return json(404, { success: false, code: 'NOT_FOUND', message: 'The trip was not found.' });
    if (body.expectedUpdatedAt !== trip.updatedAt) {
      return json(409, { success: false, code: 'CONFLICT', message: 'Approved by Ana Ruiz at 10:15 UTC', current: trip });
    }
    const review: Review = { at: new Date().toISOString(), by: ME_BY, status: body.status, reason: body.reason ?? null };
    const next: Trip = { ...trip, status: body.status, reason: body.reason ?? null, updatedAt: new Date().toISOString(), history: [...trip.history, review] };
    backend.trips[at] = next;
    return json(200, { success: true, data: next });
  }) as typeof fetch;
  return { backend, restore: () => { globalThis.fetch = original; } };
}

/** The reference server's undo: the caller's last decision, nothing changed since, else a 409 with `current`. */
function undoAnswer(backend: DetailsBackend, id: string, body: Record<string, unknown>): Response {
  backend.undos.push({ id, body });
  const at = backend.trips.findIndex((t) => t.id === id);
  const trip = backend.trips[at];
  if (!trip) return json(404, { success: false, code: 'NOT_FOUND', message: 'The trip was not found.' });
  const last = trip.history.at(-1);
  if (body.expectedUpdatedAt !== trip.updatedAt || !last || last.by.id !== ME.id) {
    return json(409, { success: false, code: 'CONFLICT', message: 'The trip changed since.', current: trip });
  }
  const before = trip.history.at(-2);
  const status = before && !before.undo ? before.status : 'pending';
  const review: Review = { at: new Date().toISOString(), by: ME_BY, status, reason: null, undo: true };
  const next: Trip = { ...trip, status, reason: null, updatedAt: new Date().toISOString(), history: [...trip.history, review] };
  backend.trips[at] = next;
  return json(200, { success: true, data: next });
}

/** Another admin (or, with `by` ME, the same admin in another tab) approves `id` behind the page's back. */
export function approveElsewhere(backend: DetailsBackend, id: string, by: Review['by'] = { id: 'a2', name: 'Ana Ruiz' }): void {
  const at = backend.trips.findIndex((t) => t.id === id);
  const trip = backend.trips[at];
  if (!trip) throw new Error(`no trip ${id}`);
  const when = new Date(Date.now() + 1000).toISOString();
  const review: Review = { at: when, by, status: 'approved', reason: null };
  backend.trips[at] = { ...trip, status: 'approved', updatedAt: when, history: [...trip.history, review] };
}

const routes: RouteObject[] = [
  { path: '/trips/details/:id', element: <TripDetailsPage /> },
  { path: '/trips/:tab', element: <p>queue page</p> },
];

/** Renders the trip details page at `initial`, signed in as ME, with the shell's claims store. */
export function renderDetails(initial: string) {
  signIn(ME);
  const { claims, around } = shellClaims();
  return { ...renderScreens(routes, initial, around), claims };
}
