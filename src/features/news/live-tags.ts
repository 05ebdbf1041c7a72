/**
 * The news' cache tags: what their queries provide, and what another admin's write announced by
 * the live stream makes stale (app/live composes every feature's).
 */
import { TAGS, listTag, recordTag, type AppTag } from '../../tags';

/** The tag of every news list. */
export const NEWS_LIST_TAG = listTag(TAGS.News);

/** What a live `record` event of article `id` makes stale: the article, the lists, the dashboard's counts. */
export function newsRecordTags(id: string): AppTag[] {
  return [recordTag(TAGS.News, id), NEWS_LIST_TAG, TAGS.Dashboard];
}

/** What a `counts` event for news makes stale: the lists and the dashboard. */
export const NEWS_COUNTS_TAGS: readonly AppTag[] = [NEWS_LIST_TAG, TAGS.Dashboard];
