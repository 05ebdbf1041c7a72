// The contact screens over a fake backend that answers like the reference server (paged lists
// through the contract's applyList, guarded status changes with 409s naming who changed what),
// inside the router, the cache, i18n and a signed-in admin's session.
import { LIST_SPECS, type ContactMessage } from '../../src/contract';
import type { RouteObject } from '../../src/lib/router';
import { paths } from '../../src/paths';
import MessagesListPage from '../../src/features/contact/pages/messages-list';
import MessageDetailsPage from '../../src/features/contact/pages/message-details';
import { ADMIN, demoData, fail, installFetch, json, listAnswer, renderScreens, signIn } from './fake-backend';

export { NOW, here, settle } from './fake-backend';

/** The demo's 40 contact messages. */
export const demoMessages = (): ContactMessage[] => demoData().contact;

export interface FakeBackend {
  messages: ContactMessage[];
  /** Every request as `METHOD /path?query`, and the JSON bodies of writes. */
  calls: string[];
  bodies: unknown[];
  /** The next list request fails with a 500. */
  failNextList: boolean;
  /** The next PUT finds the message changed by someone else first: it becomes `archived` and the PUT is a 409. */
  raceNextPut: boolean;
  /** The next PUT fails with a 500. */
  failNextPut: boolean;
}

/** Replaces `globalThis.fetch` with the fake backend and signs an admin in; returns its state and the restore. */
export function installBackend(): { backend: FakeBackend; restore(): void } {
  const backend: FakeBackend = { messages: demoMessages(), calls: [], bodies: [], failNextList: false, raceNextPut: false, failNextPut: false };
  signIn(ADMIN);
  const restore = installFetch(({ method, url, path, id, body }) => {
    if (method === 'GET' && path === '/contact') return listAnswer(backend, backend.messages, url, LIST_SPECS.contact);
    if (method === 'GET' && path.startsWith('/contact/')) {
      const message = backend.messages.find((m) => m.id === id);
      return message ? json(200, { success: true, data: message }) : fail(404, 'NOT_FOUND', 'The message was not found.');
    }
    if (method === 'GET' && path === '/users/u-admin') return json(200, { success: true, data: ADMIN });
    backend.bodies.push(body);
    if (method === 'PUT' && path.startsWith('/contact/') && body) return update(backend, id, body);
    return fail(404, 'NOT_FOUND', 'No such route.');
  }, backend.calls);
  return { backend, restore };
}

function update(backend: FakeBackend, id: string, body: Record<string, unknown>): Response {
  const at = backend.messages.findIndex((m) => m.id === id);
  const message = backend.messages[at];
  if (!message) return fail(404, 'NOT_FOUND', 'The message was not found.');
  if (backend.failNextPut) {
    backend.failNextPut = false;
    return fail(500, 'INTERNAL', 'The store is down');
  }
  const bump = (m: ContactMessage, status: ContactMessage['status']): ContactMessage =>
    ({ ...m, status, updatedAt: new Date(Date.parse(m.updatedAt) + 1000).toISOString() });
  if (backend.raceNextPut) {
    backend.raceNextPut = false;
    backend.messages[at] = bump(message, 'archived');
  }
  const current = backend.messages[at] ?? message;
  if (body.expectedUpdatedAt !== undefined && body.expectedUpdatedAt !== current.updatedAt) {
    return fail(409, 'CONFLICT', 'Archived by Layla Haddad at 10:15 UTC', { current });
  }
  const next = bump(current, body.status as ContactMessage['status']);
  backend.messages[at] = next;
  return json(200, { success: true, data: next });
}

const routes: RouteObject[] = [
  { path: paths.contact.all, element: <MessagesListPage /> },
  { path: paths.contact.detailsPattern, element: <MessageDetailsPage /> },
];

/** Renders the contact screens at `initial`, signed in as an admin. */
export const renderContact = (initial: string) => renderScreens(routes, initial);
