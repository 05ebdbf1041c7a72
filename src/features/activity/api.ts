/**
 * The activity log (docs/api.md "Activity log"): one page of entries with the list's view and the
 * range filters, the admins the "Admin" filter offers, and which legal document is which page.
 * Every activity query provides `TAGS.Activity`, which the live stream invalidates on each new
 * entry, so an open log shows it without a reload.
 */
import {
  LEGAL_TYPES, USER_LIST_SPEC, ACTIVITY_LIST_SPEC,
  type ActivityEntry, type LegalDocument, type LegalType, type User,
} from '../../contract';
import { http } from '../../lib/http';
import { createListEndpoint, type ListArgs } from '../../lib/list';
import { defineQuery } from '../../lib/query';
import { TAGS, listTag, recordTag } from '../../tags';
import { scopeSearch, type ActivityScope } from './model';

/** `GET /activity?page=…&admin=…&from=…&to=…`: one page of entries, newest first by default. */
export const activityList = createListEndpoint<ActivityEntry, ActivityScope>({
  name: 'activity/list',
  path: (scope) => `/activity${scopeSearch(scope)}`,
  spec: ACTIVITY_LIST_SPEC,
  provides: () => [TAGS.Activity],
});

/** Enough rows for every admin of a back office in one answer. */
const ADMINS_PAGE_SIZE = 100;

/** `GET /users/?role=admin`: the admins, by name, for the "Admin" filter. */
export const adminList = createListEndpoint<User>({
  name: 'activity/admins',
  path: () => '/users/',
  spec: USER_LIST_SPEC,
  provides: () => [listTag(TAGS.User)],
});

/** The arguments of `adminList`: the first page of admins by name. */
export const ADMINS_ARGS: ListArgs = {
  scope: undefined,
  params: { page: 1, pageSize: ADMINS_PAGE_SIZE, q: '', sort: 'name', order: 'asc', filters: { role: 'admin' } },
};

/**
 * Document id → type, from the latest document of each type: an entry names a legal document by
 * id, and the app opens one by type. A document keeps its id across versions.
 */
export const legalTypes = defineQuery<void, ReadonlyMap<string, LegalType>>({
  name: 'activity/legalTypes',
  request: async (_none, signal) => {
    // A type without a document yet leaves its entries unlinked rather than the whole log.
    const docs = await Promise.allSettled(LEGAL_TYPES.map((type) => http.get<LegalDocument>(`/legal/${type}`, { signal })));
    return new Map(docs.flatMap((doc) => (doc.status === 'fulfilled' ? [[doc.value.id, doc.value.type] as const] : [])));
  },
  provides: () => LEGAL_TYPES.map((type) => recordTag(TAGS.Legal, type)),
});
