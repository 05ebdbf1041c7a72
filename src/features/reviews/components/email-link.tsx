import type { ReactNode } from 'react';

/**
 * An e-mail address that may wrap only after its "@" ("torbjorn.haugen99@" over "example.com"),
 * never in the middle of a word, kept left-to-right inside Arabic. No hooks: a queue renders one
 * per row.
 */
export function renderEmail(email: string): ReactNode {
  const at = email.lastIndexOf('@');
  return <bdi className="email">{at > 0 ? <>{email.slice(0, at + 1)}<wbr />{email.slice(at + 1)}</> : email}</bdi>;
}

/** An e-mail address as a mailto link, wrapping only after its "@" (details pages). */
export function EmailLink({ email }: { email: string }) {
  return <a className="email-link" href={`mailto:${email}`}>{renderEmail(email)}</a>;
}
