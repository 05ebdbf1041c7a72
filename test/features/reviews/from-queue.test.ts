import { test } from 'node:test';
import assert from 'node:assert/strict';
import { detailsHref, onPage, pendingQueue, queueHref, readFrom } from '../../../src/features/reviews/components/from-queue';

test('reads a queue link back into its tab and list view', () => {
  const ref = readFrom('trip', '/trips/pending?q=reef&sort=price&order=desc&page=2');
  assert.equal(ref?.tab, 'pending');
  assert.deepEqual(ref && { ...ref.params }, {
    page: 2, pageSize: 25, q: 'reef', sort: 'price', order: 'desc', filters: { status: 'pending' },
  });
  assert.equal(ref?.href, '/trips/pending?page=2&q=reef&sort=price&order=desc');
});

test('a pending queue without a query is oldest first', () => {
  const ref = readFrom('product', '/products/pending');
  assert.equal(ref?.params.sort, 'submittedAt');
  assert.equal(ref?.params.order, 'asc');
  assert.equal(ref?.href, '/products/pending');
  assert.equal(readFrom('product', '/products/all')?.params.order, 'desc');
  assert.deepEqual(readFrom('product', '/products/all')?.params.filters, {});
});

test('refuses links that are not this kind\'s queue', () => {
  for (const bad of [null, '', '//evil.test/trips/pending', 'https://evil.test/trips/pending', '/products/pending', '/trips/details/t1', '/trips/nope']) {
    assert.equal(readFrom('trip', bad), null, String(bad));
  }
});

test('writes details links that remember the queue, and moves the queue to another page', () => {
  const ref = readFrom('diveMaster', '/dive-master/pending?q=ana');
  assert.ok(ref);
  assert.equal(detailsHref('diveMaster', 'u 1', ref), `/dive-master/details/u%201?from=${encodeURIComponent('/dive-master/pending?q=ana')}`);
  assert.equal(detailsHref('product', 'p1', null), '/products/view/p1');
  assert.equal(onPage(ref, 3).href, '/dive-master/pending?page=3&q=ana');
  assert.equal(onPage(ref, 1).href, '/dive-master/pending?q=ana');
  assert.equal(pendingQueue('trip').href, '/trips/pending');
  assert.equal(queueHref('trip', 'rejected', { ...pendingQueue('trip').params, filters: {}, order: 'desc' }), '/trips/rejected');
});
