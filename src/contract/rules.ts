/**
 * The shape rules of the text fields both sides check: an e-mail address, a phone number and a web
 * link. The server refuses what fails them with a 400 naming the field; the SPA's forms run the
 * same functions before they send, so a message shows beside the field without a round trip.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** True when `text` reads as an e-mail address: one `@`, no spaces, a dot in the domain. */
export function isEmail(text: string): boolean {
  return EMAIL.test(text);
}

/** Fewest and most digits of a phone number (E.164 allows up to 15; 7 is the shortest in use). */
export const PHONE_DIGITS = { min: 7, max: 15 } as const;

// A leading `+`, then digits, with single spaces, dots or dashes between groups.
const PHONE = /^\+\d(?:[ .-]?\d)*$/;

/**
 * True when `text` is an international phone number in the E.164 manner: a leading `+`, then 7–15
 * digits, grouped by spaces, dots or dashes (`+34 932 000 412`, `+1-305-555-0100`).
 */
export function isPhone(text: string): boolean {
  if (!PHONE.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

/**
 * True when `text` is an absolute http(s) URL spelled out with its host (`https://host/…`), the
 * host a domain with a dot, an IPv4 address or `localhost`, without credentials. The URL parser
 * alone is lenient: it reads `http:evil.com` and `http:\\evil.com` as links to evil.com,
 * `https://diving.test@evil.com` goes to evil.com too, and `https://tiktok` is no site anyone reaches.
 */
export function isHttpUrl(text: string): boolean {
  if (!/^https?:\/\/[^/\\]/i.test(text) || /[\s\\]/.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username !== '' || url.password !== '') return false;
  const host = url.hostname.replace(/\.$/, '');
  return host === 'localhost' || /^[^.]+(\.[^.]+)+$/.test(host);
}

/** True when `text` is a same-origin path (`/…`, not `//…`) or an http(s) URL as `isHttpUrl` reads it. */
export function isLinkTarget(text: string): boolean {
  return (text.startsWith('/') && !text.startsWith('//') && !/[\s\\]/.test(text)) || isHttpUrl(text);
}
