/**
 * Contact messages (docs/api.md "Contact messages"): the paged list, one message by id, and the
 * status change guarded by the `updatedAt` the admin saw. Tagged in live-tags.ts: lists provide
 * `listTag(TAGS.ContactMessage)`, a message `recordTag(TAGS.ContactMessage, id)`; a status change
 * makes both stale, and the dashboard summary whose `newMessages` the sidebar counts.
 */
import { CONTACT_LIST_SPEC, type ContactMessage, type ContactStatusBody } from '../../contract';
import { http } from '../../lib/http';
import { createListEndpoint } from '../../lib/list';
import { defineMutation, defineQuery } from '../../lib/query';
import { TAGS, recordTag } from '../../tags';
import { MESSAGE_LIST_TAG, messageWriteTags } from './live-tags';

export { MESSAGE_LIST_TAG, MESSAGE_COUNTS_TAGS } from './live-tags';

/** `GET /contact/?page=…`: one page of messages, newest first by default, with the status facet. */
export const messageList = createListEndpoint<ContactMessage>({
  name: 'contact/list',
  path: () => '/contact/',
  spec: CONTACT_LIST_SPEC,
  provides: () => [MESSAGE_LIST_TAG],
});

const messagePath = (id: string) => `/contact/${encodeURIComponent(id)}`;

/** `GET /contact/:id`. */
export const getMessage = defineQuery<string, ContactMessage>({
  name: 'contact/message',
  request: (id, signal) => http.get<ContactMessage>(messagePath(id), { signal }),
  provides: (_message, id) => [recordTag(TAGS.ContactMessage, id)],
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
