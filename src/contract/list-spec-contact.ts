/** The contact messages' list: its search, sorts and filter. */
import { lazyFilter, type ListSpec } from './list';
import { CONTACT_STATUSES, type ContactMessage } from './index';

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
    status: lazyFilter(() => CONTACT_STATUSES, (m) => m.status),
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
};
