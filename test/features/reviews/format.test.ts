import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatDates, formatMoney, minorDigits } from '../../../src/features/reviews/components/format';

const en = { language: 'en' as const, formatNumber: (v: number, o?: Intl.NumberFormatOptions) => new Intl.NumberFormat('en', o).format(v) };

test('reads amounts in ISO 4217 minor units, not Intl display digits', () => {
  assert.equal(minorDigits('IDR'), 2);
  assert.equal(minorDigits('jpy'), 0);
  assert.equal(minorDigits('KWD'), 3);
  assert.equal(formatMoney(en, { amount: 8_250_000_000, currency: 'IDR' }), new Intl.NumberFormat('en', { style: 'currency', currency: 'IDR' }).format(82_500_000));
  assert.equal(formatMoney(en, { amount: 12500, currency: 'EUR' }), '€125.00');
  assert.equal(formatMoney(en, { amount: 12000, currency: 'JPY' }), '¥12,000');
  assert.equal(formatMoney(en, { amount: 1500, currency: 'XYZ1' }), '15 XYZ1');
});


test('shows a range of calendar dates, one date when they match', () => {
  assert.equal(formatDates(en, '2026-12-19', '2026-12-30'), 'Dec 19, 2026 – Dec 30, 2026');
  assert.equal(formatDates(en, '2026-12-19', '2026-12-19'), 'Dec 19, 2026');
});
