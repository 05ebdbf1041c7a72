// The trips queue page over a fake backend that answers like the reference server (paged lists
// through the contract's applyList, guarded decisions with 409s), inside router, cache and i18n.
import { act } from '@testing-library/react';
import { LIST_SPECS, applyList, parseListParams, type Trip } from '../../src/contract';
import { TRIP_QUEUE } from '../../src/features/reviews/components/queue-trips';
import { QueuePage } from '../../src/features/reviews/components/queue-page';
import type { RouteObject } from '../../src/lib/router';
import { collabAnswer, newCollabState, type CollabState } from './collab-fake';
import { ADMIN, NOW, demoData, json, renderScreens, signIn } from './fake-backend';
import { shellClaims } from './review-claims';

export interface FakeBackend {
  trips: Trip[];
  /** Every request as `METHOD /path?query`. */
  calls: string[];
  /** Most decisions in flight at once. */
  peak: number;
  /** Ids whose next decision answers 409 as if another admin approved first. */
  conflicts: Set<string>;
  /** The next list request fails with a 500. */
  failNextList: boolean;
  /** Presence and claims (test/helpers/collab-fake.ts). */
  collab: CollabState;
}

/** Replaces `globalThis.fetch` with the fake backend; returns its state and the restore. */
export function installBackend(): { backend: FakeBackend; restore(): void } {
  const backend: FakeBackend = {
    trips: demoData().trips, calls: [], peak: 0, conflicts: new Set(), failNextList: false,
    collab: newCollabState({ id: ADMIN.id, name: 'Ana Ruiz', avatarUrl: null }),
  };
  let inFlight = 0;
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    backend.calls.push(`${method} ${url.pathname}${url.search}`);
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const collab = collabAnswer(backend.collab, method, path, typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null);
    if (collab) return collab;
    if (method === 'GET' && path === `/users/${ADMIN.id}`) return json(200, { success: true, data: ADMIN });
    if (method === 'GET') {
      if (backend.failNextList) {
        backend.failNextList = false;
        return json(500, { success: false, code: 'INTERNAL', message: 'The list is down' });
      }
      const status = path.split('/').at(-1);
      const parsed = parseListParams(url.searchParams, LIST_SPECS.trips);
      if (!('params' in parsed)) return json(400, { success: false, code: 'VALIDATION_FAILED', message: 'bad query' });
      const filters = status && status !== '' ? { ...parsed.params.filters, status } : parsed.params.filters;
      return json(200, { success: true, ...applyList(backend.trips, { ...parsed.params, filters }, LIST_SPECS.trips) });
    }
    const undo = /\/all-trips\/([^/]+)\/undo$/.exec(path);
    if (method === 'POST' && undo) {
      const id = decodeURIComponent(undo[1] ?? '');
      const at = backend.trips.findIndex((t) => t.id === id);
      const trip = backend.trips[at];
      const body = JSON.parse(String(init?.body)) as { expectedUpdatedAt: string };
      if (!trip || body.expectedUpdatedAt !== trip.updatedAt) {
        return json(409, { success: false, code: 'CONFLICT', message: 'The trip changed since.', current: trip });
      }
      backend.trips[at] = { ...trip, status: 'pending', updatedAt: new Date().toISOString() };
      return json(200, { success: true, data: backend.trips[at] });
    }
    inFlight += 1;
    backend.peak = Math.max(backend.peak, inFlight);
    await new Promise((resolve) => setImmediate(resolve)); // in flight a task, so concurrent requests overlap
    inFlight -= 1;
    const id = path.split('/').at(-1) ?? '';
    const body = JSON.parse(String(init?.body)) as { status: Trip['status']; expectedUpdatedAt: string };
    const at = backend.trips.findIndex((t) => t.id === id);
    const trip = backend.trips[at];
    if (!trip) return json(404, { success: false, code: 'NOT_FOUND', message: 'The trip was not found.' });
    if (backend.conflicts.has(id) || body.expectedUpdatedAt !== trip.updatedAt) {
      const current: Trip = {
        ...trip, status: 'approved', updatedAt: new Date(NOW.getTime() + 1000).toISOString(),
        history: [...trip.history, { at: new Date(Date.now() - 5 * 60_000).toISOString(), by: { id: 'u2', name: 'Ana Ruiz' }, status: 'approved', reason: null }],
      };
      return json(409, { success: false, code: 'CONFLICT', message: 'Approved by Ana Ruiz at 10:15', current });
    }
    const next: Trip = { ...trip, status: body.status, updatedAt: new Date().toISOString() };
    backend.trips[at] = next;
    return json(200, { success: true, data: next });
  }) as typeof fetch;
  return { backend, restore: () => { globalThis.fetch = original; } };
}

const routes: RouteObject[] = ['all', 'pending', 'approved', 'rejected'].map((tab) => ({
  path: `/trips/${tab}`, element: <QueuePage config={TRIP_QUEUE} />,
}));
routes.push({ path: '/trips/details/:id', element: <p>details page</p> });

/** Renders the trips queue at `initial`, signed in, with the shell's claims store. */
export function renderQueue(initial: string) {
  signIn(ADMIN);
  const { claims, around } = shellClaims();
  return { ...renderScreens(routes, initial, around), claims };
}

/** Lets the fake backend's answers and the promises and renders after them run: rounds of tasks, no wall-clock wait. */
export async function settle(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setImmediate(resolve));
  });
}
