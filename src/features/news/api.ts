/**
 * News: the paged list, one article by id, create, edit (guarded by the `updatedAt` the editor
 * saw), delete, and the cover picture upload. Articles are tagged `recordTag(TAGS.News, id)`; every
 * write also invalidates `NEWS_LIST_TAG` (live-tags.ts), the tag the news list provides.
 */
import { NEWS_LIST_SPEC, type News, type NewsBody, type UploadResult } from '../../contract';
import { http } from '../../lib/http';
import { createListEndpoint } from '../../lib/list';
import { defineMutation, defineQuery } from '../../lib/query';
import { TAGS, recordTag } from '../../tags';
import { NEWS_LIST_TAG } from './live-tags';

/** `GET /news/?page=…`: most recently updated first by default, with the status facet. */
export const newsList = createListEndpoint<News>({
  name: 'news/list',
  path: () => '/news/',
  spec: NEWS_LIST_SPEC,
  provides: () => [NEWS_LIST_TAG],
});

const newsPath = (id: string) => `/news/${encodeURIComponent(id)}`;

/** `GET /news/:id`. */
export const getNews = defineQuery<string, News>({
  name: 'news/get',
  request: (id, signal) => http.get(newsPath(id), { signal }),
  provides: (_news, id) => [recordTag(TAGS.News, id)],
});

/** `POST /news/`: a new article, draft or published. */
export const createNews = defineMutation<NewsBody, News>({
  name: 'news/create',
  request: (body) => http.post('/news/', body),
  invalidates: () => [NEWS_LIST_TAG],
});

/** `PUT /news/:id` with `expectedUpdatedAt`: 409 with `current` when someone saved first. */
export const updateNews = defineMutation<{ id: string; body: Partial<NewsBody> & { expectedUpdatedAt: string } }, News>({
  name: 'news/update',
  request: ({ id, body }) => http.put(newsPath(id), body),
  invalidates: (_news, { id }) => [recordTag(TAGS.News, id), NEWS_LIST_TAG],
});

/** `DELETE /news/:id`. Only the lists are refreshed: the deleted article's page is being left. */
export const deleteNews = defineMutation<string, { id: string }>({
  name: 'news/delete',
  request: (id) => http.delete(newsPath(id)),
  invalidates: () => [NEWS_LIST_TAG],
});

/** `POST /uploads`: the picture itself as the body, its type as `Content-Type`. */
export const uploadPicture = defineMutation<File, UploadResult>({
  name: 'news/upload',
  request: (file) => http.raw<{ data: UploadResult }>('POST', '/uploads', file, { headers: { 'Content-Type': file.type } }).then((r) => r.data),
});
