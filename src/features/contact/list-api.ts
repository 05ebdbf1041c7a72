/** The contact messages' list (docs/api.md "Lists"), tagged with the tag every status change invalidates. */
import type { ContactMessage } from '../../contract';
import { CONTACT_LIST_SPEC } from '../../contract/list-spec-contact';
import { createListEndpoint } from '../../lib/list';
import { MESSAGE_LIST_TAG } from './tags';

/** `GET /contact/?page=…`: one page of messages, newest first by default, with the status facet. */
export const messageList = createListEndpoint<ContactMessage>({
  name: 'contact/list',
  path: () => '/contact/',
  spec: CONTACT_LIST_SPEC,
  provides: () => [MESSAGE_LIST_TAG],
});
