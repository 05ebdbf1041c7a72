/**
 * The tag of every list of contact messages: the list provides it (list-api.ts) and a status change
 * invalidates it (api.ts). Apart from both, so neither loads the other.
 */
import type { Tag } from '../../lib/query';

export const MESSAGE_LIST_TAG: Tag = { type: 'ContactMessage', id: 'LIST' };
