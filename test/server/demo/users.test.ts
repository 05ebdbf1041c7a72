import { test } from 'node:test';
import assert from 'node:assert/strict';
import { generateDemoData } from '../../../server/demo';

const NOW = new Date('2026-11-22T10:15:00.000Z');
const data = generateDemoData({ size: 'normal', adminEmail: 'admin@diving.test', adminPassword: 'secret-pass', now: NOW });
const masters = data.users.filter((u) => u.role === 'diveMaster');

const NUMBER_FORMATS: Record<string, RegExp> = {
  PADI: /^PADI-\d{6}$/,
  SSI: /^SSI-\d{7}$/,
  NAUI: /^NAUI-\d{5}$/,
  SDI: /^SDI-\d{5}$/,
  CMAS: /^CMAS-[A-Z]{2,3}-F\d{2}-\d{6}$/,
};

test('spreads dive masters over every certification status, most approved', () => {
  const by = (s: string) => masters.filter((u) => u.certification?.status === s).length;
  assert.ok(by('approved') > by('pending') && by('pending') > by('rejected') && by('rejected') > 0);
  for (const u of masters.filter((m) => m.certification?.status === 'approved')) assert.match(u.certification?.documentUrl ?? '', /^\/api\/v1\/uploads\/demo-cert-\d{2}\.png$/);
});

test('gives certifications real agencies, levels and number formats', () => {
  const agencies = new Set<string>();
  for (const u of masters) {
    const c = u.certification;
    assert.ok(c);
    agencies.add(c.agency);
    assert.match(c.number, NUMBER_FORMATS[c.agency] ?? /^$/, `${c.agency} ${c.number}`);
    assert.ok(c.level.length > 0);
  }
  assert.ok(agencies.size >= 4, [...agencies].join());
});

test('uses unique addresses on reserved domains only', () => {
  const emails = data.users.map((u) => u.email.toLowerCase());
  assert.equal(new Set(emails).size, emails.length);
  for (const email of emails) assert.match(email, /^[a-z0-9.]+@(example\.(com|org|net)|diving\.test)$/);
  assert.ok(data.contact.every((m) => /@example\.(com|org|net)$/.test(m.email)));
});

test('comes from many countries, with names that fit them', () => {
  assert.ok(new Set(data.users.map((u) => u.country).filter(Boolean)).size >= 18);
  for (const u of data.users) {
    const name = `${u.firstName}${u.lastName}`;
    if (/[\u0600-\u06ff]/.test(name)) assert.ok(['EG', 'SA', 'JO', null].includes(u.country), `${name} ${u.country}`);
    if (/[\u4e00-\u9fff\u3040-\u30ff]/.test(name)) assert.ok(['CN', 'JP', null].includes(u.country), `${name} ${u.country}`);
    if (/[\u0e00-\u0e7f]/.test(name)) assert.ok(['TH', null].includes(u.country), `${name} ${u.country}`);
  }
  assert.ok(data.users.some((u) => /[\u0600-\u06ff]/.test(u.firstName)));
  assert.ok(data.users.some((u) => /[\u4e00-\u9fff]/.test(u.firstName)));
});

test('leaves some optional fields empty and blocks a few accounts', () => {
  const divers = data.users.filter((u) => u.role === 'diver');
  for (const field of ['phone', 'country', 'avatarUrl', 'lastLoginAt'] as const) {
    assert.ok(divers.some((u) => u[field] === null), `${field} null`);
    assert.ok(divers.some((u) => u[field] !== null), `${field} set`);
  }
  const blocked = data.users.filter((u) => u.status === 'blocked');
  assert.ok(blocked.length > 0 && blocked.length < data.users.length * 0.1);
  assert.ok(data.users.filter((u) => u.role === 'admin').every((u) => u.status === 'active' && u.lastLoginAt !== null));
});

test('orders each user’s moments: created, updated and last sign-in before now', () => {
  const now = NOW.toISOString();
  for (const u of data.users) {
    assert.ok(u.createdAt <= u.updatedAt && u.updatedAt <= now, u.id);
    if (u.lastLoginAt) assert.ok(u.createdAt <= u.lastLoginAt && u.lastLoginAt <= now, u.id);
    if (u.certification) assert.ok(u.createdAt <= u.certification.submittedAt, u.id);
  }
});
