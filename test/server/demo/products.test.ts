import { test } from 'node:test';
import assert from 'node:assert/strict';
import { generateDemoData } from '../../../server/demo';
import { CATALOG } from '../../../server/demo/catalog';
import { approximateUsd } from '../../../server/demo/money';
import { PRODUCT_CATEGORIES } from '../../../src/contract';

const NOW = new Date('2026-11-22T10:15:00.000Z');
const data = generateDemoData({ size: 'normal', adminEmail: 'admin@diving.test', adminPassword: 'secret-pass', now: NOW });
const users = new Map(data.users.map((u) => [u.id, u]));

test('covers all four categories, both conditions and every review status', () => {
  for (const category of PRODUCT_CATEGORIES) assert.ok(data.products.some((p) => p.category === category), category);
  for (const condition of ['new', 'used']) assert.ok(data.products.some((p) => p.condition === condition), condition);
  for (const status of ['approved', 'pending', 'rejected']) assert.ok(data.products.some((p) => p.status === status), status);
});

test('sells courses new, by certified dive masters', () => {
  for (const course of data.products.filter((p) => p.category === 'courses')) {
    assert.equal(course.condition, 'new');
    const seller = users.get(course.seller.id);
    assert.equal(seller?.role, 'diveMaster');
    assert.equal(seller?.certification?.status, 'approved', course.id);
  }
});

test('sells used items one at a time, cheaper than new, with their history', () => {
  for (const product of data.products) {
    const item = CATALOG.find((c) => c.name === product.name);
    assert.ok(item, product.name);
    const ratio = approximateUsd(product.price) / item.usd;
    if (product.condition === 'used') {
      assert.equal(product.stock, 1);
      assert.match(product.description, /Used, bought in [A-Z][a-z]+ \d{4}/);
      assert.ok(ratio >= 0.3 && ratio <= 0.8, `${product.id}: ${ratio}`);
    } else {
      assert.ok(ratio >= 0.8 && ratio <= 1.25, `${product.id}: ${ratio}`);
    }
  }
});

test('prices in the seller’s currency, in whole minor units', () => {
  assert.ok(new Set(data.products.map((p) => p.price.currency)).size >= 8);
  assert.ok(data.products.every((p) => Number.isInteger(p.price.amount) && p.price.amount > 0));
  const euroSellers = data.products.filter((p) => ['ES', 'FR', 'IT', 'PT', 'DE'].includes(users.get(p.seller.id)?.country ?? ''));
  assert.ok(euroSellers.length > 0 && euroSellers.every((p) => p.price.currency === 'EUR'));
});
