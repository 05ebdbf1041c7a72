import type { ReviewStatus } from '../../../contract';
import { formatDate, useI18n, type TFunction } from '../../../lib/i18n';
import { Button } from '../../../ui';
import type { ReviewChange } from '../review-state';
import type { ReviewConflict } from './use-review-decision';

type DateI18n = Parameters<typeof formatDate>[0];

/**
 * "Approved by Ana Ruiz at 10:15 AM", in the admin's language and time zone; "by you, in another
 * tab or window" when the change was the admin's own; the date too when it was not today.
 */
export function changeSentence(i18n: DateI18n & { t: TFunction }, change: ReviewChange | null, mine: boolean, now = Date.now()): string {
  const { t } = i18n;
  if (!change) return t('reviews.details.conflict.unknown');
  const day = (at: string | number) => formatDate(i18n, at, { dateStyle: 'short' });
  const time = formatDate(i18n, change.at, { timeStyle: 'short' });
  const when = day(change.at) === day(now)
    ? t('reviews.details.conflict.at', { time })
    : t('reviews.details.conflict.on', { date: formatDate(i18n, change.at, { dateStyle: 'medium' }), time });
  if (!change.status || !change.by) return t('reviews.details.conflict.changed', { when });
  const who = mine ? t('reviews.details.conflict.you') : change.by.name;
  return t(`reviews.details.conflict.by.${change.status}`, { who, when });
}

/**
 * The record changed before the decision arrived (a 409): who changed it, to what and when, the
 * state it is in now, that nothing was overwritten, and the reason the admin had typed, kept.
 */
export function ConflictNotice({ conflict, status, reason = '', onDismiss }: {
  conflict: ReviewConflict;
  /** The record's status now (the fresh record the page shows). */
  status: ReviewStatus | null;
  /** The rejection reason that was not sent; '' when none. */
  reason?: string;
  onDismiss(): void;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  return (
    <div className="conflict-notice" role="alert">
      <div className="conflict-notice__text">
        <p className="conflict-notice__title">{t('reviews.details.conflict.title')}</p>
        <p className="conflict-notice__message">{changeSentence(i18n, conflict.change, conflict.mine)}</p>
        {status && <p>{t('reviews.details.conflict.now', { status: t(`reviews.details.status.${status}`) })}</p>}
        <p className="conflict-notice__hint">{t('reviews.details.conflict.hint')}</p>
        {reason && (
          <>
            <p className="conflict-notice__hint">
              {t(status === 'rejected' ? 'reviews.details.conflict.reasonCopy' : 'reviews.details.conflict.reasonKept')}
            </p>
            <blockquote className="conflict-notice__reason"><bdi>{reason}</bdi></blockquote>
          </>
        )}
      </div>
      <Button size="sm" variant="ghost" onClick={onDismiss}>{t('reviews.details.conflict.dismiss')}</Button>
    </div>
  );
}
