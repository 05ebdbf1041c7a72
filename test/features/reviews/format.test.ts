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

test('keeps a symbol of letters and a sign left to right in Arabic ("AU$", not "$AU")', () => {
  const ar = { dir: 'rtl' as const, formatNumber: (v: number, o?: Intl.NumberFormatOptions) => new Intl.NumberFormat('ar', o).format(v) };
  const text = formatMoney(ar, { amount: 145000, currency: 'AUD' });
  assert.match(text, /\u2066AU\$\u2069/);
  assert.equal(text.replace(/[\u2066\u2069]/g, ''), new Intl.NumberFormat('ar', { style: 'currency', currency: 'AUD' }).format(1450));
  assert.equal(formatMoney(ar, { amount: 12500, currency: 'EUR' }), new Intl.NumberFormat('ar', { style: 'currency', currency: 'EUR' }).format(125));
  assert.equal(formatMoney({ ...en, dir: 'ltr' }, { amount: 145000, currency: 'AUD' }), 'A$1,450.00');
});

test('shows a range of calendar dates, one date when they match', () => {
  assert.equal(formatDates(en, '2026-12-19', '2026-12-30'), 'Dec 19, 2026 – Dec 30, 2026');
  assert.equal(formatDates(en, '2026-12-19', '2026-12-19'), 'Dec 19, 2026');
});
