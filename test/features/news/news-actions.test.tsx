import '../../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screen } from '@testing-library/react';
import type { News } from '../../../src/contract';
import { NewsActions } from '../../../src/features/news/components/news-actions';
import type { NewsEditor } from '../../../src/features/news/components/use-news-editor';
import { renderUi } from '../../helpers/render';

const DRAFT: News = {
  id: 'n-1', title: 'Reef clean-up', summary: 'Saturday', content: 'Bring gloves.', coverImageUrl: null, status: 'draft', publishedAt: null,
  author: { id: 'u-1', name: 'Ana Ruiz' }, createdAt: '2026-11-20T09:00:00Z', updatedAt: '2026-11-20T09:00:00Z',
};

// The buttons read only the form's busy and dirty flags and the article.
const editorOf = (news: News | null) => ({ news, form: { submitting: false, dirty: false } }) as unknown as NewsEditor;

test('a new article and a draft offer saving with the same words', () => {
  const fresh = renderUi(<form><NewsActions editor={editorOf(null)} /></form>);
  screen.getByRole('button', { name: 'Save as draft' });
  fresh.unmount();
  renderUi(<form><NewsActions editor={editorOf(DRAFT)} /></form>);
  screen.getByRole('button', { name: 'Save as draft' });
  assert.equal(screen.queryByRole('button', { name: 'Save draft' }), null);
});
