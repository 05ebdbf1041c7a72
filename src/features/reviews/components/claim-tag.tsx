import { useT } from '../../../lib/i18n';
import { AdminAvatar } from '../../../ui';
import type { ReviewKind } from '../api';
import { useOthersClaim } from './use-claims';

/**
 * On a queue row: who else is reviewing it ("Layla Haddad is reviewing"), so the admin picks
 * another; nothing when nobody else is. Its own component, so a claim redraws one cell, not the
 * memoized row.
 */
export function ClaimTag({ kind, id }: { kind: ReviewKind; id: string }) {
  const t = useT();
  const claim = useOthersClaim(kind, id);
  if (!claim) return null;
  return (
    <span className="claim-tag" data-claimed="">
      <AdminAvatar admin={claim.by} />
      <span>{t('reviews.claim.row', { name: claim.by.name })}</span>
    </span>
  );
}
