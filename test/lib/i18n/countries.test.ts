import { test } from 'node:test';
import assert from 'node:assert/strict';
import { COUNTRY_CODES, countryName, countryOptions } from '../../../src/lib/i18n/index.ts';

test('names countries in the language and keeps unknown codes', () => {
  assert.equal(countryName('en', 'EG'), 'Egypt');
  assert.equal(countryName('es', 'EG'), 'Egipto');
  assert.equal(countryName('en', '??'), '??');
  assert.deepEqual([countryName('en', 'EG'), countryName('es', 'EG'), countryName('en', '??')], ['Egypt', 'Egipto', '??'], 'the same again, remembered');
});

test('offers every code once, sorted by its name in the language', () => {
  const options = countryOptions('es');
  assert.equal(options.length, COUNTRY_CODES.length);
  assert.equal(new Set(options.map((o) => o.code)).size, COUNTRY_CODES.length);
  const names = options.map((o) => o.name);
  const collator = new Intl.Collator('es');
  assert.deepEqual(names, [...names].sort(collator.compare));
  assert.equal(options.find((o) => o.code === 'DE')?.name, 'Alemania');
});
