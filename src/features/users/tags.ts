/**
 * The tag of every list of users (the review queue of dive masters provides it too): the list
 * provides it (list-api.ts) and every write invalidates it (api.ts). Apart from both, so neither
 * loads the other.
 */
import type { Tag } from '../../lib/query';

export const USER_LIST_TAG: Tag = { type: 'User', id: 'LIST' };
