/** The news list: its search, sorts and filter. */
import type { ListSpec } from './list';
import { NEWS_STATUSES, type News } from './index';

// index.ts re-exports the specs (list-specs.ts), so its constants may not be initialised yet while
// this module's top level runs (an ESM cycle): the specs read them lazily.
export const NEWS_LIST_SPEC: ListSpec<News> = {
  words: (n) => [n.title, n.summary, n.author.name],
  sort: {
    title: (n) => n.title,
    status: (n) => n.status,
    publishedAt: (n) => n.publishedAt,
    updatedAt: (n) => n.updatedAt,
    createdAt: (n) => n.createdAt,
  },
  filters: {
    status: {
      get values() {
        return NEWS_STATUSES;
      },
      of: (n) => n.status,
    },
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
};
