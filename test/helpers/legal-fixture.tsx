// The legal screens over a fake backend that answers like the reference server: the site contact
// (404 until the first PUT creates it, field errors named `socials.x`) and guarded legal PUTs (409
// with `current`), inside the router, the cache, i18n and a signed-in admin's session.
import type { LegalDocument, SiteContact } from '../../src/contract';
import type { RouteObject } from '../../src/lib/router';
import { paths } from '../../src/paths';
import ContactUsPage from '../../src/features/legal/pages/contact-us';
import AboutLegalPage from '../../src/features/legal/pages/about-us';
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
}

export function installLegalBackend(): { backend: LegalBackend; restore(): void } {
  const backend: LegalBackend = {
    contact: null,
    about: { id: 'l_about', type: 'about', title: 'About us', content: '# About\n\nWe dive.', version: 4, updatedAt: '2026-11-20T10:00:00.000Z', updatedBy: { id: 'u_2', name: 'Kenji Watanabe' } },
    writes: [],
    refusedX: null,
  };
  signIn(ME);
  const restore = installFetch(({ method, path, body }) => {
    if (body) backend.writes.push(body);
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
