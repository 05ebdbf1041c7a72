/**
 * What each live event makes stale in the query cache. Each feature says it for its own kinds
 * (its `live-tags.ts`); this file only composes them, in tables total over the contract's kinds
 * and a switch over every event type, so a new kind or event is a compile error here until it says
 * what it refreshes.
 */
import type { CountsKind, LiveEventBody, LiveRecordKind } from '../../contract';
import type { Tag } from '../../lib/query';
import { TAGS, type AppTag } from '../../tags';
import { decisionTags, reviewCountsTags } from '../../features/reviews/live-tags';
import { USER_COUNTS_TAGS, userWriteTags } from '../../features/users/live-tags';
import { NEWS_COUNTS_TAGS, newsRecordTags } from '../../features/news/live-tags';
import { LEGAL_RECORD_TAGS, SITE_CONTACT_TAGS } from '../../features/legal/live-tags';
import { MESSAGE_COUNTS_TAGS, messageWriteTags } from '../../features/contact/live-tags';

/** Everything watched refetches. */
export const ALL = 'all';

/** What a `record` event of each kind makes stale, given the record's id. */
const RECORD_TAGS: Readonly<Record<LiveRecordKind, (id: string) => readonly AppTag[]>> = {
  user: userWriteTags,
  news: newsRecordTags,
  legal: () => LEGAL_RECORD_TAGS,
  siteContact: () => SITE_CONTACT_TAGS,
  contact: messageWriteTags,
};

/** What a `counts` event names for each kind: the lists that count it (rows and tab counts) and the dashboard. */
const COUNTS_TAGS: Readonly<Record<CountsKind, readonly AppTag[]>> = {
  trip: reviewCountsTags('trip'),
  product: reviewCountsTags('product'),
  // A user's counts include the dive masters waiting for review.
  user: [...USER_COUNTS_TAGS, ...reviewCountsTags('diveMaster')],
  news: NEWS_COUNTS_TAGS,
  contact: MESSAGE_COUNTS_TAGS,
};

/** The tags `body` makes stale, `ALL` for a reset, or none for an event the cache does not follow. */
export function tagsOfEvent(body: LiveEventBody): readonly Tag[] | typeof ALL {
  switch (body.type) {
    case 'decision':
      return decisionTags(body.kind, body.id);
    case 'record':
      return RECORD_TAGS[body.kind](body.id);
    case 'counts':
      return body.kinds.flatMap((kind) => COUNTS_TAGS[kind]);
    case 'activity':
      return [TAGS.Activity];
    // Followed by their own stores (lib/presence, the reviews' claims), not the cache.
    case 'presence':
    case 'claim':
      return [];
    case 'reset':
      return ALL;
    default: {
      const unknown: never = body;
      return unknown;
    }
  }
}
