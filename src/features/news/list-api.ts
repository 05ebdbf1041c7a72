/**
 * The news list (docs/api.md "Lists"): one page of articles with the status facet its filter counts,
 * tagged `{ type: 'News', id: 'LIST' }` so every save, publish and delete of the editor (api.ts)
 * refreshes it.
 */
import type { News } from '../../contract';
import { NEWS_LIST_SPEC } from '../../contract/list-spec-news';
import { createListEndpoint } from '../../lib/list';
import { NEWS_LIST_TAG } from './tags';

/** `GET /news/?page=…`: newest first by default. */
export const newsList = createListEndpoint<News>({
  name: 'news/list',
  path: () => '/news/',
  spec: NEWS_LIST_SPEC,
  provides: () => [NEWS_LIST_TAG],
});
