/**
 * The tag of every news list: the list screen provides it (list-api.ts) and the editor's writes
 * invalidate it (api.ts). Apart from both, so the list does not load the editor's requests.
 */
import type { Tag } from '../../lib/query';

export const NEWS_LIST_TAG: Tag = { type: 'News', id: 'LIST' };
