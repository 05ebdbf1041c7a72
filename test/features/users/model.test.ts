import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  EMPTY_CREATE, createBodyOf, createFieldOf, createRulesFor, editBodyOf, hueOf, initialsOf,
} from '../../../src/features/users/model';

test('initials take the first letter of each name, in any script', () => {
  assert.equal(initialsOf({ firstName: 'ana', lastName: 'ruiz' }), 'AR');
  assert.equal(initialsOf({ firstName: '  Łukasz', lastName: '' }), 'Ł');
  assert.equal(initialsOf({ firstName: 'ليلى', lastName: 'حداد' }), 'لح');
  assert.equal(initialsOf({ firstName: '𝒜lex', lastName: 'Z' }), '𝒜Z', 'a character outside the BMP is not cut in half');
});

test('the avatar tint is one of five and the same for a user every time', () => {
  const hues = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].map(hueOf));
  for (const hue of hues) assert.ok(hue >= 0 && hue <= 4);
  assert.ok(hues.size > 1);
  assert.equal(hueOf('user-42'), hueOf('user-42'));
});

test('an edit sends trimmed names, null for empty optional fields, and the stamp it is based on', () => {
  assert.deepEqual(editBodyOf({ firstName: ' Ana ', lastName: 'Ruiz ', phone: '  ', country: '', role: 'admin' }, '2026-11-25T09:00:00.000Z'), {
    firstName: 'Ana', lastName: 'Ruiz', phone: null, country: null, role: 'admin', expectedUpdatedAt: '2026-11-25T09:00:00.000Z',
  });
  assert.equal('expectedUpdatedAt' in editBodyOf({ firstName: 'A', lastName: 'B', phone: '', country: 'ES', role: 'diver' }, null), false);
});

test('a new user sends a certification only as a dive master, its document only when uploaded', () => {
  const values = { ...EMPTY_CREATE, email: ' a@b.co ', password: ' spaced password ', firstName: 'A', lastName: 'B', agency: ' PADI', level: 'DM', number: '1' };
  assert.equal(createBodyOf(values, 'diver').certification, undefined);
  assert.equal(createBodyOf(values, 'diver').password, ' spaced password ', 'a password is sent as typed');
  assert.equal(createBodyOf(values, 'diver').email, 'a@b.co');
  assert.deepEqual(createBodyOf(values, 'diveMaster').certification, { agency: 'PADI', level: 'DM', number: '1', documentUrl: null });
});

test('the certification is required only for a dive master', () => {
  assert.equal(createRulesFor('diver').agency, undefined);
  assert.ok(createRulesFor('diveMaster').agency?.length);
});

test('server field names map to the form: certification.* to its field, unknown ones to none', () => {
  assert.equal(createFieldOf('certification.agency'), 'agency');
  assert.equal(createFieldOf('email'), 'email');
  assert.equal(createFieldOf('role'), null);
  assert.equal(createFieldOf('certification'), null);
});
