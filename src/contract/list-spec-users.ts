/** The users' list (`/users/`; `/users/dive-buddy` uses it too): its search, sorts and filters. */
import type { ListSpec } from './list';
import { personName, ROLES, USER_STATUSES, type User } from './index';

// index.ts re-exports the specs (list-specs.ts), so its constants may not be initialised yet while
// this module's top level runs (an ESM cycle): the specs read them lazily.
export const USER_LIST_SPEC: ListSpec<User> = {
  words: (u) => [u.firstName, u.lastName, u.email, u.phone, u.certification?.agency, u.certification?.number],
  sort: {
    name: (u) => personName(u),
    email: (u) => u.email,
    role: (u) => u.role,
    status: (u) => u.status,
    createdAt: (u) => u.createdAt,
    lastLoginAt: (u) => u.lastLoginAt,
  },
  filters: {
    role: {
      get values() {
        return ROLES;
      },
      of: (u) => u.role,
    },
    status: {
      get values() {
        return USER_STATUSES;
      },
      of: (u) => u.status,
    },
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
};
