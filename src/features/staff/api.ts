/**
 * The back office's staff as an owner manages them (docs/api.md "Staff roles"): the admins (the
 * users list with the role fixed), creating one (an invitation when no password is given),
 * changing a staff role or blocking, and the other admins' two-factor and sessions. Tagged like
 * every user, so another owner's change, heard on the live stream, refreshes the screen too.
 */
import type { CreateUserBody, Session, UpdateUserBody, User } from '../../contract';
import { http } from '../../lib/http';
import { defineMutation, defineQuery } from '../../lib/query';
import { TAGS, listTag, recordTag, type AppTag } from '../../tags';

/** The admins of a back office fit one page: the server's largest. */
const STAFF_PAGE_SIZE = 100;

const userPath = (id: string) => `/users/${encodeURIComponent(id)}`;
const writeTags = (id: string): AppTag[] => [recordTag(TAGS.User, id), listTag(TAGS.User), TAGS.Dashboard];

/** `GET /users/?role=admin`: every admin, oldest first, so the list does not jump as admins are added. */
export const staffList = defineQuery<void, User[]>({
  name: 'staff/list',
  request: (_args, signal) =>
    http.get<User[]>('/users/', { query: { role: 'admin', page: 1, pageSize: STAFF_PAGE_SIZE, sort: 'createdAt', order: 'asc' }, signal }),
  provides: () => [listTag(TAGS.User)],
});

/** `POST /users/` of an admin without a password: the server sends the invitation. */
export const inviteAdmin = defineMutation<Pick<CreateUserBody, 'email' | 'firstName' | 'lastName' | 'staffRole'>, User>({
  name: 'staff/invite',
  request: (body) => http.post<User>('/users/', { ...body, role: 'admin' }),
  invalidates: (user) => (user ? writeTags(user.id) : [listTag(TAGS.User)]),
});

/** `PUT /users/:id` of an admin's staff role or status (a 409 when the last active owner would go). */
export const updateStaff = defineMutation<{ id: string; body: Pick<UpdateUserBody, 'staffRole' | 'status'> }, User>({
  name: 'staff/update',
  request: ({ id, body }) => http.put<User>(userPath(id), body),
  invalidates: (_user, { id }) => writeTags(id),
});

/** `DELETE /users/:id/two-factor`: the admin sets it up again at their next sign-in. */
export const resetTwoFactor = defineMutation<string, unknown>({
  name: 'staff/resetTwoFactor',
  request: (id) => http.delete(`${userPath(id)}/two-factor`),
  invalidates: (_result, id) => writeTags(id),
});

/** `GET /users/:id/sessions`: the admin's open sessions, newest first (tagged as the admin's record). */
export const staffSessions = defineQuery<string, Session[]>({
  name: 'staff/sessions',
  request: (id, signal) => http.get<Session[]>(`${userPath(id)}/sessions`, { signal }),
  provides: (_sessions, id) => [recordTag(TAGS.User, id)],
});

/** `DELETE /users/:id/sessions`: every session of the admin ends at once. */
export const endAllSessions = defineMutation<string, unknown>({
  name: 'staff/endSessions',
  request: (id) => http.delete(`${userPath(id)}/sessions`),
  invalidates: (_result, id) => writeTags(id),
});
