import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DOTS, paginationRange, type PaginationItem } from '../../src/ui/pagination-range';

const numbers = (items: PaginationItem[]) => items.filter((i): i is number => i !== DOTS);

test('lists every page of a short range', () => {
  assert.deepEqual(paginationRange({ total: 1, page: 1 }), [1]);
  assert.deepEqual(paginationRange({ total: 5, page: 3 }), [1, 2, 3, 4, 5]);
  assert.deepEqual(paginationRange({ total: 7, page: 1 }), [1, 2, 3, 4, 5, 6, 7]);
});

test('gives the classic shapes of a long range', () => {
  assert.deepEqual(paginationRange({ total: 20, page: 5 }), [1, DOTS, 4, 5, 6, DOTS, 20]);
  assert.deepEqual(paginationRange({ total: 20, page: 1 }), [1, 2, 3, 4, 5, DOTS, 20]);
  assert.deepEqual(paginationRange({ total: 20, page: 4 }), [1, 2, 3, 4, 5, DOTS, 20]);
  assert.deepEqual(paginationRange({ total: 20, page: 17 }), [1, DOTS, 16, 17, 18, 19, 20]);
  assert.deepEqual(paginationRange({ total: 20, page: 20 }), [1, DOTS, 16, 17, 18, 19, 20]);
  assert.deepEqual(paginationRange({ total: 8, page: 4 }), [1, 2, 3, 4, 5, DOTS, 8]);
  assert.deepEqual(paginationRange({ total: 8, page: 5 }), [1, DOTS, 4, 5, 6, 7, 8]);
});

test('returns nothing for no pages and clamps an out-of-range page', () => {
  assert.deepEqual(paginationRange({ total: 0, page: 1 }), []);
  assert.deepEqual(paginationRange({ total: -3, page: 1 }), []);
  assert.deepEqual(paginationRange({ total: 20, page: 99 }), paginationRange({ total: 20, page: 20 }));
  assert.deepEqual(paginationRange({ total: 20, page: 0 }), paginationRange({ total: 20, page: 1 }));
});

test('honours other sibling and boundary counts', () => {
  assert.deepEqual(paginationRange({ total: 30, page: 15, siblings: 2 }), [1, DOTS, 13, 14, 15, 16, 17, DOTS, 30]);
  assert.deepEqual(paginationRange({ total: 30, page: 15, boundaries: 2 }), [1, 2, DOTS, 14, 15, 16, DOTS, 29, 30]);
  assert.deepEqual(paginationRange({ total: 30, page: 15, siblings: 0 }), [1, DOTS, 15, DOTS, 30]);
});

for (const [siblings, boundaries] of [[1, 1], [2, 1], [1, 2], [0, 1], [2, 2]] as const) {
  test(`keeps its invariants on every page of totals 0 to 30 (siblings ${siblings}, boundaries ${boundaries})`, () => {
    const slots = 2 * siblings + 2 * boundaries + 3;
    for (let total = 0; total <= 30; total += 1) {
      for (let page = 1; page <= Math.max(total, 1); page += 1) {
        const items = paginationRange({ total, page, siblings, boundaries });
        const where = `total ${total}, page ${page}: ${JSON.stringify(items)}`;
        const pages = numbers(items);
        if (total === 0) {
          assert.deepEqual(items, [], where);
          continue;
        }
        assert.equal(items.length, Math.min(total, slots), `length, ${where}`);
        assert.ok(pages.every((p, i) => i === 0 || p > (pages[i - 1] ?? 0)), `sorted and unique, ${where}`);
        assert.ok(pages.every((p) => p >= 1 && p <= total), `within 1..total, ${where}`);
        for (const must of [1, total, page]) assert.ok(pages.includes(must), `contains ${must}, ${where}`);
        for (let d = 1; d <= siblings; d += 1) {
          if (page - d >= 1) assert.ok(pages.includes(page - d), `left neighbour ${page - d}, ${where}`);
          if (page + d <= total) assert.ok(pages.includes(page + d), `right neighbour ${page + d}, ${where}`);
        }
        for (let b = 1; b <= Math.min(boundaries, total); b += 1) {
          assert.ok(pages.includes(b) && pages.includes(total - b + 1), `boundary ${b}, ${where}`);
        }
        items.forEach((item, i) => {
          if (item !== DOTS) return;
          const before = items[i - 1];
          const after = items[i + 1];
          assert.ok(typeof before === 'number' && typeof after === 'number', `dots between pages, ${where}`);
          assert.ok(after - before - 1 >= 2, `dots hide two pages or more, ${where}`);
        });
        const shown = new Set(pages);
        const hidden = Array.from({ length: total }, (_, i) => i + 1).filter((p) => !shown.has(p));
        const dotsCount = items.filter((i) => i === DOTS).length;
        assert.ok(hidden.length === 0 ? dotsCount === 0 : dotsCount >= 1, `every hidden page sits behind dots, ${where}`);
      }
    }
  });
}
