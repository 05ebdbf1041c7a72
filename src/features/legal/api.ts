/**
 * The legal pages and the site contact. A legal document is read as the latest of its type
 * (tagged `{ type: 'Legal', id: type }`) and saved as a new version with the version and
 * `updatedAt` the editor saw (409 with `current` when someone saved first); saving refreshes that
 * type's latest. The site contact is one record (`SiteContact`): none yet reads as null, and a
 * PUT creates or updates it.
 */
import { http, isHttpError } from '../../lib/http';
import { defineMutation, defineQuery } from '../../lib/query';
import type { LegalBody, LegalDocument, LegalType, SiteContact, SiteContactBody } from '../../contract';

/** `GET /legal/:type`: the latest document of that type. */
export const getLegal = defineQuery<LegalType, LegalDocument>({
  name: 'legal/latest',
  request: (type, signal) => http.get(`/legal/${encodeURIComponent(type)}`, { signal }),
  provides: (_doc, type) => [{ type: 'Legal', id: type }],
});

/** `PUT /legal/:id` with `expectedVersion` and `expectedUpdatedAt`; the answer is the next version. */
export const saveLegal = defineMutation<{ doc: Pick<LegalDocument, 'id' | 'type'>; body: LegalBody & { expectedVersion: number; expectedUpdatedAt: string } }, LegalDocument>({
  name: 'legal/save',
  request: ({ doc, body }) => http.put(`/legal/${encodeURIComponent(doc.id)}`, body),
  invalidates: (_doc, { doc }) => [{ type: 'Legal', id: doc.type }],
});

/** `GET /site-contact`; null while none exists (404), so the form starts empty. */
export const getSiteContact = defineQuery<void, SiteContact | null>({
  name: 'legal/siteContact',
  request: async (_none, signal) => {
    try {
      return await http.get<SiteContact>('/site-contact', { signal });
    } catch (error) {
      if (isHttpError(error) && error.status === 404) return null;
      throw error;
    }
  },
  provides: () => ['SiteContact'],
});

/** `PUT /site-contact`: creates the record on the first save, updates it after (guarded when it exists). */
export const saveSiteContact = defineMutation<SiteContactBody, SiteContact>({
  name: 'legal/siteContact/save',
  request: (body) => http.put('/site-contact', body),
  invalidates: () => ['SiteContact'],
});
