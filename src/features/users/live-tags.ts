/**
 * The users' cache tags: what their queries provide, and what a write to a user makes stale, this
 * admin's own or another's announced by the live stream (app/live composes every feature's).
 */
import { TAGS, listTag, recordTag, type AppTag } from '../../tags';

/** The tag of every list of users (the review queue of dive masters provides it too). */
export const USER_LIST_TAG = listTag(TAGS.User);

/** What a write to user `id` makes stale (a live `record` event of a user too): the record, every list of users, the dashboard's counts. */
export function userWriteTags(id: string): AppTag[] {
  return [recordTag(TAGS.User, id), USER_LIST_TAG, TAGS.Dashboard];
}

/** What a `counts` event for users makes stale: every list of users and the dashboard. */
export const USER_COUNTS_TAGS: readonly AppTag[] = [USER_LIST_TAG, TAGS.Dashboard];
