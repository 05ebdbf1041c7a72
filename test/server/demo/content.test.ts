import { test } from 'node:test';
import assert from 'node:assert/strict';
import { generateDemoData } from '../../../server/demo';
import { isImageName } from '../../../server/demo/images';
import { CONTACT_STATUSES } from '../../../src/contract';

const NOW = new Date('2026-11-22T10:15:00.000Z');
const data = generateDemoData({ size: 'normal', adminEmail: 'admin@diving.test', adminPassword: 'secret-pass', now: NOW });
const markdown = [...data.news.map((n) => n.content), ...data.legal.map((l) => l.content)];
const LINK = /\[[^\]]+\]\(([^)\s]+)\)/g;

test('publishes most news and keeps some drafts', () => {
  const published = data.news.filter((n) => n.status === 'published');
  assert.ok(published.length >= 6 && published.length < data.news.length);
  assert.ok(published.every((n) => n.publishedAt !== null && n.publishedAt <= NOW.toISOString() && n.createdAt <= n.publishedAt));
  assert.ok(data.news.every((n) => n.createdAt <= n.updatedAt && n.updatedAt <= NOW.toISOString()));
  assert.ok(data.news.some((n) => n.coverImageUrl === null) && data.news.some((n) => n.coverImageUrl !== null));
});

test('writes news and legal texts in the Markdown subset', () => {
  const all = markdown.join('\n');
  for (const [what, pattern] of [['heading', /^#{1,3} \S/m], ['bullet', /^- \S/m], ['numbered', /^\d+\. \S/m], ['bold', /\*\*[^*]+\*\*/], ['italic', /(^|[^*])\*[^*\s][^*]*\*(?!\*)/m], ['link', LINK]] as const) {
    assert.match(all, pattern, what);
  }
  for (const text of markdown) {
    assert.doesNotMatch(text, /<[a-z!/]/i, 'no HTML');
    assert.doesNotMatch(text, /^#{4,}/m, 'headings up to ###');
    for (const [, url] of text.matchAll(LINK)) assert.match(url ?? '', /^(https:\/\/|mailto:)/);
  }
});

test('has terms, privacy and about pages of several paragraphs each', () => {
  for (const doc of data.legal) {
    assert.ok(doc.version >= 1);
    assert.ok(doc.content.split(/\n\s*\n/).length >= 6, doc.type);
    assert.ok(doc.updatedBy !== null);
  }
});

test('fills the inbox in many languages and every status, newest first', () => {
  for (const status of CONTACT_STATUSES) assert.ok(data.contact.some((m) => m.status === status), status);
  const text = (pattern: RegExp) => data.contact.filter((m) => pattern.test(m.message)).length;
  assert.ok(text(/[\u0600-\u06ff]/) >= 4, 'Arabic');
  assert.ok(text(/[\u4e00-\u9fff]/) >= 4, 'Chinese');
  assert.ok(text(/\b(Hola|Buenas|Necesito|Reservé|Quiero|Solo|Me rechazaron|Intenté)\b|[¿ñ]/) >= 5, 'Spanish');
  assert.ok(text(/\b(Bonjour|Nous|Je|Le club)\b/) >= 3, 'French');
  assert.ok(text(/\b(the|and|I)\b/) >= 10, 'English');
  const times = data.contact.map((m) => m.createdAt);
  assert.deepEqual(times, [...times].sort().reverse());
  assert.equal(new Set(data.contact.map((m) => m.name)).size, data.contact.length);
  assert.ok(data.contact.every((m) => (m.status === 'new') === (m.updatedAt === m.createdAt) && m.updatedAt <= NOW.toISOString()));
});

test('describes a plausible office with https socials', () => {
  const site = data.siteContact;
  assert.match(site.email, /@diving\.test$/);
  assert.match(site.phone, /^\+\d/);
  const socials = Object.values(site.socials);
  assert.ok(socials.some((s) => s === null) && socials.some((s) => s !== null));
  assert.ok(socials.every((s) => s === null || s.startsWith('https://')));
});

test('links nothing on the internet except socials, the map and Markdown links', () => {
  const found: string[] = [];
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'string') {
      if (/https?:\/\//i.test(value)) found.push(path);
      if (/^\/api\/v1\/uploads\//.test(value) && !isImageName(value.slice(value.lastIndexOf('/') + 1))) found.push(`${path} (missing upload)`);
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}[${i}]`));
    else if (typeof value === 'object' && value !== null && !Buffer.isBuffer(value)) {
      for (const [k, v] of Object.entries(value)) if (k !== 'content' && k !== 'socials' && k !== 'mapUrl') walk(v, `${path}.${k}`);
    }
  };
  walk(data, 'data');
  assert.deepEqual(found, []);
  assert.match(data.siteContact.mapUrl ?? 'https://', /^https:\/\//);
});
