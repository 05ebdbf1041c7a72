import '../../helpers/dom';
import { afterEach, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { fireEvent, screen } from '@testing-library/react';
import type { News } from '../../../src/contract';
import { Toaster, toastStore } from '../../../src/lib/feedback';
import type { RouteObject } from '../../../src/lib/router';
import { paths } from '../../../src/paths';
import NewsEditorPage from '../../../src/features/news/pages/news-editor';
import { ADMIN, NOW, demoData, fail, installFetch, json, renderScreens, signIn, until } from '../../helpers/fake-backend';

let restore: () => void;
let created: News | null;
beforeEach(() => {
  created = null;
  signIn(ADMIN);
  restore = installFetch(({ method, path, body }) => {
    if (method === 'POST' && path === '/news' && body) {
      const [template] = demoData().news;
      if (!template) throw new Error('the demo has no news');
      created = { ...template, id: 'n-new', title: String(body.title), summary: String(body.summary), content: String(body.content),
        coverImageUrl: null, status: 'draft', createdAt: NOW.toISOString(), updatedAt: NOW.toISOString() };
      return json(201, { success: true, data: created });
    }
    if (method === 'GET' && path === `/users/${ADMIN.id}`) return json(200, { success: true, data: ADMIN });
    return fail(404, 'NOT_FOUND', 'No such route.');
  });
});
afterEach(() => restore());

const routes: RouteObject[] = [
  { path: paths.news.create, element: <NewsEditorPage /> },
  { path: paths.news.detailsPattern, element: <p>the article editor</p> },
];

const drafts = () => Object.keys(sessionStorage).filter((key) => key.startsWith('draft:'));

test('a new article saved as a draft opens its own page only once the form is clean: its draft is gone by then, and no "saved while away" toast', async () => {
  // With the toasts on screen, as in the app: the save's toast renders at once (a store's update),
  // and takes along whatever state the save's handler has set by then.
  const { history } = renderScreens(routes, paths.news.create, (page) => <>{page}<Toaster /></>);
  fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'Night dive notes' } });
  fireEvent.change(screen.getByLabelText(/^Content/), { target: { value: 'Bring two torches.' } });
  // The draft is written a moment after typing stops: wait for it, so that leaving too early shows.
  await until(() => assert.equal(drafts().length, 1));
  const whenLeft: string[][] = [];
  const unlisten = history.listen(() => whenLeft.push(drafts()));
  try {
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await screen.findByText('the article editor');
  } finally {
    unlisten();
  }
  assert.equal(history.location.pathname, paths.news.details('n-new'));
  assert.deepEqual(whenLeft, [[]], 'the draft was dropped before the page moved');
  const toasts = toastStore.get().toasts.map((toast) => toast.message);
  assert.ok(toasts.includes('Draft saved.'), JSON.stringify(toasts));
  assert.ok(!toasts.includes('Your changes were saved.'), 'the form was there to say it');
  assert.equal(created?.title, 'Night dive notes');
});
