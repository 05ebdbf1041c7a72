/**
 * The first records of an empty store: in demo mode the generated demo data set (its pictures are
 * shipped files the upload store serves, see uploads.ts), otherwise the admin of
 * ADMIN_EMAIL/ADMIN_PASSWORD and empty legal documents.
 */
import type { LegalDocument, LegalType } from '../src/contract';
import type { ServerConfig } from './config';
import { hashPassword } from './auth/password';
import type { Snapshot, StoredUser } from './store/types';

const LEGAL_TITLES: Record<LegalType, string> = { terms: 'Terms and conditions', privacy: 'Privacy policy', about: 'About us' };

function baseSnapshot(): Snapshot {
  return { users: [], trips: [], products: [], news: [], legal: [], siteContact: [], contact: [], activity: [] };
}

async function minimalSeed(config: ServerConfig, at: string): Promise<Snapshot> {
  const snapshot = baseSnapshot();
  snapshot.users.push({
    id: crypto.randomUUID(),
    email: config.adminEmail,
    firstName: 'Admin',
    lastName: 'Diving',
    phone: null,
    country: null,
    role: 'admin',
    // The one admin of a new store must be able to do everything, staff management included.
    staffRole: 'owner',
    status: 'active',
    avatarUrl: null,
    createdAt: at,
    updatedAt: at,
    lastLoginAt: null,
    certification: null,
    passwordHash: await hashPassword(config.adminPassword, config.hashCost),
  });
  snapshot.legal = (Object.keys(LEGAL_TITLES) as LegalType[]).map(
    (type): LegalDocument => ({ id: `legal-${type}`, type, title: LEGAL_TITLES[type], content: '', version: 1, updatedAt: at, updatedBy: null }),
  );
  return snapshot;
}

async function demoSeed(config: ServerConfig, now: Date): Promise<Snapshot> {
  // Imported on demand: the generator is only needed for a new demo store.
  const { generateDemoData } = await import('./demo');
  const data = generateDemoData({ size: config.demoSize, adminEmail: config.adminEmail, adminPassword: config.adminPassword, now });
  // One hash per distinct demo password keeps seeding fast however many demo users can log in.
  const hashes = new Map<string, Promise<string>>();
  const hashOnce = (password: string): Promise<string> => {
    let hash = hashes.get(password);
    if (!hash) hashes.set(password, (hash = hashPassword(password, config.hashCost)));
    return hash;
  };
  const users = await Promise.all(
    data.users.map(async ({ password, ...user }): Promise<StoredUser> => ({ ...user, passwordHash: password === null ? null : await hashOnce(password) })),
  );
  return {
    users,
    trips: data.trips,
    products: data.products,
    news: data.news,
    legal: data.legal,
    siteContact: [data.siteContact],
    contact: data.contact,
    activity: data.activity,
  };
}

/** The records for a new store (demo data when `config.demo`). */
export function buildSeed(config: ServerConfig, now: number): Promise<Snapshot> {
  return config.demo ? demoSeed(config, new Date(now)) : minimalSeed(config, new Date(now).toISOString());
}
