/** `/news`: the admin's news posts (Markdown content, draft or published). */
import { LIMITS, LIST_SPECS, NEWS_STATUSES, personName } from '../../src/contract';
import type { News } from '../../src/contract';
import type { App, RequestContext } from '../context';
import { readUploadUrl } from '../upload-refs';
import { nowIso } from '../context';
import { notFound } from '../http/errors';
import { sendData } from '../http/respond';
import { requireAdmin } from '../auth/guard';
import type { Fields } from '../validate';
import { param, readFields } from './common';
import { sendList } from './lists';
import { guardedTransact, isFresh, nextUpdatedAt, readExpectedUpdatedAt, staleWrite } from './stale';
import { changeMessage } from './change-message';
import { lastEdit, noteEdit } from '../store/editors';
import type { Routes } from './common';

type NewsFields = Partial<Pick<News, 'title' | 'summary' | 'content' | 'coverImageUrl' | 'status'>>;

const newsNotFound = (): ReturnType<typeof notFound> => notFound('The news post');

async function readNews(app: App, f: Fields, required: boolean): Promise<NewsFields> {
  const out: NewsFields = {};
  const title = f.has('title') || required ? f.string('title', { required: true, max: LIMITS.titleMax }) : undefined;
  const summary = f.has('summary') || required ? f.string('summary', { required, min: 0, max: LIMITS.summaryMax }) : undefined;
  const content = f.has('content') || required ? f.string('content', { required, min: 0, max: LIMITS.longTextMax }) : undefined;
  const coverImageUrl = await readUploadUrl(app, f, 'coverImageUrl', 'image');
  const status = f.oneOf('status', NEWS_STATUSES, required);
  if (title !== undefined) out.title = title;
  if (summary !== undefined) out.summary = summary;
  if (content !== undefined) out.content = content;
  if (coverImageUrl !== undefined) out.coverImageUrl = coverImageUrl;
  if (status !== undefined) out.status = status;
  return out;
}

/** `publishedAt` after a change to `status`: set on publishing, kept while published, cleared for drafts. */
function publishedAt(previous: News | null, status: News['status'], at: string): string | null {
  if (status === 'draft') return null;
  return previous?.status === 'published' && previous.publishedAt ? previous.publishedAt : at;
}

async function list(rc: RequestContext): Promise<void> {
  await requireAdmin(rc);
  await sendList(rc, { list: 'news' }, LIST_SPECS.news);
}

async function getOne(rc: RequestContext): Promise<void> {
  await requireAdmin(rc);
  const news = await rc.app.store.get('news', param(rc, 'id'));
  if (!news) throw newsNotFound();
  sendData(rc.res, 200, news);
}

async function create(rc: RequestContext): Promise<void> {
  const { app } = rc;
  const actor = await requireAdmin(rc);
  const f = await readFields(rc);
  const fields = await readNews(app, f, true);
  f.done();
  const { title, summary, content, status } = fields;
  if (title === undefined || summary === undefined || content === undefined || status === undefined) return;
  const news = await app.store.transact((tx) => {
    const at = nowIso(app);
    const record: News = {
      id: crypto.randomUUID(),
      title,
      summary,
      content,
      coverImageUrl: fields.coverImageUrl ?? null,
      status,
      publishedAt: publishedAt(null, status, at),
      author: { id: actor.id, name: personName(actor) },
      createdAt: at,
      updatedAt: at,
    };
    noteEdit(app.store, 'news', record.id, { at, by: record.author, what: 'Created' });
    tx.put('news', record);
    return record;
  });
  sendData(rc.res, 201, news);
}

/** What a change did, for the message of a later conflict. */
function editWord(previous: News, next: News): string {
  if (previous.status !== next.status) return next.status === 'published' ? 'Published' : 'Unpublished';
  return 'Edited';
}

async function update(rc: RequestContext): Promise<void> {
  const { app } = rc;
  const actor = await requireAdmin(rc);
  const id = param(rc, 'id');
  const f = await readFields(rc);
  const fields = await readNews(app, f, false);
  const expected = readExpectedUpdatedAt(f);
  f.done();
  const news = await guardedTransact(rc, async (tx) => {
    const current = await tx.get('news', id);
    if (!current) throw newsNotFound();
    if (!isFresh(expected, current.updatedAt)) {
      const edit = lastEdit(app.store, 'news', id, current.updatedAt);
      throw staleWrite(current, changeMessage(edit?.what ?? 'Changed', edit?.by.name ?? null, current.updatedAt, app.now()), edit?.by ?? null);
    }
    const at = nextUpdatedAt(app, current.updatedAt);
    const status = fields.status ?? current.status;
    const next: News = { ...current, ...fields, status, publishedAt: publishedAt(current, status, at), updatedAt: at };
    noteEdit(app.store, 'news', id, { at, by: { id: actor.id, name: personName(actor) }, what: editWord(current, next) });
    tx.put('news', next);
    return next;
  });
  if (news) sendData(rc.res, 200, news);
}

async function remove(rc: RequestContext): Promise<void> {
  const { app } = rc;
  await requireAdmin(rc);
  const id = param(rc, 'id');
  await app.store.transact(async (tx) => {
    if (!(await tx.get('news', id))) throw newsNotFound();
    tx.remove('news', id);
  });
  sendData(rc.res, 200, { id });
}

/** Adds the news routes. */
export function addNewsRoutes(routes: Routes): void {
  routes
    .add('GET', '/news', 'office.read', list)
    .add('POST', '/news', 'content.write', create)
    .add('GET', '/news/:id', 'office.read', getOne)
    .add('PUT', '/news/:id', 'content.write', update)
    .add('DELETE', '/news/:id', 'content.write', remove);
}
