/**
 * What each live event makes stale in the query cache, in the features' own tags: a decision its
 * record, its queue's lists (rows and tab counts) and the dashboard (the summary and the sidebar's
 * badges); a record write that record and its lists; `counts` the lists and the dashboard; an
 * activity entry the activity log.
 */
import type { LiveEventBody } from '../../contract';
import type { Tag } from '../../lib/query';
import { decisionTags, REVIEW_TAG_TYPES, type ReviewKind } from '../../features/reviews/api';
import { USER_LIST_TAG, userWriteTags } from '../../features/users/api';
import { NEWS_LIST_TAG } from '../../features/news/api';
import { MESSAGE_LIST_TAG, messageWriteTags } from '../../features/contact/api';

/** The tag of the activity log's queries. */
export const ACTIVITY_TAG = 'Activity';

/** Everything watched refetches. */
export const ALL = 'all';

const isReviewKind = (kind: unknown): kind is ReviewKind => kind === 'trip' || kind === 'product' || kind === 'diveMaster';

const COUNT_TAGS: Readonly<Record<string, readonly Tag[]>> = {
  trip: [{ type: REVIEW_TAG_TYPES.trip, id: 'LIST' }, 'Dashboard'],
  product: [{ type: REVIEW_TAG_TYPES.product, id: 'LIST' }, 'Dashboard'],
  user: [USER_LIST_TAG, { type: REVIEW_TAG_TYPES.diveMaster, id: 'LIST' }, 'Dashboard'],
  news: [NEWS_LIST_TAG, 'Dashboard'],
  contact: [MESSAGE_LIST_TAG, 'Dashboard'],
};

function recordTags(kind: unknown, id: string): Tag[] {
  switch (kind) {
    case 'user':
      return userWriteTags(id);
    case 'news':
      return [{ type: 'News', id }, NEWS_LIST_TAG, 'Dashboard'];
    // A legal event names the new version's id; the pages are tagged by type, and there are few.
    case 'legal':
      return ['Legal'];
    case 'siteContact':
      return ['SiteContact'];
    case 'contact':
      return messageWriteTags(id);
    default:
      return [];
  }
}

/** The tags `body` makes stale, `ALL` for a reset, or an empty list for an event of no concern here. */
export function tagsOfEvent(body: LiveEventBody): Tag[] | typeof ALL {
  const event = body as { type: string; kind?: unknown; id?: unknown; kinds?: unknown };
  const id = typeof event.id === 'string' ? event.id : null;
  switch (event.type) {
    case 'decision':
      return isReviewKind(event.kind) && id !== null ? decisionTags(event.kind, id) : [];
    case 'record':
      return id === null ? [] : recordTags(event.kind, id);
    case 'counts':
      return Array.isArray(event.kinds) ? event.kinds.flatMap((kind) => COUNT_TAGS[String(kind)] ?? []) : [];
    case 'activity':
      return [ACTIVITY_TAG];
    case 'reset':
      return ALL;
    default:
      return [];
  }
}
