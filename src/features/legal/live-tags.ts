/**
 * The legal pages' cache tags: a document is tagged by its type (`recordTag(TAGS.Legal, type)`),
 * the site contact by its one tag. A live `record` event names a document by the new version's id,
 * not its type; there are three, so such an event makes them all stale.
 */
import { TAGS, recordTag, type AppTag } from '../../tags';
import type { LegalType } from '../../contract';

/** What the latest document of `type` and its kept versions provide, and saving it makes stale. */
export const legalTag = (type: LegalType): AppTag => recordTag(TAGS.Legal, type);

/** What a live `record` event of a legal document makes stale: every legal document. */
export const LEGAL_RECORD_TAGS: readonly AppTag[] = [TAGS.Legal];

/** What a live `record` event of the site contact makes stale: the one record. */
export const SITE_CONTACT_TAGS: readonly AppTag[] = [TAGS.SiteContact];
