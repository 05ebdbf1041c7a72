/**
 * The contact messages' cache tags: what their queries provide, and what a status change makes
 * stale, this admin's own or another's announced by the live stream (app/live composes every feature's).
 */
import { TAGS, listTag, recordTag, type AppTag } from '../../tags';

/** The tag of every list of contact messages. */
export const MESSAGE_LIST_TAG = listTag(TAGS.ContactMessage);

/** What a write to message `id` makes stale (a live `record` event of a message too): the message, every list of messages, the dashboard. */
export function messageWriteTags(id: string): AppTag[] {
  return [recordTag(TAGS.ContactMessage, id), MESSAGE_LIST_TAG, TAGS.Dashboard];
}

/** What a `counts` event for messages makes stale (a new message too): the lists and the dashboard's count of new ones. */
export const MESSAGE_COUNTS_TAGS: readonly AppTag[] = [MESSAGE_LIST_TAG, TAGS.Dashboard];
