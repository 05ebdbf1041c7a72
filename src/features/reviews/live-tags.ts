/**
 * The review kinds' cache tags: each kind is tagged with its own type (`DiveMaster`, `Trip`,
 * `Product`); a decision, this admin's own or another's announced by the live stream, makes the
 * record, its lists and the dashboard stale (app/live composes every feature's).
 */
import { TAGS, listTag, recordTag, type AppTag } from '../../tags';
import { REVIEW_TAG_TYPES, type ReviewKind } from './review-state';

/** The tag of every list of `kind`. */
export const reviewListTag = (kind: ReviewKind): AppTag => listTag(REVIEW_TAG_TYPES[kind]);

/** The tags a decision on `kind`/`id` makes stale: the record, its lists, the dashboard (and the user a dive master is). */
export function decisionTags(kind: ReviewKind, id: string): AppTag[] {
  const tags = [recordTag(REVIEW_TAG_TYPES[kind], id), reviewListTag(kind), TAGS.Dashboard];
  if (kind === 'diveMaster') tags.push(recordTag(TAGS.User, id));
  return tags;
}

/** What a `counts` event of `kind` makes stale: its queues (rows and tab counts) and the dashboard. */
export const reviewCountsTags = (kind: ReviewKind): AppTag[] => [reviewListTag(kind), TAGS.Dashboard];
