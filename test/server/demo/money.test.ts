import { test } from 'node:test';
import assert from 'node:assert/strict';
import { approximateUsd, currencyOf, minorDigits, niceRound, priceIn } from '../../../server/demo/money';

test('rounds to prices people ask', () => {
  assert.equal(niceRound(1234), 1250);
  assert.equal(niceRound(395.2), 395);
  assert.equal(niceRound(9_480_000), 9_500_000);
  assert.equal(niceRound(3), 3);
});

test('counts amounts in each currency’s minor units', () => {
  assert.deepEqual(priceIn(100, 'EUR'), { amount: 9200, currency: 'EUR' });
  assert.deepEqual(priceIn(100, 'JPY'), { amount: 15000, currency: 'JPY' });
  assert.deepEqual(priceIn(100, 'IDR'), { amount: 160_000_000, currency: 'IDR' }); // 1,580,000 rounds to 1,600,000
  assert.equal(priceIn(100, 'USD', true).amount, 9999);
  assert.equal(priceIn(100, 'JPY', true).amount, 15000);
  assert.equal(minorDigits('ISK'), 0);
  assert.ok(Math.abs(approximateUsd(priceIn(250, 'THB')) - 250) < 5);
});

test('sells in the currency of the seller’s country, dollars when unknown', () => {
  assert.equal(currencyOf('ES'), 'EUR');
  assert.equal(currencyOf('AU'), 'AUD');
  assert.equal(currencyOf(null), 'USD');
  assert.equal(currencyOf('ZZ'), 'USD');
});
