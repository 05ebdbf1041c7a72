/**
 * Users as admins manage them (docs/api.md "Auth and users"): the paged list, one user by id, an
 * admin's edit (guarded by the `updatedAt` the admin saw), creating a user of any role, and the
 * upload of a dive master's certification document. Tagged in live-tags.ts: lists provide
 * `listTag(TAGS.User)`, a record `recordTag(TAGS.User, id)`; every write makes both stale, and the dashboard.
 */
import { USER_LIST_SPEC, type ActivityEntry, type CreateUserBody, type UpdateUserBody, type UploadResult, type User } from '../../contract';
import { http } from '../../lib/http';
import { createListEndpoint } from '../../lib/list';
import { defineMutation, defineQuery } from '../../lib/query';
import { TAGS, recordTag } from '../../tags';
import { USER_LIST_TAG, userWriteTags } from './live-tags';

/** `GET /users/?page=…`: one page of everyone, with the role and status facets the filters count. */
export const userList = createListEndpoint<User>({
  name: 'users/list',
  path: () => '/users/',
  spec: USER_LIST_SPEC,
  provides: () => [USER_LIST_TAG],
});

const userPath = (id: string) => `/users/${encodeURIComponent(id)}`;

/** `GET /users/:id`. */
export const getUser = defineQuery<string, User>({
  name: 'users/user',
  request: (id, signal) => http.get<User>(userPath(id), { signal }),
  provides: (_user, id) => [recordTag(TAGS.User, id)],
});

/** What an admin's edit sends: any of the editable fields, and the `updatedAt` the admin saw. */
export interface UpdateUserArgs {
  id: string;
  body: UpdateUserBody;
}

/** `PUT /users/:id`; a 409 names who changed the user since (`current` in the body), or refuses to leave no active admin. */
export const updateUser = defineMutation<UpdateUserArgs, User>({
  name: 'users/update',
  request: ({ id, body }) => http.put<User>(userPath(id), body),
  invalidates: (_user, { id }) => userWriteTags(id),
});

/** `POST /users/` (201): any role; a dive master may bring a certification, which starts pending. */
export const createUser = defineMutation<CreateUserBody, User>({
  name: 'users/create',
  request: (body) => http.post<User>('/users/', body),
  invalidates: (user) => (user ? userWriteTags(user.id) : [USER_LIST_TAG, TAGS.Dashboard]),
});

/**
 * `POST /uploads?purpose=document` with the raw file (an image type, at most 5 MiB): the
 * certification document, which the server serves only to admins and its owner.
 */
export const uploadDocument = defineMutation<File, UploadResult>({
  name: 'users/uploadDocument',
  request: (file) => http.raw<{ data: UploadResult }>('POST', '/uploads', file, { query: { purpose: 'document' }, headers: { 'Content-Type': file.type } }).then((r) => r.data),
});

/** How many entries a user's page shows; the rest are one link away, in the activity log. */
export const RECENT_ACTIVITY_SIZE = 10;

/** Whose activity a user's page asks for: an admin's own actions, or the entries about a user. */
export interface RecentActivityArgs {
  id: string;
  by: 'actor' | 'record';
}

/**
 * `GET /activity?admin=…` (an admin's own last actions) or `?q=…` (the entries naming the user,
 * kept to those whose record is the user: the search also matches names and changes). Tagged
 * `TAGS.Activity` like the log, so the live stream's new entries show here too.
 */
export const recentActivity = defineQuery<RecentActivityArgs, ActivityEntry[]>({
  name: 'users/recentActivity',
  request: async ({ id, by }, signal) => {
    const query = by === 'actor' ? { admin: id } : { q: id };
    const entries = await http.get<ActivityEntry[]>('/activity', { query: { ...query, page: 1, pageSize: RECENT_ACTIVITY_SIZE }, signal });
    return by === 'actor' ? entries : entries.filter((e) => e.record?.id === id);
  },
  provides: () => [TAGS.Activity],
});
