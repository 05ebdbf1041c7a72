import { test } from 'node:test';
import assert from 'node:assert/strict';
import { emailFor, NAME_COUNTRIES, personFrom, phoneFor, slug } from '../../../server/demo/names';
import { createRandom } from '../../../server/demo/random';

test('turns names into lower-case ASCII', () => {
  assert.equal(slug("Torbjørn O'Brien"), 'torbjornobrien');
  assert.equal(slug('Álvaro Domínguez'), 'alvarodominguez');
  assert.equal(slug('Müller'), 'muller');
  assert.equal(slug('伟'), '');
});

test('keeps e-mail addresses unique even for the same person', () => {
  const rng = createRandom('emails');
  const taken = new Set<string>();
  const person = { firstName: 'Ana', lastName: 'Silva', latinFirst: 'Ana', latinLast: 'Silva', country: 'BR' };
  const emails = Array.from({ length: 50 }, () => emailFor(rng, person, taken));
  assert.equal(new Set(emails).size, 50);
  assert.ok(emails.every((e) => /^[a-z0-9.]+@example\.(com|org|net)$/.test(e)));
});

test('spells native-script names in Latin for the address', () => {
  const rng = createRandom('native');
  const people = Array.from({ length: 40 }, () => personFrom(rng, 'CN', 1));
  assert.ok(people.every((p) => /[\u4e00-\u9fff]/.test(p.firstName) && /^[A-Za-z]+$/.test(p.latinFirst)));
  assert.ok(people.every((p) => emailFor(rng, p, new Set()).length > '@example.com'.length + 1));
});

test('formats phone numbers with the country’s calling code', () => {
  const rng = createRandom('phones');
  assert.ok(NAME_COUNTRIES.length >= 20);
  assert.match(phoneFor(rng, 'ES'), /^\+34 6\d{2} \d{3} \d{3}$/);
  assert.match(phoneFor(rng, 'JP'), /^\+81 /);
  for (const country of NAME_COUNTRIES) assert.ok(phoneFor(rng, country).replace(/\D/g, '').length >= 9, country);
});
