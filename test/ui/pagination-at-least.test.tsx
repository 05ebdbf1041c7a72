// A list that stopped counting (docs/api.md "Lists at scale": `totalAtLeast`, `facetsAtLeast`):
// the pagination says "10,000+" in every language's numbers and still pages on, and the facet
// chips and review tabs say which counts are lower bounds.
import '../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { FacetFilter, Pagination } from '../../src/ui';
import { I18nProvider, createI18n } from '../../src/lib/i18n';
import type { Messages } from '../../src/lib/i18n';
import type { ListMeta } from '../../src/contract';
import { renderUi } from '../helpers/render';

const PAGE_SIZE = 25;

/** A list of 10,000+ rows whose real end is on page `lastPage` (`lastRows` rows there). */
function OpenList({ start = 1, lastPage = 1_000, lastRows = 10 }: { start?: number; lastPage?: number; lastRows?: number }) {
  const [page, setPage] = useState(start);
  const rowsShown = page < lastPage ? PAGE_SIZE : page === lastPage ? lastRows : 0;
  return <Pagination page={page} pageSize={PAGE_SIZE} total={10_000} totalAtLeast rowsShown={rowsShown} onPageChange={setPage} />;
}

const next = () => screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement;

test('a total that stopped counting reads "10,000+", has no last-page button and pages on past it', () => {
  renderUi(<OpenList start={399} lastPage={402} />);
  assert.ok(screen.getByText('Showing 9,951–9,975 of 10,000+'));
  assert.equal(screen.queryByRole('button', { name: 'Last page' }), null, 'the last page is unknown');
  fireEvent.click(next());
  fireEvent.click(next());
  assert.equal(screen.getByRole('button', { name: 'Go to page 401' }).getAttribute('aria-current'), 'page');
  assert.ok(screen.getByText('Showing 10,001–10,025 of 10,025+'));
  assert.equal(next().disabled, false, 'a full page may have one after it');
  fireEvent.click(next());
  assert.ok(screen.getByText('Showing 10,026–10,035 of 10,035+'));
  assert.equal(next().disabled, true, 'a page not full is the last');
  assert.equal((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled, false);
});

test('an open list shows a gap after its pages: more may follow', () => {
  renderUi(<OpenList start={1} />);
  const items = [...(screen.getByRole('navigation').querySelector('ul')?.children ?? [])].map((li) => li.textContent);
  assert.deepEqual(items.slice(2, -1), ['1', '2', '3', '4', '5', '…', '400', '…']);
});

const LANGUAGES = [['en', 'en'], ['es', 'es'], ['ar', 'ar'], ['zh-cn', 'zh-CN']] as const;

for (const [language, tag] of LANGUAGES) {
  test(`"10,000+" in ${language}: its own words and its numbers`, () => {
    const messages = JSON.parse(readFileSync(new URL(`../../locales/${language}.json`, import.meta.url), 'utf8')) as Messages;
    const i18n = createI18n({ loaders: {}, resources: { [language]: messages }, storage: null, navigatorLanguages: [language], fallbackLanguage: language });
    const template = (messages.ui as { pagination: { atLeast: string } }).pagination.atLeast;
    const number = new Intl.NumberFormat(tag).format(10_000);
    const meta: ListMeta = { total: 10_000, totalAtLeast: true, page: 1, pageSize: PAGE_SIZE, facets: { status: { pending: 10_000, approved: 12 } }, facetsAtLeast: { status: ['pending'] } };
    render(
      <I18nProvider i18n={i18n}>
        <Pagination page={1} pageSize={PAGE_SIZE} total={meta.total} totalAtLeast rowsShown={PAGE_SIZE} onPageChange={() => {}} />
        <FacetFilter label="Status" facet="status" values={['pending', 'approved']} value={undefined} allLabel="All" labelOf={(v) => v} meta={meta} onChange={() => {}} />
      </I18nProvider>,
    );
    const atLeast = template.replace('{{number}}', number);
    assert.notEqual(template, '{{number}}');
    assert.ok(document.querySelector('.pagination__summary')?.textContent?.includes(atLeast), `the summary says ${atLeast}`);
    const badges = [...document.querySelectorAll('.facet-filter__count')].map((badge) => badge.textContent);
    // All (10,012, a lower bound too), pending (stopped at the cap), approved (exact).
    assert.deepEqual(badges, [template.replace('{{number}}', new Intl.NumberFormat(tag).format(10_012)), atLeast, new Intl.NumberFormat(tag).format(12)]);
  });
}
