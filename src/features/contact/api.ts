/**
 * Contact messages (docs/api.md "Contact messages"): one message by id, and the status change guarded
 * by the `updatedAt` the admin saw (the paged list is list-api.ts, which only the list loads). Lists
 * provide `{ type: 'ContactMessage', id: 'LIST' }`, a message `{ type: 'ContactMessage', id }`; a
 * status change makes both stale, and the dashboard summary whose `newMessages` the sidebar counts.
 */
import type { ContactMessage, ContactStatusBody } from '../../contract';
import { http } from '../../lib/http';
import { defineMutation, defineQuery, type Tag } from '../../lib/query';
import { MESSAGE_LIST_TAG } from './tags';

export { MESSAGE_LIST_TAG } from './tags';

/** What a write to message `id` makes stale: the message, every list of messages, the dashboard. */
export function messageWriteTags(id: string): Tag[] {
  return [{ type: 'ContactMessage', id }, MESSAGE_LIST_TAG, 'Dashboard'];
}

const messagePath = (id: string) => `/contact/${encodeURIComponent(id)}`;

/** `GET /contact/:id`. */
export const getMessage = defineQuery<string, ContactMessage>({
  name: 'contact/message',
  request: (id, signal) => http.get<ContactMessage>(messagePath(id), { signal }),
  provides: (_message, id) => [{ type: 'ContactMessage', id }],
});

/** What a status change sends: the new status and the `updatedAt` the admin saw. */
export interface SetStatusArgs {
  id: string;
  body: ContactStatusBody;
}

/** `PUT /contact/:id`; a 409 names who changed the message since, with the message as it is now in `current`. */
export const setMessageStatus = defineMutation<SetStatusArgs, ContactMessage>({
  name: 'contact/setStatus',
  request: ({ id, body }) => http.put<ContactMessage>(messagePath(id), body),
  invalidates: (_message, { id }) => messageWriteTags(id),
});
