/** The news list: its search, sorts and filter. */
import { lazyFilter, type ListSpec } from './list';
import { NEWS_STATUSES, type News } from './index';

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
    status: lazyFilter(() => NEWS_STATUSES, (n) => n.status),
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
};
