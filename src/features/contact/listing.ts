/**
 * What the contact list decides without React: the statuses in the order an admin works through
 * them and the tone of each, a message's first words, and its page's link remembering the list.
 */
import { CONTACT_STATUSES, type ContactStatus } from '../../contract';
import { paths } from '../../paths';
import type { BadgeTone } from '../../ui';

/** The status filter's values, in working order. */
export const STATUS_FILTERS: readonly ContactStatus[] = CONTACT_STATUSES;

/** The colour each status repeats (its word carries the meaning). */
export const STATUS_TONES: Readonly<Record<ContactStatus, BadgeTone>> = {
  new: 'primary',
  in_progress: 'warning',
  resolved: 'success',
  archived: 'neutral',
};

/** The first words of a message on one line, for the list; the whole text is on its page. */
export function excerpt(text: string, max = 120): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  // Never cut between the two halves of a surrogate pair (an emoji would become a lone half).
  const cut = /[\uD800-\uDBFF]/.test(line.charAt(max - 2)) ? max - 2 : max - 1;
  return `${line.slice(0, cut).trimEnd()}…`;
}

/** The page of message `id`, remembering the list view `from` (path and query) when given. */
export function messageHref(id: string, from?: string): string {
  const base = paths.contact.details(id);
  return from ? `${base}?from=${encodeURIComponent(from)}` : base;
}
