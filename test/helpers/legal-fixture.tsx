// The legal screens over a fake backend that answers like the reference server: the site contact
// (404 until the first PUT creates it, field errors named `socials.x`) and guarded legal PUTs (409
// with `current`), the kept legal versions and presence, inside the router, the cache, i18n and a
// signed-in admin's session.
import type { LegalDocument, SiteContact } from '../../src/contract';
import type { RouteObject } from '../../src/lib/router';
import { paths } from '../../src/paths';
import ContactUsPage from '../../src/features/legal/pages/contact-us';
import AboutLegalPage from '../../src/features/legal/pages/about-us';
import { collabAnswer, newCollabState, type CollabState } from './collab-fake';
import { fail, installFetch, json, renderScreens, signIn } from './fake-backend';

export { until } from './fake-backend';

const ME = { id: 'u_admin', email: 'admin@diving.test', firstName: 'Marina', lastName: 'Costa' };

export interface LegalBackend {
  contact: SiteContact | null;
  about: LegalDocument;
  /** Bodies of every write, in order. */
  writes: Record<string, unknown>[];
  /** The server refuses this X link with its own field error. */
  refusedX: string | null;
  /** The versions of About us that saves replaced, oldest first. */
  aboutPrevious: LegalDocument[];
  /** Who else views what. */
  collab: CollabState;
}

export function installLegalBackend(): { backend: LegalBackend; restore(): void } {
  const backend: LegalBackend = {
    contact: null,
    about: { id: 'l_about', type: 'about', title: 'About us', content: '# About\n\nWe dive.', version: 4, updatedAt: '2026-11-20T10:00:00.000Z', updatedBy: { id: 'u_2', name: 'Kenji Watanabe' } },
    writes: [],
    refusedX: null,
    aboutPrevious: [],
    collab: newCollabState({ id: ME.id, name: 'Marina Costa', avatarUrl: null }),
  };
  signIn(ME);
  const restore = installFetch(({ method, path, body }) => {
    const collab = collabAnswer(backend.collab, method, path, body);
    if (collab) return collab;
    if (body) backend.writes.push(body);
    if (path === '/legal/about/versions' && method === 'GET') {
      const all = [...backend.aboutPrevious, backend.about].reverse();
      return json(200, { success: true, data: all.map(({ version, title, updatedAt, updatedBy }) => ({ version, title, updatedAt, updatedBy })) });
    }
    const kept = /^\/legal\/about\/versions\/(\d+)$/.exec(path);
    if (kept && method === 'GET') {
      const doc = [...backend.aboutPrevious, backend.about].find((d) => String(d.version) === kept[1]);
      return doc ? json(200, { success: true, data: doc }) : fail(404, 'NOT_FOUND', 'This version was not found.');
    }
    if (path === '/site-contact' && method === 'GET') {
      return backend.contact ? json(200, { success: true, data: backend.contact }) : fail(404, 'NOT_FOUND', 'The site contact was not found.');
    }
    if (path === '/site-contact' && method === 'PUT' && body) {
      const socials = body.socials as SiteContact['socials'];
      if (backend.refusedX !== null && socials.x === backend.refusedX) {
        return fail(400, 'VALIDATION_FAILED', 'Some fields are not valid.', { errors: [{ field: 'socials.x', message: 'That profile does not exist.' }] });
      }
      const { expectedUpdatedAt: _expected, ...fields } = body;
      backend.contact = { ...(fields as Omit<SiteContact, 'id' | 'updatedAt'>), id: 's_1', updatedAt: '2026-11-25T09:00:00.000Z' };
      return json(200, { success: true, data: backend.contact });
    }
    if (path === '/legal/about' && method === 'GET') return json(200, { success: true, data: backend.about });
    if (path === '/legal/l_about' && method === 'PUT' && body) {
      const current = backend.about;
      if (body.expectedVersion !== current.version || body.expectedUpdatedAt !== current.updatedAt) {
        return fail(409, 'CONFLICT', `Version ${current.version} saved by ${current.updatedBy?.name ?? '?'} at 10:15 UTC`, { current });
      }
      backend.aboutPrevious.push(current);
      backend.about = {
        ...current, title: String(body.title), content: String(body.content), version: current.version + 1,
        updatedAt: new Date(Date.parse(current.updatedAt) + 60_000).toISOString(), updatedBy: { id: ME.id, name: 'Marina Costa' },
      };
      return json(200, { success: true, data: backend.about });
    }
    return fail(404, 'NOT_FOUND', 'No such route.');
  });
  return { backend, restore };
}

const routes: RouteObject[] = [
  { path: paths.legal.contact, element: <ContactUsPage /> },
  { path: paths.legal.about, element: <AboutLegalPage /> },
];

/** Renders the legal screens at `initial`, signed in as the demo admin. */
export const renderLegal = (initial: string) => renderScreens(routes, initial);
