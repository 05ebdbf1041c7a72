import { useState } from 'react';
import { formatAge, useI18n } from '../../../lib/i18n';
import { useLiveOutOfDate } from '../../../lib/live';
import { AdminAvatar, Button, ConfirmDialog } from '../../../ui';
import type { ReviewClaim } from './use-claims';
import { useNow } from './use-now';

/**
 * A details page's word on its claim: "Being reviewed by Layla Haddad, 2 minutes" with a way to
 * take it over (after a confirmation, since the other reviewer is told; only for a staff role that
 * decides reviews), or, to the reviewer whose claim was taken over, who took it (an alert, read out
 * at once).
 */
export function ClaimBanner({ claim, decides = true }: { claim: ReviewClaim; decides?: boolean }) {
  const i18n = useI18n();
  const { t } = i18n;
  const now = useNow(30_000);
  const [confirming, setConfirming] = useState(false);
  // Claims come and go through the live stream: without it, this one is as last known.
  const stale = useLiveOutOfDate();
  const { other, takenBy } = claim;

  const takeOver = async () => {
    try {
      await claim.takeOver();
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      {takenBy && (
        <div className="claim-banner" data-tone="warning" role="alert">
          <AdminAvatar admin={takenBy} />
          <p className="claim-banner__text">{t('reviews.claim.taken', { name: takenBy.name })}</p>
          <Button size="sm" variant="ghost" onClick={claim.dismissTaken}>{t('reviews.claim.dismiss')}</Button>
        </div>
      )}
      {other && (
        <div className="claim-banner" role="status">
          <AdminAvatar admin={other.by} />
          <p className="claim-banner__text">
            {t('reviews.claim.byOther', { name: other.by.name, age: formatAge(i18n, other.since, now) })}
            <span className="claim-banner__hint">{t('reviews.claim.hint')}</span>
            {stale && <span className="claim-banner__hint" data-stale="">{t('reviews.claim.stale')}</span>}
          </p>
          {decides && <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>{t('reviews.claim.takeOver')}</Button>}
        </div>
      )}
      <ConfirmDialog
        open={decides && confirming && other !== null}
        title={t('reviews.claim.confirmTitle', { name: other?.by.name ?? '' })}
        message={t('reviews.claim.confirmMessage', { name: other?.by.name ?? '' })}
        confirmLabel={t('reviews.claim.takeOver')}
        onCancel={() => setConfirming(false)}
        onConfirm={takeOver}
      />
    </>
  );
}
