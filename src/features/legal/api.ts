/**
 * The legal pages. A legal document is read as the latest of its type (tagged
 * `legalTag(type)`, live-tags.ts) and saved as a new version with the version and `updatedAt` the
 * editor saw (409 with `current` when someone saved first); saving refreshes that type's latest
 * and its list of kept versions, which carry the same tag.
 * The site contact's requests are site-contact-api.ts (its page alone loads them).
 */
import { http } from '../../lib/http';
import { defineMutation, defineQuery } from '../../lib/query';
import { legalTag } from './live-tags';
import type { LegalBody, LegalDocument, LegalType, LegalVersionSummary } from '../../contract';

/** `GET /legal/:type`: the latest document of that type. */
export const getLegal = defineQuery<LegalType, LegalDocument>({
  name: 'legal/latest',
  request: (type, signal) => http.get(`/legal/${encodeURIComponent(type)}`, { signal }),
  provides: (_doc, type) => [legalTag(type)],
});

/** `PUT /legal/:id` with `expectedVersion` and `expectedUpdatedAt`; the answer is the next version. */
export const saveLegal = defineMutation<{ doc: Pick<LegalDocument, 'id' | 'type'>; body: LegalBody & { expectedVersion: number; expectedUpdatedAt: string } }, LegalDocument>({
  name: 'legal/save',
  request: ({ doc, body }) => http.put(`/legal/${encodeURIComponent(doc.id)}`, body),
  invalidates: (_doc, { doc }) => [legalTag(doc.type)],
});

/** `GET /legal/:type/versions`: the kept versions of that type, newest (the current one) first. */
export const getLegalVersions = defineQuery<LegalType, LegalVersionSummary[]>({
  name: 'legal/versions',
  request: (type, signal) => http.get(`/legal/${encodeURIComponent(type)}/versions`, { signal }),
  provides: (_list, type) => [legalTag(type)],
});

/** `GET /legal/:type/versions/:version`: one kept version whole, as it was saved (it never changes). */
export const getLegalVersion = defineQuery<{ type: LegalType; version: number }, LegalDocument>({
  name: 'legal/version',
  request: ({ type, version }, signal) => http.get(`/legal/${encodeURIComponent(type)}/versions/${version}`, { signal }),
  staleTimeMs: Infinity,
});
