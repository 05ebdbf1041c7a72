/** `/site-contact`: the one contact record of the public site (GET, PUT upsert, POST create). */
import { LIMITS, personName } from '../../src/contract';
import type { SiteContact, SiteSocials } from '../../src/contract';
import type { RequestContext } from '../context';
import type { StoreReader } from '../store/interface';
import { ApiError, notFound } from '../http/errors';
import { sendData } from '../http/respond';
import { requireAdmin } from '../auth/guard';
import type { Fields } from '../validate';
import { readFields } from './common';
import type { Routes } from './common';
import { guardedTransact, isFresh, nextUpdatedAt, readExpectedUpdatedAt, staleWrite } from './stale';
import { changeMessage } from './change-message';
import { lastEdit, noteEdit } from '../store/editors';

type ContactFields = Omit<SiteContact, 'id' | 'updatedAt'>;
const SOCIALS: readonly (keyof SiteSocials)[] = ['facebook', 'instagram', 'youtube', 'tiktok', 'x'];

/** The one record (the first, were there ever more). */
async function current(store: StoreReader): Promise<SiteContact | undefined> {
  return (await store.find('siteContact'))[0];
}

/** Reads the fields; with `base` absent ones keep its values, without it the required ones must be there. */
function readContact(f: Fields, base: SiteContact | undefined): Partial<ContactFields> {
  const required = !base;
  const text = (name: string, max: number): string | undefined =>
    f.has(name) || required ? f.string(name, { required: true, max }) : undefined;
  const out: Partial<ContactFields> = {};
  const email = f.has('email') || required ? f.email('email') : undefined;
  const phone = f.has('phone') || required ? f.phone('phone', true) : undefined;
  const address = text('address', LIMITS.titleMax);
  const city = text('city', LIMITS.nameMax);
  const country = text('country', LIMITS.nameMax);
  const whatsapp = f.phone('whatsapp');
  const openingHours = f.nullableString('openingHours', LIMITS.summaryMax);
  const mapUrl = f.link('mapUrl', true);
  const socialFields = f.object('socials');
  const socials: SiteSocials = { ...(base?.socials ?? { facebook: null, instagram: null, youtube: null, tiktok: null, x: null }) };
  if (socialFields) for (const key of SOCIALS) {
    const value = socialFields.link(key, true);
    if (value !== undefined) socials[key] = value;
  }
  if (email !== undefined) out.email = email;
  if (phone !== undefined) out.phone = phone;
  if (address !== undefined) out.address = address;
  if (city !== undefined) out.city = city;
  if (country !== undefined) out.country = country;
  if (whatsapp !== undefined) out.whatsapp = whatsapp;
  if (openingHours !== undefined) out.openingHours = openingHours;
  if (mapUrl !== undefined) out.mapUrl = mapUrl;
  if (socialFields !== undefined) out.socials = socials;
  return out;
}

/** Validates, then creates or updates; `create` refuses an existing record with 409. */
async function save(rc: RequestContext, create: boolean): Promise<void> {
  const { app } = rc;
  const actor = await requireAdmin(rc);
  const f = await readFields(rc);
  const base = create ? undefined : await current(app.store);
  const fields = readContact(f, base);
  const expected = readExpectedUpdatedAt(f);
  f.done();
  const result = await guardedTransact(rc, async (tx) => {
    const existing = await current(tx);
    if (create && existing) throw new ApiError('CONFLICT', 'The site contact already exists; edit it instead.');
    if (existing && !isFresh(expected, existing.updatedAt)) {
      const edit = lastEdit(app.store, 'siteContact', existing.id, existing.updatedAt);
      throw staleWrite(existing, changeMessage(edit?.what ?? 'Changed', edit?.by.name ?? null, existing.updatedAt, app.now()), edit?.by ?? null);
    }
    const source = existing ?? base;
    const empty = { whatsapp: null, openingHours: null, mapUrl: null, socials: { facebook: null, instagram: null, youtube: null, tiktok: null, x: null } };
    const merged = { ...empty, ...source, ...fields };
    const { email, phone, address, city, country } = merged;
    if (email === undefined || phone === undefined || address === undefined || city === undefined || country === undefined) {
      throw new Error('Site contact fields missing after validation');
    }
    const record: SiteContact = {
      id: existing?.id ?? crypto.randomUUID(),
      email,
      phone,
      whatsapp: merged.whatsapp,
      address,
      city,
      country,
      openingHours: merged.openingHours,
      mapUrl: merged.mapUrl,
      socials: merged.socials,
      updatedAt: nextUpdatedAt(app, existing?.updatedAt ?? null),
    };
    noteEdit(app.store, 'siteContact', record.id, { at: record.updatedAt, by: { id: actor.id, name: personName(actor) }, what: existing ? 'Edited' : 'Created' });
    tx.put('siteContact', record);
    return record;
  });
  if (result) sendData(rc.res, create ? 201 : 200, result);
}

/** Adds the site contact routes. */
export function addSiteContactRoutes(routes: Routes): void {
  routes
    .add('GET', '/site-contact', 'office.read', async (rc) => {
      await requireAdmin(rc);
      const record = await current(rc.app.store);
      if (!record) throw notFound('The site contact');
      sendData(rc.res, 200, record);
    })
    .add('PUT', '/site-contact', 'content.write', (rc) => save(rc, false))
    .add('POST', '/site-contact', 'content.write', (rc) => save(rc, true));
}
