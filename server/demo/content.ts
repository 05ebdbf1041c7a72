/**
 * The demo's editorial content and inbox: news articles by the admins, the three legal
 * documents, the site contact of the marketplace's office and forty contact messages.
 */
import type { ContactMessage, ContactStatus, LegalDocument, News, SiteContact } from '../../src/contract';
import { imageUrl } from './images';
import { LEGAL_TEXTS } from './legal-texts';
import { MESSAGE_TEXTS } from './message-texts';
import { emailFor, personFrom, phoneFor, type Person } from './names';
import { ARTICLES } from './news-texts';
import type { Random } from './random';
import type { Reviewer } from './reviews';
import { createIds, DAY_MS, HOUR_MS, iso, MINUTE_MS } from './time';

/** The twelve articles: published ones over the last ten months, drafts touched recently. */
export function generateNews(rng: Random, admins: readonly Reviewer[], now: number): News[] {
  const nextId = createIds('n');
  return ARTICLES.map((article, i) => {
    const author = rng.pick(admins);
    const published = article.published ? now - Math.floor(((i + 0.5) / ARTICLES.length) * 300 * DAY_MS + rng.float(0, 5) * DAY_MS) : null;
    const created = (published ?? now - rng.int(2, 30) * DAY_MS) - rng.int(1, 10) * DAY_MS - rng.int(0, 600) * MINUTE_MS;
    const touched = published ?? created;
    const updated = rng.chance(0.35) ? touched + Math.floor(rng.next() * (now - touched)) : touched;
    return {
      id: nextId(),
      title: article.title,
      summary: article.summary,
      content: article.content,
      coverImageUrl: article.cover === null ? null : imageUrl('news', article.cover),
      status: article.published ? 'published' : 'draft',
      publishedAt: published === null ? null : iso(published),
      author: { id: author.id, name: author.name },
      createdAt: iso(created),
      updatedAt: iso(updated),
    };
  });
}

const LEGAL_AGE_DAYS: Record<LegalDocument['type'], number> = { terms: 41, privacy: 118, about: 302 };

/** Terms, privacy policy and about page, each last edited by an admin. */
export function generateLegal(rng: Random, admins: readonly Reviewer[], now: number): LegalDocument[] {
  const nextId = createIds('l');
  return LEGAL_TEXTS.map((text) => {
    const editor = rng.pick(admins);
    return {
      id: nextId(),
      type: text.type,
      title: text.title,
      content: text.content,
      version: text.version,
      updatedAt: iso(now - LEGAL_AGE_DAYS[text.type] * DAY_MS - rng.int(0, 480) * MINUTE_MS),
      updatedBy: { id: editor.id, name: editor.name },
    };
  });
}

/** The marketplace office in Barcelona. */
export function generateSiteContact(now: number): SiteContact {
  return {
    id: 's_0001',
    email: 'hello@diving.test',
    phone: '+34 932 000 412',
    whatsapp: '+34 612 000 412',
    address: 'Passeig de Joan de Borbó 42, 3rd floor',
    city: 'Barcelona',
    country: 'ES',
    openingHours: 'Monday to Friday, 09:00–18:00 CET',
    mapUrl: 'https://www.openstreetmap.org/?mlat=41.3786&mlon=2.1894#map=18/41.3786/2.1894',
    socials: {
      facebook: 'https://www.facebook.com/divingmarketplace',
      instagram: 'https://www.instagram.com/divingmarketplace',
      youtube: 'https://www.youtube.com/@divingmarketplace',
      tiktok: null,
      x: 'https://x.com/divingmarket',
    },
    updatedAt: iso(now - 9 * DAY_MS - 3 * HOUR_MS),
  };
}

const NATIVE_SCRIPT = new Set(['EG', 'SA', 'JO', 'CN', 'JP']);
const FAMILY_FIRST = new Set(['CN', 'JP']);

/** "Léa Martin"; names in Chinese or Japanese script family name first, without a space. */
function displayName(person: Person): string {
  const native = person.firstName !== person.latinFirst;
  return native && FAMILY_FIRST.has(person.country) ? `${person.lastName}${person.firstName}` : `${person.firstName} ${person.lastName}`;
}

/** Status by age rank (0 = newest): recent messages are new, old ones resolved or archived. */
function statusFor(rng: Random, rank: number): ContactStatus {
  if (rank < 8) return 'new';
  if (rank < 16) return rng.chance(0.2) ? 'new' : 'in_progress';
  if (rank < 32) return rng.chance(0.2) ? 'in_progress' : 'resolved';
  return rng.chance(0.3) ? 'resolved' : 'archived';
}

/** The contact inbox, newest first, in many languages and every status. */
export function generateContactMessages(rng: Random, now: number): ContactMessage[] {
  const nextId = createIds('m');
  const taken = new Set<string>();
  const ages = MESSAGE_TEXTS.map(() => Math.floor(rng.next() ** 1.7 * 120 * DAY_MS) + rng.int(5, 240) * MINUTE_MS).sort((a, b) => a - b);
  const names = new Set<string>();
  return rng.shuffle(MESSAGE_TEXTS).map(([country, subject, message], rank) => {
    let person = personFrom(rng, country, NATIVE_SCRIPT.has(country) ? 0.8 : 0);
    let name = displayName(person);
    for (let tries = 0; names.has(name) && tries < 20; tries++) {
      person = personFrom(rng, country, tries < 10 && NATIVE_SCRIPT.has(country) ? 0.8 : 0);
      name = displayName(person);
    }
    names.add(name);
    const created = now - (ages[rank] ?? 0);
    const status = statusFor(rng, rank);
    const updated = status === 'new' ? created : Math.min(now, created + rng.int(20, 60 * 24 * 4) * MINUTE_MS);
    return {
      id: nextId(),
      name,
      email: emailFor(rng, person, taken),
      phone: rng.chance(0.5) ? phoneFor(rng, country) : null,
      subject,
      message,
      status,
      createdAt: iso(created),
      updatedAt: iso(updated),
    };
  });
}
