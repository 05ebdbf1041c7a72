import { useT } from '../../../lib/i18n';
import { useLiveOutOfDate } from '../../../lib/live';
import { AdminAvatar } from '../../../ui';
import type { ReviewKind } from '../api';
import { useClaimedByOther } from './use-claims';

/**
 * On a queue row: who else is reviewing it ("Layla Haddad is reviewing"), so the admin picks
 * another; nothing when nobody else is. Its own component, so a claim redraws one cell, not the
 * memoized row. While the live stream is down it says the claim may be out of date.
 */
export function ClaimTag({ kind, id }: { kind: ReviewKind; id: string }) {
  const t = useT();
  const claim = useClaimedByOther(kind, id);
  const stale = useLiveOutOfDate();
  if (!claim) return null;
  return (
    <span className="claim-tag" data-claimed="" data-stale={stale ? '' : undefined}>
      <AdminAvatar admin={claim.by} />
      <span>{t('reviews.claim.row', { name: claim.by.name })}</span>
      {stale && <span className="claim-tag__stale">{t('ui.presence.stale')}</span>}
    </span>
  );
}
