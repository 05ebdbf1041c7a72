/** The users' list (`/users/`; `/users/dive-buddy` uses it too): its search, sorts and filters. */
import { lazyFilter, type ListSpec } from './list';
import { personName, ROLES, USER_STATUSES, type User } from './index';

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
    role: lazyFilter(() => ROLES, (u) => u.role),
    status: lazyFilter(() => USER_STATUSES, (u) => u.status),
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
};
