/**
 * Every tag of the query cache in one table, as paths.ts is for URLs: a query provides tags, a
 * write or a live event makes them stale (lib/query matches them). A tag is a type (`TAGS.User`:
 * every user query), one record of it (`recordTag(TAGS.User, id)`) or every list of it
 * (`listTag(TAGS.User)`). Features that show the same data (a dive master is a user) meet on one
 * name here, and a misspelt tag is a compile error rather than a view that never refreshes.
 */
export const TAGS = {
  /** The dashboard's summary, whose counts the sidebar's badges read too. */
  Dashboard: 'Dashboard',
  /** The activity log's entries, wherever they show (the log, a user's recent activity). */
  Activity: 'Activity',
  /** The signed-in admin's own account. */
  Auth: 'Auth',
  User: 'User',
  DiveMaster: 'DiveMaster',
  Trip: 'Trip',
  Product: 'Product',
  News: 'News',
  /** The legal documents, one tag per type (`recordTag(TAGS.Legal, 'terms')`). */
  Legal: 'Legal',
  SiteContact: 'SiteContact',
  ContactMessage: 'ContactMessage',
} as const;

/** One of `TAGS`. */
export type TagType = (typeof TAGS)[keyof typeof TAGS];

/** A tag of the app's cache: a type, or one record (or every list) of it. */
export type AppTag = TagType | { type: TagType; id: string };

/** One record of `type`. */
export const recordTag = (type: TagType, id: string): AppTag => ({ type, id });

/** Every list of `type`: the id `LIST`, which no record has. */
export const listTag = (type: TagType): AppTag => ({ type, id: 'LIST' });
