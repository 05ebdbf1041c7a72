/** The contact messages' list: its search, sorts and filter. */
import type { ListSpec } from './list';
import { CONTACT_STATUSES, type ContactMessage } from './index';

// index.ts re-exports the specs (list-specs.ts), so its constants may not be initialised yet while
// this module's top level runs (an ESM cycle): the specs read them lazily.
export const CONTACT_LIST_SPEC: ListSpec<ContactMessage> = {
  words: (m) => [m.name, m.email, m.phone, m.subject, m.message],
  sort: {
    name: (m) => m.name,
    email: (m) => m.email,
    subject: (m) => m.subject,
    status: (m) => m.status,
    createdAt: (m) => m.createdAt,
  },
  filters: {
    status: {
      get values() {
        return CONTACT_STATUSES;
      },
      of: (m) => m.status,
    },
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
};
