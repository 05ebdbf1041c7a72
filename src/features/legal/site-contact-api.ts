/**
 * The site contact: one record (`SiteContact`); none yet reads as null, and a PUT creates or
 * updates it. Apart from the legal documents' requests (api.ts): each page loads only its own.
 */
import { http, isHttpError } from '../../lib/http';
import { defineMutation, defineQuery } from '../../lib/query';
import { TAGS } from '../../tags';
import type { SiteContact, SiteContactBody } from '../../contract';

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
  provides: () => [TAGS.SiteContact],
});

/** `PUT /site-contact`: creates the record on the first save, updates it after (guarded when it exists). */
export const saveSiteContact = defineMutation<SiteContactBody, SiteContact>({
  name: 'legal/siteContact/save',
  request: (body) => http.put('/site-contact', body),
  invalidates: () => [TAGS.SiteContact],
});
