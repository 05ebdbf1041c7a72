/**
 * What the contact screens decide without React: which change a message's page offers first, the
 * reply and call links built from what a stranger typed into the public form (so they are encoded
 * here, once), and the way from a message back to the list view it was opened from. The list's part
 * (the statuses in working order and their tones, a message's excerpt and link) is listing.ts.
 */
import type { ContactMessage, ContactStatus } from '../../contract';
import { safeRedirect } from '../../lib/router';
import { paths } from '../../paths';
import { STATUS_FILTERS } from './listing';

/** The usual next step from each status: offered first and prominently on a message's page. */
const NEXT: Readonly<Record<ContactStatus, ContactStatus>> = {
  new: 'in_progress',
  in_progress: 'resolved',
  resolved: 'archived',
  archived: 'in_progress',
};

/** The statuses a message can move to from `status`, the usual next step first. */
export function statusChoices(status: ContactStatus): ContactStatus[] {
  const next = NEXT[status];
  return [next, ...STATUS_FILTERS.filter((s) => s !== next && s !== status)];
}

/**
 * RFC 5322 (3.6.5) suggests "Re: " for replies whatever the language: mail clients thread on it,
 * and the sender wrote in a language we do not know. Not translated for that reason.
 */
const REPLY_PREFIX = 'Re: ';
const ALREADY_REPLY = /^\s*re\s*:/i;

/** The reply's subject: the message's subject on one line, with "Re: " unless it has one. */
export function replySubject(subject: string): string {
  const line = subject.replace(/\s+/g, ' ').trim();
  return ALREADY_REPLY.test(line) ? line : `${REPLY_PREFIX}${line}`;
}

/**
 * RFC 6068 percent-encoding: every reserved character of the address (`?`, `&`, `#`, `%`, `,`…)
 * is encoded so nothing a sender typed can add recipients or fields; `@` stays readable.
 */
function encodeMailbox(address: string): string {
  return encodeURIComponent(address.trim()).replace(/%40/g, '@');
}

/** The `mailto:` link that answers `message`: to its sender, the subject prefilled. */
export function replyHref(message: Pick<ContactMessage, 'email' | 'subject'>): string {
  return `mailto:${encodeMailbox(message.email)}?subject=${encodeURIComponent(replySubject(message.subject))}`;
}

/** A `tel:` link of the digits of `phone` (with a leading +), or null when it has too few to dial. */
export function telHref(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return digits.replace(/\D/g, '').length >= 3 ? `tel:${digits}` : null;
}

/**
 * Where "back to the messages" goes: the `from` of the message's URL when it is a same-site view
 * of the contact list (never another site or screen), else the whole list.
 */
export function backHref(from: string | null): string {
  const safe = safeRedirect(from);
  if (!safe) return paths.contact.all;
  const url = new URL(safe, 'http://local');
  return url.pathname === paths.contact.all ? url.pathname + url.search : paths.contact.all;
}
