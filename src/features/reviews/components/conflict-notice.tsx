import type { ReviewStatus } from '../../../contract';
import { useT } from '../../../lib/i18n';
import { Button } from '../../../ui';
import type { DecisionConflict } from '../api';

/**
 * Someone decided first (a 409): the server's sentence ("Approved by Ana Ruiz at 10:15"), the
 * state the record is in now, and that nothing was overwritten, so the admin decides again knowingly.
 */
export function ConflictNotice({ conflict, status, onDismiss }: {
  conflict: DecisionConflict;
  /** The record's status now (the fresh record the page shows). */
  status: ReviewStatus | null;
  onDismiss(): void;
}) {
  const t = useT();
  return (
    <div className="conflict-notice" role="alert">
      <div className="conflict-notice__text">
        <p className="conflict-notice__title">{t('reviews.details.conflict.title')}</p>
        <p className="conflict-notice__message">{conflict.message}</p>
        {status && <p>{t('reviews.details.conflict.now', { status: t(`reviews.details.status.${status}`) })}</p>}
        <p className="conflict-notice__hint">{t('reviews.details.conflict.hint')}</p>
      </div>
      <Button size="sm" variant="ghost" onClick={onDismiss}>{t('reviews.details.conflict.dismiss')}</Button>
    </div>
  );
}
